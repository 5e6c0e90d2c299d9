/**
 * What bench:api and bench:load share: API processes on one scratch PostgreSQL database,
 * funded bench customers signed in once each, and a keep-alive HTTP client.
 */
import { execFileSync } from 'node:child_process';
import { createHmac, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import http from 'node:http';
import pg from 'pg';
import { hashPassword, newReferralCode, startApi, type ApiProcess } from '@wattle/api/tooling';

export const BENCH_PASSWORD = 'bench password 1';

export const ms = (value: number) => `${value.toFixed(1)} ms`;

/**
 * Milliseconds on CLOCK_MONOTONIC, which every process on the machine reads alike (unlike
 * `performance.now()`, whose origin is each process's start): for instants compared across
 * the bench's processes.
 */
export const monotonicMs = () => Number(process.hrtime.bigint()) / 1e6;

export interface ApiStack {
  apis: ApiProcess[];
  /** What the processes sign session tokens with. */
  jwtSecret: string;
  stop: () => Promise<void>;
}

/**
 * `count` API processes on ports `firstPort`, `firstPort + 1`, …: one JWT secret, so a token
 * from one is good on all, and Redis when `redisUrl` is given (rate limits and realtime
 * across processes).
 */
export async function startApis({
  count,
  firstPort,
  databaseUrl,
  redisUrl,
  poolSize,
  nodeArgs = [],
  extraEnv = {},
}: {
  count: number;
  firstPort: number;
  databaseUrl: string;
  redisUrl: string;
  poolSize: number;
  nodeArgs?: string[];
  /** More of the API's environment, e.g. TRADE_SUBMIT_BATCH_WINDOW_MS. */
  extraEnv?: Record<string, string>;
}): Promise<ApiStack> {
  const env = {
    ...extraEnv,
    LOG_LEVEL: 'warn',
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    JWT_SECRET: randomBytes(32).toString('hex'),
    RECURRING_BUY_INTERVAL_MS: '3600000',
    DATABASE_POOL_SIZE: String(poolSize),
  };
  // The first one migrates and seeds; the others start on a ready database.
  const first = await startApi({ port: firstPort, output: 'errors', env, nodeArgs });
  const apis = [first];
  try {
    apis.push(
      ...(await Promise.all(
        Array.from({ length: count - 1 }, (_, index) =>
          startApi({ port: firstPort + index + 1, output: 'errors', env, nodeArgs }),
        ),
      )),
    );
  } catch (error) {
    await Promise.all(apis.map((api) => api.stop()));
    throw error;
  }
  return {
    apis,
    jwtSecret: env.JWT_SECRET,
    stop: async () => void (await Promise.all(apis.map((api) => api.stop()))),
  };
}

/**
 * `count` verified customers with a million dollars each (through a real deposit entry),
 * e-mails unique to this run: login rate limits live in a shared Redis for 15 minutes.
 */
/** One query inside a transaction: pg's client and PGlite's transaction both answer it. */
interface Queries {
  query<R>(text: string, params?: unknown[]): Promise<{ rows: R[] }>;
}

/**
 * Where customers are written: a PostgreSQL URL (a client of its own), or an open PGlite,
 * which is one connection and runs the writes through its own transactions.
 */
export type CustomerWriter =
  string | { transaction<T>(work: (tx: Queries) => Promise<T>): Promise<T | undefined> };

async function customerTransactions(writer: CustomerWriter) {
  if (typeof writer !== 'string') {
    return {
      transaction: async <T>(work: (tx: Queries) => Promise<T>) => {
        const done = await writer.transaction(work);
        if (done === undefined) throw new Error('The transaction was rolled back');
        return done;
      },
      end: () => Promise.resolve(),
    };
  }
  const client = new pg.Client({ connectionString: writer });
  await client.connect();
  const tx: Queries = {
    query: async <R>(text: string, params?: unknown[]) => {
      const { rows } = await client.query(text, params);
      return { rows: rows as R[] };
    },
  };
  return {
    transaction: async <T>(work: (tx: Queries) => Promise<T>) => {
      await client.query('begin');
      try {
        const done = await work(tx);
        await client.query('commit');
        return done;
      } catch (error) {
        await client.query('rollback');
        throw error;
      }
    },
    end: () => client.end(),
  };
}

export async function createCustomers(
  writer: CustomerWriter,
  count: number,
): Promise<{ email: string; userId: string }[]> {
  const db = await customerTransactions(writer);
  const hash = await hashPassword(BENCH_PASSWORD);
  const run = randomBytes(4).toString('hex');
  const customers: { email: string; userId: string }[] = [];
  const bank = await db.transaction((tx) =>
    tx.query<{ account_id: string }>(
      `select account_id from ledger_accounts where kind = 'external_bank' and asset_id = 'aud'`,
    ),
  );
  const units = (10n ** 6n * 10n ** 18n).toString();
  for (let i = 0; i < count; i += 1) {
    const email = `bench-${run}-${i}@wattle.dev`;
    const userId = await db.transaction(async (tx) => {
      const { rows } = await tx.query<{ user_id: string }>(
        `insert into users (email, password_hash, first_name, last_name, email_verified, phone_verified, documents_verified, pep_status, referral_code)
         values ($1, $2, 'Bench', 'Customer', true, true, true, 'not_found', $3) returning user_id`,
        [email, hash, newReferralCode()],
      );
      const entry = await tx.query<{ entry_id: string }>(
        `insert into journal_entries (kind, description) values ('deposit', 'bench funding') returning entry_id`,
      );
      const customer = await tx.query<{ account_id: string }>(
        `insert into ledger_accounts (kind, user_id, asset_id, balance) values ('customer', $1, 'aud', 0) returning account_id`,
        [rows[0]?.user_id],
      );
      await tx.query(
        `insert into postings (entry_id, account_id, asset_id, amount, transaction_type) values ($1, $2, 'aud', $3, 'deposit'), ($1, $4, 'aud', -$3::numeric, 'deposit')`,
        [entry.rows[0]?.entry_id, customer.rows[0]?.account_id, units, bank.rows[0]?.account_id],
      );
      return rows[0]?.user_id ?? '';
    });
    customers.push({ email, userId });
  }
  await db.end();
  return customers;
}

/**
 * A session token for every customer, each made once. The first `logins` sign in through
 * /auth/login (scrypt, timed); the rest get the session row /auth/login writes and a token
 * signed as the API signs it, because a thousand scrypt logins take minutes on two shared
 * cores. The API checks every token and session on every request either way.
 */
export async function openSessions(
  url: string,
  customers: readonly { email: string; userId: string }[],
  {
    jwtSecret,
    logins,
    apiUrlFor,
  }: { jwtSecret: string; logins: number; apiUrlFor: (index: number) => string },
): Promise<{ tokens: string[]; loginMs: number[] }> {
  const tokens: string[] = [];
  const loginMs: number[] = [];
  for (const [index, customer] of customers.slice(0, logins).entries()) {
    const response = await request(apiUrlFor(index), 'POST', '/auth/login', undefined, {
      email: customer.email,
      password: BENCH_PASSWORD,
    });
    if (!response.ok) throw new Error(`login failed: ${response.status}`);
    loginMs.push(response.ms);
    tokens.push((response.json as { data: { token: string } }).data.token);
  }
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  const now = Math.floor(Date.now() / 1000);
  const ttlSeconds = 60 * 60;
  for (const customer of customers.slice(logins)) {
    const { rows } = await db.query<{ session_id: string }>(
      `insert into sessions (user_id, kind, expires_at, ip, user_agent)
       values ($1, 'customer', now() + interval '1 hour', '127.0.0.1', 'wattle-bench') returning session_id`,
      [customer.userId],
    );
    tokens.push(
      signToken(
        {
          sub: customer.userId,
          role: 'user',
          sid: rows[0]?.session_id,
          iat: now,
          exp: now + ttlSeconds,
        },
        jwtSecret,
      ),
    );
  }
  await db.end();
  return { tokens, loginMs: loginMs.sort((a, b) => a - b) };
}

const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');

/** An HS256 JWT, as @fastify/jwt signs the API's session tokens. */
function signToken(claims: Record<string, unknown>, secret: string): string {
  const unsigned = `${base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${base64url(JSON.stringify(claims))}`;
  return `${unsigned}.${createHmac('sha256', secret).update(unsigned).digest('base64url')}`;
}

// node:http with keep-alive: fetch costs the load generator several times the CPU, and it
// shares the machine's two cores with the API and PostgreSQL.
const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });

