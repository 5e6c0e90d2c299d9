import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import pg from 'pg';

const API_DIR = path.resolve(import.meta.dirname, '..');

export function databaseUrl(base: string, name: string): string {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Drops and creates a database on the server `base` points at. */
export async function recreateDatabase(base: string, name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  return databaseUrl(base, name);
}

export interface ApiInstance {
  url: string;
  child: ChildProcess;
}

/**
 * Starts one API process — `node --import tsx src/server.ts`, what `npm --workspace api start`
 * and the `api` image run — and waits for /health. `nodeArgs` go to node (e.g. --cpu-prof).
 */
export async function startApiInstance(
  port: number,
  env: NodeJS.ProcessEnv,
  nodeArgs: string[] = [],
): Promise<ApiInstance> {
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'src/server.ts'], {
    cwd: API_DIR,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 240; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`API on ${port} exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/health`)).ok) return { url, child };
    } catch {
      // still starting
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`API on ${port} did not start`);
}

export function stopApiInstance(instance: ApiInstance): Promise<void> {
  return new Promise((resolve) => {
    if (instance.child.exitCode !== null) return resolve();
    instance.child.once('exit', () => resolve());
    instance.child.kill('SIGTERM');
  });
}

export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}
