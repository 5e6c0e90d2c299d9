import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const notFound = () => t.app.inject({ method: 'GET', url: '/not-found?path=%2Fnowhere' });

describe('the not-found page', () => {
  it("wears the brand's fonts and colours, served from this server, not a font CDN", async () => {
    const { body } = await notFound();
    const css = /<style>([\s\S]*)<\/style>/.exec(body)?.[1] ?? '';
    expect(css).toMatch(/h1 \{[^}]*'Plus Jakarta Sans'/);
    expect(css).toMatch(/body \{[^}]*'Inter'/);
    expect(css).toContain('#0C2A20');
    expect(css).toContain('#F5B400');
    // Nothing leaves this origin: no URL with a host anywhere but the link home.
    const hosts = [...body.matchAll(/(?:https?:)?\/\/[^\s"')]+/g)].map(([url]) => url);
    expect(hosts.filter((url) => !url.startsWith('http://www.w3.org/'))).toEqual([
      'http://localhost:3000/',
    ]);

    const fontUrls = [...css.matchAll(/url\((\/not-found\/fonts\/[^)]+\.woff2)\)/g)].map(
      ([, url]) => url ?? '',
    );
    expect(fontUrls).toHaveLength(2);
    for (const url of fontUrls) {
      const font = await t.app.inject({ method: 'GET', url });
      expect(font.statusCode, url).toBe(200);
      expect(font.headers['content-type']).toBe('font/woff2');
      expect(font.headers['cache-control']).toContain('immutable');
      expect(font.rawPayload.subarray(0, 4).toString('latin1')).toBe('wOF2');
    }
  });

  it('is held to a strict policy: its own stylesheet by hash, its own fonts, nothing else', async () => {
    const response = await notFound();
    const css = /<style>([\s\S]*)<\/style>/.exec(response.body)?.[1] ?? '';
    const hash = createHash('sha256').update(css, 'utf8').digest('base64');
    const policy = String(response.headers['content-security-policy']);
    expect(policy.split('; ')).toEqual([
      "default-src 'none'",
      `style-src 'sha256-${hash}'`,
      "font-src 'self'",
      'img-src data:',
      "base-uri 'none'",
      "form-action 'none'",
      "frame-ancestors 'none'",
    ]);
    expect(response.body).not.toContain('<script');
  });

  it('links home and never repeats the path it was sent from', async () => {
    const response = await notFound();
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain(
      '<a class="home" href="http://localhost:3000/">Back to Wattle</a>',
    );
    expect(response.body).not.toContain('nowhere');
  });
});
