import type { Db } from '../../../db/database.js';
import { prepared } from '../../../db/prepared-statements.js';
import type { SessionsTable } from '../../../db/schema.js';
import { PERMISSION_COLUMNS, suspendedPermissions } from '../permission-repository.js';
import { forgetUserSessions, type SessionFacts } from '../session-cache.js';

export function insertSession(
  db: Db,
  session: {
    userId: string;
    kind: SessionsTable['kind'];
    expiresAt: Date;
    ip: string;
    userAgent: string | null;
  },
) {
  return db
    .insertInto('sessions')
    .values({
      user_id: session.userId,
      kind: session.kind,
      expires_at: session.expiresAt,
      ip: session.ip,
      user_agent: session.userAgent,
    })
    .returning('session_id')
    .executeTakeFirstOrThrow();
}

/**
 * A token's session with its user's role and permission facts: one round trip per request,
 * a prepared statement.
 */
export function findSessionForToken(
  db: Db,
  sessionId: string,
  userId: string,
): Promise<SessionFacts | undefined> {
  return db
    .selectFrom('sessions')
    .modifyFront(prepared)
    .innerJoin('users', 'users.user_id', 'sessions.user_id')
    .select([
      'sessions.revoked_at',
      'sessions.expires_at',
      'sessions.kind',
      'sessions.created_at',
      'sessions.last_seen_at',
      'users.role',
      'users.two_factor_enabled',
    ])
    .select(PERMISSION_COLUMNS)
    .select(suspendedPermissions.as('suspended'))
    .where('sessions.session_id', '=', sessionId)
    .where('sessions.user_id', '=', userId)
    .executeTakeFirst();
}

export async function revokeSession(db: Db, sessionId: string): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: new Date() })
    .where('session_id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .execute();
  forgetUserSessions({ sessionId });
}

/** Ends every live session of the user (password reset, LOGIN suspended). */
export async function revokeUserSessions(db: Db, userId: string, at = new Date()): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: at })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .execute();
  forgetUserSessions({ userId });
}

/** Ends every live session of the user but one (a password changed from that session). */
export async function revokeOtherSessions(
  db: Db,
  userId: string,
  keepSessionId: string,
  at = new Date(),
): Promise<string[]> {
  const rows = await db
    .updateTable('sessions')
    .set({ revoked_at: at })
    .where('user_id', '=', userId)
    .where('session_id', '<>', keepSessionId)
    .where('revoked_at', 'is', null)
    .returning('session_id')
    .execute();
  forgetUserSessions({ userId });
  return rows.map((row) => row.session_id);
}

/** Marks a staff session as used now (idle expiry counts from here). */
export async function touchSession(db: Db, sessionId: string, at: Date): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ last_seen_at: at })
    .where('session_id', '=', sessionId)
    .execute();
}
