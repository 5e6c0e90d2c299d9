// @ts-check
import { existsSync, readdirSync } from 'node:fs';
import js from '@eslint/js';
import pluginQuery from '@tanstack/eslint-plugin-query';
import checkFile from 'eslint-plugin-check-file';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const REMOTES = ['mf-marketing', 'mf-trading', 'mf-account', 'mf-history'];
const FRONT_ENDS = ['shell', ...REMOTES];
const FRONT_END_SOURCES = [...FRONT_ENDS, 'shared'].map((dir) => `${dir}/src/**/*.{ts,tsx}`);

/** The features of a front end: each folder of `src/features`, read when lint starts. */
function featuresOf(dir) {
  const root = `${import.meta.dirname}/${dir}/src/features`;
  if (!existsSync(root)) return [];
  return readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
}

/**
 * Inside one package (bulletproof-react's zones): a feature never imports another feature —
 * what two features share moves to `src/components` or `src/lib` — and the package-wide
 * folders never import features or the app, so dependencies point one way.
 */
function packageZones(dir) {
  const src = `./${dir}/src`;
  return [
    ...featuresOf(dir).map((feature) => ({
      target: `${src}/features/${feature}`,
      from: `${src}/features`,
      except: [`./${feature}`],
      message: `A feature never imports another: move what ${feature} needs to src/components or src/lib.`,
    })),
    ...['components', 'lib', 'config'].map((folder) => ({
      target: `${src}/${folder}`,
      from: [`${src}/features`, `${src}/app`],
      message: `src/${folder} is shared by the whole package: it never imports features or the app.`,
    })),
  ];
}

/** shared: the wire contracts stand alone (the API imports them); only tests use test helpers. */
function sharedZones() {
  return [
    {
      target: './shared/src/contracts',
      from: './shared/src',
      except: ['./contracts', './boot.ts'],
      message: 'Contracts depend on nothing else in shared: the API imports them.',
    },
    {
      target: './shared/src/!(testing)/**/!(*.test).{ts,tsx}',
      from: './shared/src/testing/**',
      message: 'Only tests import the test helpers.',
    },
  ];
}

const API_MODULES = `${import.meta.dirname}/api/src/modules`;

const entriesOf = (dir) => (existsSync(dir) ? readdirSync(dir, { withFileTypes: true }) : []);

/**
 * The API's modules, read when lint starts: each folder of api/src/modules, or, for a folder
 * that holds folders (identity), each of those. Such a group's own files are what its
 * modules share (`shared`); nothing outside the group sees them.
 */
function apiModules() {
  return entriesOf(API_MODULES)
    .filter((entry) => entry.isDirectory())
    .flatMap((entry) => {
      const inside = entriesOf(`${API_MODULES}/${entry.name}`);
      const folders = inside.filter((item) => item.isDirectory()).map((item) => item.name);
      if (folders.length === 0) return [{ path: entry.name, group: null, shared: [] }];
      const shared = inside
        .filter((item) => item.isFile())
        .map((item) => `${entry.name}/${item.name}`);
      return folders.map((folder) => ({
        path: `${entry.name}/${folder}`,
        group: entry.name,
        shared,
      }));
    });
}

/**
 * The API's walls: a module's files import another module only through its index.ts, its
 * public surface (services, types, errors and its route plugin, never a repository); code
 * outside the modules (app, plugins, seeds, …) likewise. A group's shared files never import
 * its own modules, so dependencies point one way.
 */