export interface Answer {
  ok: boolean;
  status: number;
  ms: number;
  json: unknown;
}

export function request(
  baseUrl: string,
  method: 'GET' | 'POST',
  url: string,
  token: string | undefined,
  body?: unknown,
  extraHeaders: Record<string, string> = {},
): Promise<Answer> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      `${baseUrl}${url}`,
      {
        method,
        agent,
        headers: {
          ...(payload === undefined
            ? {}
            : {
                'content-type': 'application/json',
                'content-length': Buffer.byteLength(payload),
              }),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...extraHeaders,
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const status = response.statusCode ?? 0;
          const text = Buffer.concat(chunks).toString('utf8');
          let json: unknown = null;
          try {
            json = text ? (JSON.parse(text) as unknown) : null;
          } catch {
            json = text;
          }
          resolve({
            ok: status >= 200 && status < 300,
            status,
            ms: performance.now() - started,
            json,
          });
        });
      },
    );
    outgoing.on('error', reject);
    outgoing.end(payload);
  });
}

const TICKS_PER_SECOND = 100;

function cpuMsOf(pid: number): number {
  try {
    // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return 0; // ended meanwhile
  }
}

/** The PostgreSQL backends serving `database` (Linux: their process titles name it). */
function backendsOf(database: string): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const title = readFileSync(`/proc/${entry}/cmdline`, 'utf8');
      if (title.startsWith('postgres: ') && title.includes(` ${database} `))
        pids.push(Number(entry));
    } catch {
      // ended meanwhile
    }
  }
  return pids;
}

