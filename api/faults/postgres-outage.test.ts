import { sql } from 'kysely';
import { afterAll, describe, expect, test } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../src/db/database.js';
import { findLedgerViolations } from '../src/modules/ledger/ledger-invariants.js';
import { scratchDatabase, type ScratchDatabase } from '../tooling/scratch-database.js';
import { missingAcknowledged } from './support/acknowledged-check.js';
import {
  pause,
  prepareCustomers,
  startCustomerLoad,
  type Outcome,
} from './support/customer-load.js';
import { apiEnv, startApiWith, type RunningApi } from './support/harness.js';
import { startTcpProxy, type TcpProxy } from '../tooling/tcp-proxy.js';

const BASE = process.env.DATABASE_URL;
const CUSTOMERS = 4;
const TERMINATIONS = 3;
const CUT_MS = 8000;
/** The suite's own connections, spared when the API's backends are terminated. */
const SUITE_APP_NAME = 'wattle-fault-suite';

const withParams = (url: string, change: (url: URL) => void) => {
  const copy = new URL(url);
  change(copy);
  return copy.toString();
};

/** Every backend of the scratch database but the suite's own: the API's whole pool. */
async function terminateApiBackends(admin: DatabaseHandle): Promise<number> {
  const { rows } = await sql<{ terminated: boolean }>`
    select pg_terminate_backend(pid) as terminated from pg_stat_activity
    where datname = current_database() and pid <> pg_backend_pid()
      and application_name <> ${SUITE_APP_NAME}
  `.execute(admin.db);
  return rows.filter((row) => row.terminated).length;
}

function summarise(outcomes: Outcome[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const outcome of outcomes) {
    const key = `${outcome.kind} ${outcome.status === 0 ? 'no answer' : outcome.status}`;
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
}

let scratch: ScratchDatabase | null = null;
let proxy: TcpProxy | null = null;
let admin: DatabaseHandle | null = null;
let api: RunningApi | null = null;
afterAll(async () => {
  await api?.stop('SIGKILL');
  await proxy?.close();
  await admin?.db.destroy();
  await scratch?.drop();
});

describe.skipIf(!BASE)('PostgreSQL faults (needs DATABASE_URL; skipped without it)', () => {
  test(
    `backends terminated ${TERMINATIONS} times and the link cut for ${CUT_MS / 1000} s under load: ` +
      'the API stays up, answers 503 meanwhile, recovers, and loses no money',
    async () => {
      scratch = await scratchDatabase(BASE ?? '');
      const direct = new URL(scratch.url);
      proxy = await startTcpProxy({
        host: direct.hostname,
        port: Number(direct.port || 5432),
      });
      const proxyPort = proxy.port;
      const viaProxy = withParams(scratch.url, (url) => {
        url.hostname = '127.0.0.1';
        url.port = String(proxyPort);
      });
      admin = await openDatabase({
        databaseUrl: withParams(scratch.url, (url) =>
          url.searchParams.set('application_name', SUITE_APP_NAME),
        ),
        dataDir: '',
        poolSize: 2,
        onConnectionError: () => undefined,
      });
      api = await startApiWith({
        ...apiEnv(''),
        DATABASE_URL: viaProxy,
        DATABASE_POOL_SIZE: '10',
        SANDBOX: 'true',
      });
      const running = api;
      const customers = await prepareCustomers(running.url, admin.db, CUSTOMERS);
      const load = startCustomerLoad(running.url, customers);
      const started = Date.now();

      await pause(3000);
      let terminated = 0;
      for (let i = 0; i < TERMINATIONS; i += 1) {
        terminated += await terminateApiBackends(admin);
        await pause(1500);
      }
      await pause(1500);
      const cutAt = Date.now();
      proxy.cut();
      await pause(CUT_MS);
      await proxy.restore();
      const restoredAt = Date.now();
      const tradesBefore = load.acknowledged.trades.length;
      // Recovery: trades are acknowledged again within seconds of the link coming back.
      for (let waited = 0; waited < 20_000; waited += 250) {
        if (load.acknowledged.trades.length > tradesBefore + 3) break;
        await pause(250);
      }
      const recoveredAfterMs = Date.now() - restoredAt;
      await pause(2000);
      await load.stop();

      const alive = running.child.exitCode === null && running.child.signalCode === null;
      const health = alive ? (await fetch(`${running.url}/health`)).status : 0;
      const { outcomes, acknowledged } = load;
      const duringCut = outcomes.filter(
        (outcome) => outcome.started >= cutAt + 200 && outcome.ended <= restoredAt,
      );
      const serverErrors = outcomes.filter((o) => o.status >= 500 && o.status !== 503);
      const unanswered = outcomes.filter((o) => o.status === 0);
      const slowest = Math.max(...outcomes.map((o) => o.ended - o.started));
      const without = outcomes.filter((o) => o.status === 503 && o.retryAfter === null);
      const missing = await missingAcknowledged(admin.db, acknowledged);
      const ledger = await findLedgerViolations(admin.db);
      console.log(
        [
          `PostgreSQL faults: ${((Date.now() - started) / 1000).toFixed(1)} s of load, ` +
            `${outcomes.length} requests ${JSON.stringify(summarise(outcomes))}`,
          `  faults: ${TERMINATIONS} terminations (${terminated} backends), one ${CUT_MS} ms link cut`,
          `  during the cut: ${duringCut.length} requests ${JSON.stringify(summarise(duringCut))}`,
          `  slowest answer ${slowest} ms; recovered ${recoveredAfterMs} ms after the link came back`,
          `  acknowledged: ${acknowledged.trades.length} trades, ${acknowledged.withdrawals.length} ` +
            `withdrawals, ${acknowledged.deposits.length} deposits; missing ${JSON.stringify(missing)}`,
          `  4xx: ${JSON.stringify([...new Set(outcomes.filter((o) => o.status >= 400 && o.status < 500).map((o) => `${o.kind}: ${o.message}`))])}`,
          `  ledger violations: ${ledger.length}; process ${alive ? 'up' : 'DEAD'}, /health ${health}`,
        ].join('\n'),
      );

      expect(alive, `the API died:\n${running.output().slice(-3000)}`).toBe(true);
      expect(health).toBe(200);
      expect(serverErrors, 'no 500s').toEqual([]);
      expect(unanswered, 'every request answered').toEqual([]);
      expect(slowest).toBeLessThan(10_000);
      expect(duringCut.length).toBeGreaterThan(0);
      expect(duringCut.filter((o) => o.status !== 503)).toEqual([]);
      expect(without, 'every 503 says when to retry').toEqual([]);
      expect(recoveredAfterMs).toBeLessThan(20_000);
      expect(missing).toEqual({ deposits: [], trades: [], withdrawals: [] });
      expect(ledger).toEqual([]);
      expect(acknowledged.trades.length).toBeGreaterThan(0);
      expect(acknowledged.withdrawals.length).toBeGreaterThan(0);
    },
    3 * 60_000,
  );
});