function apiZones() {
  const modules = apiModules();
  const groups = [
    ...new Map(modules.filter((module) => module.group).map((m) => [m.group, m.shared])),
  ].filter(([, shared]) => shared.length > 0);
  const indexOf = (module) => `./${module.path}/index.ts`;
  const src = './api/src/modules';
  return [
    ...modules.map((module) => ({
      target: `${src}/${module.path}`,
      from: src,
      except: [
        `./${module.path}`,
        ...module.shared.map((file) => `./${file}`),
        ...modules.filter((other) => other !== module).map(indexOf),
      ],
      message: `Import another module through its index.ts: ${module.path} may not reach past it.`,
    })),
    ...groups.map(([group, shared]) => ({
      target: shared.map((file) => `${src}/${file}`),
      from: src,
      except: [
        ...shared.map((file) => `./${file}`),
        ...modules.filter((other) => other.group !== group).map(indexOf),
      ],
      message: `What ${group}'s modules share imports none of them, and other modules only through their index.ts.`,
    })),
    {
      target: ['./api/src/*.ts', './api/src/!(modules)/**'],
      from: src,
      except: modules.map(indexOf),
      message: 'Outside the modules, import a module through its index.ts.',
    },
    {
      target: `${src}/**/index.ts`,
      from: `${src}/**/*-repository.ts`,
      message: "A module's public surface offers services, never a repository: add a service.",
    },
    {
      target: './api/src/**/*-routes.ts',
      from: './api/src/**/*-repository.ts',
      message: 'A route calls services only: move the repository call into a service.',
    },
  ];
}
/**
 * The tooling (`scripts/`, the @wattle/scripts package: runners, prerender, benches) runs the
 * apps and is never imported by them. It reaches the API only through the API's tooling surface
 * (`@wattle/api/tooling`), and the build configs reach it only through its build kit.
 */
const toolingZones = [
  ...[...FRONT_ENDS, 'shared', 'api', 'e2e'].map((dir) => ({
    target: `./${dir}`,
    from: './scripts',
    message: `${dir} may not import the tooling (scripts/): the tooling runs the apps, not the reverse.`,
  })),
  {
    target: './scripts',
    from: './api',
    except: ['./tooling/index.ts'],
    message: 'The tooling uses the API through @wattle/api/tooling (api/tooling/index.ts) only.',
  },
  // The tooling builds and serves the front ends without importing their code, but for the
  // marketing remote's content compiler, which the build runs over its Markdown, and the
  // company pages the remote publishes, which the build must find there.
  ...FRONT_ENDS.map((dir) => ({
    target: './scripts',
    from: `./${dir}`,
    except:
      dir === 'mf-marketing'
        ? [
            './src/features/content/lib/compile-article.ts',
            './src/features/content/lib/content-types.ts',
            './src/features/content/lib/company-pages.ts',
          ]
        : [],
    message: `The tooling does not import ${dir}'s code.`,
  })),
  {
    target: ['./rspack.base.ts', './*/rspack.config.ts'],
    from: './scripts',
    except: ['./build-kit.ts'],
    message: 'A build config uses the tooling through @wattle/scripts/build-kit only.',
  },
];

/** Dependencies point one way: shared → remote features → remote app; no remote imports another. */
const boundaries = [
  ...FRONT_ENDS.flatMap((target) =>
    [...FRONT_ENDS, 'api']
      .filter((other) => other !== target)
      .map((other) => ({
        target: `./${target}`,
        from: `./${other}`,
        message: `${target} may not import ${other}: put what both need in shared.`,
      })),
  ),
  ...FRONT_ENDS.map((dir) => ({
    target: `./${dir}/src/features`,
    from: `./${dir}/src/app`,
    message: 'Features do not import the app layer; the app composes features.',
  })),
  ...['shell', ...REMOTES, 'api'].map((dir) => ({
    target: './shared',
    from: `./${dir}`,
    message: 'shared depends on nothing in the workspace.',
  })),
  ...FRONT_ENDS.map((dir) => ({
    target: './api',
    from: `./${dir}`,
    message: 'The API does not import front-end code.',
  })),
  ...FRONT_ENDS.flatMap(packageZones),
  ...sharedZones(),
  ...apiZones(),
  ...toolingZones,
];

/**
 * Bundled into the shell's entry, which runs before any shared singleton has loaded
 * (shell/src/features/remotes/lib/first-remote.ts): these take only types from shared packages.
 */
const SHELL_ENTRY_FILES = [
  'shell/src/index.ts',
  'shell/src/app/remote-routes.ts',
  ...['first-remote', 'remote-registry', 'remote-overrides', 'retry-plugin'].map(
    (file) => `shell/src/features/remotes/lib/${file}.ts`,
  ),
];
/**
 * Page scripts and what they bundle (shell/src/static-page.ts, mf-marketing/src/live-prices.ts):
 * a few kilobytes a prerendered page loads instead of the app, so nothing of the app's either —
 * no shared index (`@wattle/shared/boot`, `/display` and `/money` are import-free), no zod.
 */
