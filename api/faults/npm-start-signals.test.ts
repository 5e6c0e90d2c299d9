import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { localPorts } from '@wattle/shared/local-ports';
import { readLockHolder } from '../src/db/embedded/data-dir-lock.js';
import { DB_SHUTDOWNED, readControlFile } from '../src/db/embedded/repair/control-file.js';
import { apiEnv, scratchFolder } from './support/harness.js';

const ROOT = path.resolve(import.meta.dirname, '../..');
const dataDir = path.join(scratchFolder('npm-start'), 'pglite');

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

const stackPorts = (offset: number) => {
  const ports = localPorts(offset);
  return [ports.shell, ports.marketing, ports.trading, ports.account, ports.history, ports.api];
};

/** A WATTLE_PORT_OFFSET whose six ports are all free: the stack under test is its own. */
async function freeOffset(): Promise<number> {
  for (let offset = 5000; offset < 9000; offset += 10) {
    const free = await Promise.all(stackPorts(offset).map(portIsFree));
    if (free.every(Boolean)) return offset;
  }
  throw new Error('no free block of ports for a stack');
}

interface NpmStart {
  child: ChildProcess;
  exited: Promise<number | null>;
  output: () => string;
  /** Resolves when the output contains `wanted`. */
  printed: (wanted: string | RegExp) => Promise<void>;
}

/** `npm start` in its own process group, as a terminal runs it. */
function npmStart(offset: number): NpmStart {
  const child = spawn('npm', ['start'], {
    cwd: ROOT,
    env: { ...process.env, ...apiEnv(dataDir), WATTLE_PORT_OFFSET: String(offset) },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let text = '';
  const listeners: (() => void)[] = [];
  const append = (chunk: Buffer) => {
    text += chunk.toString();
    listeners.forEach((listener) => listener());
  };
  child.stdout.on('data', append);
  child.stderr.on('data', append);
  const exited = new Promise<number | null>((resolve) => child.once('close', resolve));
  return {
    child,
    exited,
    output: () => text,
    printed: (wanted) =>
      new Promise((resolve, reject) => {
        const check = () => {
          if (typeof wanted === 'string' ? text.includes(wanted) : wanted.test(text)) resolve();
        };
        listeners.push(check);
        check();
        void exited.then(() =>
          reject(
            new Error(
              `npm start exited before printing ${typeof wanted === 'string' ? JSON.stringify(wanted) : String(wanted)}:\n${text}`,
            ),
          ),
        );
      }),
  };
}

const signalGroup = (child: ChildProcess, signal: NodeJS.Signals) => {
  if (child.pid !== undefined) process.kill(-child.pid, signal);
};

/** Everything a clean stop leaves: no lock, a database shut down, every port free again. */
async function expectCleanStop(offset: number): Promise<void> {
  expect(readLockHolder(dataDir)).toBeNull();
  expect(readControlFile(dataDir)?.state).toBe(DB_SHUTDOWNED);
  expect(await Promise.all(stackPorts(offset).map(portIsFree))).toEqual(
    stackPorts(offset).map(() => true),
  );
}

describe('npm start stops cleanly', () => {
  for (const [signal, times] of [
    ['SIGINT', 1],
    ['SIGINT', 2],
    ['SIGTERM', 1],
    ['SIGTERM', 2],
  ] as const) {
    test(`${signal} ${times === 1 ? 'once' : 'twice'} to the process group`, async () => {
      const offset = await freeOffset();
      const stack = npmStart(offset);
      await stack.printed('Wattle is running');
      signalGroup(stack.child, signal);
      if (times === 2) {
        // The second arrives while the API is closing the database: it must change nothing.
        // The API hears the group's signal and the one npm start forwards (SIGTERM), in
        // whichever order the kernel delivers them: either one starts the stop.
        await stack.printed(/Wattle API: SIG(INT|TERM): stopping/);
        signalGroup(stack.child, signal);
      }
      await stack.exited;
      expect(stack.output()).not.toMatch(/stopping .* failed|exiting anyway/);
      await expectCleanStop(offset);
    });
  }

  test('the API stops by itself when the npm start process is killed outright', async () => {
    const offset = await freeOffset();
    const stack = npmStart(offset);
    await stack.printed('Wattle is running');
    const api = readLockHolder(dataDir)?.pid ?? 0;
    // The API's parent is scripts/start.ts: SIGKILL leaves it no chance to stop its child.
    const stat = readFileSync(`/proc/${api}/stat`, 'utf8');
    const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    process.kill(parent, 'SIGKILL');
    await stack.printed('Wattle API: the process that started this one has gone: stopping');
    await stack.exited;
    await expectCleanStop(offset);
  });
});
