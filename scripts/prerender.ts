/**
 * Prerendering (docs/architecture.md#prerendering): after the shell and marketing builds, every
 * public route (the marketing site, and the shell's `/login` and `/signup`, the pages a
 * visitor opens to become a customer) is rendered with react-dom/server into a full HTML
 * page — the shell's built index.html with the page's title, description, canonical link and
 * social cards in its head, and the shell's header and footer around the page's content in
 * #root — so the first response already shows the page (to a visitor, a crawler, curl) before
 * any script.
 *
 *   1. mf-marketing's App renders each route for a visitor (src/app/prerender-page.tsx);
 *      whatever the remote routes there is prerendered, so new marketing pages need nothing
 *      here. A path the App sends to not-found is skipped (it keeps the plain app shell).
 *   2. The shell renders its own public pages the same way, from its route table, and its
 *      frame for every route (both in shell/src/app/prerender-frame.tsx).
 *   3. Signed-in pages (signedInFrames: the front ends' PAGE_FRAMES) are rendered as their
 *      frame only, the page's heading over its spinner: the same for every customer, and
 *      never listed in the sitemap.
 *   4. All are joined into shell/dist/prerendered/*.html, with sitemap.xml and robots.txt,
 *      listed in prerendered/manifest.json. URLs carry APP_URL_PLACEHOLDER: the front-end
 *      server (scripts/lib/front-end-server.ts) puts the deployment's appUrl in at start.
 *
 * In the browser the shell does not hydrate this markup: it keeps the page's content as
 * every loading state's fallback (PageFallback, shared) and renders the live app in a
 * transition (time-sliced, so the page scrolls and taps while it boots), which replaces it
 * with the same page once its code and data are in. So there is nothing to mismatch, no
 * spinner flash and no layout shift, and prices fill in live. A page whole without the app
 * (no API data but the prices its page script fills, no form of its own near its top) is
 * marked STATIC_PAGE_ATTRIBUTE: for a visitor, the app starts there only when they reach for
 * the page (shell/src/index.ts).
 */
import { execFileSync } from 'node:child_process';
import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RuntimeConfig } from '@wattle/shared/contracts';
import {
  DEFERRED_FONTS_ATTRIBUTE,
  ENTRY_SCRIPT_ATTRIBUTE,
  PAGE_SCRIPT_ATTRIBUTE,
  PRERENDERED_PAGE_ATTRIBUTE,
  STATIC_PAGE_ATTRIBUTE,
  TYPED_FORM_ATTRIBUTE,
} from '@wattle/shared/boot';
import type { PageFrameProps } from '@wattle/shared';
import { escapeHeadText, pageHeadHtml, pageHeadTags, type PageHeadInput } from '@wattle/shared/seo';
import { buildDirOf, FRONT_ENDS, ROOT } from './lib/front-ends.ts';
import type { PrerenderJob } from './lib/prerender-worker.ts';
import { publicRoutes, routeTable, type PublicRoute } from './lib/public-routes.ts';
import { COMPANY_PLACEHOLDERS, ROUTE_TABLE_FILE } from './lib/route-table.ts';

/** Stands for the app's origin in prerendered files until the server knows the real one. */
export const APP_URL_PLACEHOLDER = 'https://wattle-app.invalid';
export const PRERENDER_DIR = 'prerendered';
export const MANIFEST_FILE = 'manifest.json';

export interface PrerenderManifest {
  /** URL path → file under the shell's build folder, and its content type. */
  [urlPath: string]: { file: string; type: string };
}

/** No API at build time: anything a page fetches fails at once and renders its loading state. */
const NOWHERE = 'http://127.0.0.1:9';
const BUILD_CONFIG: RuntimeConfig = {
  environment: 'production',
  apiUrl: NOWHERE,
  socketUrl: NOWHERE,
  appUrl: APP_URL_PLACEHOLDER,
  remotes: { marketing: NOWHERE, trading: NOWHERE, account: NOWHERE, history: NOWHERE },
  remoteOverrideOrigins: [],
  // Filled in by the server that serves the page (front-end-server.ts), as the app URL is.
  company: { abn: COMPANY_PLACEHOLDERS.abn, austracNumber: COMPANY_PLACEHOLDERS.austracNumber },
  features: { sandbox: true, liveChatKey: null },
};

