import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { rspack, type Compiler, type Configuration, type SwcLoaderOptions } from '@rspack/core';
import { ReactRefreshRspackPlugin } from '@rspack/plugin-react-refresh';
import {
  FAVICON,
  FRONT_END_NAMES,
  FRONT_ENDS,
  PAGE_TEMPLATE,
  reexportModule,
  releaseVersionOf,
  runtimeConfigFromEnv,
  usedExportsOf,
} from '@wattle/scripts/build-kit';
import type { ReleaseNeeds } from '@wattle/shared/release-needs';

/**
 * Packages every front end shares as one instance at runtime. Two copies of any of these
 * would split React state, router context, the query cache or the session store.
 */
const SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'react-router-dom',
  '@tanstack/react-query',
  '@chakra-ui/react',
  '@emotion/react',
  'react-toastify',
  '@wattle/shared',
] as const;

export interface FederatedPackageOptions {
  /** The package folder (pass `import.meta.dirname`). */
  dirname: string;
  /** Module Federation container name: a JS identifier, unique across Wattle. */
  name: string;
  /** Modules a remote exposes to hosts (`./App`, `./spa`). */
  exposes?: Record<string, string>;
  /** Runtime plugins (file paths) for a host. */
  runtimePlugins?: string[];
  /** HTML template of the page that opens the package standalone. */
  htmlTemplate?: string;
  /** Page title of the standalone page. */
  title: string;
}

interface PackageJson {
  version: string;
  dependencies?: Record<string, string>;
}

function readPackageJson(dirname: string): PackageJson {
  return JSON.parse(readFileSync(path.join(dirname, 'package.json'), 'utf8')) as PackageJson;
}

/** The exact version a package pins for `dependency`, following `react/x` to `react`. */
function pinnedVersion(pkg: PackageJson, dependency: string): string | undefined {
  const packageName = dependency.startsWith('@')
    ? dependency.split('/').slice(0, 2).join('/')
    : (dependency.split('/')[0] ?? dependency);
  return pkg.dependencies?.[packageName];
}

/**
 * Singletons shared with only the exports Wattle's code uses (scripts/lib/shared-used-exports.ts):
 * Chakra is most of the JS before first paint, and a shared package is otherwise shipped whole
 * (react-router's whole is half server code: sessions, cookies, handlers).
 */
const TREE_SHAKEN_SINGLETONS = [
  '@chakra-ui/react',
  'react-router-dom',
  '@tanstack/react-query',
] as const;

/** Every front end's source, and the shared package's: what decides the used exports. */
const SOURCE_DIRS = [
  path.join(import.meta.dirname, 'shared/src'),
  ...FRONT_END_NAMES.map((name) => path.join(FRONT_ENDS[name].dir, 'src')),
];

/** Where a build's module of a tree-shaken singleton lives (a virtual module). */
function treeShakenModulePath(dirname: string, dependency: string): string {
  return path.join(dirname, 'node_modules/.wattle-shared', `${dependency.replace(/\W+/g, '-')}.js`);
}

/** A package's ES module entry (`exports['.'].import`): CommonJS cannot be tree-shaken. */
function esmEntryOf(dirname: string, dependency: string): string {
  const manifest = createRequire(path.join(dirname, 'package.json')).resolve(
    `${dependency}/package.json`,
  );
  const { exports } = JSON.parse(readFileSync(manifest, 'utf8')) as {
    exports?: { '.'?: { import?: { default?: string } } };
  };
  const entry = exports?.['.']?.import?.default;
  if (!entry) throw new Error(`${dependency} has no ES module entry to tree-shake`);
  return path.join(path.dirname(manifest), entry);
}

/**
 * Chakra exports a build leaves out of its shared copy although the repository uses them
 * (`WATTLE_CHAKRA_LEFT_OUT=VStack,Timeline`): the journeys build a shell as it was before a
 * remote started using them, to prove such a remote still runs in it (e2e/tests/releases.spec.ts).
 */
