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
    // Nothing leaves this origin: no URL with a host anywhere but the links into the app.
    const hosts = [...body.matchAll(/(?:https?:)?\/\/[^\s"')]+/g)].map(([url]) => url);
    const links = hosts.filter((url) => !url.startsWith('http://www.w3.org/'));
    expect(links).toContain('http://localhost:3000/');
    expect(links.filter((url) => !url.startsWith('http://localhost:3000/'))).toEqual([]);

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
    expect(response.body).not.toContain('Did you mean');
  });

  it('offers the main places, each a link into the app', async () => {
    const { body } = await notFound();
    const nav = /<nav[\s\S]*<\/nav>/.exec(body)?.[0] ?? '';
    const links = [...nav.matchAll(/<a href="([^"]+)">([^<]+)<\/a>/g)].map(([, href, label]) => [
      label,
      href,
    ]);
    expect(links).toEqual([
      ['Prices', 'http://localhost:3000/exchange-rates'],
      ['Buy crypto', 'http://localhost:3000/buy'],
      ['Fees', 'http://localhost:3000/fees'],
      ['Learn', 'http://localhost:3000/learn'],
      ['Blog', 'http://localhost:3000/blog'],
      ['Support', 'http://localhost:3000/contact-us'],
      ['Log in', 'http://localhost:3000/login'],
      ['Sign up', 'http://localhost:3000/signup'],
    ]);
  });

  it.each([
    ['/buy/bitcon', 'Bitcoin', '/buy/bitcoin'],
    ['/buy/etherum', 'Ethereum', '/buy/ethereum'],
    ['/soalna', 'Solana', '/buy/solana'],
    ['/fess', 'Fees', '/fees'],
    ['/top100/', 'Top 100', '/top-100'],
    ['/prices', 'Prices', '/exchange-rates'],
    ['/deposti', 'Transfer', '/transfer'],
    ['/withdrawl', 'Transfer', '/transfer'],
  ])('offers the page %s most likely meant: %s', async (path, label, href) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/not-found?path=${encodeURIComponent(path)}`,
    });
    expect(response.body).toContain(
      `<p class="meant">Did you mean <a href="http://localhost:3000${href}">${label}</a>?</p>`,
    );
  });

  it.each(['/buy/zzzzzz', '/completely-elsewhere', ''])('guesses nothing for %j', async (path) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/not-found?path=${encodeURIComponent(path)}`,
    });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('Did you mean');
  });
});
