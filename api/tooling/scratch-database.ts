import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface ScratchDatabase {
  url: string;
  /** Drops it, with force: connections still open to it are ended. */
  drop: () => Promise<void>;
}

async function onServer(baseUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/**
 * A fresh, empty database on the PostgreSQL server `baseUrl` points at: a random name for a
 * test file, or a fixed one (dropped first if a run left it behind) for a benchmark.
 */
export async function scratchDatabase(
  baseUrl: string,
  name = `wattle_test_${randomBytes(6).toString('hex')}`,
): Promise<ScratchDatabase> {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`not a database name: ${name}`);
  await onServer(baseUrl, `drop database if exists ${name} with (force)`);
  await onServer(baseUrl, `create database ${name}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => onServer(baseUrl, `drop database if exists ${name} with (force)`),
  };
}

/**
 * A benchmark's fixed database name, suffixed with WATTLE_PORT_OFFSET when one is set: two
 * engineers benchmarking on one server each get their own database, instead of the second
 * dropping the first one's mid-run.
 */
export function benchDatabaseName(name: string, offset: number): string {
  return offset === 0 ? name : `${name}_${offset}`;
}
