import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEnv } from '../src/config/env.js';
import { buildTestApp, createTestApp, type TestApp } from './helpers/test-app.js';
import type { TestAppOptions } from './helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('platform', () => {
  it('GET /health checks the database', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ status: 'ok', database: 'ok' });
  });

  it('allows only configured origins through CORS', async () => {
    const allowed = await t.app.inject({
      method: 'OPTIONS',
      url: '/asset',
      headers: { origin: 'http://localhost:3000', 'access-control-request-method': 'GET' },
    });
    expect(allowed.headers['access-control-allow-origin']).toBe('http://localhost:3000');
    const refused = await t.app.inject({
      method: 'OPTIONS',
      url: '/asset',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'GET' },
    });
    expect(refused.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('sends security headers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/health' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['strict-transport-security']).toBeDefined();
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('answers malformed JSON, wrong types and unknown routes with 4xx and a message', async () => {
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'The request body is not valid JSON',
      code: 'ValidationError',
    });
    const wrongType = await t.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { email: 42, password: [] },
    });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().message).toMatch(/email/i);
    const unknown = await t.app.inject({ method: 'GET', url: '/no-such-thing' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('No route GET /no-such-thing');
  });

  it('refuses bodies over the size limit', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/auth/signup',
      payload: { email: 'x'.repeat(70_000) },
    });
    expect(response.statusCode).toBe(413);
  });

  it('serves the not-found page without echoing the path', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/not-found?path=%3Cscript%3Ealert(1)%3C/script%3E',
    });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('Page not found');
    expect(response.body).toContain('href="http://localhost:3000/"');
    expect(response.body).not.toContain('<script>');
  });

  it('describes itself as OpenAPI at /docs', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/docs/json' });
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json().paths)).toEqual(
      expect.arrayContaining(['/auth/login', '/asset', '/health']),
    );
  });

  it('keeps /docs off in production unless configured', async () => {
    for (const [env, status] of [
      [rehearsalEnv(), 404],
      [rehearsalEnv({ API_DOCS: 'true' }), 200],
    ] as const) {
      await withApp({ env }, async (app) => {
        expect((await app.inject({ method: 'GET', url: '/docs/json' })).statusCode).toBe(status);
        expect((await app.inject({ method: 'GET', url: '/docs' })).statusCode).toBe(status);
      });
    }
  });
});

/** A staging rehearsal's environment: production, on the sandbox, said out loud. */
const rehearsalEnv = (extra: Record<string, string> = {}) =>
  parseEnv({
    NODE_ENV: 'production',
    DATABASE_URL: 'postgres://wattle@localhost:5432/wattle',
    JWT_SECRET: 'x'.repeat(48),
    SANDBOX: 'true',
    DANGEROUSLY_ALLOW_SANDBOX_IN_PRODUCTION: 'true',
    LOG_LEVEL: 'silent',
    ...extra,
  });

/** Another API instance on the file's database, closed after `use`. */
async function withApp(
  options: TestAppOptions,
  use: (app: TestApp['app']) => Promise<void>,
): Promise<void> {
  const app = await buildTestApp(t.database, options);
  try {
    await use(app);
  } finally {
    await app.close();
  }
}

describe('the sandbox outbox answers only its operator', () => {
  const RESET_LINK = 'http://localhost:3000/password-reset?token=reset-token-of-the-victim';
  const to = 'victim@example.com';
  const read = (
    app: TestApp['app'],
    headers: Record<string, string> = {},
    remoteAddress?: string,
  ) =>
    app.inject({
      method: 'GET',
      url: `/sandbox/outbox?to=${to}`,
      headers,
      ...(remoteAddress ? { remoteAddress } : {}),
    });
  const refused = (response: Awaited<ReturnType<typeof read>>) => {
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('SandboxOperatorOnly');
    expect(response.body).not.toContain('reset-token');
  };

  beforeAll(async () => {
    await t.app.db
      .insertInto('outbox_messages')
      .values({
        channel: 'email',
        recipient: to,
        subject: 'Reset your Wattle password',
        body: `Reset it here: ${RESET_LINK}`,
      })
      .execute();
  });

  it('without a secret: a request made on the machine reads it, any other is refused', async () => {
    const local = await read(t.app);
    expect(local.statusCode).toBe(200);
    expect(local.json().data[0].link).toBe(RESET_LINK);
    refused(await read(t.app, {}, '203.0.113.7'));
    refused(await read(t.app, {}, '10.0.0.8'));
    // A proxy on the same machine connects from loopback, but names the client it forwards.
    refused(await read(t.app, { 'x-forwarded-for': '203.0.113.7' }));
    refused(await read(t.app, { forwarded: 'for=203.0.113.7' }));
  });

  it('with SANDBOX_OPERATOR_SECRET set: only a request that sends it, from anywhere', async () => {
    const secret = 'operator-secret-'.padEnd(40, 'x');
    await withApp({ env: { SANDBOX_OPERATOR_SECRET: secret } }, async (app) => {
      refused(await read(app));
      refused(await read(app, { 'x-sandbox-operator': `${secret}y` }));
      refused(await read(app, { 'x-sandbox-operator': '' }, '203.0.113.7'));
      const operator = await read(app, { 'x-sandbox-operator': secret }, '203.0.113.7');
      expect(operator.statusCode).toBe(200);
      expect(operator.json().data[0].link).toBe(RESET_LINK);
    });
  });

  it('in a staging rehearsal (production on the sandbox) without a secret: to no one', async () => {
    await withApp({ env: rehearsalEnv() }, async (app) => {
      const response = await read(app);
      refused(response);
      expect(response.json().message).toMatch(/set SANDBOX_OPERATOR_SECRET/);
    });
  });
});
