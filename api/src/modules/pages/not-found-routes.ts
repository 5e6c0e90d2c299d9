import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { FastifyPluginAsync } from 'fastify';
import { WATTLE_BLOSSOM } from '@wattle/shared/wattle-blossom';
import { MAIN_PLACES, suggestionFor, type Place } from './not-found-suggestion.js';

const require = createRequire(import.meta.url);

/** The brand's two fonts (the Chakra theme's), latin subset: served from here, no font CDN. */
const FONT_FILES = {
  heading: '@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2',
  body: '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
} as const;

interface Font {
  /** Content-hashed, so it can be cached for a year. */
  path: string;
  bytes: Buffer;
}

function loadFont(name: string, file: string): Font {
  const bytes = readFileSync(require.resolve(file));
  const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 10);
  return { path: `/not-found/fonts/${name}.${hash}.woff2`, bytes };
}

/** The app's favicon, inline: otherwise the browser asks this server for /favicon.ico. */
const FAVICON = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 28 28"><rect width="28" height="28" rx="6" fill="#164E3A"/><circle cx="14" cy="10" r="5" fill="#F5B400"/><circle cx="9" cy="18" r="4.5" fill="#FFCA28"/><circle cx="19" cy="18" r="4.5" fill="#FFD54F"/></svg>',
)}`;

/** The logo's blossom, as the app draws it. */
const BLOSSOM = WATTLE_BLOSSOM.map(
  ({ cx, cy, r, fill }) => `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"/>`,
).join('');

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('base64');

// Colours are the theme's: eucalypt 900/100/200 for ground and text, wattle gold 500 to act.
function styles(fonts: { heading: Font; body: Font }): string {
  return `
@font-face { font-family: 'Plus Jakarta Sans'; font-weight: 200 800; font-display: swap; src: url(${fonts.heading.path}) format('woff2'); }
@font-face { font-family: 'Inter'; font-weight: 100 900; font-display: swap; src: url(${fonts.body.path}) format('woff2'); }
html { color-scheme: dark; }
body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: #0C2A20; color: #fff; font: 400 1rem/1.5 'Inter', system-ui, sans-serif; }
main { max-width: 30rem; padding: 2rem 1.5rem; text-align: center; }
.logo { display: inline-flex; align-items: center; gap: 0.5rem; margin-bottom: 2.5rem; font: 700 1.5rem 'Plus Jakarta Sans', 'Inter', system-ui, sans-serif; color: #fff; }
h1 { font: 700 2.25rem/1.2 'Plus Jakarta Sans', 'Inter', system-ui, sans-serif; margin: 0 0 1rem; letter-spacing: -0.01em; }
p { color: #C9E4D7; margin: 0; }
a.home { display: inline-block; margin-top: 2rem; padding: 0.75rem 1.5rem; border-radius: 0.5rem; background: #F5B400; color: #071A13; font-weight: 600; text-decoration: none; }
a.home:hover { background: #FFCA28; }
a.home:focus-visible { outline: 3px solid #fff; outline-offset: 3px; }
.meant { margin-top: 1.5rem; color: #fff; font-size: 1.125rem; }
.meant a { color: #FFCA28; font-weight: 600; }
nav { margin-top: 2.5rem; }
nav h2 { font: 600 1rem 'Inter', system-ui, sans-serif; color: #C9E4D7; margin: 0 0 0.75rem; }
nav ul { list-style: none; margin: 0; padding: 0; display: flex; flex-wrap: wrap; justify-content: center; gap: 0.5rem; }
nav a { display: inline-block; min-height: 44px; box-sizing: border-box; padding: 0.625rem 1rem; border: 1px solid #2F6B52; border-radius: 999px; color: #fff; text-decoration: none; }
nav a:hover { border-color: #FFCA28; }
a:focus-visible { outline: 3px solid #fff; outline-offset: 3px; }
`;
}

/** Our own labels and paths only, but escaped all the same. */
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const link = (appUrl: string, place: Place, className = '') =>
  `<a${className ? ` class="${className}"` : ''} href="${escapeHtml(new URL(place.path, appUrl).toString())}">${escapeHtml(place.label)}</a>`;

function page(appUrl: string, css: string, heading: Font, meant: Place | null): string {
  const suggestion = meant ? `\n  <p class="meant">Did you mean ${link(appUrl, meant)}?</p>` : '';
  const places = MAIN_PLACES.map((place) => `<li>${link(appUrl, place)}</li>`).join('');
  return `<!doctype html>
<html lang="en-AU">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Page not found · Wattle</title>
<link rel="icon" href="${FAVICON}">
<link rel="preload" href="${heading.path}" as="font" type="font/woff2" crossorigin>
<style>${css}</style>
</head>
<body>
<main>
  <div class="logo">
    <svg width="32" height="32" viewBox="0 0 28 28" aria-hidden="true">${BLOSSOM}</svg>
    Wattle
  </div>
  <h1>Page not found</h1>
  <p>We couldn't find that page. It may have moved, or the link may be mistyped.</p>${suggestion}
  <a class="home" href="${appUrl}">Back to Wattle</a>
  <nav aria-labelledby="places-heading">
    <h2 id="places-heading">Or go to</h2>
    <ul>${places}</ul>
  </nav>
</main>
</body>
</html>`;
}

/**
 * Where the browser lands for an unknown route (docs/product/screens.md#unknown-routes), in
 * the app's look, offering the main places and the page the mistyped `?path=` most likely
 * meant (`/buy/bitcon` → Bitcoin). Never echoes the path itself. Self-contained: one inline stylesheet (allowed
 * by its hash), an inline logo and the two brand fonts from this server, so its policy can
 * refuse everything else.
 */
export const notFoundPageRoutes: FastifyPluginAsync<{ appUrl: string }> = async (
  app,
  { appUrl },
) => {
  const fonts = {
    heading: loadFont('plus-jakarta-sans', FONT_FILES.heading),
    body: loadFont('inter', FONT_FILES.body),
  };
  const css = styles(fonts);
  const root = new URL(appUrl).toString();
  const policy = [
    "default-src 'none'",
    `style-src 'sha256-${sha256(css)}'`,
    "font-src 'self'",
    'img-src data:',
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ');

  app.get('/not-found', { schema: { hide: true } }, async (request, reply) => {
    const { path } = request.query as { path?: unknown };
    const meant = suggestionFor(typeof path === 'string' ? path : undefined);
    return reply
      .status(404)
      .header('content-security-policy', policy)
      .type('text/html; charset=utf-8')
      .send(page(root, css, fonts.heading, meant));
  });

  for (const font of Object.values(fonts)) {
    app.get(font.path, { schema: { hide: true } }, async (_request, reply) =>
      reply
        .header('cache-control', 'public, max-age=31536000, immutable')
        .type('font/woff2')
        .send(font.bytes),
    );
  }
};
