/**
 * Fuzz every route the API documents (OpenAPI at /docs/json) with fast-check: bodies, queries,
 * path parameters and headers drawn from each route's own schema, with hostile values mixed in
 * (NUL bytes, numbers beyond any column, non-UUID ids, wrong types, huge strings), signed in
 * as a funded customer and as an admin. No input may produce a 500.
 */
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { createUser, signIn } from './helpers/users.js';

interface Schema {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
}

interface Parameter {
  in: 'path' | 'query' | 'header';
  name: string;
  required?: boolean;
  schema: Schema;
}

interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema: Schema }> };
}

/** Values that broke the API before: each one must be a 4xx, never a 500. */
const HOSTILE: unknown[] = [
  '\u0000',
  'a\u0000b',
  'x'.repeat(5000),
  '-1',
  '0',
  '1e400',
  '9'.repeat(90),
  '0.' + '0'.repeat(40) + '1',
  '99999999999999999999.99999999999999999999',
  'not-a-uuid',
  '00000000-0000-0000-0000-000000000000',
  "'; drop table users; --",
  '%00',
  '😀',
  -1,
  0,
  1e308,
  2 ** 63,
  9.5,
  true,
  null,
  [],
  {},
];

/** Real identifiers the seed holds, so generated requests also reach past the lookups. */
const known: Record<string, string[]> = {
  assetId: ['BTC', 'ETH', 'AUD', 'SOL'],
  cryptoAssetId: ['BTC', 'ETH', 'SOL'],
  asset: ['BTC', 'ETH'],
  id: ['BTC', 'ETH'],
  bucketId: [],
};

function stringOf(schema: Schema, name: string): fc.Arbitrary<string> {
  if (schema.enum) return fc.constantFrom(...(schema.enum as string[]));
  const candidates: fc.Arbitrary<string>[] = [];
  const min = schema.minLength ?? 0;
  const max = Math.min(schema.maxLength ?? 40, 60);
  if (schema.format === 'uuid') candidates.push(fc.uuid());
  else if (schema.format === 'email') candidates.push(fc.emailAddress());
  else if (schema.format === 'date-time') candidates.push(fc.date().map((d) => d.toISOString()));
  else if (schema.pattern && schema.pattern !== '^[^\\u0000]*$') {
    candidates.push(fc.stringMatching(new RegExp(schema.pattern)));
  } else candidates.push(fc.string({ minLength: min, maxLength: Math.max(min, max) }));
  const pool = known[name];
  if (pool && pool.length > 0) candidates.push(fc.constantFrom(...pool));
  return fc.oneof(...candidates);
}

/** An arbitrary that mostly follows the schema and sometimes does not. */
function valueOf(schema: Schema | undefined, name = '', depth = 0): fc.Arbitrary<unknown> {
  const hostile = fc.constantFrom(...HOSTILE);
  if (!schema || depth > 6) return hostile;
  const options = schema.anyOf ?? schema.oneOf;
  if (options && options.length > 0) {
    return fc.oneof(...options.map((option) => valueOf(option, name, depth + 1)));
  }
  if (schema.allOf?.[0]) return valueOf(schema.allOf[0], name, depth + 1);
  if (schema.const !== undefined) return fc.constant(schema.const);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  let valid: fc.Arbitrary<unknown>;
  switch (type) {
    case 'string':
      valid = stringOf(schema, name);
      break;
    case 'integer':
      valid = fc.integer({
        min: Math.max(schema.minimum ?? -1e6, Number.MIN_SAFE_INTEGER),
        max: Math.min(schema.maximum ?? 1e6, Number.MAX_SAFE_INTEGER),
      });
      break;
    case 'number':
      valid = fc.double({
        min: schema.minimum ?? -1e6,
        max: schema.maximum ?? 1e6,
        noNaN: true,
        noDefaultInfinity: true,
      });
      break;
    case 'boolean':
      valid = fc.boolean();
      break;
    case 'array':
      valid = fc.array(valueOf(schema.items, name, depth + 1), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 4, 6),
      });
      break;
    case 'object': {
      const properties = schema.properties ?? {};
      const required = new Set(schema.required ?? []);
      const shape = Object.fromEntries(
        Object.entries(properties).map(([key, property]) => [
          key,
          valueOf(property, key, depth + 1),
        ]),
      );
      valid = fc.record(shape, { requiredKeys: [...required] as never[] });
      break;
    }
    default:
      valid = fc.oneof(fc.string(), fc.integer());
  }
  return fc.oneof({ arbitrary: valid, weight: 4 }, { arbitrary: hostile, weight: 1 });
}

function asText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return value === null || value === undefined ? '' : JSON.stringify(value);
}

interface Route {
  method: string;
  path: string;
  operation: Operation;
}