/** Paths a search engine has no business crawling (signed-in pages and one-time links). */
const PRIVATE_PATHS = [
  '/dashboard',
  '/balance',
  '/buckets',
  '/profile',
  '/transfer',
  '/new-profile',
  '/transaction',
  '/notifications',
  '/support',
  '/verify',
  '/password-reset',
  '/lock-account',
  '/forgot-password',
];

/** The front ends with signed-in pages of their own. */
const SIGNED_IN_FRONT_ENDS = ['shell', 'trading', 'account', 'history'] as const;

/**
 * Signed-in pages the build prerenders as their frame (the page's heading over its spinner,
 * PageFrame in shared): each front end's PAGE_FRAMES (src/lib/page-frames.ts), which its pages
 * draw their PageLayout from, so a page given a frame there is prerendered with nothing to add
 * here. A customer's first response then shows the page while the app and their data load.
 * Not in the sitemap. Read from outside their packages (and their tsconfigs): those files
 * import relatively, never through `@/`.
 */
export async function signedInFrames(): Promise<Record<string, PageFrameProps>> {
  const modules = await Promise.all(
    SIGNED_IN_FRONT_ENDS.map(
      (name) =>
        import(
          pathToFileURL(path.join(FRONT_ENDS[name].dir, 'src/lib/page-frames.ts')).href
        ) as Promise<{ PAGE_FRAMES: Record<string, PageFrameProps> }>,
    ),
  );
  const entries = modules.flatMap((module) => Object.entries(module.PAGE_FRAMES));
  const twice = entries.find(([path], at) => entries.findIndex(([other]) => other === path) < at);
  if (twice) throw new Error(`${twice[0]} has a frame in two front ends' PAGE_FRAMES`);
  return Object.fromEntries(entries);
}

/**
 * …all drawn by one worker, in the shared package: a frame needs nothing of its front end but
 * its entry in `frames`.
 */
export const renderSignedInFrames = (
  frames: Readonly<Record<string, PageFrameProps>>,
  paths = Object.keys(frames),
) =>
  runWorker<PageResult>(
    path.join(ROOT, 'shared'),
    'src/prerender/prerender-app.tsx',
    'prerenderPageFrame',
    paths,
    frames,
  );

export interface PageResult {
  html: string | null;
  /** The page's own `usePageHead` input, collected during its render. */
  head: PageHeadInput | null;
  /** Whole without the app (mf-marketing/src/app/prerender-page.tsx): STATIC_PAGE_ATTRIBUTE. */
  isStatic?: boolean;
  /** The remote's page script a static page needs to be whole (its prices), if any. */
  pageScript?: string | null;
}
interface FrameResult {
  html: string;
  /** The shell's route table for the path: the fallback for a page with no head of its own. */
  head: PageHeadInput;
}

/**
 * Runs one package's renders in its own Node process, under that package's tsconfig (and
 * apart from anything else that renders React: a server render leaves React's contexts set).
 */
export function runWorker<T>(
  pkgDir: string,
  module: string,
  exportName: string,
  paths: string[],
  context?: unknown,
) {
  const scratch = mkdtempSync(path.join(tmpdir(), 'wattle-prerender-'));
  // The package's own `@/` alias, and JSX for the shared package it imports from source.
  const tsconfig = path.join(pkgDir, '.tsconfig.prerender.json');
  writeFileSync(
    tsconfig,
    JSON.stringify({ extends: './tsconfig.json', include: ['src', '../shared/src'] }),
  );
  try {
    const job: PrerenderJob = {
      module: path.join(pkgDir, module),
      exportName,
      config: BUILD_CONFIG,
      context,
      paths,
      out: path.join(scratch, 'out.json'),
    };
    const jobFile = path.join(scratch, 'job.json');
    writeFileSync(jobFile, JSON.stringify(job));
    const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx/esm')).href;
    execFileSync(
      process.execPath,
      [
        '--import',
        tsx,
        '--import',
        pathToFileURL(path.join(ROOT, 'scripts/lib/prerender-assets.mjs')).href,
        path.join(ROOT, 'scripts/lib/prerender-worker.ts'),
        jobFile,
      ],
      {
        cwd: pkgDir,
        env: { ...process.env, TSX_TSCONFIG_PATH: tsconfig, NODE_ENV: 'production' },
        stdio: ['ignore', 'inherit', 'inherit'],
      },
    );
    return JSON.parse(readFileSync(job.out, 'utf8')) as Record<string, T>;
  } finally {
    rmSync(tsconfig, { force: true });
    rmSync(scratch, { recursive: true, force: true });
  }
}

