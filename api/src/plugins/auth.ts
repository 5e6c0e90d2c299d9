import fastifyJwt from '@fastify/jwt';
import { roleAtLeast, type PermissionType, type Role } from '@wattle/shared/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden, unauthorized } from '../lib/errors.js';
import type { ListenForNotices } from '../db/change-notices.js';
import {
  derivePermissions,
  endSession,
  markSessionUsed,
  readSessionFacts,
  SESSION_CHANGES_CHANNEL,
  SessionCache,
  STAFF_IDLE_MS,
  type SessionClaims,
  type SessionFacts,
  type SessionFactsCache,
} from '../modules/identity/sessions/index.js';

export interface Principal {
  userId: string;
  role: Role;
  sessionId: string;
  /** As of this request: verification, minus suspensions. */
  permissions: PermissionType[];
  /** Whether the person has two-factor on (staff need it for lv2 and admin actions). */
  twoFactorEnabled: boolean;
}

type TokenClaims = SessionClaims;

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: TokenClaims;
    user: TokenClaims;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** onRequest hook: a valid, unrevoked session, or 401. */
    authenticate: (request: FastifyRequest) => Promise<void>;
    requireRole: (role: Role) => (request: FastifyRequest) => Promise<void>;
    /** The role, and two-factor on: what every support_lv2 and admin change needs. */
    requireStaffAction: (role: Role) => (request: FastifyRequest) => Promise<void>;
    requirePermission: (permission: PermissionType) => (request: FastifyRequest) => Promise<void>;
    signSessionToken: (claims: TokenClaims) => string;
    /** Verifies a bearer token and its session; used by HTTP and the socket handshake. */
    verifySessionToken: (token: string) => Promise<Principal>;
    /**
     * Another cache of facts a session check reads (an API key's owner's, api-keys/key-cache.ts)
     * hears what the session cache hears, on the same listening connection, until the app closes.
     */
    followSessionChanges: (cache: SessionFactsCache) => void;
  }
  interface FastifyRequest {
    principal: Principal | null;
  }
  interface FastifyContextConfig {
    /**
     * The call changes nothing and the app makes it often (the app's polls, the quote the
     * review screen refreshes): its session check may come from the session cache, which
     * forgets every change to a session or its permissions (session-cache.ts); on /v1, its
     * API key's check may come from the key cache likewise (api-keys/key-cache.ts). Every
     * other call checks its session or key in the database.
     */
    sessionCache?: boolean;
  }
}

export const SESSION_ENDED = 'Your session has ended. Please log in again.';
export const STAFF_IDLE =
  'Your staff session ended after 30 minutes without use. Please log in again.';
/** A staff session's last use is written at most this often. */
const TOUCH_EVERY_MS = 60_000;
export const STAFF_TWO_FACTOR_REQUIRED =
  'Turn on two-factor authentication for your staff account before making changes.';

/** The client logs out on this exact text at start. */
export const JWT_EXPIRED = 'jwt has expired';

const PERMISSION_MESSAGES: Record<PermissionType, string> = {
  LOGIN: 'This account cannot sign in',
  BUY: 'Your account cannot buy yet: finish verifying your e-mail, phone and identity',
  SELL: 'Your account cannot sell yet: finish verifying your e-mail, phone and identity',
  DEPOSIT_FIAT: 'Your account cannot deposit yet: finish verifying your e-mail, phone and identity',
  WITHDRAW_FIAT:
    'Your account cannot withdraw yet: finish verifying your e-mail, phone and identity',
  WITHDRAW_CRYPTO:
    'Your account cannot withdraw crypto yet: finish verifying your e-mail, phone and identity',
};

/** The signed-in caller; routes behind `authenticate` can rely on it. */
export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw unauthorized('Log in to continue');
  return request.principal;
}

function bearerToken(request: FastifyRequest): string {
  const header = request.headers.authorization ?? '';
  const [scheme, token] = header.split(' ');
  if (scheme?.toLowerCase() !== 'bearer' || !token) throw unauthorized('Log in to continue');
  return token;
}

/** A kept session check is used for at most this long, announcements or not. */
const SESSION_CACHE_TTL_MS = 30_000;
const SESSION_CACHE_ENTRIES = 50_000;

export interface AuthOptions {
  secret: string;
  ttlMinutes: number;
  /** Hears the database's announcements of session changes; without it nothing is cached. */
  listen?: ListenForNotices | undefined;
}

/**
 * The app's session cache, and whatever follows it (`followSessionChanges`), listening for
 * changes on one connection until the app closes.
 */
