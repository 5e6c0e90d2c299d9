import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { FRONT_ENDS, type FrontEndName } from './front-ends.ts';

/** The commit a build is made from, shortened; `local` outside a git checkout (an image build). */
export function shortCommit(cwd: string): string {
  try {
    return execFileSync('git', ['rev-parse', '--short=7', 'HEAD'], {
      cwd,
      encoding: 'utf8',
    }).trim();
  } catch {
    return 'local';
  }
}

/** A release's name from a package's `package.json` text and a short commit (`0.1.0-3f2c1ab`). */
export function releaseName(packageJson: string, short: string): string {
  const { version } = JSON.parse(packageJson) as { version: string };
  return `${version}-${short}`;
}

/** The release name of the package in `dirname`, as checked out there now. */
export function releaseVersionOf(dirname: string): string {
  return releaseName(
    readFileSync(path.join(dirname, 'package.json'), 'utf8'),
    shortCommit(dirname),
  );
}

/**
 * Where a remote's kept releases live: `<package>/releases/`, or `<root>/<package folder>/`
 * when WATTLE_RELEASES_ROOT names another root (the journeys' stack keeps its own).
 */
export function releasesDirOf(name: FrontEndName, env: NodeJS.ProcessEnv = process.env): string {
  const { dir } = FRONT_ENDS[name];
  const root = env.WATTLE_RELEASES_ROOT;
  return root ? path.join(root, path.basename(dir)) : path.join(dir, 'releases');
}
