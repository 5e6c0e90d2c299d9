import type { FastifyPluginAsync } from 'fastify';
import { apiKeyRoutes } from './api-key-routes.js';
import { sealingKey } from './key-secrets.js';

/**
 * Customer API keys: created behind step-up, listed, revoked by their owner or by support,
 * and the signed-request check the public API authenticates with.
 */
export const apiKeysModule: FastifyPluginAsync<{ serverSecret: string }> = async (app, options) => {
  await app.register(apiKeyRoutes, { sealingKey: sealingKey(options.serverSecret) });
};

export { revokeEveryKeyOf, revokeTradingKeysOf } from './api-key-service.js';
export { keyAuthentication, keyCallerOf, type KeyAuthentication } from './key-authentication.js';
export type { KeyCaller, Signed } from './signed-request.js';
export { KeyUseRecorder } from './key-use-recorder.js';
export { MemoryNonceStore, RedisNonceStore, type NonceStore } from './nonce-store.js';