function chakraLeftOut(dependency: string): string[] {
  if (dependency !== '@chakra-ui/react') return [];
  return (process.env.WATTLE_CHAKRA_LEFT_OUT ?? '').split(',').filter(Boolean);
}

/** The virtual modules of the tree-shaken singletons `pkg` depends on. */
function treeShakenModules(dirname: string, pkg: PackageJson): Record<string, string> {
  return Object.fromEntries(
    TREE_SHAKEN_SINGLETONS.filter((dependency) => pinnedVersion(pkg, dependency)).map(
      (dependency) => {
        const leftOut = chakraLeftOut(dependency);
        const used = usedExportsOf(dependency, SOURCE_DIRS).filter(
          (name) => !leftOut.includes(name),
        );
        return [
          treeShakenModulePath(dirname, dependency),
          reexportModule(esmEntryOf(dirname, dependency), used),
        ];
      },
    ),
  );
}

/**
 * What a remote built from `dirname` needs of the shell that loads it (`needs.json`): the exact
 * version of every singleton it shares, and the exports its own code imports from each trimmed
 * singleton and from `@wattle/shared` — the shell's copies serve them, so a shell built before
 * the remote started using one lacks it (docs/deploying-a-remote.md#what-a-release-needs).
 */
export function releaseNeeds(options: { dirname: string; name: string }): ReleaseNeeds {
  const pkg = readPackageJson(options.dirname);
  const sources = [path.join(options.dirname, 'src')];
  const checked = [...TREE_SHAKEN_SINGLETONS, '@wattle/shared'].filter((dependency) =>
    pinnedVersion(pkg, dependency),
  );
  return {
    container: options.name,
    version: process.env.WATTLE_RELEASE_VERSION ?? releaseVersionOf(options.dirname),
    shared: Object.fromEntries(
      SINGLETONS.flatMap((dependency) => {
        const version = pinnedVersion(pkg, dependency);
        return version ? [[dependency, version]] : [];
      }),
    ),
    exports: Object.fromEntries(
      checked.map((dependency) => [dependency, usedExportsOf(dependency, sources)]),
    ),
  };
}

/** Writes a remote's `needs.json` beside its manifest, in every build (release, dist, dev). */
class ReleaseNeedsPlugin {
  constructor(private readonly options: { dirname: string; name: string }) {}

  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('ReleaseNeedsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        {
          name: 'ReleaseNeedsPlugin',
          stage: rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL,
        },
        () => {
          const json = `${JSON.stringify(releaseNeeds(this.options), null, 2)}\n`;
          compilation.emitAsset('needs.json', new rspack.sources.RawSource(json));
        },
      );
    });
  }
}

/**
 * The whole of Chakra for the shell to import on demand (`@wattle/chakra-complete`): built into
 * the shell's own module graph, it reuses every Chakra module the shell already runs, so the
 * exports it adds for a remote belong to the one Chakra (shell/src/features/remotes/lib/
 * needs-plugin.ts).
 */
function completeChakraAlias(dirname: string, pkg: PackageJson): Record<string, string> {
  if (!pinnedVersion(pkg, '@chakra-ui/react')) return {};
  return { '@wattle/chakra-complete': esmEntryOf(dirname, '@chakra-ui/react') };
}

export function sharedSingletons(pkg: PackageJson, dirname?: string) {
  return Object.fromEntries(
    SINGLETONS.flatMap((dependency) => {
      const version = pinnedVersion(pkg, dependency);
      if (!version) return [];
      const config = { singleton: true, strictVersion: true, requiredVersion: version };
      const treeShaken =
        dirname !== undefined && (TREE_SHAKEN_SINGLETONS as readonly string[]).includes(dependency);
      // The provided (and fallback) module is the used-exports module; its version is the pin.
      return [
        [
          dependency,
          treeShaken
            ? { ...config, version, import: treeShakenModulePath(dirname, dependency) }
            : config,
        ],
      ];
    }),
  );
}

