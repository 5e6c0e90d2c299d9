import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  DEFERRED_FONTS_ATTRIBUTE,
  ENTRY_SCRIPT_ATTRIBUTE,
  PAGE_SCRIPT_ATTRIBUTE,
  STATIC_PAGE_ATTRIBUTE,
} from '@wattle/shared/boot';
import { FRONT_ENDS } from './lib/front-ends.ts';
import { publicRoutes } from './lib/public-routes.ts';
import {
  APP_URL_PLACEHOLDER,
  composePage,
  copyPageScript,
  inlineStylesheets,
  inertForms,
  robotsTxt,
  renderSignedInFrames,
  runWorker,
  signedInFrames,
  sitemapXml,
  type PageResult,
  staticPageTemplate,
  withPageScript,
} from './prerender.ts';

const TEMPLATE =
  '<!doctype html><html><head><meta charset="utf-8" /><meta\n      name="description"\n      content="default"\n    /><title>Wattle</title></head><body><noscript>Wattle needs JavaScript to run.</noscript><div id="root"></div><script src="/static/js/main.js"></script></body></html>';

describe('the public routes', () => {
  it('list every marketing page, the 21 coin pages and every article, no private page', () => {
    const paths = publicRoutes().map((route) => route.path);
    expect(paths.filter((route) => route.startsWith('/buy/'))).toHaveLength(21);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/',
        '/buy/bitcoin-cash',
        '/buy/usdc',
        '/blog/2fa-in-crypto-australia',
        '/learn/crypto-tax-australia',
        '/fees',
        '/security',
        '/faqs',
        '/top-100',
      ]),
    );
    expect(paths).not.toContain('/dashboard');
    expect(new Set(paths).size).toBe(paths.length);
  });
});

describe('sitemap.xml and robots.txt', () => {
  it('lists absolute URLs with article dates, and points robots at the sitemap', () => {
    const xml = sitemapXml(publicRoutes());
    expect(xml).toContain(`<loc>${APP_URL_PLACEHOLDER}/buy/bitcoin</loc>`);
    expect(xml).toContain(
      `<loc>${APP_URL_PLACEHOLDER}/blog/crypto-landscape</loc><lastmod>2026-11-02</lastmod>`,
    );
    const robots = robotsTxt();
    expect(robots).toContain('Disallow: /dashboard');
    expect(robots).toContain(`Sitemap: ${APP_URL_PLACEHOLDER}/sitemap.xml`);
  });
});

