/**
 * Sessions: a signed-in person's session, what its check reads (role, permissions, status),
 * and the cache that keeps those checks between the calls the app polls.
 */
export { derivePermissions } from '../permissions.js';
export {
  forgetUserSessions,
  ListeningCache,
  SESSION_CHANGES_CHANNEL,
  SessionCache,
  type SessionFacts,
  type SessionFactsCache,
} from '../session-cache.js';
export {
  endIdleStaffSessions,
  endOtherSessions,
  endSession,
  endUserSessions,
  STAFF_IDLE_MS,
  type SessionDeps,
  markSessionUsed,
  readSessionFacts,
  startSession,
  type NewSession,
  type SessionClaims,
} from './session-service.js';
