import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll } from 'vitest';
import { spawnApi, waitForUrl, type ApiProcess } from '../../tooling/api-process.js';

/** A port nothing listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** A folder of the test's own (data directory, lock, secrets), removed when the file ends. */
export function scratchFolder(name: string): string {
  const folder = mkdtempSync(path.join(os.tmpdir(), `wattle-${name}-`));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));
  return folder;
}

/** A copy of a directory beside it, as the next process to open it would find it. */
export function copyOf(dir: string, label: string): string {
  const copy = `${dir}-${label}`;
  rmSync(copy, { recursive: true, force: true });
  cpSync(dir, copy, { recursive: true });
  return copy;
}

/** The API on embedded PGlite in `dataDir`, quiet, nothing periodic in the way. */
export function apiEnv(dataDir: string): NodeJS.ProcessEnv {
  return {
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    REDIS_URL: '',
    WATTLE_PORT_OFFSET: '',
    LOG_LEVEL: 'warn',
    BACKUP_INTERVAL_MINUTES: '0',
    RECURRING_BUY_INTERVAL_MS: '3600000',
  };
}

export interface RunningApi extends ApiProcess {
  /** Everything it has written to stdout and stderr so far. */
  output: () => string;
}

function collect(api: ApiProcess): RunningApi {
  let text = '';
  api.child.stdout?.on('data', (chunk: Buffer) => (text += chunk.toString()));
  api.child.stderr?.on('data', (chunk: Buffer) => (text += chunk.toString()));
  return { ...api, output: () => text };
}

/** Starts the API on `dataDir` and waits for /health; its output is in the error if not. */
export function startApiOn(dataDir: string): Promise<RunningApi> {
  return startApiWith(apiEnv(dataDir));
}

/** Starts the API with `env` and waits for /health; its output is in the error if not. */
export async function startApiWith(env: NodeJS.ProcessEnv): Promise<RunningApi> {
  const api = collect(spawnApi({ port: await freePort(), env, output: 'pipe' }));
  try {
    await waitForUrl(`${api.url}/health`, { child: api.child });
  } catch (error) {
    await api.stop('SIGKILL');
    throw new Error(`${(error as Error).message}\n${api.output()}`);
  }
  return api;
}

/** Starts an API that is expected to refuse: resolves with its exit code and output. */
export async function apiThatRefuses(
  dataDir: string,
): Promise<{ code: number | null; output: string }> {
  const api = collect(spawnApi({ port: await freePort(), env: apiEnv(dataDir), output: 'pipe' }));
  const code = await api.exited;
  return { code, output: api.output() };
}

const ROOT = path.resolve(import.meta.dirname, '../../..');

/** `npm run <command>` on `dataDir` from the repository root; resolves with its exit code and output. */
export async function runDatabaseCommand(
  dataDir: string,
  ...args: string[]
): Promise<{ code: number; output: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)('npm', ['run', '-s', ...args], {
      cwd: ROOT,
      env: { ...process.env, ...apiEnv(dataDir) },
    });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}