async function listeningSessionCache(
  app: FastifyInstance,
  listen: ListenForNotices | undefined,
): Promise<{ cache: SessionCache; follow: (cache: SessionFactsCache) => void }> {
  const cache = new SessionCache({
    ttlMs: SESSION_CACHE_TTL_MS,
    maxEntries: SESSION_CACHE_ENTRIES,
  });
  const caches = new Set<SessionFactsCache>([cache]);
  let listening = false;
  const follow = (follower: SessionFactsCache) => {
    caches.add(follower);
    if (listening) follower.listening();
  };
  app.addHook('onClose', async () => {
    listening = false;
    for (const each of caches) each.deaf();
  });
  if (!listen) return { cache, follow };
  let deaf = false;
  const stopListening = await listen(SESSION_CHANGES_CHANNEL, {
    onNotice: (userId) => {
      for (const each of caches) each.forgetUser(userId);
    },
    onListening: () => {
      if (deaf) app.log.info('Listening for session changes again');
      deaf = false;
      listening = true;
      for (const each of caches) each.listening();
    },
    onDeaf: (error) => {
      listening = false;
      for (const each of caches) each.deaf();
      // Once per loss: reconnecting fails every second while the database is away.
      if (!deaf) app.log.warn(`Every session check reads the database for now: ${error.message}`);
      deaf = true;
    },
  });
  app.addHook('onClose', async () => {
    await stopListening();
  });
  return { cache, follow };
}

export const authPlugin = fp<AuthOptions>(async (app: FastifyInstance, options) => {
  await app.register(fastifyJwt, {
    secret: options.secret,
    sign: { algorithm: 'HS256', expiresIn: `${options.ttlMinutes}m` },
    verify: { algorithms: ['HS256'] },
  });
  app.decorateRequest('principal', null);

  app.decorate('signSessionToken', (claims: TokenClaims) => app.jwt.sign(claims));

  const { cache: sessionCache, follow } = await listeningSessionCache(app, options.listen);
  app.decorate('followSessionChanges', follow);

  /** The session check: from the cache when the call allows it, else read (and kept). */
  const sessionFacts = async (
    claims: TokenClaims,
    mayUseCache: boolean,
  ): Promise<SessionFacts | undefined> => {
    const kept = mayUseCache ? sessionCache.lookup(claims.sid, claims.sub) : undefined;
    if (kept) return kept;
    const generation = sessionCache.generation;
    const read = await readSessionFacts(app.db, claims.sid, claims.sub);
    if (read) sessionCache.keep(claims.sid, claims.sub, read, generation);
    return read;
  };

  const verifySessionToken = async (token: string, mayUseCache: boolean): Promise<Principal> => {
    let claims: TokenClaims;
    try {
      claims = app.jwt.verify<TokenClaims>(token);
    } catch (error) {
      const expired = (error as { code?: string }).code === 'FAST_JWT_EXPIRED';
      throw expired
        ? unauthorized(JWT_EXPIRED, 'token_expired')
        : unauthorized(SESSION_ENDED, 'invalid_token');
    }
    // Session, role and permissions in one round trip, or none when kept.
    const session = await sessionFacts(claims, mayUseCache);
    if (!session || session.revoked_at || session.expires_at <= new Date()) {
      throw unauthorized(SESSION_ENDED, 'session_ended');
    }
    if (session.status !== 'active') throw unauthorized(SESSION_ENDED, 'account_closed');
    if (session.kind === 'staff') {
      const now = new Date();
      const idle = now.getTime() - (session.last_seen_at ?? session.created_at).getTime();
      if (idle > STAFF_IDLE_MS) {
        // Its sockets too: a console's socket makes no requests and would go on hearing chats.
        await endSession(app, claims.sid);
        throw unauthorized(STAFF_IDLE, 'session_idle');
      }
      if (idle > TOUCH_EVERY_MS) await markSessionUsed(app.db, claims.sid, now);
    }
    return {
      userId: claims.sub,
      role: session.role,
      sessionId: claims.sid,
      permissions: derivePermissions(session, new Set(session.suspended)),
      twoFactorEnabled: session.two_factor_enabled,
    };
  };

  app.decorate('verifySessionToken', (token: string) => verifySessionToken(token, false));

  app.decorate('authenticate', async (request: FastifyRequest) => {
    request.principal = await verifySessionToken(
      bearerToken(request),
      request.routeOptions.config.sessionCache === true,
    );
  });

  app.decorate('requireRole', (role: Role) => async (request: FastifyRequest) => {
    if (!roleAtLeast(principalOf(request).role, role)) throw forbidden();
  });

  app.decorate('requireStaffAction', (role: Role) => async (request: FastifyRequest) => {
    const principal = principalOf(request);
    if (!roleAtLeast(principal.role, role)) throw forbidden();
    if (!principal.twoFactorEnabled) {
      throw forbidden(STAFF_TWO_FACTOR_REQUIRED, 'StaffTwoFactorRequired');
    }
  });

  app.decorate(
    'requirePermission',
    (permission: PermissionType) => async (request: FastifyRequest) => {
      if (!principalOf(request).permissions.includes(permission)) {
        throw forbidden(PERMISSION_MESSAGES[permission]);
      }
    },
  );
});
