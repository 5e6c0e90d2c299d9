/**
 * One package's part of the prerender, in its own process (scripts/prerender.ts starts it
 * with that package's tsconfig, so its `@/` imports resolve): renders each path with the
 * module's render function and writes the results as JSON.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

export interface PrerenderJob {
  /**
   * Absolute path of the module, and the name of its `(path, config, context) =>
   * Promise<result>`; `context` is the job's own, if any (JSON).
   */
  module: string;
  exportName: string;
  config: unknown;
  context?: unknown;
  paths: string[];
  out: string;
}

const job = JSON.parse(readFileSync(process.argv[2] ?? '', 'utf8')) as PrerenderJob;
const module = (await import(pathToFileURL(job.module).href)) as Record<
  string,
  (path: string, config: unknown, context: unknown) => Promise<unknown>
>;
const render = module[job.exportName];
if (!render) throw new Error(`${job.module} exports no ${job.exportName}`);
const results: Record<string, unknown> = {};
for (const path of job.paths) results[path] = await render(path, job.config, job.context);
writeFileSync(job.out, JSON.stringify(results));
