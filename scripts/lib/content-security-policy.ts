import { DEVELOPMENT_OVERRIDE_HOSTS } from '@wattle/shared/boot';
import type { RuntimeConfig } from '@wattle/shared/contracts';

function origins(urls: readonly string[]): string[] {
  return [...new Set(urls.map((url) => new URL(url).origin))];
}

/**
 * Where a remote override may load code from (the shell's check is remote-overrides.ts): the
 * configured origins in every environment, and localhost on any port in development.
 */
function overrideSources(config: RuntimeConfig): string[] {
  const listed = origins(config.remoteOverrideOrigins);
  if (config.environment !== 'development') return listed;
  return [...listed, ...DEVELOPMENT_OVERRIDE_HOSTS.map((host) => `http://${host}:*`)];
}

/**
 * The page's CSP: scripts only from this origin, the configured remotes and the origins an
 * override may point at; API and socket for data; no framing.
 */
export function contentSecurityPolicy(config: RuntimeConfig): string {
  const remotes = origins(Object.values(config.remotes));
  const overrides = overrideSources(config);
  const api = new URL(config.apiUrl).origin;
  const socket = new URL(config.socketUrl);
  const ws = `${socket.protocol === 'https:' ? 'wss:' : 'ws:'}//${socket.host}`;
  const code = [...new Set(["'self'", ...remotes, ...overrides])].join(' ');
  return [
    "default-src 'self'",
    `script-src ${code}`,
    // Chakra's emotion writes style tags at runtime.
    `style-src ${code} 'unsafe-inline'`,
    `font-src ${code}`,
    "img-src 'self' data:",
    `connect-src ${[...new Set(["'self'", api, socket.origin, ws, ...remotes, ...overrides])].join(' ')}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}
