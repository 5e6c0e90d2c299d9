/**
 * `npm run bench:bundle`: what a visitor's browser downloads. Serves the built app on
 * shifted ports, opens `/` (and `/dashboard` signed in) in Chromium, and prints the JS the
 * shell had received when it first asked a remote for anything, when that was, and all the JS
 * loaded — gzip sizes of the files.
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
  /** Milliseconds from navigation: requested, and fully received (Infinity if never). */
  requestedAt: number;
  finishedAt: number;
}

interface Visit {
  js: Loaded[];
  /** When the first request of any kind (manifest first) went to a remote's origin. */
  firstRemoteRequestAt: number;
}

async function visit(url: string, token?: string): Promise<Visit> {
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
  if (token) {
    await page.goto(`http://localhost:${PORTS.shell}/config.json`);
    await page.evaluate(`localStorage.setItem('wattle.token', ${JSON.stringify(token)})`);
  }
  const js = new Map<string, Loaded>();
  let firstRemoteRequestAt = Number.POSITIVE_INFINITY;
  const started = performance.now();
  page.on('request', (request) => {
    const parsed = new URL(request.url());
    const name = origins.get(parsed.origin);
    if (!name) return;
    const at = performance.now() - started;
    if (name !== 'shell') firstRemoteRequestAt = Math.min(firstRemoteRequestAt, at);
    if (!parsed.pathname.endsWith('.js')) return;
    js.set(request.url(), {
      name,
      pathname: parsed.pathname,
      gzip: gzipOf(name, parsed.pathname),
      requestedAt: at,
      finishedAt: Number.POSITIVE_INFINITY,
    });
  });
  page.on('requestfinished', (request) => {
    const file = js.get(request.url());
    if (file) file.finishedAt = performance.now() - started;
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await browser.close();
  return { js: [...js.values()], firstRemoteRequestAt };
}

const RUNS = 5;

/** Timings on a shared 2-core machine wander: the run whose first remote request is the median. */
async function medianVisit(url: string, token?: string): Promise<Visit> {
  const visits: Visit[] = [];
  for (let run = 0; run < RUNS; run += 1) visits.push(await visit(url, token));
  visits.sort((a, b) => a.firstRemoteRequestAt - b.firstRemoteRequestAt);
  const median = visits[Math.floor(RUNS / 2)];
  if (!median) throw new Error('No visit completed');
  return median;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
const ms = (value: number) => (Number.isFinite(value) ? `${Math.round(value)} ms` : 'never');

function report(label: string, { js, firstRemoteRequestAt }: Visit): string[] {
  const sum = (files: Loaded[]) => kb(files.reduce((total, file) => total + file.gzip, 0));
  const shell = js.filter((file) => file.name === 'shell');
  // What the first remote request waited for: shell JS already received when it went out.
  const beforeRemote = shell.filter((file) => file.finishedAt <= firstRemoteRequestAt);
  const byOrigin = FRONT_END_NAMES.map((name) => {
    const files = js.filter((file) => file.name === name);
    return files.length ? `${name} ${sum(files)} (${files.length} files)` : null;
  }).filter(Boolean);
  const remoteJs = js.filter((file) => file.name !== 'shell');
  const firstRemoteJs = Math.min(...remoteJs.map((file) => file.requestedAt));
  const lastShellJs = Math.max(...shell.map((file) => file.finishedAt));
  return [
    `${label}`,
    `  shell JS received before the first remote request: ${sum(beforeRemote)} gzip (${beforeRemote.length} files)   target ≤ 120 kB`,
    `  first remote request at ${ms(firstRemoteRequestAt)}, first remote JS at ${ms(firstRemoteJs)}; shell JS all received at ${ms(lastShellJs)}`,
    `  shell JS in all: ${sum(shell)} (${shell.length} files); by origin: ${byOrigin.join(', ')}`,
    `  all JS: ${sum(js)} gzip`,
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
  const home = await medianVisit(`http://localhost:${PORTS.shell}/`);
  const dashboard = await medianVisit(`http://localhost:${PORTS.shell}/dashboard`, token);
  console.log(
    [
      `median of ${RUNS} cold visits each`,
      ...report('visitor on /', home),
      ...report('customer on /dashboard', dashboard),
    ].join('\n'),
  );
} finally {
  await stack.stop();
}
