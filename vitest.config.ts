import path from 'node:path';
import { configDefaults, defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

const root = import.meta.dirname;

/**
 * A test file that mocks one of its package's own modules (`vi.mock('@/…')`): a module an
 * earlier file in the same worker loaded stays loaded, unmocked, so such a file gets a module
 * registry of its own in the package's `:isolated` project.
 */
const ISOLATED_TESTS = 'src/**/*.isolated.test.{ts,tsx}';

function frontEnd(dir: string): TestProjectInlineConfiguration[] {
  const project = (name: string, include: string[], exclude: string[], isolate: boolean) => ({
    resolve: {
      alias: {
        '@': path.join(root, dir, 'src'),
        // The shell's complete Chakra (rspack.base.ts): in a test, Chakra is whole anyway.
        '@wattle/chakra-complete': '@chakra-ui/react',
      },
    },
    test: {
      name,
      root: path.join(root, dir),
      environment: 'happy-dom' as const,
      include,
      exclude: [...configDefaults.exclude, ...exclude],
      setupFiles: [
        path.join(root, 'shared/src/testing/setup-dom.ts'),
        ...(isolate ? [] : [path.join(root, 'shared/src/testing/setup-warm-modules.ts')]),
      ],
      // Room for the finds' 4 s (setup-dom.ts) on a starved machine.
      testTimeout: 15_000,
      isolate,
    },
  });
  return [
    // A worker keeps React, Chakra and the shared package loaded from file to file instead
    // of importing them for each, which would dominate the front ends' test time.
    // setup-dom unmounts every tree and clears storage after each test, and the files pass
    // in shuffled orders too (--sequence.shuffle).
    project(dir, ['src/**/*.test.{ts,tsx}'], [ISOLATED_TESTS], false),
    project(`${dir}:isolated`, [ISOLATED_TESTS], [], true),
  ];
}

/**
 * API suites whose subject is not the database — hostile input, Redis going away, guessable
 * passwords, the developer page's snippets — which need one pass: on PostgreSQL when there is
 * one (the production database, and the quicker here), else on PGlite.
 */
const SUITES_ON_ANY_DATABASE = [
  'test/fuzz.test.ts',
  'test/redis-outage.test.ts',
  'test/weak-passwords.test.ts',
  'test/developer-page.test.ts',
];

function api(database: 'pglite' | 'postgres'): TestProjectInlineConfiguration {
  const onceOnPostgres = database === 'pglite' && process.env.DATABASE_URL;
  return {
    test: {
      name: `api-${database}`,
      root: path.join(root, 'api'),
      environment: 'node',
      // Unit tests need no database: they run once, with the PGlite pass.
      include:
        database === 'pglite' ? ['src/**/*.test.ts', 'test/**/*.test.ts'] : ['test/**/*.test.ts'],
      exclude: [...configDefaults.exclude, ...(onceOnPostgres ? SUITES_ON_ANY_DATABASE : [])],
      env: { WATTLE_TEST_DB: database },
      // Every file builds its own app on its own database, and the API keeps no module state
      // that outlives one (its caches are keyed by the database handle): so a worker keeps
      // the API's modules loaded from file to file instead of importing them for each.
      isolate: false,
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  };
}

/**
 * Every package's unit and integration tests. The API suites run on embedded PGlite, and
 * again on PostgreSQL when DATABASE_URL points at one (but SUITES_ON_ANY_DATABASE).
 */
export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one on a two-core machine, which
    // leaves a core idle while the API suites wait on their database.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'shared',
          root: path.join(root, 'shared'),
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'scripts',
          root: path.join(root, 'scripts'),
          include: ['**/*.test.ts'],
          environment: 'node',
        },
      },
      api('pglite'),
      ...(process.env.DATABASE_URL ? [api('postgres')] : []),
      ...frontEnd('shell'),
      ...frontEnd('mf-marketing'),
      ...frontEnd('mf-trading'),
      ...frontEnd('mf-account'),
      ...frontEnd('mf-history'),
    ],
  },
});
