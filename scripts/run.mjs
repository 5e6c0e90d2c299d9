/**
 * Runs a TypeScript script with the bundler loaded untouched. tsx transforms every module
 * it loads, and Rspack turns some of its own functions into browser code with
 * Function#toString: loaded through tsx they would carry esbuild's `__name` helper into the
 * bundle. So Rspack and Module Federation load first, natively; then tsx takes over.
 */
import { pathToFileURL } from 'node:url';

await import('@rspack/core');
await import('@module-federation/enhanced/rspack');
await import('@rspack/plugin-react-refresh');
await import('@rspack/dev-server');
const { register } = await import('tsx/esm/api');
register();

const [script, ...rest] = process.argv.slice(2);
if (!script) {
  console.error('usage: node scripts/run.mjs <script.ts> [args…]');
  process.exit(2);
}
process.argv = [process.argv[0], script, ...rest];
await import(pathToFileURL(script).href);
