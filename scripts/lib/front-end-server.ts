import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import { withoutSandboxMarker } from '@wattle/shared/boot';
import type { RuntimeConfig } from '@wattle/shared/contracts';
import Fastify, { type FastifyInstance } from 'fastify';
import { contentSecurityPolicy } from './content-security-policy.ts';

export interface FrontEndServerOptions {
  /** The front end's build folder. */
  dir: string;
  config: RuntimeConfig;
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

/**
 * The prerendered pages, sitemap.xml and robots.txt of a shell build as this deployment
 * serves them: its app URL in place of the build's placeholder, and the header's "Sandbox"
 * marker taken out unless it runs on sandbox providers. Compressed once at start. Empty for a
 * build without them (the remotes).
 */
export function loadPrerendered(
  dir: string,
  config: Pick<RuntimeConfig, 'appUrl' | 'features'>,
): Map<string, PrerenderedFile> {
  const manifestFile = path.join(dir, 'prerendered', 'manifest.json');
  const files = new Map<string, PrerenderedFile>();
  if (!existsSync(manifestFile)) return files;
  const origin = config.appUrl.replace(/\/+$/, '');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as PrerenderManifest;
  for (const [urlPath, entry] of Object.entries(manifest)) {
    const text = readFileSync(path.join(dir, entry.file), 'utf8').replaceAll(
      APP_URL_PLACEHOLDER,
      origin,
    );
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

/**
 * What answers a path the build has no file for: a prerendered page, sitemap or robots file
 * when there is one for the path (a trailing slash ignored), else — for client-side routes
 * (no extension) — the app's `index.html`, and the router decides; a missing asset stays
 * missing (null: a plain 404).
 */
export function pageFor(
  pathname: string,
  prerendered: ReadonlySet<string> | ReadonlyMap<string, unknown> = new Set(),
): { prerendered: string } | { file: string } | null {
  const normalised = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (prerendered.has(normalised)) return { prerendered: normalised };
  return path.extname(pathname) === '' ? { file: 'index.html' } : null;
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
  const configJson = JSON.stringify(options.config);
  const csp = contentSecurityPolicy(options.config);
  const prerendered = loadPrerendered(options.dir, options.config);

  app.addHook('onRequest', async (_request, reply) => {
    reply.header('Access-Control-Allow-Origin', '*');
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
  });

  app.get('/config.json', async (_request, reply) =>
    reply
      .header('Cache-Control', 'no-store')
      .type('application/json; charset=utf-8')
      .send(configJson),
  );

  await app.register(fastifyStatic, {
    root: options.dir,
    preCompressed: true,
    index: false,
    // Only files: a path ending in `/` names a directory, which the plugin answers itself
    // (403 to a client asking for no compression, not found to one that does). Refused here,
    // it reaches the not-found handler, so `pageFor` maps it however the client asks.
    allowedPath: (pathname) => !pathname.endsWith('/'),
    cacheControl: false,
    setHeaders: (reply, file) => {
      const served = file.replace(/\.(br|gz)$/, '');
      reply.header(
        'Cache-Control',
        isHashed(path.relative(options.dir, served))
          ? 'public, max-age=31536000, immutable'
          : 'no-cache',
      );
      if (path.extname(served) === '.html') reply.header('Content-Security-Policy', csp);
    },
  });

  app.setNotFoundHandler(async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.code(405).header('Allow', 'GET, HEAD').send();
    }
    const page = pageFor(new URL(request.url, 'http://front-end').pathname, prerendered);
    if (!page) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
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
