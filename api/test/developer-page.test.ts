import { execFile } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKey } from './helpers/api-keys.js';
import { fund } from './helpers/ledger.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { signedInUser } from './helpers/users.js';

const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, '../..');
const SNIPPETS = path.join(ROOT, 'mf-marketing/content/developers');
const REFERENCE = path.join(ROOT, 'mf-marketing/src/features/developers/generated/public-api.json');

let t: TestApp;
let api: string;
beforeAll(async () => {
  t = await createTestApp();
  api = await t.app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(async () => {
  await t.close();
});

interface OpenApiOperation {
  summary?: string;
  tags?: string[];
}

const snippet = (file: string) => readFileSync(path.join(SNIPPETS, file), 'utf8');

/**
 * What the developer page shows: the /v1 calls from the live OpenAPI document, and the signing
 * snippets this file runs. With WRITE_DEVELOPER_REFERENCE=1 the test writes the page's copy
 * instead of comparing it.
 */
async function liveReference() {
  const response = await t.app.inject({ method: 'GET', url: '/docs/json' });
  expect(response.statusCode).toBe(200);
  const document = response.json<{ paths: Record<string, Record<string, OpenApiOperation>> }>();
  const endpoints = Object.entries(document.paths)
    .filter(([route]) => route.startsWith('/v1/'))
    .flatMap(([route, operations]) =>
      Object.entries(operations).map(([method, operation]) => ({
        method: method.toUpperCase(),
        path: route,
        summary: operation.summary ?? '',
      })),
    );
  return {
    endpoints,
    snippets: {
      shell: snippet('sign-request.sh'),
      typescript: snippet('sign-request.ts'),
      python: snippet('sign-request.py'),
    },
  };
}

describe('the developer page', () => {
  it('lists the /v1 calls of the live OpenAPI document and the snippets tested here', async () => {
    const live = await liveReference();
    expect(live.endpoints.length).toBeGreaterThanOrEqual(10);
    if (process.env.WRITE_DEVELOPER_REFERENCE === '1') {
      writeFileSync(REFERENCE, `${JSON.stringify(live, null, 2)}\n`);
    }
    const kept: unknown = JSON.parse(readFileSync(REFERENCE, 'utf8'));
    expect(kept, 'run with WRITE_DEVELOPER_REFERENCE=1 to refresh the page').toEqual(live);
  });

  describe('signing snippets, run against a live API', () => {
    let env: NodeJS.ProcessEnv;
    let userId: string;
    beforeAll(async () => {
      const customer = await signedInUser(t.app);
      userId = customer.user.user_id;
      await fund(t.app.db, userId, 'aud', '250');
      const key = await createKey(t.app, customer.headers, { scopes: ['read'] });
      env = {
        PATH: process.env.PATH,
        WATTLE_API: api,
        WATTLE_KEY_ID: key.keyId,
        WATTLE_KEY_SECRET: key.secret,
      };
    });

    const expectBalances = (stdout: string) => {
      expect(stdout).toMatch(/^(200 )?\{"data":/);
      expect(stdout).toContain('"AUD"');
    };

    it('shell: curl and openssl', async () => {
      const { stdout } = await run('bash', [path.join(SNIPPETS, 'sign-request.sh')], { env });
      expectBalances(stdout);
    });

    it('TypeScript: Node with no packages', async () => {
      const tsx = path.join(ROOT, 'node_modules/.bin/tsx');
      const { stdout } = await run(tsx, [path.join(SNIPPETS, 'sign-request.ts')], { env });
      expectBalances(stdout);
    });

    it('Python 3 with no packages', async () => {
      const { stdout } = await run('python3', [path.join(SNIPPETS, 'sign-request.py')], { env });
      expectBalances(stdout);
    });

    it('each run is a key use in the audit log', async () => {
      const uses = () =>
        t.app.db
          .selectFrom('audit_log')
          .select('details')
          .where('subject_user_id', '=', userId)
          .where('action', '=', 'api_key.used')
          .execute();
      // Written a moment after each answer (api-keys/key-use-recorder.ts).
      await expect.poll(async () => (await uses()).length).toBeGreaterThanOrEqual(3);
    });
  });
});
