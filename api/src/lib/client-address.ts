import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';

/**
 * The client's address of a request Fastify does not route (a socket.io handshake), read as
 * Fastify reads `request.ip` under the app's `trustProxy` (app.ts): behind a trusted proxy the
 * forwarded client, never an address a caller writes in X-Forwarded-For itself; else the peer.
 */
export function clientAddressReader(
  trustedProxies: readonly string[],
): (request: IncomingMessage) => string {
  if (trustedProxies.length === 0) return (request) => request.socket.remoteAddress ?? '';
  const trust = proxyAddr.compile([...trustedProxies]);
  return (request) => proxyAddr(request, trust);
}
