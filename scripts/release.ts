/**
 * `npm run release -w mf-trading`: builds one remote alone into `mf-trading/releases/<version>/`
 * (version = package version + commit), with its manifest and `needs.json`. A release is never
 * overwritten and never made from uncommitted changes: its name must always mean the same
 * files (docs/deploying-a-remote.md#release). `npm run release -w shell` keeps a shell the
 * same way, without its prerendered pages: what the contract journeys run as the previous
 * shell (docs/deploying-a-remote.md#contract-tests).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { buildFrontEnd } from './build.ts';
import { FRONT_END_NAMES, FRONT_ENDS, ROOT, type FrontEndName } from './lib/front-ends.ts';
import { releasesDirOf, releaseVersionOf } from './lib/release.ts';

/** What a remote's build is made of, besides its own folder. */
const BUILD_INPUTS = ['shared', 'rspack.base.ts', 'scripts/lib', 'package-lock.json'];

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const name = process.argv[2] as FrontEndName | undefined;
if (!name || !FRONT_END_NAMES.includes(name)) {
  fail(`usage: release.ts <${FRONT_END_NAMES.join('|')}>`);
}

const packageDir = FRONT_ENDS[name].dir;
const changed = execFileSync(
  'git',
  ['status', '--porcelain', '--', path.relative(ROOT, packageDir), ...BUILD_INPUTS],
  { cwd: ROOT, encoding: 'utf8' },
).trim();
if (changed) {
  fail(`Refusing to release ${name} from uncommitted changes; commit them first:\n${changed}`);
}

const version = releaseVersionOf(packageDir);
const target = path.join(releasesDirOf(name), version);
if (existsSync(target)) {
  fail(`${name} ${version} is already released (${target}); releases are never rebuilt.`);
}

// Built beside its final place and renamed in one step: a failed build leaves no half release.
const partial = `${target}.partial-${process.pid}`;
mkdirSync(path.dirname(target), { recursive: true });
process.env.WATTLE_RELEASE_VERSION = version;
const started = performance.now();
try {
  await buildFrontEnd(name, partial);
  renameSync(partial, target);
} finally {
  rmSync(partial, { recursive: true, force: true });
}
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(`released ${name} ${version} in ${seconds} s → ${path.relative(ROOT, target)}`);
console.log(`load it by naming it in the environment's releases file: "${name}": "${version}"`);
