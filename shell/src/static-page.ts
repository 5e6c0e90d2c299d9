/**
 * The script of a prerendered page that is whole without the app: scripts/prerender.ts links
 * it in place of the entry. Import-free and small, so nothing of the app downloads or runs
 * before the browser has shown the page. Then it turns the brand fonts on (the page first
 * paints in their metric-matched fallbacks) and loads the entry it names, which starts the
 * app when the visitor reaches for the page (index.ts) — or at once if they already have.
 */
import {
  afterPrerenderedPaint,
  DEFERRED_FONTS_ATTRIBUTE,
  ENTRY_SCRIPT_ATTRIBUTE,
  firstReach,
} from '@wattle/shared/boot';
import { keepEarlySignUpClicks } from './features/analytics/lib/sign-up-link';

const entry = document.currentScript?.getAttribute(ENTRY_SCRIPT_ATTRIBUTE);
// A visitor may reach for the page before the entry has loaded: noted for it to see.
void firstReach();
// A sign-up link tapped before the app has started opens /signup natively: kept for the app.
keepEarlySignUpClicks(document);

void afterPrerenderedPaint().then(() => {
  for (const fonts of document.querySelectorAll<HTMLStyleElement>(
    `style[${DEFERRED_FONTS_ATTRIBUTE}]`,
  )) {
    fonts.media = 'all';
  }
  if (!entry) return;
  const script = document.createElement('script');
  script.src = entry;
  document.head.append(script);
});
