import type { PermissionType } from '@wattle/shared/contracts';
import type { ServiceDeps } from '../../../lib/service-deps.js';
import { findPermissionFacts } from '../permission-repository.js';
import { derivePermissions } from '../permissions.js';

/**
 * What the server lets this user do right now: earned by verification, minus what support
 * suspended. (Authenticated requests already carry this on the principal.)
 */
export async function permissionsFor(deps: ServiceDeps, userId: string): Promise<PermissionType[]> {
  const user = await findPermissionFacts(deps.db, userId);
  return user ? derivePermissions(user, new Set(user.suspended)) : [];
}