function swcOptions(development: boolean): SwcLoaderOptions {
  return {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic', development, refresh: development } },
    },
  };
}

/**
 * Starts every chunk with V8's explicit compile hint (Chromium 136+; other browsers read a
 * comment). A chunk is loaded when its code is about to run: the hint has Chromium compile its
 * functions on the streaming thread while it downloads, instead of on the main thread at each
 * function's first call, a sizeable share of the app's start on a public page.
 * Added after minification, so the minifier cannot drop it, and before the source maps are
 * written, so they count its line.
 */
function compileHintPlugin() {
  return new rspack.BannerPlugin({
    banner: '//# allFunctionsCalledOnLoad',
    raw: true,
    test: /\.js$/,
    stage: rspack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
  });
}

/** The dev server listens where `npm start` serves the build (scripts/lib/front-ends.ts). */
function devServerPort(dirname: string): number {
  const name = FRONT_END_NAMES.find((candidate) => FRONT_ENDS[candidate].dir === dirname);
  if (!name)
    throw new Error(`${dirname} is not one of the front ends in scripts/lib/front-ends.ts`);
  return FRONT_ENDS[name].port;
}

/** The brand fonts' Latin faces: every page's text needs them, so they are fetched first. */
const FIRST_PAINT_FONTS =
  /(?:^|\/)(?:inter|plus-jakarta-sans)-latin-wght-normal\.[0-9a-f]+\.woff2$/;

/**
 * Preloads the brand fonts from the page's head. Otherwise the browser learns of them only
 * once it has the stylesheet that names them (linked by the shell's page, but arriving with
 * the app's JS on a remote's own page) and has laid the page out, then paints the fallback
 * font and repaints (a layout shift, and a late LCP). Prerendered pages keep these tags
 * (prerender.ts).
 */
class PreloadFontsPlugin {
  apply(compiler: Compiler) {
    compiler.hooks.compilation.tap('PreloadFontsPlugin', (compilation) => {
      rspack.HtmlRspackPlugin.getCompilationHooks(compilation).alterAssetTagGroups.tapPromise(
        'PreloadFontsPlugin',
        async (data) => {
          const fonts = Object.keys(compilation.assets)
            .filter((name) => FIRST_PAINT_FONTS.test(name))
            .sort();
          data.headTags.unshift(
            ...fonts.map((font) =>
              rspack.HtmlRspackPlugin.createHtmlTagObject('link', {
                rel: 'preload',
                href: `/${font}`,
                as: 'font',
                type: 'font/woff2',
                crossorigin: true,
              }),
            ),
          );
          return data;
        },
      );
    });
  }
}

function buildDir(dirname: string): string {
  return path.join(dirname, process.env.WATTLE_BUILD_DIR ?? 'dist');
}

function resolveOptions(
  dirname: string,
  aliases: Record<string, string> = {},
): Configuration['resolve'] {
  return {
    extensions: ['.ts', '.tsx', '.js', '.jsx', '.json'],
    // The shared package and the API use NodeNext imports (`./x.js` for `./x.ts`).
    extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
    alias: { '@': path.join(dirname, 'src'), ...aliases },
  };
}

function typeScriptRule(production: boolean) {
  return {
    test: /\.tsx?$/,
    exclude: /node_modules/,
    loader: 'builtin:swc-loader',
    options: swcOptions(!production),
  };
}

/**
 * A front end's page scripts: import-free scripts a page loads instead of the entry, built
 * apart from the package's federated build because Module Federation puts its runtime, many
 * times their size, into every entry of a build. Production only
 * (prerendered pages link them); written beside the package's chunks, hashed like them.
 */
