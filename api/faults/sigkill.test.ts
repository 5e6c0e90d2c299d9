import { rmSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';
import { readControlFile, DB_SHUTDOWNED } from '../src/db/embedded/repair/control-file.js';
import { checkDataDir } from './support/data-dir-check.js';
import { copyOf, scratchFolder, startApiOn, type RunningApi } from './support/harness.js';
import {
  prepareCustomer,
  startWriteLoad,
  type Acknowledged,
  type WriteKind,
} from './support/write-load.js';

const ROUNDS = 20;
const dataDir = path.join(scratchFolder('sigkill'), 'pglite');

/** How many acknowledged writes to wait for before the kill: varies the moment it lands. */
const writesBeforeKill = (round: number) => 2 + ((round * 7) % 11);
/** A kind of write the round must have had acknowledged before its kill: each kind in turn. */
const KINDS: WriteKind[] = ['deposits', 'trades', 'withdrawals'];
const kindBeforeKill = (round: number) => KINDS[round % KINDS.length] as WriteKind;

test(
  `${ROUNDS} SIGKILLs under a mixed write load: every restart opens, nothing acknowledged is lost`,
  async () => {
    const acknowledged: Acknowledged = { deposits: [], trades: [], withdrawals: [] };
    const started = performance.now();
    let api: RunningApi = await startApiOn(dataDir);
    const token = await prepareCustomer(api.url);

    for (let round = 0; round < ROUNDS; round += 1) {
      const load = startWriteLoad(api.url, token, round, acknowledged);
      await load.acknowledgedAtLeast(writesBeforeKill(round), kindBeforeKill(round));
      await api.stop('SIGKILL');
      await load.stop();

      // What the next start will find: a copy checked here while the API restarts on the original.
      const copy = copyOf(dataDir, 'after-kill');
      const [check, restarted] = await Promise.all([
        checkDataDir(copy, acknowledged),
        startApiOn(dataDir),
      ]);
      rmSync(copy, { recursive: true, force: true });
      api = restarted;
      expect(check.missing, `round ${round}: acknowledged but lost`).toEqual({
        deposits: [],
        trades: [],
        withdrawals: [],
      });
      expect(check.ledger, `round ${round}: ledger`).toEqual([]);
    }

    // The last restart stops the ordinary way: a clean shutdown and no lock left.
    expect(await api.stop('SIGTERM')).toBe(0);
    expect(readControlFile(dataDir)?.state).toBe(DB_SHUTDOWNED);
    const total =
      acknowledged.deposits.length + acknowledged.trades.length + acknowledged.withdrawals.length;
    console.log(
      `${ROUNDS} SIGKILL rounds in ${((performance.now() - started) / 1000).toFixed(1)} s: ` +
        `${acknowledged.deposits.length} deposits, ${acknowledged.trades.length} trades, ` +
        `${acknowledged.withdrawals.length} withdrawals acknowledged (${total}), none lost`,
    );
    expect(acknowledged.trades.length).toBeGreaterThan(0);
    expect(acknowledged.withdrawals.length).toBeGreaterThan(0);
  },
  15 * 60_000,
);
