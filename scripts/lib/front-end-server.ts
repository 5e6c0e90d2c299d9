import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import { withoutSandboxMarker } from '@wattle/shared/boot';
import type { RuntimeConfig } from '@wattle/shared/contracts';
import Fastify, { type FastifyInstance } from 'fastify';
import { contentSecurityPolicy } from './content-security-policy.ts';
import {
  COMPANY_PLACEHOLDERS,
  isKnownRoute,
  ROUTE_TABLE_FILE,
  type RouteTable,
} from './route-table.ts';

export interface FrontEndServerOptions {
  /** The front end's build folder. */
  dir: string;
  /** `/config.json`: fixed, or read at each request (runtimeConfigSource: a releases file). */
  config: RuntimeConfig | (() => RuntimeConfig);
  /** A remote's kept releases, served side by side at `/releases/<version>/`. */
  releasesDir?: string;
}

/** What scripts/prerender.ts wrote: URL path → file (under the build folder) and type. */
type PrerenderManifest = Record<string, { file: string; type: string }>;
/** scripts/prerender.ts's APP_URL_PLACEHOLDER (not imported: the `web` image has no builder). */
const APP_URL_PLACEHOLDER = 'https://wattle-app.invalid';

export interface PrerenderedFile {
  type: string;
  body: Buffer;
  br: Buffer;
  gzip: Buffer;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * The prerendered pages, sitemap.xml and robots.txt of a shell build as this deployment
 * serves them: its app URL and company registrations in place of the build's placeholders, and the header's "Sandbox"
 * marker taken out unless it runs on sandbox providers. Compressed once at start. Empty for a
 * build without them (the remotes).
 */
export function loadPrerendered(
  dir: string,
  config: Pick<RuntimeConfig, 'appUrl' | 'features' | 'company'>,
): Map<string, PrerenderedFile> {
  const manifestFile = path.join(dir, 'prerendered', 'manifest.json');
  const files = new Map<string, PrerenderedFile>();
  if (!existsSync(manifestFile)) return files;
  const origin = config.appUrl.replace(/\/+$/, '');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as PrerenderManifest;
  for (const [urlPath, entry] of Object.entries(manifest)) {
    const text = readFileSync(path.join(dir, entry.file), 'utf8')
      .replaceAll(APP_URL_PLACEHOLDER, origin)
      .replaceAll(COMPANY_PLACEHOLDERS.abn, escapeHtml(config.company.abn))
      .replaceAll(COMPANY_PLACEHOLDERS.austracNumber, escapeHtml(config.company.austracNumber));
    const body = Buffer.from(config.features.sandbox ? text : withoutSandboxMarker(text));
    files.set(urlPath, {
      type: entry.type,
      body,
      br: brotliCompressSync(body),
      gzip: gzipSync(body),
    });
  }
  return files;
}

/** The shell build's route table (scripts/lib/route-table.ts); null for a build without one. */
export function loadRouteTable(dir: string): RouteTable | null {
  const file = path.join(dir, 'prerendered', ROUTE_TABLE_FILE);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as RouteTable) : null;
}

/**
 * What answers a path the build has no file for: a prerendered page, sitemap or robots file
 * when there is one for the path (a trailing slash ignored); a path the route table says is
 * no route, the API's not-found page (docs/product/screens.md#unknown-routes); else — for
 * client-side routes (no extension) — the app's `index.html`, and the router decides; a
 * missing asset stays missing (null: a plain 404).
 */
export function pageFor(
  pathname: string,
  prerendered: ReadonlySet<string> | ReadonlyMap<string, unknown> = new Set(),
  routes: RouteTable | null = null,
): { prerendered: string } | { file: string } | { notFound: true } | null {
  const normalised = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (prerendered.has(normalised)) return { prerendered: normalised };
  if (path.extname(pathname) !== '') return null;
  return routes && !isKnownRoute(normalised, routes) ? { notFound: true } : { file: 'index.html' };
}

/** Content-hashed by the build (rspack.base.ts puts them under `static/`): never change. */
const isHashed = (file: string) => file.split(path.sep).includes('static');

/**
 * One front end's build served as its CDN origin would serve it — `npm start`, the journeys'
 * stack and the `web` image all run this. @fastify/static does the serving (ranges, ETags,
 * the `.br`/`.gz` files the build writes, path safety); what is Wattle's own is the page's
 * CSP, `/config.json` from the environment, cache lifetimes, CORS for manifests read by the
 * shell on another origin, and `pageFor`. Malformed paths are Fastify's 400, never a crash.
 */