export function createPageScriptsConfig(options: {
  dirname: string;
  entries: Record<string, string>;
}): Configuration {
  return {
    mode: 'production',
    context: options.dirname,
    target: ['web', 'es2022'],
    entry: options.entries,
    devtool: 'source-map',
    output: {
      path: buildDir(options.dirname),
      publicPath: '/',
      filename: 'static/js/[name].[contenthash:8].js',
      clean: false,
    },
    resolve: resolveOptions(options.dirname),
    module: { rules: [typeScriptRule(true)] },
    plugins: [compileHintPlugin()],
    optimization: { moduleIds: 'deterministic', chunkIds: 'deterministic' },
    performance: { hints: false },
  };
}

export function createFederatedConfig(options: FederatedPackageOptions) {
  return (_env: unknown, argv: { mode?: string } = {}): Configuration => {
    const production = (argv.mode ?? process.env.NODE_ENV) !== 'development';
    const pkg = readPackageJson(options.dirname);
    const remote = Object.keys(options.exposes ?? {}).length > 0;
    return {
      mode: production ? 'production' : 'development',
      context: options.dirname,
      target: ['web', 'es2022'],
      entry: { main: './src/index.ts' },
      devtool: production ? 'source-map' : 'cheap-module-source-map',
      output: {
        path: buildDir(options.dirname),
        publicPath: 'auto',
        uniqueName: options.name,
        filename: production ? 'static/js/[name].[contenthash:8].js' : 'static/js/[name].js',
        chunkFilename: production ? 'static/js/[name].[contenthash:8].js' : 'static/js/[name].js',
        cssFilename: production ? 'static/css/[name].[contenthash:8].css' : 'static/css/[name].css',
        cssChunkFilename: production
          ? 'static/css/[name].[contenthash:8].css'
          : 'static/css/[name].css',
        assetModuleFilename: 'static/media/[name].[contenthash:8][ext]',
        clean: true,
      },
      resolve: resolveOptions(
        options.dirname,
        remote ? {} : completeChakraAlias(options.dirname, pkg),
      ),
      module: {
        rules: [
          typeScriptRule(production),
          { test: /\.css$/, type: 'css/auto' },
          { test: /\.(woff2?|png|jpe?g|webp|svg|ico)$/, type: 'asset/resource' },
        ],
      },
      plugins: [
        new rspack.HtmlRspackPlugin({
          template: options.htmlTemplate ?? PAGE_TEMPLATE,
          title: options.title,
          favicon: FAVICON,
          publicPath: '/',
          minify: production,
        }),
        new PreloadFontsPlugin(),
        ...(remote
          ? [new ReleaseNeedsPlugin({ dirname: options.dirname, name: options.name })]
          : []),
        new ModuleFederationPlugin({
          name: options.name,
          filename: 'remoteEntry.js',
          exposes: options.exposes ?? {},
          remotes: {},
          // Development shares Chakra whole: a component imported after the dev server
          // started must work without a restart.
          shared: sharedSingletons(pkg, production ? options.dirname : undefined),
          shareStrategy: 'loaded-first',
          runtimePlugins: options.runtimePlugins ?? [],
          manifest: { fileName: 'mf-manifest.json' },
          dts: false,
        }),
        ...(production
          ? [new rspack.experiments.VirtualModulesPlugin(treeShakenModules(options.dirname, pkg))]
          : []),
        ...(production ? [compileHintPlugin()] : [new ReactRefreshRspackPlugin()]),
      ],
      optimization: { moduleIds: 'deterministic', chunkIds: 'deterministic' },
      performance: { hints: false },
      devServer: {
        port: devServerPort(options.dirname),
        host: '127.0.0.1',
        // The shell's page on :3000 talks to every remote's dev server for hot updates.
        allowedHosts: ['localhost', '127.0.0.1'],
        hot: true,
        historyApiFallback: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        setupMiddlewares: (middlewares) => [
          {
            name: 'runtime-config',
            path: '/config.json',
            middleware: (_request: IncomingMessage, res: ServerResponse) => {
              res.setHeader('Content-Type', 'application/json');
              res.setHeader('Cache-Control', 'no-store');
              res.end(JSON.stringify(runtimeConfigFromEnv(process.env)));
            },
          },
          ...middlewares,
        ],
      },
    };
  };
}
