import {
  API_KEY_HEADERS,
  API_KEY_REQUESTS_PER_MINUTE,
  type ApiKeyScope,
  type PermissionType,
} from '@wattle/shared/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { tooManyRequests } from '../../lib/errors.js';
import { accountCannot, keyNotChecked, scopeMissing } from './api-key-errors.js';
import { findKeyForRequest, type KeyUse } from './api-key-repository.js';
import { KeyCache } from './key-cache.js';
import { sealingKey } from './key-secrets.js';
import { KeyUseRecorder } from './key-use-recorder.js';
import { nonceStore } from './nonce-store.js';
import {
  admitSigner,
  identifySigner,
  type KeyCaller,
  type SignatureChecker,
  type Signed,
} from './signed-request.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** A signed request's key, once its signature checks out (public API routes only). */
    apiKey: { keyId: string; userId: string; admitted: KeyCaller | null } | null;
    /** The body exactly as sent: what a signed request's signature covers. */
    rawBody: string | null;
  }
}

/** A kept key check is used for at most this long, announcements or not (as sessions'). */
const KEY_CACHE_TTL_MS = 30_000;
const KEY_CACHE_ENTRIES = 50_000;
/** Key uses wait at most this long, or until this many, to be written in one statement. */
const KEY_USE_WINDOW_MS = 200;
const KEY_USE_BATCH = 200;
const KEY_USES_KEPT = 100_000;

const PERMISSION_WORDS: Partial<Record<PermissionType, string>> = {
  BUY: 'buy',
  SELL: 'sell',
};

export interface KeyAuthentication {
  /** preValidation: a signed, live, allowed, unreplayed request within its rate limit, or 401/403/429. */
  authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  requireScope: (scope: ApiKeyScope) => (request: FastifyRequest) => Promise<void>;
  requirePermission: (permission: PermissionType) => (request: FastifyRequest) => Promise<void>;
  /**
   * Checks a stream's signed handshake as a GET of `path` with no body; the attempt is a key
   * use in the audit log like any request.
   */
  checkHandshake: (
    signed: Signed,
    handshake: { path: string; ip: string; userAgent: string | null },
  ) => Promise<KeyCaller>;
  /** Whether the key still works (not revoked, not expired): open streams ask now and then. */
  isLive: (keyId: string) => Promise<boolean>;
  /** Writes the key uses still waiting (they are written within a moment anyway). */
  flushUses: () => Promise<void>;
}

/** The admitted key of a request behind `authenticate`. */
export function keyCallerOf(request: FastifyRequest): KeyCaller {
  const caller = request.apiKey?.admitted;
  if (!caller) throw keyNotChecked();
  return caller;
}

/**
 * Signed-request authentication for the public API (docs/product/api-keys.md): the routes
 * that use it must keep the raw body (`rawBody`). Every request whose key is identified is
 * written to the audit log with the key id once answered, refused or not, a moment later and
 * many at once (key-use-recorder.ts); a key's "last used" moves only for admitted ones. A
 * route that changes nothing (`config.sessionCache`) may take its key from the key cache.
 */
export function keyAuthentication(
  app: FastifyInstance,
  options: { redis: Redis | null; serverSecret: string },
): KeyAuthentication {
  if (!app.hasRequestDecorator('apiKey')) {
    app.decorateRequest('apiKey', null);
    app.decorateRequest('rawBody', null);
  }
  const checker: SignatureChecker = {
    db: app.db,
    sealingKey: sealingKey(options.serverSecret),
    nonces: nonceStore(options.redis),
    keys: new KeyCache({ ttlMs: KEY_CACHE_TTL_MS, maxEntries: KEY_CACHE_ENTRIES }),
  };
  app.followSessionChanges(checker.keys);
  const uses = new KeyUseRecorder(app.db, app.log, {
    windowMs: KEY_USE_WINDOW_MS,
    batchSize: KEY_USE_BATCH,
    maxWaiting: KEY_USES_KEPT,
  });
  app.addHook('onClose', () => uses.close());
  const recordUse = (use: Omit<KeyUse, 'at'>) => uses.record({ ...use, at: new Date() });

  app.addHook('onResponse', async (request, reply) => {
    const key = request.apiKey;
    if (!key) return;
    recordUse({
      keyId: key.keyId,
      userId: key.userId,
      admitted: key.admitted !== null,
      ip: request.ip,
      userAgent: request.headers['user-agent'] ?? null,
      method: request.method,
      path: request.routeOptions.url ?? request.url.split('?')[0] ?? '',
      statusCode: reply.statusCode,
    });
  });

  const header = (request: FastifyRequest, name: string) => request.headers[name];

  return {
    authenticate: async (request, reply) => {
      const signed = {
        keyId: header(request, API_KEY_HEADERS.key),
        timestamp: header(request, API_KEY_HEADERS.timestamp),
        nonce: header(request, API_KEY_HEADERS.nonce),
        signature: header(request, API_KEY_HEADERS.signature),
      };
      const key = await identifySigner(
        checker,
        signed,
        {
          method: request.method,
          pathAndQuery: request.url,
          body: request.rawBody ?? '',
          ip: request.ip,
        },
        { mayUseCache: request.routeOptions.config.sessionCache === true },
      );
      request.apiKey = { keyId: key.key_id, userId: key.user_id, admitted: null };
      const { caller, budget } = await admitSigner(checker, key, {
        nonce: String(signed.nonce),
        ip: request.ip,
      });
      request.apiKey.admitted = caller;
      const max = API_KEY_REQUESTS_PER_MINUTE;
      const resetSeconds = Math.max(0, Math.ceil(budget.resetInMs / 1000));
      void reply.headers({
        'ratelimit-limit': max,
        'ratelimit-remaining': Math.max(0, max - budget.count),
        'ratelimit-reset': resetSeconds,
      });
      if (budget.count > max) {
        void reply.header('retry-after', resetSeconds);
        throw tooManyRequests(
          `This API key made more than ${max} requests this minute. Try again in ${resetSeconds} second(s).`,
          'ApiKeyRateLimited',
        );
      }
    },
    requireScope: (scope) => async (request) => {
      if (!keyCallerOf(request).scopes.includes(scope)) throw scopeMissing(scope);
    },
    requirePermission: (permission) => async (request) => {
      if (!keyCallerOf(request).permissions.includes(permission)) {
        const verb = PERMISSION_WORDS[permission] ?? permission.toLowerCase();
        throw accountCannot(`This account cannot ${verb} right now`);
      }
    },
    checkHandshake: async (signed, { path, ip, userAgent }) => {
      const key = await identifySigner(checker, signed, {
        method: 'GET',
        pathAndQuery: path,
        body: '',
        ip,
      });
      const use = { keyId: key.key_id, userId: key.user_id, ip, userAgent, method: 'GET', path };
      try {
        const { caller } = await admitSigner(checker, key, { nonce: String(signed.nonce), ip });
        recordUse({ ...use, admitted: true, statusCode: 101 });
        return caller;
      } catch (error) {
        recordUse({ ...use, admitted: false, statusCode: 401 });
        throw error;
      }
    },
    isLive: async (keyId) => {
      const key = await findKeyForRequest(app.db, keyId);
      return (
        key !== undefined &&
        key.revoked_at === null &&
        key.status === 'active' &&
        key.expires_at.getTime() > Date.now()
      );
    },
    flushUses: () => uses.flush(),
  };
}
