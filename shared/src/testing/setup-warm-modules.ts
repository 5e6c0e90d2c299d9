/// <reference types="vite/client" />

/**
 * A front end's pages and features, loaded before its worker's first test: for the projects
 * whose workers keep modules from file to file (`isolate: false` in vitest.config.ts).
 *
 * Pages and tabs load lazily. A lazy load still in flight when a worker's last file ends is cut
 * off with the environment, and fails the run ("Cannot load … after the environment was torn
 * down"), which happens on a busy machine. Loaded here once,
 * such a load finds the module ready. Later files find them loaded, so this costs one load.
 * Not for the `:isolated` projects: their files mock the package's own modules, which must
 * not be loaded before the mocks are.
 */
const modules = import.meta.glob([
  '/src/app/**/*.{ts,tsx}',
  '/src/features/**/*.{ts,tsx}',
  '!**/*.test.{ts,tsx}',
]);

// One at a time, as the app loads them: all at once, the shell's failed to load ("Cannot read
// properties of undefined (reading 'getStatus')").
for (const load of Object.values(modules)) await load();
