import { existsSync, readFileSync, statSync } from 'node:fs';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import type { RuntimeConfig } from '@wattle/shared/contracts';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg', '.map', '.txt']);

export interface StaticServerOptions {
  dir: string;
  port: number;
  host?: string;
  config: RuntimeConfig;
}

function origins(config: RuntimeConfig): string[] {
  return [...new Set(Object.values(config.remotes).map((url) => new URL(url).origin))];
}

/**
 * The page's CSP: scripts only from this origin and the configured remotes (plus, outside
 * production, any override a tester points at), API and socket for data, no framing.
 */
export function contentSecurityPolicy(config: RuntimeConfig): string {
  const remotes = origins(config);
  const overrides =
    config.environment === 'production' ? config.remoteOverrideOrigins : ['http:', 'https:'];
  const api = new URL(config.apiUrl).origin;
  const socket = new URL(config.socketUrl);
  const ws = `${socket.protocol === 'https:' ? 'wss:' : 'ws:'}//${socket.host}`;
  const code = ["'self'", ...remotes, ...overrides].join(' ');
  return [
    "default-src 'self'",
    `script-src ${code}`,
    // Chakra's emotion writes style tags at runtime.
    `style-src ${code} 'unsafe-inline'`,
    `font-src ${code}`,
    "img-src 'self' data:",
    `connect-src 'self' ${api} ${socket.origin} ${ws} ${[...remotes, ...overrides].join(' ')}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}

interface Encoded {
  identity: Buffer;
  gzip?: Buffer;
  br?: Buffer;
}

/**
 * Serves one front end's build the way a CDN would: hashed files cached for a year, entry
 * points revalidated, compressed, `index.html` for client-side routes, `/config.json` from
 * the environment, and CORS so the shell on another origin can read manifests.
 */
export function createStaticServer(options: StaticServerOptions): http.Server {
  const cache = new Map<string, Encoded>();
  const configJson = Buffer.from(JSON.stringify(options.config));
  const csp = contentSecurityPolicy(options.config);

  function encoded(file: string): Encoded {
    const stamp = `${file}:${statSync(file).mtimeMs}`;
    let entry = cache.get(stamp);
    if (!entry) {
      const identity = readFileSync(file);
      entry = { identity };
      if (COMPRESSIBLE.has(path.extname(file)) && identity.length > 1024) {
        entry.gzip = gzipSync(identity, { level: 9 });
        entry.br = brotliCompressSync(identity, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } });
      }
      cache.set(stamp, entry);
    }
    return entry;
  }

  function send(request: IncomingMessage, response: ServerResponse, file: string, status = 200) {
    const extension = path.extname(file);
    const entry = encoded(file);
    const accepts = String(request.headers['accept-encoding'] ?? '');
    const [encoding, body] =
      entry.br && /\bbr\b/.test(accepts)
        ? (['br', entry.br] as const)
        : entry.gzip && /\bgzip\b/.test(accepts)
          ? (['gzip', entry.gzip] as const)
          : ([undefined, entry.identity] as const);
    const hashed = file.includes(`${path.sep}static${path.sep}`);
    response.writeHead(status, {
      'Content-Type': TYPES[extension] ?? 'application/octet-stream',
      'Content-Length': body.length,
      'Cache-Control': hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
      Vary: 'Accept-Encoding',
      ...(encoding ? { 'Content-Encoding': encoding } : {}),
      ...(extension === '.html' ? { 'Content-Security-Policy': csp } : {}),
    });
    response.end(request.method === 'HEAD' ? undefined : body);
  }

  return http.createServer((request, response) => {
    response.setHeader('Access-Control-Allow-Origin', '*');
    response.setHeader('X-Content-Type-Options', 'nosniff');
    response.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    if (pathname === '/config.json') {
      response.writeHead(200, { 'Content-Type': TYPES['.json'], 'Cache-Control': 'no-store' });
      response.end(configJson);
      return;
    }
    const file = path.join(options.dir, path.normalize(pathname));
    if (!file.startsWith(options.dir)) {
      response.writeHead(400).end();
      return;
    }
    if (existsSync(file) && statSync(file).isFile()) {
      send(request, response, file);
      return;
    }
    if (path.extname(pathname) !== '') {
      response.writeHead(404, { 'Content-Type': TYPES['.txt'] }).end('Not found');
      return;
    }
    // A client-side route: the app decides what it is.
    send(request, response, path.join(options.dir, 'index.html'));
  });
}

export function listen(server: http.Server, port: number, host = '127.0.0.1'): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

export function close(server: http.Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}
