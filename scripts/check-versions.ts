/**
 * Two checks `npm run lint` makes on dependencies:
 * 1. every workspace package pins the same exact version of a dependency (federation
 *    singletons break on two Reacts, and "the same" must mean the same);
 * 2. every installed package accepts the oldest Node Wattle supports.
 */
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import semver from 'semver';

const ROOT = path.resolve(import.meta.dirname, '..');
const OLDEST_NODE = '20.19.0';

interface Manifest {
  name: string;
  version: string;
  workspaces?: string[];
  engines?: { node?: string };
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}

const read = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Manifest;
const root = read(path.join(ROOT, 'package.json'));
const packages = [
  root,
  ...(root.workspaces ?? []).map((dir) => read(path.join(ROOT, dir, 'package.json'))),
];
const workspaceNames = new Set(packages.map((pkg) => pkg.name));
const problems: string[] = [];

const pins = new Map<string, Map<string, string[]>>();
for (const pkg of packages) {
  for (const field of ['dependencies', 'devDependencies', 'peerDependencies'] as const) {
    for (const [name, range] of Object.entries(pkg[field] ?? {})) {
      if (!workspaceNames.has(name) && !semver.valid(range)) {
        problems.push(`${pkg.name} ${field}: ${name}@${range} is not an exact version`);
      }
      const byVersion = pins.get(name) ?? new Map<string, string[]>();
      byVersion.set(range, [...(byVersion.get(range) ?? []), pkg.name]);
      pins.set(name, byVersion);
    }
  }
}
for (const [name, byVersion] of pins) {
  if (byVersion.size > 1) {
    const detail = [...byVersion]
      .map(([version, users]) => `${version} (${users.join(', ')})`)
      .join(' vs ');
    problems.push(`${name} has more than one version: ${detail}`);
  }
}

function installed(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((entry) => {
    if (entry.startsWith('.')) return [];
    if (entry.startsWith('@')) return installed(path.join(dir, entry));
    const manifest = path.join(dir, entry, 'package.json');
    const nested = path.join(dir, entry, 'node_modules');
    return [...(existsSync(manifest) ? [manifest] : []), ...installed(nested)];
  });
}
let checked = 0;
for (const file of installed(path.join(ROOT, 'node_modules'))) {
  const manifest = read(file);
  const range = manifest.engines?.node;
  if (!range || !semver.validRange(range)) continue;
  checked += 1;
  if (!semver.satisfies(OLDEST_NODE, range)) {
    problems.push(
      `${manifest.name}@${manifest.version} needs Node ${range}; Wattle supports ${OLDEST_NODE}+`,
    );
  }
}

if (problems.length > 0) {
  console.error(problems.map((problem) => `✗ ${problem}`).join('\n'));
  process.exit(1);
}
console.log(
  `✓ ${pins.size} dependencies pinned once; ${checked} installed packages accept Node ${OLDEST_NODE}`,
);