const PAGE_SCRIPT_FILES = [
  'shell/src/static-page.ts',
  'shell/src/features/analytics/lib/sign-up-link.ts',
  'mf-marketing/src/live-prices.ts',
  'mf-marketing/src/lib/live-prices/{figures,slots,fill-slots,chart-path,page-answers}.ts',
  'mf-marketing/src/lib/api/public-paths.ts',
  'mf-marketing/src/lib/market-stats.ts',
  'mf-marketing/src/config/polling.ts',
];
const SHARED_AT_RUNTIME = [
  'react',
  'react-dom',
  'react-router-dom',
  '@tanstack/react-query',
  '@chakra-ui/react',
  '@emotion/react',
  'react-toastify',
  '@wattle/shared',
  '@wattle/shared/contracts',
];

/**
 * The API's layering (README "Where things live"): SQL only in repositories (and the database
 * layer itself), errors only in a module's *-errors.ts or lib/errors.ts.
 */
function apiLayering() {
  const sql = [
    {
      selector:
        'CallExpression[callee.property.name=/^(selectFrom|insertInto|updateTable|deleteFrom|mergeInto)$/]',
      message: 'SQL lives in a *-repository.ts: call a repository function from here.',
    },
    {
      selector: "TaggedTemplateExpression[tag.name='sql']",
      message: 'SQL lives in a *-repository.ts: call a repository function from here.',
    },
  ];
  const errors = [
    {
      selector: "NewExpression[callee.name='AppError']",
      message: "Errors are made in the module's *-errors.ts (or with lib/errors.ts helpers).",
    },
  ];
  const tests = ['api/src/**/*.test.ts'];
  const revokeSessions = {
    group: ['**/session-repository.js'],
    importNamePattern: '^revoke',
    message: 'End sessions with session-service.ts: it ends their sockets too.',
  };
  const routeAudit = {
    group: ['**/audit/index.js'],
    importNames: ['writeAudit'],
    message: 'A route calls services only: write the audit line in the service.',
  };
  return [
    {
      files: ['api/src/**/*.ts'],
      ignores: tests,
      rules: { 'no-restricted-syntax': ['error', ...sql, ...errors] },
    },
    {
      // The checker reads the ledger from outside, independently of the repositories it audits.
      files: [
        'api/src/**/*-repository.ts',
        'api/src/db/**/*.ts',
        'api/src/modules/ledger/ledger-invariants.ts',
      ],
      ignores: tests,
      rules: { 'no-restricted-syntax': ['error', ...errors] },
    },
    {
      files: ['api/src/**/*-errors.ts', 'api/src/lib/errors.ts'],
      rules: { 'no-restricted-syntax': ['error', ...sql] },
    },
    {
      // A session ends only through sessions/session-service.ts, which ends its sockets with it.
      files: ['api/src/**/*.ts'],
      ignores: [...tests, 'api/src/modules/identity/sessions/session-service.ts'],
      rules: { 'no-restricted-imports': ['error', { patterns: [revokeSessions] }] },
    },
    {
      // A change and its audit line are written together, in the service's transaction.
      // (Rule options replace, not add up: route files repeat the session pattern.)
      files: ['api/src/**/*-routes.ts'],
      ignores: tests,
      rules: { 'no-restricted-imports': ['error', { patterns: [revokeSessions, routeAudit] }] },
    },
  ];
}

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-*/**',
      '**/releases/**',
      '**/.tsbuild/**',
      '**/node_modules/**',
      '.data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '.bench/**',
      // The developer page's signing examples: stand-alone scripts for customers, written for
      // any Node project, run by api/test/developer-page.test.ts.
      'mf-marketing/content/developers/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node, ...globals.browser },
    },
    plugins: { 'import-x': importX },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: boundaries }],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-non-null-assertion': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/only-throw-error': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
      // Fastify plugins are async by contract, awaited or not.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    // Tests read JSON bodies they assert on; typing each one would only restate the assertion.
    files: ['**/*.test.{ts,tsx}', 'api/test/**/*.ts', 'e2e/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  {
    files: FRONT_END_SOURCES,
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  // Front ends and shared: imports resolve as the bundler resolves them (`@/` to the package's
  // own src, `./x.js` to `./x.ts`), so the zones above see every import.
  ...[...FRONT_ENDS, 'shared'].map((dir) => ({
    files: [`${dir}/src/**/*.{ts,tsx}`],
    settings: {
      // Without these, import-x parses only .js files: no-cycle would never see a .ts import.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.jsx'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createNodeResolver({
          alias: { '@': [`${import.meta.dirname}/${dir}/src`] },
          extensions: ['.ts', '.tsx', '.js', '.jsx', '.json'],
          extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
        }),
      ],
    },
  })),
  {
    // The API imports a TypeScript source by the name it is emitted as (`./x.js` for `./x.ts`):
    // resolved so, the zones above and no-cycle see every import.
    files: ['api/**/*.ts'],
    settings: {
      'import-x/extensions': ['.ts', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts'] },
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.js', '.json'],
          extensionAlias: { '.js': ['.ts', '.js'] },
        }),
      ],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // The tooling and the build configs: package exports and `./x.js` for `./x.ts` resolve as
    // Node and tsx resolve them, so the tooling zones see every import.
    files: ['scripts/**/*.{ts,mjs}', 'rspack.base.ts', '*/rspack.config.ts'],
    settings: {
      'import-x/extensions': ['.ts', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts'] },
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.js', '.mjs', '.json'],
          extensionAlias: { '.js': ['.ts', '.js'] },
        }),
      ],
    },
  },
  {
    files: FRONT_END_SOURCES,
    plugins: { 'check-file': checkFile },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-duplicates': ['error', { 'prefer-inline': true }],
      'import-x/order': [
        'error',
        {
          groups: ['builtin', 'external', 'internal', 'parent', 'sibling', 'index'],
          // The workspace's own packages read as the libraries they are.
          pathGroups: [
            { pattern: '@wattle/**', group: 'external' },
            { pattern: '@/**', group: 'internal' },
          ],
          pathGroupsExcludedImportTypes: ['builtin'],
          'newlines-between': 'never',
          alphabetize: { order: 'asc', caseInsensitive: true },
        },
      ],
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': ['error', { '*/src/**/': 'KEBAB_CASE' }],
    },
  },
  {
    // Chakra used one way only. Spinner is a plain span, where a name is not allowed (axe:
    // aria-prohibited-attr); SegmentGroup.Indicator and three palettes are not used at all.
    files: FRONT_END_SOURCES,
    ignores: ['shared/src/components/loading-spinner.tsx', 'shared/src/theme/theme.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXOpeningElement[name.name='Spinner'] > JSXAttribute[name.name='aria-label']",
          message: 'A named spinner is a status: use LoadingSpinner from @wattle/shared.',
        },
        {
          // It measures the chosen segment as it mounts: a whole-page layout mid-render.
          selector: "JSXMemberExpression[object.name='SegmentGroup'][property.name='Indicator']",
          message: 'The theme draws the chosen segment on the segment (shared/src/theme/theme.ts).',
        },
        {
          // Palettes the theme leaves out (UNUSED_PALETTES): a colour named from one draws nothing.
          selector: 'Literal[value=/^(yellow|cyan|pink)(\\.|$)/]',
          message:
            'Wattle draws no yellow, cyan or pink: see UNUSED_PALETTES in shared/src/theme/theme.ts.',
        },
      ],
    },
  },
  ...pluginQuery.configs['flat/recommended'],
  {
    files: SHELL_ENTRY_FILES,
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: SHARED_AT_RUNTIME.map((name) => ({
            name,
            allowTypeImports: true,
            message:
              'The shell entry runs before shared modules load: import types only, or use @wattle/shared/boot.',
          })),
        },
      ],
    },
  },
  {
    files: PAGE_SCRIPT_FILES,
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [...SHARED_AT_RUNTIME, 'zod'].map((name) => ({
            name,
            allowTypeImports: true,
            message:
              'A page script stays small: import types only, or an import-free module (@wattle/shared/boot, /display, /money).',
          })),
        },
      ],
    },
  },
  ...apiLayering(),
  {
    files: [
      'scripts/**/*.{ts,mjs}',
      'api/src/server.ts',
      'api/src/cli/**/*.ts',
      'e2e/**/*.ts',
      // The fault suite prints what it measured, as the benchmarks do.
      'api/faults/**/*.ts',
    ],
    rules: { 'no-console': 'off' },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
);
