import type { RuntimeConfig } from '@wattle/shared/contracts';

function origins(config: RuntimeConfig): string[] {
  return [...new Set(Object.values(config.remotes).map((url) => new URL(url).origin))];
}

/**
 * The page's CSP: scripts only from this origin and the configured remotes (plus, outside
 * production, any override a tester points at), API and socket for data, no framing.
 */
export function contentSecurityPolicy(config: RuntimeConfig): string {
  const remotes = origins(config);
  const overrides =
    config.environment === 'production' ? config.remoteOverrideOrigins : ['http:', 'https:'];
  const api = new URL(config.apiUrl).origin;
  const socket = new URL(config.socketUrl);
  const ws = `${socket.protocol === 'https:' ? 'wss:' : 'ws:'}//${socket.host}`;
  const code = ["'self'", ...remotes, ...overrides].join(' ');
  return [
    "default-src 'self'",
    `script-src ${code}`,
    // Chakra's emotion writes style tags at runtime.
    `style-src ${code} 'unsafe-inline'`,
    `font-src ${code}`,
    "img-src 'self' data:",
    `connect-src 'self' ${api} ${socket.origin} ${ws} ${[...remotes, ...overrides].join(' ')}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}