describe('composePage', () => {
  const frame = {
    html: '<style data-emotion="css-global x">:root{}</style><header>Wattle</header><div data-prerender-slot=""></div><footer>©</footer>',
    head: { title: 'Blog', description: 'Generic', path: '/blog/crypto-landscape' },
  };
  const page = {
    html: '<style data-emotion="css-global x">:root{}</style><main><h1>The landscape</h1></main>',
    head: {
      title: 'The landscape & more',
      description: 'Specific "quoted"',
      path: '/blog/crypto-landscape',
      type: 'article' as const,
      jsonLd: [{ '@type': 'Article', headline: 'The </script> landscape' }],
    },
  };

  it('puts the page inside the frame in #root and its own head in place of the defaults', () => {
    const html = composePage(TEMPLATE, '/blog/crypto-landscape', frame, page);
    expect(html).toContain(
      '<div id="root"><style data-emotion="css-global x">:root{}</style><header>Wattle</header><div data-prerendered-page="/blog/crypto-landscape" style="display:contents"><main><h1>The landscape</h1></main></div><footer>©</footer></div>',
    );
    expect(html).toContain('<title>The landscape &amp; more | Wattle</title>');
    expect(html).toContain('<meta name="description" content="Specific &quot;quoted&quot;" />');
    expect(html).toContain(
      `<link rel="canonical" href="${APP_URL_PLACEHOLDER}/blog/crypto-landscape" />`,
    );
    expect(html).toContain('<meta property="og:type" content="article" data-page-head="" />');
    expect(html).toContain(
      '<script type="application/ld+json" data-page-head="">{"@type":"Article","headline":"The \\u003c/script> landscape"}</script>',
    );
    expect(html.match(/<link rel="canonical"/g)).toHaveLength(1);
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(html).not.toContain('<noscript>');
    expect(html).toContain('<script src="/static/js/main.js"></script>');
  });

  it("makes the frame's forms inert as well as the page's", () => {
    const withForm = { ...frame, html: frame.html.replace('<footer>', '<footer><form>') };
    const html = composePage(TEMPLATE, '/blog/crypto-landscape', withForm, {
      ...page,
      html: '<main><form></form></main>',
    });
    expect(html.match(/<form inert="">/g)).toHaveLength(2);
  });

  it('marks a page that is whole without the app, and only such a page', () => {
    const marked = `<div data-prerendered-page="/blog/crypto-landscape" ${STATIC_PAGE_ATTRIBUTE}="" style="display:contents">`;
    expect(
      composePage(TEMPLATE, '/blog/crypto-landscape', frame, { ...page, isStatic: true }),
    ).toContain(marked);
    const live = composePage(TEMPLATE, '/blog/crypto-landscape', frame, page);
    expect(live).toContain('<div data-prerendered-page="/blog/crypto-landscape" style=');
    expect(live).not.toContain(STATIC_PAGE_ATTRIBUTE);
  });

  it("gives a signed-in page the live shell's head: title and description, nothing to share", () => {
    const dashboard = {
      html: frame.html,
      head: { title: 'Dashboard', description: 'Generic', path: '/dashboard' },
    };
    const html = composePage(
      TEMPLATE,
      '/dashboard',
      dashboard,
      { html: '<main><h1>Dashboard</h1></main>', head: null },
      true,
    );
    expect(html).toContain('<title>Dashboard | Wattle</title>');
    expect(html).toContain('<meta name="description" content="Generic" />');
    expect(html).not.toContain('rel="canonical"');
    expect(html).not.toContain('og:');
    expect(html).toContain('<div data-prerendered-page="/dashboard" style="display:contents">');
  });

  it('falls back to the shell route table for the head', () => {
    const html = composePage(TEMPLATE, '/fees', frame, { ...page, head: null });
    expect(html).toContain('<title>Blog | Wattle</title>');
    expect(html).toContain('<meta property="og:type" content="website" data-page-head="" />');
    expect(html).not.toContain('application/ld+json');
  });
});