/** One request: path parameters filled in, query and headers as strings, a JSON body. */
function requestOf(route: Route) {
  const parameters = route.operation.parameters ?? [];
  const body = route.operation.requestBody?.content?.['application/json']?.schema;
  const shape = {
    path: fc.tuple(
      ...parameters.filter((p) => p.in === 'path').map((p) => valueOf(p.schema, p.name)),
    ),
    query: fc.tuple(
      ...parameters
        .filter((p) => p.in === 'query')
        .map((p) => fc.option(valueOf(p.schema, p.name), { nil: undefined })),
    ),
    headers: fc.tuple(
      ...parameters
        .filter((p) => p.in === 'header')
        .map((p) => fc.option(valueOf(p.schema, p.name), { nil: undefined })),
    ),
    body: body ? valueOf(body) : fc.constant(undefined),
  };
  return fc.record(shape).map(({ path, query, headers, body: payload }) => {
    let url = route.path;
    parameters
      .filter((p) => p.in === 'path')
      .forEach((p, index) => {
        url = url.replace(`{${p.name}}`, encodeURIComponent(asText(path[index]) || 'x'));
      });
    const search = new URLSearchParams();
    parameters
      .filter((p) => p.in === 'query')
      .forEach((p, index) => {
        const value = query[index];
        if (value !== undefined) search.set(p.name, asText(value));
      });
    const headerValues: Record<string, string> = {};
    parameters
      .filter((p) => p.in === 'header')
      .forEach((p, index) => {
        const value = asText(headers[index]).replace(/[^\x20-\x7e]/g, '');
        if (headers[index] !== undefined && value) headerValues[p.name] = value;
      });
    const query_ = search.toString();
    return {
      url: query_ ? `${url}?${query_}` : url,
      headers: headerValues,
      payload: payload as Record<string, unknown> | undefined,
    };
  });
}

/** Routes whose success would end the session the fuzz signs in with. */
const SKIPPED = new Set(['POST /auth/logout']);
const RUNS_PER_ROUTE = 7;

let testApp: TestApp;
let app: FastifyInstance;
let routes: Route[];

async function signInAs(email: string, staff: boolean) {
  return signIn(app, email, staff);
}

beforeAll(async () => {
  // Fuzzed calls end sessions (a password changed, an account locked), and each ends in a
  // fresh sign-in: more than the real per-address limit, which auth.test.ts checks.
  testApp = await createTestApp({ env: { LOGIN_ATTEMPTS_PER_QUARTER_HOUR: 1000 } });
  app = testApp.app;
  const spec = (await app.inject({ method: 'GET', url: '/docs/json' })).json<{
    paths: Record<string, Record<string, Operation>>;
  }>();
  routes = Object.entries(spec.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      operation,
    })),
  );
  const buckets = await app.db.selectFrom('buckets').select('bucket_id').execute();
  known.bucketId = buckets.map((bucket) => bucket.bucket_id);
});

afterAll(async () => {
  await testApp.close();
});

describe('fuzzing every documented route', () => {
  it('never answers 500, for a customer or for an admin', async () => {
    const customer = await createUser(app.db, { email: 'fuzz-customer@example.com' });
    const admin = await createUser(app.db, { email: 'fuzz-admin@example.com', role: 'admin' });
    await app.inject({
      method: 'POST',
      url: '/sandbox/deposits/fiat',
      payload: { email: customer.email, amount: '10000' },
    });
    const who = [
      { name: 'customer', email: customer.email, staff: false },
      { name: 'admin', email: admin.email, staff: true },
    ];
    const failures: string[] = [];
    let requests = 0;
    for (const person of who) {
      let auth = await signInAs(person.email, person.staff);
      for (const route of routes) {
        if (SKIPPED.has(`${route.method} ${route.path}`)) continue;
        const samples = fc.sample(requestOf(route), { numRuns: RUNS_PER_ROUTE, seed: 16 });
        for (const sample of samples) {
          const response = await app.inject({
            method: route.method as 'GET',
            url: sample.url,
            headers: { ...sample.headers, ...auth },
            ...(sample.payload === undefined ? {} : { payload: sample.payload as object }),
          });
          requests += 1;
          if (response.statusCode >= 500) {
            failures.push(
              `${person.name} ${route.method} ${sample.url} ${JSON.stringify(sample.payload)?.slice(0, 200)} → ${response.statusCode}`,
            );
          }
          // A fuzzed call may end the session (2FA turned on, a password changed): sign in again.
          if (response.statusCode === 401) auth = await signInAs(person.email, person.staff);
        }
      }
    }
    console.warn(
      `fuzz: ${requests} requests over ${routes.length} routes, ${failures.length} × 5xx`,
    );
    expect(failures).toEqual([]);
  }, 120_000);
});
