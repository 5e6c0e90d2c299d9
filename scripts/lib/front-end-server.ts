import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { RuntimeConfig } from '@wattle/shared/contracts';
import Fastify, { type FastifyInstance } from 'fastify';
import { contentSecurityPolicy } from './content-security-policy.ts';

export interface FrontEndServerOptions {
  /** The front end's build folder. */
  dir: string;
  config: RuntimeConfig;
}

/**
 * The file that answers a path the build has no file for, or null for a plain 404. Client-side
 * routes (no extension) get the app's `index.html` and the router decides; a missing asset
 * stays missing. Prerendered public pages will map their paths here.
 */
export function pageFor(pathname: string): string | null {
  return path.extname(pathname) === '' ? 'index.html' : null;
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
    const page = pageFor(new URL(request.url, 'http://front-end').pathname);
    if (!page) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    return reply.sendFile(page);
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
