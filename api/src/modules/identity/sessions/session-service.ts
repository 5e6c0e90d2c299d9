import type { Role } from '@wattle/shared/contracts';
import type { Db } from '../../../db/database.js';
import type { SessionsTable } from '../../../db/schema.js';
import type { SessionFacts } from '../session-cache.js';
import {
  findSessionForToken,
  insertSession,
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

/** Ends one session (a logout, a staff session left idle). */
export function endSession(db: Db, sessionId: string): Promise<void> {
  return revokeSession(db, sessionId);
}

/** Ends every live session of the person (password reset, LOGIN suspended, support). */
export function endUserSessions(db: Db, userId: string, at?: Date): Promise<void> {
  return revokeUserSessions(db, userId, at);
}

/** Ends every live session of the person but one; returns the ids of those ended. */
export function endOtherSessions(
  db: Db,
  userId: string,
  keepSessionId: string,
  at?: Date,
): Promise<string[]> {
  return revokeOtherSessions(db, userId, keepSessionId, at);
}

/** Marks a staff session as used now (idle expiry counts from here). */
export function markSessionUsed(db: Db, sessionId: string, at: Date): Promise<void> {
  return touchSession(db, sessionId, at);
}
