import type { User } from '@wattle/shared/contracts';
import type { Insertable } from 'kysely';
import type { Db } from '../../../db/database.js';
import type { UsersTable } from '../../../db/schema.js';
import { notFound } from '../../../lib/errors.js';
import type { ServiceDeps } from '../../../lib/service-deps.js';
import { toUser } from '../user-mapper.js';
import {
  findUserById,
  findUserId,
  insertUserUnlessEmailTaken,
  updatePreferredName,
  type UserRow,
} from '../user-repository.js';

export type { UserRow };

/** A person's account as stored; undefined when there is none. */
export function findAccount(db: Db, userId: string): Promise<UserRow | undefined> {
  return findUserById(db, userId);
}

/** A person's id from their id or e-mail (any case); undefined when there is no such person. */
export async function findAccountId(
  db: Db,
  by: { userId?: string | undefined; email?: string | undefined },
): Promise<string | undefined> {
  return (await findUserId(db, by))?.user_id;
}

/** Creates an account unless the e-mail (in any case) is taken; undefined when it was. */
export function createAccountUnlessEmailTaken(
  db: Db,
  user: Insertable<UsersTable>,
): Promise<{ user_id: string } | undefined> {
  return insertUserUnlessEmailTaken(db, user);
}

/** The signed-in person, as the app shows them. */
export async function profileOf(deps: ServiceDeps, userId: string): Promise<User> {
  const user = await findUserById(deps.db, userId);
  if (!user) throw notFound('Your account');
  return toUser(user);
}

export async function changePreferredName(
  deps: ServiceDeps,
  { userId, preferredName }: { userId: string; preferredName: string },
): Promise<User> {
  const user = await updatePreferredName(deps.db, userId, preferredName);
  if (!user) throw notFound('Your account');
  return toUser(user);
}