describe('inlineStylesheets', () => {
  it("writes the app's stylesheet into the head, its Latin brand faces preloaded and blocking", () => {
    const dist = mkdtempSync(path.join(os.tmpdir(), 'wattle-inline-css-'));
    try {
      mkdirSync(path.join(dist, 'static/css'), { recursive: true });
      const file = (family: string, subset: string) =>
        `${family}-${subset}-wght-normal.0a1b2c3d.woff2`;
      const face = (family: string, subset: string) =>
        `@font-face{font-family:${family};font-display:swap;src:url(../../static/media/${file(family, subset)})format("woff2-variations")}`;
      writeFileSync(
        path.join(dist, 'static/css/main.0a1b.css'),
        [
          face('inter', 'cyrillic'),
          face('inter', 'latin'),
          face('plus-jakarta-sans', 'latin'),
          '.Toastify{color:red}',
          '\n/*# sourceMappingURL=main.0a1b.css.map*/',
        ].join(''),
      );
      // The build already preloads Inter: only Plus Jakarta Sans needs a tag.
      const template = [
        '<head>',
        `<link rel="preload" href="/static/media/${file('inter', 'latin')}">`,
        '<link href="/favicon.svg" rel="icon">',
        '<link href="/static/css/main.0a1b.css" rel="stylesheet">',
        '</head>',
      ].join('');
      const head = inlineStylesheets(dist, template);
      expect(head).not.toContain('/static/css/main.0a1b.css');
      expect(head).toContain('<link href="/favicon.svg" rel="icon">');
      const css = /<style>([\s\S]*)<\/style>/.exec(head)?.[1] ?? '';
      expect(css).toContain('.Toastify{color:red}');
      expect(css).not.toContain('sourceMappingURL');
      expect(css).not.toContain('../');
      expect(css).toContain(`url(/static/media/${file('inter', 'latin')})`);
      // The Latin faces block; the others (drawn only for such text) keep swapping.
      expect(css.match(/font-display:block/g)).toHaveLength(2);
      expect(css).toContain(
        `font-display:swap;src:url(/static/media/${file('inter', 'cyrillic')})`,
      );
      expect(head.match(/rel="preload"/g)).toHaveLength(2);
      expect(head).toContain(`href="/static/media/${file('plus-jakarta-sans', 'latin')}"`);
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });
});

describe('staticPageTemplate', () => {
  it('paints before anything else loads: fonts off until then, no preloads, the page script in place of the entry', () => {
    const dist = mkdtempSync(path.join(os.tmpdir(), 'wattle-static-page-'));
    try {
      mkdirSync(path.join(dist, 'static/css'), { recursive: true });
      mkdirSync(path.join(dist, 'static/js'), { recursive: true });
      writeFileSync(path.join(dist, 'static/js/static-page.0a1b2c3d.js'), '');
      writeFileSync(path.join(dist, 'static/js/static-page.0a1b2c3d.js.map'), '');
      const brand =
        '@font-face{font-family:Inter Variable;font-display:swap;src:url(../media/inter-latin.0a1b.woff2)format("woff2")}';
      const fallback = '@font-face{font-family:Inter Fallback;src:local(Arial);size-adjust:106%}';
      writeFileSync(
        path.join(dist, 'static/css/main.0a1b.css'),
        `${fallback}${brand}.Toastify{color:red}`,
      );
      const template = [
        '<head><link as="font" crossorigin href="/static/media/inter-latin.0a1b.woff2" rel="preload" type="font/woff2">',
        '<link href="/static/css/main.0a1b.css" rel="stylesheet"></head>',
        '<body><div id="root"></div><script defer src="/static/js/main.12345678.js"></script></body>',
      ].join('');
      const page = staticPageTemplate(dist, template);
      expect(page).not.toContain('rel="preload"');
      expect(page).toContain(`<style>${fallback}.Toastify{color:red}</style>`);
      expect(page).toContain(
        `<style media="not all" ${DEFERRED_FONTS_ATTRIBUTE}>${brand.replace('../media', '/media')}</style>`,
      );
      expect(page).toContain(
        `<script defer src="/static/js/static-page.0a1b2c3d.js" ${ENTRY_SCRIPT_ATTRIBUTE}="/static/js/main.12345678.js"></script>`,
      );
      expect(page.match(/<script/g)).toHaveLength(1);
      expect(() => staticPageTemplate(dist, '<head></head>')).toThrow(/no entry script/);
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });
});

describe('which marketing pages are whole without the app', () => {
  it('the articles, the pages whose prices their page script fills, and a form that carries typing; not a table of prices', () => {
    const pages = runWorker<PageResult>(
      FRONT_ENDS.marketing.dir,
      'src/app/prerender-page.tsx',
      'renderMarketingPage',
      ['/', '/buy/bitcoin', '/buy', '/about', '/top-100', '/contact-us'],
    );
    const marks = Object.fromEntries(
      Object.entries(pages).map(([route, page]) => [route, [page.isStatic, page.pageScript]]),
    );
    expect(marks).toEqual({
      '/': [true, 'live-prices'],
      '/buy/bitcoin': [true, 'live-prices'],
      '/buy': [true, 'live-prices'],
      '/about': [true, null],
      // Prices in a table the page script does not draw: a spinner until the app runs.
      '/top-100': [false, null],
      // Its form is at its top, and carries what a visitor types over to the app.
      '/contact-us': [true, null],
    });
  }, 60_000);

  it("and the shell's sign-in pages, whose forms carry what a visitor types over to the app", () => {
    const pages = runWorker<PageResult>(
      FRONT_ENDS.shell.dir,
      'src/app/prerender-frame.tsx',
      'renderShellPage',
      ['/login', '/signup'],
    );
    for (const route of ['/login', '/signup']) {
      const form = pages[route]?.html?.match(/<form[^>]*>/)?.[0];
      expect(form).toMatch(/data-typed-form="/);
      expect(form).toMatch(/method="post"/);
      expect(pages[route]?.isStatic).toBe(true);
    }
  }, 60_000);
});

describe('the signed-in pages', () => {
  it("are each front end's PAGE_FRAMES, each page's heading over its spinner", async () => {
    const frames = await signedInFrames();
    const pages = renderSignedInFrames(frames, [...Object.keys(frames), '/nowhere']);
    const headings = Object.entries(pages).map(([route, page]) => [
      route,
      page.html?.match(/<h1[^>]*>([^<]*)<\/h1>/)?.[1] ?? null,
      page.html?.includes('role="status"') ?? false,
    ]);
    expect(headings).toEqual([
      ['/notifications', 'Notifications', true],
      ['/dashboard', 'Dashboard', true],
      ['/balance', 'Balance', true],
      ['/buckets', 'Buckets', true],
      ['/profile', 'Profile', true],
      ['/transfer', 'Transfer', true],
      ['/new-profile', 'Verify your account', true],
      ['/transaction', 'Transaction history', true],
      ['/transaction/tax-report', 'Tax report', true],
      ['/nowhere', null, false],
    ]);
  }, 60_000);
});

describe("a remote's page script", () => {
  it('is copied to the shell with its map and compressed copies, and loaded by the page script', () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'wattle-page-script-'));
    try {
      const remote = path.join(root, 'remote');
      const shell = path.join(root, 'shell');
      mkdirSync(path.join(remote, 'static/js'), { recursive: true });
      mkdirSync(path.join(shell, 'static/js'), { recursive: true });
      const files = ['live-prices.0a1b2c3d.js', 'live-prices.0a1b2c3d.js.map'];
      for (const file of [...files, 'live-prices.0a1b2c3d.js.br', 'main.0a1b2c3d.js']) {
        writeFileSync(path.join(remote, 'static/js', file), file);
      }
      const src = copyPageScript(remote, shell, 'live-prices');
      expect(src).toBe('/static/js/live-prices.0a1b2c3d.js');
      expect(readdirSync(path.join(shell, 'static/js')).sort()).toEqual(
        [...files, 'live-prices.0a1b2c3d.js.br'].sort(),
      );
      expect(() => copyPageScript(remote, shell, 'nothing')).toThrow(/No page script nothing/);

      const template = `<head><script defer src="/static/js/static-page.0a1b.js" ${ENTRY_SCRIPT_ATTRIBUTE}="/static/js/main.1234.js"></script></head>`;
      expect(withPageScript(template, src)).toBe(
        `<head><script defer src="/static/js/static-page.0a1b.js" ${PAGE_SCRIPT_ATTRIBUTE}="${src}" ${ENTRY_SCRIPT_ATTRIBUTE}="/static/js/main.1234.js"></script></head>`,
      );
      expect(() => withPageScript('<head></head>', src)).toThrow(/no page script/);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('inertForms', () => {
  it('makes every prerendered form inert, and nothing else', () => {
    expect(inertForms('<form class="a"><input></form><formula></formula><form>')).toBe(
      '<form inert="" class="a"><input></form><formula></formula><form inert="">',
    );
  });

  it('leaves a form whose typing the live form carries over usable', () => {
    const typed = '<form aria-label="Log in" data-typed-form="log-in"><input name="email"></form>';
    expect(inertForms(`${typed}<form aria-label="Subscribe">`)).toBe(
      `${typed}<form inert="" aria-label="Subscribe">`,
    );
  });
});
