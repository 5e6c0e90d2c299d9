import { existsSync, readFileSync, statSync } from 'node:fs';
import {
  RELEASE_VERSION_PATTERN,
  REMOTE_NAMES,
  runtimeConfigSchema,
  type RemoteName,
  type RuntimeConfig,
} from '@wattle/shared/contracts';
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

/** The footer's registrations until an environment gives its own: neither is a real number. */
export const SANDBOX_COMPANY = { abn: '12 345 678 901', austracNumber: 'DCE100000000-001' };

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
    company: {
      abn: env.WATTLE_COMPANY_ABN ?? SANDBOX_COMPANY.abn,
      austracNumber: env.WATTLE_AUSTRAC_NUMBER ?? SANDBOX_COMPANY.austracNumber,
    },
    features: {
      sandbox: (env.WATTLE_SANDBOX ?? 'true') !== 'false',
      liveChatKey: env.WATTLE_LIVE_CHAT_KEY ?? null,
    },
  });
}

/** An environment's releases file: the kept release of each remote its shells load. */
export type ReleaseChoice = Partial<Record<RemoteName, string>>;

/**
 * The releases named in an environment's releases file (`{ "trading": "0.1.0-3f2c1ab" }`); a
 * remote left out, or `null`, loads the build at the remote's configured URL. Throws on
 * anything else, naming what is wrong.
 */
export function parseReleaseChoice(text: string): ReleaseChoice {
  const json = JSON.parse(text) as unknown;
  if (typeof json !== 'object' || json === null || Array.isArray(json)) {
    throw new Error('a releases file is one object: remote → release');
  }
  const choice: ReleaseChoice = {};
  for (const [remote, release] of Object.entries(json)) {
    if (!(REMOTE_NAMES as readonly string[]).includes(remote)) {
      throw new Error(`unknown remote "${remote}": use ${REMOTE_NAMES.join(', ')}`);
    }
    if (release === null) continue;
    if (typeof release !== 'string' || !RELEASE_VERSION_PATTERN.test(release)) {
      throw new Error(`"${String(release)}" is not a release name (${remote})`);
    }
    choice[remote as RemoteName] = release;
  }
  return choice;
}

/** The config with each chosen remote's URL pointing at that release on the remote's origin. */
export function withReleases(config: RuntimeConfig, choice: ReleaseChoice): RuntimeConfig {
  const remotes = { ...config.remotes };
  for (const remote of REMOTE_NAMES) {
    const release = choice[remote];
    if (release) {
      remotes[remote] = new URL(
        `releases/${release}/mf-manifest.json`,
        config.remotes[remote],
      ).href;
    }
  }
  return { ...config, remotes };
}

/**
 * `/config.json` as it stands now. With WATTLE_RELEASES_FILE the file is read again whenever it
 * changes, so switching a remote's release (or rolling it back) is an edit that the next page
 * load sees, with no rebuild and no restart. No file chooses nothing; a file that cannot be read
 * or parsed keeps the last good choice, and says so once.
 */
export function runtimeConfigSource(env: NodeJS.ProcessEnv): () => RuntimeConfig {
  const base = runtimeConfigFromEnv(env);
  const file = env.WATTLE_RELEASES_FILE;
  if (!file) return () => base;
  let seen: number | null = null;
  let current = base;
  let reported = '';
  return () => {
    try {
      if (!existsSync(file)) {
        // No file: every remote loads its configured build.
        [current, seen, reported] = [base, null, ''];
        return current;
      }
      const modified = statSync(file).mtimeMs;
      if (modified !== seen) {
        current = withReleases(base, parseReleaseChoice(readFileSync(file, 'utf8')));
        seen = modified;
        reported = '';
      }
    } catch (error) {
      const message = `${file}: ${error instanceof Error ? error.message : String(error)}`;
      if (message !== reported) console.error(`releases file ignored, ${message}`);
      reported = message;
    }
    return current;
  };
}
