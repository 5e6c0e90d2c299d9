import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  LOAD_REPORTS_PER_MINUTE,
  pruneFrontEndLoads,
} from '../src/modules/front-end-health/index.js';
import { MALFORMED_BODY, MALFORMED_JSON, rowCount } from './helpers/db.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { signedInUser } from './helpers/users.js';

let t: TestApp;
let customer: Record<string, string>;
let support: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  customer = (await signedInUser(t.app)).headers;
  support = (await signedInUser(t.app, { role: 'support_lv1' })).headers;
});
afterAll(() => t.close());

let ip = 0;
/** Each test its own address, so the per-IP limit only bites where a test means it to. */
const nextIp = () => `10.41.0.${(ip += 1)}`;

const LOADED = {
  environment: 'staging',
  remote: 'trading',
  version: '0.1.0-abc1234',
  outcome: 'loaded',
  stage: null,
  durationMs: 420,
  adapted: false,
} as const;

const report = (loads: object[], remoteAddress = nextIp()) =>
  t.app.inject({
    method: 'POST',
    url: '/front-end-health/loads',
    payload: { loads },
    remoteAddress,
  });
const summary = (headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: '/support/front-end-health', headers });
const loadCount = () => rowCount(t.app.db, 'front_end_loads');

describe('POST /front-end-health/loads', () => {
  it('records each load without anyone’s identity, even from a signed-in page', async () => {
    const before = await loadCount();
    const response = await t.app.inject({
      method: 'POST',
      url: '/front-end-health/loads',
      headers: customer,
      payload: {
        loads: [
          LOADED,
          { ...LOADED, outcome: 'failed', stage: 'entry', durationMs: 9000, version: null },
        ],
      },
      remoteAddress: nextIp(),
    });
    expect(response.statusCode).toBe(204);
    expect(await loadCount()).toBe(before + 2);
    const columns = await sql<{ column_name: string }>`
      select column_name from information_schema.columns where table_name = 'front_end_loads'
    `.execute(t.app.db);
    expect(columns.rows.map((row) => row.column_name).sort()).toEqual(
      [
        'adapted',
        'duration_ms',
        'environment',
        'id',
        'outcome',
        'recorded_at',
        'remote',
        'stage',
        'version',
      ].sort(),
    );
  });

  it.each([
    ['an unknown remote', { ...LOADED, remote: 'admin' }],
    ['a failure without its stage', { ...LOADED, outcome: 'failed' }],
    ['a stage on a load that worked', { ...LOADED, stage: 'entry' }],
    ['a version that is not a release name', { ...LOADED, version: '<script>' }],
    ['a negative time', { ...LOADED, durationMs: -1 }],
    ['an unknown environment', { ...LOADED, environment: 'qa' }],
  ])('refuses %s with a 400 and keeps nothing of the batch', async (_, load) => {
    const before = await loadCount();
    const response = await report([LOADED, load]);
    expect(response.statusCode).toBe(400);
    expect(await loadCount()).toBe(before);
  });

  it('refuses an empty batch, an oversized one and malformed JSON', async () => {
    const before = await loadCount();
    expect((await report([])).statusCode).toBe(400);
    expect((await report(Array.from({ length: 21 }, () => LOADED))).statusCode).toBe(400);
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/front-end-health/loads',
      headers: MALFORMED_JSON,
      payload: MALFORMED_BODY,
      remoteAddress: nextIp(),
    });
    expect(malformed.statusCode).toBe(400);
    expect(await loadCount()).toBe(before);
  });

  it(`limits one address to ${LOAD_REPORTS_PER_MINUTE} reports a minute`, async () => {
    const address = nextIp();
    for (let index = 0; index < LOAD_REPORTS_PER_MINUTE; index += 1) {
      expect((await report([LOADED], address)).statusCode).toBe(204);
    }
    const refused = await report([LOADED], address);
    expect(refused.statusCode).toBe(429);
    expect((await report([LOADED])).statusCode).toBe(204);
  });
});

describe('GET /support/front-end-health', () => {
  it('is for support staff only', async () => {
    expect((await summary({})).statusCode).toBe(401);
    expect((await summary(customer)).statusCode).toBe(403);
  });

  it('sums the last hour per remote and names the release each environment loaded last', async () => {
    await sql`delete from front_end_loads`.execute(t.app.db);
    const account = { ...LOADED, remote: 'account', environment: 'production' };
    await report([
      { ...account, version: '0.1.0-old0001', durationMs: 100 },
      { ...account, outcome: 'failed', stage: 'compatibility', durationMs: 50 },
      { ...account, durationMs: 300, adapted: true },
    ]);
    // Two hours ago: outside the window, but still what staging last ran.
    await t.app.db
      .insertInto('front_end_loads')
      .values({
        ...{ environment: 'staging', remote: 'account', version: '0.0.9-prev001' },
        outcome: 'failed',
        stage: 'manifest',
        duration_ms: 10,
        recorded_at: new Date(Date.now() - 2 * 60 * 60_000),
      })
      .execute();
    await t.app.db
      .insertInto('front_end_loads')
      .values({
        ...{ environment: 'staging', remote: 'account', version: '0.0.9-prev001' },
        outcome: 'loaded',
        stage: null,
        duration_ms: 10,
        recorded_at: new Date(Date.now() - 2 * 60 * 60_000),
      })
      .execute();
    // The newest load names production's release, though an older one came first.
    await report([{ ...account, version: '0.1.0-new0002', durationMs: 200 }]);

    const response = await summary(support);
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data.remotes.map((row: { remote: string }) => row.remote)).toEqual([
      'marketing',
      'trading',
      'account',
      'history',
    ]);
    expect(data.remotes.find((row: { remote: string }) => row.remote === 'account')).toEqual({
      remote: 'account',
      loads: 4,
      failures: 1,
      failuresByStage: { manifest: 0, entry: 0, compatibility: 1, module: 0 },
      adapted: 1,
      p50Ms: 200,
      p95Ms: 290,
    });
    expect(data.remotes.find((row: { remote: string }) => row.remote === 'history')).toMatchObject({
      loads: 0,
      failures: 0,
      p50Ms: null,
    });
    expect(
      data.running.map((row: { environment: string; remote: string; version: string }) => [
        row.environment,
        row.remote,
        row.version,
      ]),
    ).toEqual([
      ['production', 'account', '0.1.0-new0002'],
      ['staging', 'account', '0.0.9-prev001'],
    ]);
  });
});

describe('pruning', () => {
  it('drops loads older than fourteen days and keeps the rest', async () => {
    await sql`delete from front_end_loads`.execute(t.app.db);
    const old = new Date(Date.now() - 15 * 24 * 60 * 60_000);
    await t.app.db
      .insertInto('front_end_loads')
      .values([
        {
          ...{ environment: 'production', remote: 'history', version: null },
          outcome: 'loaded',
          duration_ms: 1,
          recorded_at: old,
        },
        {
          ...{ environment: 'production', remote: 'history', version: null },
          outcome: 'loaded',
          duration_ms: 1,
        },
      ])
      .execute();
    expect(await pruneFrontEndLoads(t.app)).toBe(1);
    expect(await loadCount()).toBe(1);
  });
});
