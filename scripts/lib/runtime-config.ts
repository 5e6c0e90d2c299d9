import { runtimeConfigSchema, type RuntimeConfig } from '@wattle/shared/contracts';
import {
  localFrontEndOrigins,
  localOrigin as local,
  localPorts,
  portOffsetOf,
} from '@wattle/shared/local-ports';

/**
 * Shifts every local port, so a second stack (another engineer's journeys, a benchmark)
 * can run beside `npm start` on one machine.
 */
export const PORT_OFFSET = portOffsetOf(process.env.WATTLE_PORT_OFFSET);

/** Local ports (shared/src/config/local-ports.ts), shifted by WATTLE_PORT_OFFSET. */
export const PORTS = localPorts(PORT_OFFSET);

/** Where front ends build to: `dist` unless WATTLE_BUILD_DIR names another folder. */
export const BUILD_DIR = process.env.WATTLE_BUILD_DIR ?? 'dist';

/** Every local front-end origin: what the API's CORS allows by default. */
export const LOCAL_ORIGINS = localFrontEndOrigins(PORTS);

function list(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

/**
 * `/config.json` for an environment, from its variables. Unset variables fall back to the
 * local topology of `npm start`, so a fresh clone needs no configuration.
 */
export function runtimeConfigFromEnv(env: NodeJS.ProcessEnv): RuntimeConfig {
  const apiUrl = env.WATTLE_API_URL ?? local(PORTS.api);
  return runtimeConfigSchema.parse({
    environment: env.WATTLE_ENV ?? 'development',
    apiUrl,
    socketUrl: env.WATTLE_SOCKET_URL ?? apiUrl,
    appUrl: env.WATTLE_APP_URL ?? local(PORTS.shell),
    remotes: {
      marketing: env.WATTLE_REMOTE_MARKETING_URL ?? `${local(PORTS.marketing)}/mf-manifest.json`,
      trading: env.WATTLE_REMOTE_TRADING_URL ?? `${local(PORTS.trading)}/mf-manifest.json`,
      account: env.WATTLE_REMOTE_ACCOUNT_URL ?? `${local(PORTS.account)}/mf-manifest.json`,
      history: env.WATTLE_REMOTE_HISTORY_URL ?? `${local(PORTS.history)}/mf-manifest.json`,
    },
    remoteOverrideOrigins: list(env.WATTLE_REMOTE_OVERRIDE_ORIGINS),
    features: {
      sandbox: (env.WATTLE_SANDBOX ?? 'true') !== 'false',
      liveChatKey: env.WATTLE_LIVE_CHAT_KEY ?? null,
    },
  });
}