/**
 * A prerendered form is a picture of one: the live page replaces it, and whatever was typed
 * into the picture would be lost. Inert until then (links and text stay usable) — but for one
 * whose typing the live form carries over (TYPED_FORM_ATTRIBUTE: sign-in, sign-up, contact).
 */
export const inertForms = (html: string) =>
  html.replace(/<form(?=[\s>])[^>]*>/g, (tag) =>
    tag.includes(TYPED_FORM_ATTRIBUTE) ? tag : tag.replace('<form', '<form inert=""'),
  );

/** The shell frame already carries Chakra's global styles: the page need not repeat them. */
const withoutGlobalStyles = (html: string) =>
  html.replace(/<style data-emotion="css-global[^"]*">[\s\S]*?<\/style>/g, '');

/** A brand font's Latin face, the one a page's text needs from its first paint. */
const LATIN_BRAND_FACE = /(?:inter|plus-jakarta-sans)-latin-wght-normal\.[0-9a-f]+\.woff2/;

/**
 * The app's stylesheets (the brand fonts' faces, toasts), written into the page's head instead
 * of linked: the page is drawn with them without a request of its own before its first paint,
 * and the live app adds no stylesheet when it starts (they are the entry's, and the build
 * links them in every page). A stylesheet added after the first paint restyles and lays out
 * the whole page again, and the new font faces alone make that a long task on `/`.
 *
 * The two Latin brand faces are preloaded and `font-display: block`: the text waits the few
 * milliseconds for a preloaded font instead of painting in the fallback first, and the live
 * page, which draws its text in the brand font, repaints nothing (a larger repaint would
 * become the page's LCP). The preload tags come with the template when the build put them
 * there (rspack.base.ts), once.
 */
export function inlineStylesheets(dist: string, template: string): string {
  return writeStylesheetsIn(dist, template, (text) => {
    const preloads: string[] = [];
    const css = text.replace(/@font-face\{[^}]*\}/g, (face) => {
      const font = LATIN_BRAND_FACE.exec(face)?.[0];
      if (!font) return face;
      if (!template.includes(`/static/media/${font}`)) {
        preloads.push(
          `<link rel="preload" href="/static/media/${font}" as="font" type="font/woff2" crossorigin />`,
        );
      }
      return face.replace('font-display:swap', 'font-display:block');
    });
    return `${preloads.join('')}<style>${css}</style>`;
  });
}

/**
 * Replaces each stylesheet the template links with what `write` makes of its text, as the
 * page's head holds it: no source map, URLs from the root.
 */
function writeStylesheetsIn(
  dist: string,
  template: string,
  write: (css: string) => string,
): string {
  return template.replace(
    /<link\b[^>]*\bhref="\/(static\/css\/[^"]+\.css)"[^>]*>/g,
    (link: string, file: string) => {
      if (!/\brel="stylesheet"/.test(link)) return link;
      const css = readFileSync(path.join(dist, file), 'utf8')
        .replace(/\/\*# sourceMappingURL=[^*]*\*\//g, '')
        .replace(/url\((?:\.\.\/)+/g, 'url(/');
      return write(css);
    },
  );
}

/** A face that downloads a font file (the brand's), not one drawn from the system's. */
const DOWNLOADED_FACE = /@font-face\{[^}]*url\([^}]*\}/g;

/**
 * The template of a page whole without the app (STATIC_PAGE_ATTRIBUTE), which no live page
 * will redraw at load: nothing but its HTML comes before its first paint. Its stylesheet is
 * written into the head, except the faces that download the brand fonts: those wait in a
 * stylesheet that is off (DEFERRED_FONTS_ATTRIBUTE), so the text paints at once in their
 * metric-matched fallbacks, and no font is preloaded. In place of the entry it links the page
 * script (shell/src/static-page.ts) that, after the first paint, turns the fonts on and loads
 * the entry (ENTRY_SCRIPT_ATTRIBUTE).
 */
