import { mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createFrontEndServer, loadPrerendered, serveFrontEnd } from './front-end-server.ts';
import { runtimeConfigFromEnv, runtimeConfigSource } from './runtime-config.ts';

const dir = mkdtempSync(path.join(os.tmpdir(), 'wattle-front-end-'));
const INDEX = '<!doctype html><title>Wattle</title>';
const BUNDLE = `console.log(${JSON.stringify('x'.repeat(4000))});`;
writeFileSync(path.join(dir, 'index.html'), INDEX);
const ICON = '<svg xmlns="http://www.w3.org/2000/svg"/>';
writeFileSync(path.join(dir, 'favicon.svg'), ICON);
writeFileSync(path.join(dir, 'mf-manifest.json'), '{"id":"trading"}');
mkdirSync(path.join(dir, 'static/js'), { recursive: true });
writeFileSync(path.join(dir, 'static/js/main.1234abcd.js'), BUNDLE);
writeFileSync(path.join(dir, 'static/js/main.1234abcd.js.br'), brotliCompressSync(BUNDLE));
writeFileSync(path.join(os.tmpdir(), 'outside-the-build.txt'), 'secret');
// What scripts/prerender.ts writes: pages and sitemap with the app URL left as a placeholder.
mkdirSync(path.join(dir, 'prerendered'));
const PRERENDERED =
  '<!doctype html><link rel="canonical" href="https://wattle-app.invalid/buy/bitcoin" /><header><span title="Sandbox providers" data-sandbox-marker="" class="chakra-badge">Sandbox</span></header><h1>Buy Bitcoin</h1><footer>ABN WATTLE-ABN-PLACEHOLDER · AUSTRAC WATTLE-AUSTRAC-PLACEHOLDER</footer>';
writeFileSync(path.join(dir, 'prerendered/buy__bitcoin.html'), PRERENDERED);
const HOME = '<!doctype html><title>Wattle</title><h1>Buy crypto in Australia</h1>';
writeFileSync(path.join(dir, 'prerendered/index.html'), HOME);
writeFileSync(
  path.join(dir, 'prerendered/sitemap.xml'),
  '<urlset><url><loc>https://wattle-app.invalid/</loc></url></urlset>',
);
writeFileSync(
  path.join(dir, 'prerendered/manifest.json'),
  JSON.stringify({
    '/': { file: 'prerendered/index.html', type: 'text/html; charset=utf-8' },
    '/buy/bitcoin': { file: 'prerendered/buy__bitcoin.html', type: 'text/html; charset=utf-8' },
    '/sitemap.xml': { file: 'prerendered/sitemap.xml', type: 'application/xml; charset=utf-8' },
  }),
);

// The build's route table: first segments, and every page under /buy.
writeFileSync(
  path.join(dir, 'prerendered/routes.json'),
  JSON.stringify({
    segments: ['dashboard', 'buy', 'profile'],
    children: { buy: ['bitcoin', 'ethereum'] },
  }),
);

const config = runtimeConfigFromEnv({});
let base = '';
let stop: () => Promise<void> = () => Promise.resolve();