/**
 * CPU time the API processes and the database's backends spend, from /proc: what a phase
 * costs per trade whatever else shares the machine (latency and rates do not survive that).
 * A backend the pool closes during the phase takes its last share with it (an undercount).
 */
export function cpuMeter(apiPids: readonly number[], database: string) {
  const read = (pids: readonly number[]) => new Map(pids.map((pid) => [pid, cpuMsOf(pid)]));
  const apiStart = read(apiPids);
  const dbStart = read(backendsOf(database));
  const spent = (end: Map<number, number>, start: Map<number, number>) =>
    [...end].reduce((sum, [pid, ms]) => sum + ms - (start.get(pid) ?? 0), 0);
  return () => ({
    apiMs: spent(read(apiPids), apiStart),
    dbMs: spent(read(backendsOf(database)), dbStart),
  });
}

/**
 * PostgreSQL's count of rows the database's backends insert, update and delete, from now
 * until the returned function is called. A backend reports its counts when it goes idle, at
 * most 10 s later (PostgreSQL's PGSTAT_IDLE_INTERVAL): each reading waits that long first.
 */
export async function rowsWritten(url: string): Promise<() => Promise<number>> {
  const read = async () => {
    await new Promise((resolve) => setTimeout(resolve, 11_000));
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const { rows } = await client.query<{ written: string }>(
        `SELECT tup_inserted + tup_updated + tup_deleted AS written
           FROM pg_stat_database WHERE datname = current_database()`,
      );
      return Number(rows[0]?.written ?? Number.NaN);
    } finally {
      await client.end();
    }
  };
  const start = await read();
  return async () => (await read()) - start;
}

/**
 * pgbench's TPC-B-like transactions (scale 20, 20 clients, 2 threads) for `seconds` on a
 * scratch database: what the server itself does in this run, the yardstick for trades/s.
 */
export function pgbenchTps(url: string, seconds: number): { tps: number; line: string } {
  execFileSync('pgbench', ['-i', '-q', '-s', '20', url], { stdio: 'ignore' });
  const output = execFileSync(
    'pgbench',
    ['-c', '20', '-j', '2', '-T', String(seconds), '-b', 'tpcb-like', url],
    { encoding: 'utf8' },
  );
  const line = output.split('\n').find((text) => text.startsWith('tps')) ?? '';
  return { tps: Number(/tps = ([\d.]+)/.exec(line)?.[1] ?? Number.NaN), line: line.trim() };
}