export async function createFrontEndServer(
  options: FrontEndServerOptions,
): Promise<FastifyInstance> {
  // A stopped front end drops its connections at once, as a remote going down does.
  const app = Fastify({ logger: false, forceCloseConnections: true });
  const currentConfig =
    typeof options.config === 'function' ? options.config : () => options.config as RuntimeConfig;
  // A release lives on its remote's origin, so choosing another changes no origin the CSP names.
  const config = currentConfig();
  const csp = contentSecurityPolicy(config);
  const prerendered = loadPrerendered(options.dir, config);
  const routes = loadRouteTable(options.dir);

  app.addHook('onRequest', async (_request, reply) => {
    reply.header('Access-Control-Allow-Origin', '*');
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
  });

  app.get('/config.json', async (_request, reply) =>
    reply
      .header('Cache-Control', 'no-store')
      .type('application/json; charset=utf-8')
      .send(JSON.stringify(currentConfig())),
  );

  // Browsers and crawlers ask for /favicon.ico whatever a page links (a JSON or text file
  // links nothing): the build's one icon, the SVG every page names, answers it.
  app.get('/favicon.ico', async (_request, reply) =>
    existsSync(path.join(options.dir, 'favicon.svg'))
      ? reply
          .header('Cache-Control', 'public, max-age=86400')
          .type('image/svg+xml')
          .sendFile('favicon.svg')
      : reply.code(404).type('text/plain; charset=utf-8').send('Not found'),
  );

  const staticOptions = {
    preCompressed: true,
    index: false as const,
    // Only files: a path ending in `/` names a directory, which the plugin answers itself
    // (403 to a client asking for no compression, not found to one that does). Refused here,
    // it reaches the not-found handler, so `pageFor` maps it however the client asks.
    allowedPath: (pathname: string) => !pathname.endsWith('/'),
    cacheControl: false,
    setHeaders: (reply: { header: (name: string, value: string) => unknown }, file: string) => {
      const served = file.replace(/\.(br|gz)$/, '');
      reply.header(
        'Cache-Control',
        isHashed(path.relative(options.dir, served))
          ? 'public, max-age=31536000, immutable'
          : 'no-cache',
      );
      if (path.extname(served) === '.html') reply.header('Content-Security-Policy', csp);
    },
  };
  await app.register(fastifyStatic, { root: options.dir, ...staticOptions });
  if (options.releasesDir) {
    // Made now if absent, so a release added while the server runs is served at once.
    mkdirSync(options.releasesDir, { recursive: true });
    await app.register(fastifyStatic, {
      root: options.releasesDir,
      prefix: '/releases/',
      decorateReply: false,
      ...staticOptions,
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.code(405).header('Allow', 'GET, HEAD').send();
    }
    const { pathname } = new URL(request.url, 'http://front-end');
    const page = pageFor(pathname, prerendered, routes);
    if (!page) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    if ('notFound' in page) {
      // What the app's router would do, done here, so a crawler never reads a 200 app shell.
      const notFound = new URL('/not-found', currentConfig().apiUrl);
      notFound.searchParams.set('path', pathname);
      return reply.header('Cache-Control', 'no-cache').redirect(notFound.toString(), 302);
    }
    if ('file' in page) return reply.sendFile(page.file);
    const file = prerendered.get(page.prerendered) as PrerenderedFile;
    const accepts = request.headers['accept-encoding'] ?? '';
    const encoding = /\bbr\b/.test(accepts) ? 'br' : /\bgzip\b/.test(accepts) ? 'gzip' : null;
    reply.header('Cache-Control', 'no-cache').header('Vary', 'Accept-Encoding').type(file.type);
    if (file.type.startsWith('text/html')) reply.header('Content-Security-Policy', csp);
    if (!encoding) return reply.send(file.body);
    return reply.header('Content-Encoding', encoding).send(file[encoding]);
  });
  return app;
}

/** Builds the server and listens: `stop()` is `close()`. */
export async function serveFrontEnd(
  options: FrontEndServerOptions & { port: number; host?: string },
): Promise<FastifyInstance> {
  const app = await createFrontEndServer(options);
  await app.listen({ port: options.port, host: options.host ?? '127.0.0.1' });
  return app;
}