beforeAll(async () => {
  const server = await serveFrontEnd({ dir, config, port: 0 });
  base = `http://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  stop = () => server.close();
});
afterAll(() => stop());

describe('the front-end server', () => {
  test('answers a malformed path with 400 and keeps serving', async () => {
    expect((await fetch(`${base}/%E0%A4%A`)).status).toBe(400);
    expect((await fetch(`${base}/%`)).status).toBe(400);
    const after = await fetch(`${base}/dashboard`);
    expect(after.status).toBe(200);
    expect(await after.text()).toBe(INDEX);
  });

  test('answers a prerendered path with its page, the app URL filled in, compressed', async () => {
    for (const url of [`${base}/buy/bitcoin`, `${base}/buy/bitcoin/`]) {
      const response = await fetch(url, { headers: { 'accept-encoding': 'br' } });
      expect(response.headers.get('content-encoding')).toBe('br');
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
      expect(await response.text()).toBe(
        PRERENDERED.replace('https://wattle-app.invalid', config.appUrl.replace(/\/$/, ''))
          .replace('WATTLE-ABN-PLACEHOLDER', config.company.abn)
          .replace('WATTLE-AUSTRAC-PLACEHOLDER', config.company.austracNumber),
      );
    }
    const sitemap = await fetch(`${base}/sitemap.xml`);
    expect(sitemap.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(await sitemap.text()).toContain(`<loc>${config.appUrl.replace(/\/$/, '')}/</loc>`);
  });

  test('serves the prerendered pages without the "Sandbox" marker where there is no sandbox', () => {
    const page = (sandbox: boolean) =>
      loadPrerendered(dir, { ...config, features: { ...config.features, sandbox } })
        .get('/buy/bitcoin')
        ?.body.toString();
    expect(page(true)).toContain('>Sandbox</span>');
    expect(page(false)).toBe(page(true)?.replace(/<span[^>]*>Sandbox<\/span>/, ''));
  });

  test('answers client-side routes with the page and its CSP', async () => {
    const response = await fetch(`${base}/buy/ethereum`);
    expect(await response.text()).toBe(INDEX);
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  test('sends a path that is no route to the API’s not-found page, not a 200 app shell', async () => {
    for (const pathname of ['/no-such-page', '/buy/bitcon', '/buy/bitcoin/extra', '/dashbaord/']) {
      const response = await fetch(`${base}${pathname}?from=ad`, { redirect: 'manual' });
      expect(response.status, pathname).toBe(302);
      const location = new URL(response.headers.get('location') ?? '');
      expect(location.origin + location.pathname).toBe(new URL('/not-found', config.apiUrl).href);
      expect(location.searchParams.get('path')).toBe(pathname);
    }
    // Routes the table knows, and any depth below a section its remote's router decides.
    for (const pathname of ['/buy', '/buy/ethereum', '/profile/anything/deeper', '/dashboard/']) {
      const response = await fetch(`${base}${pathname}`, { redirect: 'manual' });
      expect(response.status, pathname).toBe(200);
      expect(await response.text()).toBe(INDEX);
    }
  });

  test('answers /favicon.ico with the build’s icon', async () => {
    const response = await fetch(`${base}/favicon.ico`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(await response.text()).toBe(ICON);
  });

  test('serves /config.json from the environment, never cached', async () => {
    const response = await fetch(`${base}/config.json`);
    expect(await response.json()).toEqual(config);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  test('lets other origins read manifests; hashed files are cached for a year, compressed', async () => {
    const manifest = await fetch(`${base}/mf-manifest.json`);
    expect(manifest.headers.get('access-control-allow-origin')).toBe('*');
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
    const bundle = await fetch(`${base}/static/js/main.1234abcd.js`, {
      headers: { 'accept-encoding': 'br' },
    });
    expect(bundle.headers.get('content-encoding')).toBe('br');
    expect(bundle.headers.get('content-type')).toContain('javascript');
    expect(bundle.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await bundle.text()).toBe(BUNDLE);
  });

  test('a missing file is a 404, nothing outside the build is served, only GET and HEAD', async () => {
    expect((await fetch(`${base}/static/js/gone.js`)).status).toBe(404);
    const escape = await fetch(`${base}/..%2f..%2foutside-the-build.txt`);
    expect(await escape.text()).not.toContain('secret');
    expect((await fetch(`${base}/`, { method: 'POST' })).status).toBe(405);
  });

  test('answers every path the same to a client that asks for no compression', async () => {
    const app = await createFrontEndServer({ dir, config });
    const body = (response: LightMyRequestResponse) => {
      const encoding = response.headers['content-encoding'];
      if (encoding === 'br') return brotliDecompressSync(response.rawPayload).toString();
      if (encoding === 'gzip') return gunzipSync(response.rawPayload).toString();
      return response.body;
    };
    const paths = [
      '/',
      '/buy/bitcoin',
      '/buy/bitcoin/',
      '/dashboard',
      '/dashboard/',
      '/static/',
      '/static/js/main.1234abcd.js',
      '/config.json',
      '/sitemap.xml',
      '/mf-manifest.json',
    ];
    try {
      for (const url of paths) {
        const plain = await app.inject({ url });
        // `/static/` is a folder, no route: the not-found redirect, whatever the encoding.
        expect(plain.statusCode, url).toBe(url === '/static/' ? 302 : 200);
        expect(plain.headers['content-encoding'], url).toBeUndefined();
        for (const accepts of ['br', 'gzip', 'gzip, deflate, br']) {
          const compressed = await app.inject({ url, headers: { 'accept-encoding': accepts } });
          expect(compressed.statusCode, `${url} (${accepts})`).toBe(plain.statusCode);
          expect(compressed.headers['content-type'], url).toBe(plain.headers['content-type']);
          expect(body(compressed), `${url} (${accepts})`).toBe(plain.body);
        }
      }
      expect((await app.inject({ url: '/' })).body).toBe(HOME);
    } finally {
      await app.close();
    }
  });
});

describe('a remote’s kept releases', () => {
  const releases = mkdtempSync(path.join(os.tmpdir(), 'wattle-releases-'));
  const releasesFile = path.join(releases, 'releases.json');
  const remoteDir = path.join(releases, 'dist');
  const keptDir = path.join(releases, 'kept');
  let url = '';
  let close: () => Promise<void> = () => Promise.resolve();

  beforeAll(async () => {
    mkdirSync(remoteDir);
    writeFileSync(path.join(remoteDir, 'mf-manifest.json'), '{"id":"current"}');
    for (const version of ['0.1.0-aaaaaaa', '0.1.0-bbbbbbb']) {
      mkdirSync(path.join(keptDir, version, 'static/js'), { recursive: true });
      writeFileSync(path.join(keptDir, version, 'mf-manifest.json'), `{"id":"${version}"}`);
      writeFileSync(path.join(keptDir, version, 'static/js/app.12345678.js'), BUNDLE);
    }
    const server = await serveFrontEnd({
      dir: remoteDir,
      port: 0,
      releasesDir: keptDir,
      config: runtimeConfigSource({ WATTLE_RELEASES_FILE: releasesFile }),
    });
    url = `http://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
    close = () => server.close();
  });
  afterAll(() => close());

  const remotes = async () =>
    ((await (await fetch(`${url}/config.json`)).json()) as { remotes: Record<string, string> })
      .remotes;

  test('serves every kept release beside the current build, hashed files for a year', async () => {
    expect(await (await fetch(`${url}/mf-manifest.json`)).json()).toEqual({ id: 'current' });
    for (const version of ['0.1.0-aaaaaaa', '0.1.0-bbbbbbb']) {
      const manifest = await fetch(`${url}/releases/${version}/mf-manifest.json`);
      expect(await manifest.json()).toEqual({ id: version });
      expect(manifest.headers.get('cache-control')).toBe('no-cache');
      expect(manifest.headers.get('access-control-allow-origin')).toBe('*');
      const chunk = await fetch(`${url}/releases/${version}/static/js/app.12345678.js`);
      expect(chunk.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    }
    expect((await fetch(`${url}/releases/0.1.0-ccccccc/mf-manifest.json`)).status).toBe(404);
    expect((await fetch(`${url}/releases/..%2f..%2fdist/mf-manifest.json`)).status).not.toBe(200);
  });

  test('a release added while it runs is served at once', async () => {
    mkdirSync(path.join(keptDir, '0.1.0-ddddddd'));
    writeFileSync(path.join(keptDir, '0.1.0-ddddddd', 'mf-manifest.json'), '{"id":"new"}');
    const manifest = await fetch(`${url}/releases/0.1.0-ddddddd/mf-manifest.json`);
    expect(await manifest.json()).toEqual({ id: 'new' });
  });

  test('the releases file picks each remote’s release on the next request, no restart', async () => {
    const configured = (await remotes()).trading;
    writeFileSync(releasesFile, JSON.stringify({ trading: '0.1.0-aaaaaaa' }));
    expect((await remotes()).trading).toBe(
      configured?.replace('mf-manifest.json', 'releases/0.1.0-aaaaaaa/mf-manifest.json'),
    );
    // Rolled back: another edit, seen by the next request (a later modification time).
    writeFileSync(releasesFile, JSON.stringify({ trading: null, history: '0.1.0-bbbbbbb' }));
    utimesSync(releasesFile, new Date(), new Date(Date.now() + 5_000));
    const after = await remotes();
    expect(after.trading).toBe(configured);
    expect(after.history).toContain('/releases/0.1.0-bbbbbbb/mf-manifest.json');
    // A broken file keeps the last good choice.
    writeFileSync(releasesFile, '{"trading": "../../etc"}');
    utimesSync(releasesFile, new Date(), new Date(Date.now() + 10_000));
    expect((await remotes()).history).toContain('/releases/0.1.0-bbbbbbb/mf-manifest.json');
  });
});
