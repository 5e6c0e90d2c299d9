import { compiledOnce } from '../../../db/compiled-once.js';
import type { Db } from '../../../db/database.js';
import { PERMISSION_COLUMNS, suspendedPermissions } from '../../../db/permission-facts.js';
import { prepared } from '../../../db/prepared-statements.js';
import type { SessionsTable } from '../../../db/schema.js';
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

const sessionForToken = compiledOnce(['sessionId', 'userId'], (db, { sessionId, userId }) =>
  db
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
    .where('sessions.user_id', '=', userId),
);

/**
 * A token's session with its user's role and permission facts: one round trip per request,
 * compiled once and prepared.
 */
export async function findSessionForToken(
  db: Db,
  sessionId: string,
  userId: string,
): Promise<SessionFacts | undefined> {
  const [session] = await sessionForToken(db, { sessionId, userId });
  return session;
}

/*
 * The revoke* functions below are called only by session-service.ts, which ends the sessions'
 * sockets with them: end a session through it, never here.
 */

export async function revokeSession(db: Db, sessionId: string): Promise<string[]> {
  const rows = await db
    .updateTable('sessions')
    .set({ revoked_at: new Date() })
    .where('session_id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .returning('session_id')
    .execute();
  forgetUserSessions({ sessionId });
  return rows.map((row) => row.session_id);
}

/** Ends the user's live sessions, all or all but `keepSessionId`; answers their ids. */
async function revokeLiveSessionsOf(
  db: Db,
  userId: string,
  at: Date,
  keepSessionId?: string,
): Promise<string[]> {
  let query = db
    .updateTable('sessions')
    .set({ revoked_at: at })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null);
  if (keepSessionId !== undefined) query = query.where('session_id', '<>', keepSessionId);
  const rows = await query.returning('session_id').execute();
  forgetUserSessions({ userId });
  return rows.map((row) => row.session_id);
}

/** Ends every live session of the user (password reset, LOGIN suspended). */
export function revokeUserSessions(db: Db, userId: string, at = new Date()): Promise<string[]> {
  return revokeLiveSessionsOf(db, userId, at);
}

/** Ends every live session of the user but one (a password changed from that session). */
export function revokeOtherSessions(
  db: Db,
  userId: string,
  keepSessionId: string,
  at = new Date(),
): Promise<string[]> {
  return revokeLiveSessionsOf(db, userId, at, keepSessionId);
}

/**
 * Ends the live staff sessions last used before `unusedSince` (a partial index finds them,
 * migration 0019). Staff sessions are never kept by the session cache, so none to forget.
 */
export async function revokeIdleStaffSessions(db: Db, unusedSince: Date): Promise<string[]> {
  const rows = await db
    .updateTable('sessions')
    .set({ revoked_at: new Date() })
    .where('kind', '=', 'staff')
    .where('revoked_at', 'is', null)
    .where((eb) => eb(eb.fn.coalesce('last_seen_at', 'created_at'), '<', unusedSince))
    .returning('session_id')
    .execute();
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
