import type { PermissionType } from '@wattle/shared/contracts';
import type { Db } from '../../../db/database.js';
import type { ServiceDeps } from '../../../lib/service-deps.js';
import { findPermissionFacts, findPermissionFactsOf } from '../permission-repository.js';
import { derivePermissions } from '../permissions.js';
import { activeSuspensions, lift, suspend } from './suspension-repository.js';

/**
 * What the server lets this user do right now: earned by verification, minus what support
 * suspended. (Authenticated requests already carry this on the principal.)
 */
export async function permissionsFor(deps: ServiceDeps, userId: string): Promise<PermissionType[]> {
  const user = await findPermissionFacts(deps.db, userId);
  return user ? derivePermissions(user, new Set(user.suspended)) : [];
}

/** `permissionsFor` of many users in one round trip; a user who is not there may do nothing. */
export async function permissionsOfEach(
  deps: ServiceDeps,
  userIds: readonly string[],
): Promise<Map<string, PermissionType[]>> {
  const users = await findPermissionFactsOf(deps.db, userIds);
  const permissions = new Map(userIds.map((userId): [string, PermissionType[]] => [userId, []]));
  for (const user of users) {
    permissions.set(user.user_id, derivePermissions(user, new Set(user.suspended)));
  }
  return permissions;
}

/** What support suspended and has not lifted, newest first, with who suspended it. */
export function activeSuspensionsOf(db: Db, userId: string) {
  return activeSuspensions(db, userId);
}

export interface SuspensionChange {
  userId: string;
  permission: PermissionType;
  reason: string;
  actorId: string;
}

/** Suspends one permission; undefined when it is already suspended. */
export function addSuspension(db: Db, change: SuspensionChange) {
  return suspend(db, change);
}

/** Lifts a permission's suspension; undefined when it was not suspended. */
export function liftSuspension(db: Db, change: SuspensionChange) {
  return lift(db, change);
}
