import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';

const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg', '.txt']);

/**
 * Writes `.br` and `.gz` beside every compressible file of a build, at the highest levels
 * (once, at build time), for the front-end server (and any CDN) to send as they are.
 */
export function precompress(dir: string): void {
  for (const entry of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    const file = path.join(dir, entry);
    if (!COMPRESSIBLE.has(path.extname(file)) || !statSync(file).isFile()) continue;
    const content = readFileSync(file);
    if (content.length < 1024) continue;
    writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(content, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }),
    );
  }
}
