import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  benchDatabaseName,
  buildApp,
  depsOfApp,
  migrateToLatest,
  openDatabase,
  parseEnv,
  scratchDatabase,
  seedReferenceData,
  type checkAlerts,
} from '@wattle/api/tooling';
import { NOTIFICATION_EVENT } from '@wattle/shared/contracts';
import { monotonicMs, type CustomerWriter } from './bench-stack.js';

export interface BenchApp {
  app: Awaited<ReturnType<typeof buildApp>>;
  deps: ReturnType<typeof depsOfApp>;
  /** The scratch database's name, and its URL (empty on PGlite). */
  name: string;
  url: string;
  /** What `createCustomers` writes through: the URL, or the embedded database. */
  writer: CustomerWriter;
  close: () => Promise<void>;
}

/** A scratch database on the PostgreSQL server `baseUrl`, or without one a PGlite folder. */
async function openBenchDatabase(baseUrl: string | undefined, name: string) {
  if (baseUrl === undefined) {
    const dataDir = mkdtempSync(path.join(tmpdir(), `${name}-`));
    const database = await openDatabase({ dataDir });
    const pglite = database.embedded?.pglite;
    if (!pglite) throw new Error('PGlite on disk has no embedded handle');
    return {
      database,
      url: '',
      writer: pglite,
      drop: () => Promise.resolve(rmSync(dataDir, { recursive: true, force: true })),
    };
  }
  const scratch = await scratchDatabase(baseUrl, name);
  const database = await openDatabase({ databaseUrl: scratch.url, dataDir: '', poolSize: 20 });
  return { database, url: scratch.url, writer: scratch.url, drop: scratch.drop };
}

/**
 * One API instance in the bench's own process, on a scratch PostgreSQL database (`prefix` and
 * the port offset name it) or, with no `baseUrl`, a scratch PGlite folder, with the app's migrations and seed,
 * sandbox market on, logs off: what a bench that drives the API's internals directly starts
 * from. `close` drops it all.
 */
export async function startBenchApp(
  baseUrl: string | undefined,
  prefix: string,
  portOffset: number,
): Promise<BenchApp> {
  const name = benchDatabaseName(prefix, portOffset);
  const { database, url, writer, drop } = await openBenchDatabase(baseUrl, name);
  await migrateToLatest(database.db);
  await seedReferenceData(database.db);
  const app = await buildApp({
    env: parseEnv({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      SANDBOX: 'true',
      CORS_ORIGINS: 'http://localhost:3000',
      APP_URL: 'http://localhost:3000',
    }),
    database,
    jwtSecret: randomBytes(32).toString('hex'),
  });
  await app.ready();
  return {
    app,
    deps: depsOfApp(app),
    name,
    url,
    writer,
    close: async () => {
      await app.close();
      await database.db.destroy();
      await drop();
    },
  };
}

/**
 * When each notification push whose title `counts` left the API, by the monotonic clock: the
 * app's realtime pushes are watched from now on, and still sent.
 */
export function watchNotificationPushes(
  { deps }: BenchApp,
  counts: (title: string) => boolean,
): number[] {
  const pushedAt: number[] = [];
  const toUser = deps.realtime.toUser.bind(deps.realtime);
  deps.realtime.toUser = (userId, event, payload) => {
    if (event === NOTIFICATION_EVENT && counts((payload as { title?: string }).title ?? '')) {
      pushedAt.push(monotonicMs());
    }
    toUser(userId, event, payload);
  };
  return pushedAt;
}

/** One price tick, as the price-tick job hands it to the orders' and the alerts' handlers. */
type PriceTick = Parameters<typeof checkAlerts>[1];
type MarketQuote = NonNullable<ReturnType<BenchApp['deps']['providers']['market']['quote']>>;

export interface BenchMarket {
  /** The listed coins the sandbox market prices. */
  coins: string[];
  /** A coin's quote now. */
  quoteOf: (assetId: string) => MarketQuote;
  /** `{ percent }` moves every coin's price by that much, `{ reset: true }` puts it back. */
  move: (payload: Record<string, unknown>) => Promise<unknown>;
  /** Every coin's price as it is, as one tick named `version`. */
  tick: (version: string) => PriceTick;
}

/** The sandbox market of a bench app: its coins, their quotes, and moves of every price. */
export async function benchMarket({ app, deps }: BenchApp): Promise<BenchMarket> {
  const coins = (
    await deps.db.selectFrom('assets').select('asset_id').where('type', '<>', 'fiat').execute()
  )
    .map((row) => row.asset_id)
    .filter((assetId) => deps.providers.market.quote(assetId, new Date()));
  return {
    coins,
    quoteOf: (assetId: string) => {
      const quote = deps.providers.market.quote(assetId, new Date());
      if (!quote) throw new Error(`${assetId} has no price`);
      return quote;
    },
    move: (payload: Record<string, unknown>) =>
      Promise.all(
        coins.map((assetId) =>
          app.inject({
            method: 'POST',
            url: '/sandbox/market/move',
            payload: { asset: assetId.toUpperCase(), ...payload },
          }),
        ),
      ),
    tick: (version: string) => ({
      at: new Date(),
      version,
      quotes: new Map(
        coins.flatMap((assetId) => {
          const quote = deps.providers.market.quote(assetId, new Date());
          return quote ? [[assetId, quote] as const] : [];
        }),
      ),
    }),
  };
}
