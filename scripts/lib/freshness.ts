import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { buildDirOf, FRONT_ENDS, ROOT, type FrontEndName } from './front-ends.ts';

function newestMtime(target: string): number {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(target).reduce(
    (newest, entry) =>
      entry === 'node_modules' ? newest : Math.max(newest, newestMtime(path.join(target, entry))),
    stat.mtimeMs,
  );
}

/** A build is stale when any of its sources, the shared package or the build config is newer. */
export function isBuildStale(name: FrontEndName): boolean {
  const { dir } = FRONT_ENDS[name];
  const built = path.join(buildDirOf(name), 'mf-manifest.json');
  if (!existsSync(built)) return true;
  const inputs = [
    path.join(dir, 'src'),
    // mf-marketing's Markdown (learn, blog, company texts); absent elsewhere.
    path.join(dir, 'content'),
    path.join(dir, 'package.json'),
    path.join(dir, 'rspack.config.ts'),
    path.join(ROOT, 'shared', 'src'),
    path.join(ROOT, 'rspack.base.ts'),
    path.join(ROOT, 'scripts', 'lib', 'index.html'),
  ];
  const newestInput = Math.max(...inputs.map(newestMtime));
  return newestInput > statSync(built).mtimeMs;
}
