/**
 * `npm run bench:bundle`: what a visitor's browser downloads. Serves the built app on
 * shifted ports, opens `/` (and `/dashboard` signed in) in Chromium, and prints the JS the
 * shell loads before the first request to a remote, and in all — gzip sizes of the files.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { buildFrontEnds } from './build.ts';
import { isBuildStale } from './lib/freshness.ts';
import { buildDirOf, FRONT_END_NAMES, FRONT_ENDS, type FrontEndName } from './lib/front-ends.ts';
import { PORTS } from './lib/runtime-config.ts';
import { startStack } from './lib/stack.ts';

const stale = FRONT_END_NAMES.filter(isBuildStale);
if (stale.length > 0) await buildFrontEnds(stale);

const origins = new Map<string, FrontEndName>(
  FRONT_END_NAMES.map((name) => [`http://localhost:${FRONT_ENDS[name].port}`, name]),
);
const gzipOf = (name: FrontEndName, pathname: string) =>
  gzipSync(readFileSync(path.join(buildDirOf(name), pathname)), { level: 9 }).length;

interface Loaded {
  name: FrontEndName;
  pathname: string;
  gzip: number;
  order: number;
}

async function visit(url: string, token?: string): Promise<Loaded[]> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  const page = await browser.newPage();
  const loaded: Loaded[] = [];
  let order = 0;
  page.on('request', (request) => {
    const parsed = new URL(request.url());
    const name = origins.get(parsed.origin);
    if (!name || !parsed.pathname.endsWith('.js')) return;
    loaded.push({
      name,
      pathname: parsed.pathname,
      gzip: gzipOf(name, parsed.pathname),
      order: (order += 1),
    });
  });
  if (token) {
    await page.goto(`http://localhost:${PORTS.shell}/config.json`);
    await page.evaluate(`localStorage.setItem('wattle.token', ${JSON.stringify(token)})`);
  }
  await page.goto(url, { waitUntil: 'networkidle' });
  await browser.close();
  return loaded;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

function report(label: string, loaded: Loaded[]): string[] {
  const firstRemote =
    loaded.find((file) => file.name !== 'shell')?.order ?? Number.POSITIVE_INFINITY;
  const beforeRemote = loaded.filter((file) => file.name === 'shell' && file.order < firstRemote);
  const shellTotal = loaded.filter((file) => file.name === 'shell');
  const byOrigin = FRONT_END_NAMES.map((name) => {
    const files = loaded.filter((file) => file.name === name);
    return files.length
      ? `${name} ${kb(files.reduce((sum, file) => sum + file.gzip, 0))} (${files.length} files)`
      : null;
  }).filter(Boolean);
  const sum = (files: Loaded[]) => kb(files.reduce((total, file) => total + file.gzip, 0));
  return [
    `${label}`,
    `  shell JS before the first remote request: ${sum(beforeRemote)} gzip (${beforeRemote.length} files)   target ≤ 120 kB`,
    `  shell JS in all: ${sum(shellTotal)}; by origin: ${byOrigin.join(', ')}`,
    `  all JS: ${sum(loaded)} gzip`,
  ];
}

const stack = await startStack({ ...process.env, LOG_LEVEL: 'warn' }, { quietApi: true });
try {
  const login = await fetch(`http://localhost:${PORTS.api}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'customer@wattle.dev', password: 'wattle-demo-pass' }),
  });
  const { token } = ((await login.json()) as { data: { token: string } }).data;
  const home = await visit(`http://localhost:${PORTS.shell}/`);
  const dashboard = await visit(`http://localhost:${PORTS.shell}/dashboard`, token);
  console.log(
    [...report('visitor on /', home), ...report('customer on /dashboard', dashboard)].join('\n'),
  );
} finally {
  await stack.stop();
}