export function staticPageTemplate(dist: string, template: string): string {
  const pageScript = readdirSync(path.join(dist, 'static/js')).find((file) =>
    /^static-page\.[0-9a-f]+\.js$/.test(file),
  );
  if (!pageScript) throw new Error('The shell build has no static-page script (pageScripts)');
  let entries = 0;
  const withScript = template
    .replace(/<link\b[^>]*\bas="font"[^>]*>/g, '')
    .replace(
      /<script defer(?:="")? src="(\/static\/js\/main\.[0-9a-f]+\.js)"><\/script>/,
      (_tag: string, entry: string) => {
        entries += 1;
        return `<script defer src="/static/js/${pageScript}" ${ENTRY_SCRIPT_ATTRIBUTE}="${entry}"></script>`;
      },
    );
  if (entries !== 1) throw new Error("The shell's index.html has no entry script to replace");
  return writeStylesheetsIn(dist, withScript, (text) => {
    const faces: string[] = [];
    const css = text.replace(DOWNLOADED_FACE, (face) => {
      faces.push(face);
      return '';
    });
    return `<style>${css}</style><style media="not all" ${DEFERRED_FONTS_ATTRIBUTE}>${faces.join('')}</style>`;
  });
}

/**
 * A remote's page script (its rspack config's `pageScripts`), copied with its source map and
 * compressed copies to the shell's build, whose origin serves the pages: its URL there.
 */
export function copyPageScript(remoteDist: string, shellDist: string, name: string): string {
  const scripts = path.join(remoteDist, 'static/js');
  const pattern = new RegExp(`^${name}\\.[0-9a-f]+\\.js$`);
  const file = readdirSync(scripts).find((entry) => pattern.test(entry));
  if (!file) throw new Error(`No page script ${name} in ${remoteDist} (pageScripts)`);
  for (const copied of readdirSync(scripts).filter((entry) => entry.startsWith(file))) {
    copyFileSync(path.join(scripts, copied), path.join(shellDist, 'static/js', copied));
  }
  return `/static/js/${file}`;
}

/** The static template whose script (static-page.ts) also loads `src` after the first paint. */
export function withPageScript(staticTemplate: string, src: string): string {
  const withScript = staticTemplate.replace(
    ` ${ENTRY_SCRIPT_ATTRIBUTE}="`,
    ` ${PAGE_SCRIPT_ATTRIBUTE}="${src}" ${ENTRY_SCRIPT_ATTRIBUTE}="`,
  );
  if (withScript === staticTemplate) throw new Error('The static template has no page script');
  return withScript;
}

/**
 * A signed-in page's head, as the live shell's route table writes it (use-page-meta.ts):
 * title and description, and no canonical link or social card for a page nobody shares.
 */
function signedInHeadHtml(input: PageHeadInput): string {
  const { title, description } = pageHeadTags(input, APP_URL_PLACEHOLDER);
  return `<title>${escapeHeadText(title)}</title><meta name="description" content="${escapeHeadText(description)}" />`;
}

export function composePage(
  template: string,
  route: string,
  frame: FrameResult,
  page: PageResult,
  signedIn = false,
): string {
  // One source of head tags: `pageHeadTags`, as the browser's `usePageHead` writes them.
  const head = signedIn
    ? signedInHeadHtml(frame.head)
    : pageHeadHtml(pageHeadTags(page.head ?? frame.head, APP_URL_PLACEHOLDER));
  const slot = '<div data-prerender-slot=""></div>';
  if (!frame.html.includes(slot)) throw new Error(`${route}: the shell frame has no page slot`);
  // The frame's forms too: the footer's subscribe box is as much a picture as the page's.
  const body = inertForms(
    frame.html.replace(
      slot,
      `<div ${PRERENDERED_PAGE_ATTRIBUTE}="${escapeHeadText(route)}"${page.isStatic ? ` ${STATIC_PAGE_ATTRIBUTE}=""` : ''} style="display:contents">${withoutGlobalStyles(page.html ?? '')}</div>`,
    ),
  );
  return template
    .replace(/<title>[\s\S]*?<\/title>/, '')
    .replace(/<meta\s+name="description"[^>]*>/, '')
    .replace(/<link\s+rel="canonical"[^>]*>/, '')
    .replace('</head>', `${head}</head>`)
    .replace(/<noscript>[\s\S]*?<\/noscript>/, '')
    .replace(/<div id="root"><\/div>/, `<div id="root">${body}</div>`);
}

