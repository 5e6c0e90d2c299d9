import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app.js';

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
});
