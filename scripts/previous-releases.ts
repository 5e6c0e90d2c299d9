/**
 * `npm run releases:previous`: keeps the shell's and every remote's release from the last
 * release commit, named in `deploy/last-release.json`, in their `releases/` folders, so
 * the contract journeys run today's shell with those remotes and that shell with today's
 * remotes (docs/deploying-a-remote.md#contract-tests). They are built by `npm run release` in
 * a throwaway worktree of that commit with its own install, as a squad would have built them
 * then; a release already kept is not built again.
 */
import { execFileSync, type ExecFileSyncOptions } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { FRONT_ENDS, ROOT, type FrontEndName } from './lib/front-ends.ts';
import { releaseName, releasesDirOf } from './lib/release.ts';

/** The front ends the contract journeys run from the previous release: all of them. */
const CONTRACT_FRONT_ENDS: readonly FrontEndName[] = [
  'shell',
  'marketing',
  'trading',
  'account',
  'history',
];

const LAST_RELEASE_FILE = path.join(ROOT, 'deploy', 'last-release.json');

function git(args: string[], options: ExecFileSyncOptions = {}): string {
  const output = execFileSync('git', args, { cwd: ROOT, encoding: 'utf8', ...options });
  return (output ?? '').toString().trim();
}

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const { commit } = JSON.parse(readFileSync(LAST_RELEASE_FILE, 'utf8')) as { commit: string };
try {
  git(['cat-file', '-e', `${commit}^{commit}`], { stdio: 'ignore' });
} catch {
  fail(
    `The last release commit ${commit} (deploy/last-release.json) is not in this clone: ` +
      'fetch it (a shallow clone lacks it) or name a commit it has.',
  );
}
if (git(['rev-parse', 'HEAD']) === git(['rev-parse', commit])) {
  fail(
    `HEAD is the last release commit ${commit}: there is nothing earlier to run against. ` +
      'deploy/last-release.json names the commit production runs, and HEAD comes after it.',
  );
}

const short = git(['rev-parse', '--short=7', commit]);
/** The version `npm run release` gave each front end at that commit. */
const versions = new Map(
  CONTRACT_FRONT_ENDS.map((name) => {
    const manifest = path.relative(ROOT, path.join(FRONT_ENDS[name].dir, 'package.json'));
    return [name, releaseName(git(['show', `${commit}:${manifest}`]), short)] as const;
  }),
);
const versionAt = (name: FrontEndName) => versions.get(name) ?? '';
const missing = CONTRACT_FRONT_ENDS.filter(
  (name) => !existsSync(path.join(releasesDirOf(name, {}), versionAt(name))),
);
if (missing.length === 0) {
  console.log(`the releases of ${short} are kept: ${CONTRACT_FRONT_ENDS.join(', ')}`);
  process.exit(0);
}

const started = performance.now();
const worktree = mkdtempSync(path.join(tmpdir(), `wattle-release-${short}-`));
let failure: string | null = null;
try {
  git(['worktree', 'add', '--detach', worktree, commit], { stdio: 'ignore' });
  const inWorktree: ExecFileSyncOptions = { cwd: worktree, stdio: ['ignore', 'pipe', 'pipe'] };
  execFileSync('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund'], inWorktree);
  for (const name of missing) {
    const output = execFileSync(
      process.execPath,
      ['scripts/run.mjs', 'scripts/release.ts', name],
      inWorktree,
    ).toString();
    const version = versionAt(name);
    const built = path.join(worktree, path.relative(ROOT, releasesDirOf(name, {})), version);
    cpSync(built, path.join(releasesDirOf(name, {}), version), { recursive: true });
    console.log(output.split('\n').find((line) => line.startsWith('released ')));
  }
} catch (error) {
  const { message, stdout, stderr } = error as Error & { stdout?: Buffer; stderr?: Buffer };
  failure = `Building ${short}'s releases failed: ${message}\n${String(stdout ?? '')}${String(stderr ?? '')}`;
} finally {
  // A worktree left registered would block the next run's `worktree add`.
  rmSync(worktree, { recursive: true, force: true });
  git(['worktree', 'prune']);
}
if (failure) fail(failure);
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(`kept ${short}'s releases of ${missing.join(', ')} in ${seconds} s`);