export function sitemapXml(routes: PublicRoute[]): string {
  const urls = routes.map(
    (route) =>
      `  <url><loc>${APP_URL_PLACEHOLDER}${route.path === '/' ? '/' : route.path}</loc>${
        route.lastModified ? `<lastmod>${route.lastModified}</lastmod>` : ''
      }</url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export function robotsTxt(): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...PRIVATE_PATHS.map((route) => `Disallow: ${route}`),
    '',
    `Sitemap: ${APP_URL_PLACEHOLDER}/sitemap.xml`,
    '',
  ].join('\n');
}

const fileFor = (route: string) =>
  `${PRERENDER_DIR}/${route === '/' ? 'index' : route.slice(1).replace(/\//g, '__')}.html`;

export async function prerenderSite(): Promise<void> {
  const started = performance.now();
  const routes = publicRoutes();
  const paths = routes.filter((route) => route.marketing).map((route) => route.path);
  const shellPaths = routes.filter((route) => !route.marketing).map((route) => route.path);
  const pageFrames = await signedInFrames();
  const signedInPaths = Object.keys(pageFrames);
  const pages: Record<string, PageResult> = {
    ...runWorker<PageResult>(
      FRONT_ENDS.marketing.dir,
      'src/app/prerender-page.tsx',
      'renderMarketingPage',
      paths,
    ),
    ...runWorker<PageResult>(
      FRONT_ENDS.shell.dir,
      'src/app/prerender-frame.tsx',
      'renderShellPage',
      shellPaths,
    ),
  };
  Object.assign(pages, renderSignedInFrames(pageFrames));
  const attempted = [...paths, ...shellPaths, ...signedInPaths];
  const rendered = attempted.filter((route) => pages[route]?.html);
  const frames = runWorker<FrameResult>(
    FRONT_ENDS.shell.dir,
    'src/app/prerender-frame.tsx',
    'renderShellFrame',
    rendered,
  );
  const dist = buildDirOf('shell');
  const built = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const template = inlineStylesheets(dist, built);
  const staticTemplate = staticPageTemplate(dist, built);
  // The page scripts are marketing's: only its pages name one.
  const pageScriptTemplates = new Map<string, string>();
  const pageScriptTemplate = (name: string) => {
    const known = pageScriptTemplates.get(name);
    if (known) return known;
    const src = copyPageScript(buildDirOf('marketing'), dist, name);
    const made = withPageScript(staticTemplate, src);
    pageScriptTemplates.set(name, made);
    return made;
  };
  rmSync(path.join(dist, PRERENDER_DIR), { recursive: true, force: true });
  mkdirSync(path.join(dist, PRERENDER_DIR), { recursive: true });
  const manifest: PrerenderManifest = {};
  for (const route of rendered) {
    const page = pages[route];
    const frame = frames[route];
    if (!page || !frame) continue;
    const file = fileFor(route);
    const pageTemplate = !page.isStatic
      ? template
      : page.pageScript
        ? pageScriptTemplate(page.pageScript)
        : staticTemplate;
    const signedIn = signedInPaths.includes(route);
    writeFileSync(path.join(dist, file), composePage(pageTemplate, route, frame, page, signedIn));
    manifest[route] = { file, type: 'text/html; charset=utf-8' };
  }
  writeFileSync(path.join(dist, PRERENDER_DIR, 'sitemap.xml'), sitemapXml(routes));
  manifest['/sitemap.xml'] = {
    file: `${PRERENDER_DIR}/sitemap.xml`,
    type: 'application/xml; charset=utf-8',
  };
  writeFileSync(path.join(dist, PRERENDER_DIR, 'robots.txt'), robotsTxt());
  manifest['/robots.txt'] = {
    file: `${PRERENDER_DIR}/robots.txt`,
    type: 'text/plain; charset=utf-8',
  };
  writeFileSync(path.join(dist, PRERENDER_DIR, MANIFEST_FILE), JSON.stringify(manifest, null, 2));
  // Not served as a file: the server reads it to tell a route from a mistyped path.
  const segments = runWorker<string[]>(
    FRONT_ENDS.shell.dir,
    'src/app/route-segments.ts',
    'routeSegments',
    ['/'],
  )['/'];
  if (!segments?.length) throw new Error('the shell named no routes');
  writeFileSync(
    path.join(dist, PRERENDER_DIR, ROUTE_TABLE_FILE),
    JSON.stringify(routeTable(segments)),
  );
  const skipped = attempted.filter((route) => !rendered.includes(route));
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const statics = rendered.filter((route) => pages[route]?.isStatic).length;
  const signedInCount = rendered.filter((route) => signedInPaths.includes(route)).length;
  console.log(
    `prerendered ${rendered.length} pages in ${seconds} s, ${statics} whole without the app, ` +
      `${signedInCount} signed-in frames` +
      (skipped.length > 0 ? ` (no page yet: ${skipped.join(' ')})` : ''),
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await prerenderSite();
}
