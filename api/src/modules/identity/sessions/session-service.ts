import type { Role } from '@wattle/shared/contracts';
import type { Db } from '../../../db/database.js';
import { whenCommitted } from '../../../db/transaction.js';
import type { Realtime } from '../../../lib/service-deps.js';
import type { SessionsTable } from '../../../db/schema.js';
import type { SessionFacts } from '../session-cache.js';
import {
  findSessionForToken,
  insertSession,
  revokeIdleStaffSessions,
  revokeOtherSessions,
  revokeSession,
  revokeUserSessions,
  touchSession,
} from './session-repository.js';

/** What a session token says: signed by the auth plugin, which owns the secret. */
export interface SessionClaims {
  sub: string;
  role: Role;
  sid: string;
}

export interface NewSession {
  userId: string;
  kind: SessionsTable['kind'];
  expiresAt: Date;
  ip: string;
  userAgent: string | null;
}

/** Opens a session for a person who just signed in; its id goes into their token. */
export function startSession(db: Db, session: NewSession): Promise<{ session_id: string }> {
  return insertSession(db, session);
}

/** What a token's session check reads, in one round trip; undefined when there is none. */
export function readSessionFacts(
  db: Db,
  sessionId: string,
  userId: string,
): Promise<SessionFacts | undefined> {
  return findSessionForToken(db, sessionId, userId);
}

/** What ending sessions needs: the database (or the caller's transaction) and the sockets. */
export interface SessionDeps {
  db: Db;
  realtime: Realtime;
}

/** Staff sessions end after this long without a request. */
export const STAFF_IDLE_MS = 30 * 60_000;

/**
 * Every way a session ends comes through this file, so its sockets always end with it: once
 * the revocation is committed (after the caller's transaction, when `deps.db` is one), each
 * ended session's sockets are disconnected on every API instance. A socket left open would go
 * on hearing the session's events — for staff, every customer's chat — until its token expired.
 */
function endSockets(deps: SessionDeps, sessionIds: string[]): string[] {
  if (sessionIds.length > 0) {
    whenCommitted(deps.db, () => {
      for (const sessionId of sessionIds) deps.realtime.disconnectSession(sessionId);
    });
  }
  return sessionIds;
}

/** One session (a logout, a staff session found idle). */
export async function endSession(deps: SessionDeps, sessionId: string): Promise<void> {
  endSockets(deps, await revokeSession(deps.db, sessionId));
}

/** Every session of the user (a password reset, LOGIN suspended, support signing them out). */
export async function endUserSessions(
  deps: SessionDeps,
  userId: string,
  at = new Date(),
): Promise<string[]> {
  return endSockets(deps, await revokeUserSessions(deps.db, userId, at));
}

/** Every session of the user but the one asking (a password changed from it). */
export async function endOtherSessions(
  deps: SessionDeps,
  input: { userId: string; keepSessionId: string; at?: Date },
): Promise<string[]> {
  return endSockets(
    deps,
    await revokeOtherSessions(deps.db, input.userId, input.keepSessionId, input.at),
  );
}

/**
 * Staff sessions unused for STAFF_IDLE_MS, ended whether or not another request comes: a
 * console left open keeps its socket, which makes no requests. A background job, every
 * minute; several instances at once end each session once. Returns how many it ended.
 */
export async function endIdleStaffSessions(deps: SessionDeps): Promise<number> {
  const unusedSince = new Date(Date.now() - STAFF_IDLE_MS);
  return endSockets(deps, await revokeIdleStaffSessions(deps.db, unusedSince)).length;
}

/** Marks a staff session as used now (idle expiry counts from here). */
export function markSessionUsed(db: Db, sessionId: string, at: Date): Promise<void> {
  return touchSession(db, sessionId, at);
}
