/**
 * Builds front ends for production: `npm run build` builds all five, `npm run build -- trading`
 * (or `npm run build -w mf-trading`) one squad's remote alone. Prints each package's build time.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { rspack, type Configuration } from '@rspack/core';
import { writeContentBundle } from './build-content.ts';
import { buildDirOf, FRONT_END_NAMES, FRONT_ENDS, type FrontEndName } from './lib/front-ends.ts';
import { precompress } from './lib/precompress.ts';
import { prerenderSite } from './prerender.ts';

type ConfigFactory = (env: unknown, argv: { mode?: string }) => Configuration;

/** A package's rspack.config.ts: its federated build, and its page scripts if it has any. */
async function configModule(name: FrontEndName) {
  const file = pathToFileURL(path.join(FRONT_ENDS[name].dir, 'rspack.config.ts')).href;
  return (await import(file)) as { default: ConfigFactory; pageScripts?: Configuration };
}

export async function loadConfig(name: FrontEndName, mode: 'production' | 'development') {
  return (await configModule(name)).default({}, { mode });
}

function run(config: Configuration): Promise<void> {
  return new Promise((resolve, reject) => {
    rspack(config, (error, stats) => {
      if (error) return reject(error);
      if (stats?.hasErrors()) {
        return reject(new Error(stats.toString({ all: false, errors: true, colors: true })));
      }
      resolve();
    });
  });
}

/** Guards the run.mjs ordering: bundler code transformed by tsx leaks `__name` into bundles. */
function assertNoLoaderHelpers(name: FrontEndName, dir: string): void {
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((file) =>
    file.endsWith('.js'),
  );
  const tainted = files.filter((file) =>
    readFileSync(path.join(dir, file), 'utf8').includes('__name('),
  );
  if (tainted.length > 0) {
    throw new Error(
      `${name}: ${tainted.join(', ')} contain esbuild's __name helper; build through scripts/run.mjs`,
    );
  }
}

/** The same build written to `dir` instead of the package's build folder (a release). */
function writingTo(config: Configuration, dir: string): Configuration {
  return { ...config, output: { ...config.output, path: dir } };
}

/** One front end's production build into `dir` (its build folder unless given). */
export async function buildFrontEnd(name: FrontEndName, dir = buildDirOf(name)): Promise<void> {
  // Learn/blog/company Markdown → the JSON the remote bundles (scripts/build-content.ts).
  if (name === 'marketing') await writeContentBundle();
  await run(writingTo(await loadConfig(name, 'production'), dir));
  const { pageScripts } = await configModule(name);
  if (pageScripts) await run(writingTo(pageScripts, dir));
  assertNoLoaderHelpers(name, dir);
  precompress(dir);
}

export async function buildFrontEnds(names: FrontEndName[]): Promise<void> {
  for (const name of names) {
    const started = performance.now();
    await buildFrontEnd(name);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`built ${name.padEnd(9)} in ${seconds} s`);
  }
  // The public pages as HTML (scripts/prerender.ts): needs both builds, redone when either is.
  const bothBuilt = (['shell', 'marketing'] as const).every((name) =>
    existsSync(path.join(buildDirOf(name), 'index.html')),
  );
  if ((names.includes('shell') || names.includes('marketing')) && bothBuilt) {
    await prerenderSite();
  }
}

/** The front ends named on the command line (`trading`, `shell`…), or all five when none. */
export function requestedFrontEnds(args: string[]): FrontEndName[] {
  const unknown = args.filter((name) => !(FRONT_END_NAMES as string[]).includes(name));
  if (unknown.length > 0) {
    console.error(
      `Unknown package(s): ${unknown.join(', ')}. Choose from ${FRONT_END_NAMES.join(', ')}.`,
    );
    process.exit(2);
  }
  return args.length > 0 ? (args as FrontEndName[]) : FRONT_END_NAMES;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await buildFrontEnds(requestedFrontEnds(process.argv.slice(2)));
}
