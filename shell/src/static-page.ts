/**
 * The script of a prerendered page that is whole without the app: scripts/prerender.ts links
 * it in place of the entry. Import-free and small, so nothing of the app downloads or runs
 * before the browser has shown the page. Then it turns the brand fonts on (the page first
 * paints in their metric-matched fallbacks) and loads the page script it names, if any (the
 * prices of a coin page), and the entry, which starts the app when the visitor reaches for the
 * page (index.ts) — or at once if they already have.
 */
import {
  afterNextPaint,
  afterPrerenderedPaint,
  DEFERRED_FONTS_ATTRIBUTE,
  ENTRY_SCRIPT_ATTRIBUTE,
  firstReach,
  PAGE_SCRIPT_ATTRIBUTE,
  requestAppStart,
} from '@wattle/shared/boot';
import { hasEarlySignUpClicks, keepEarlySignUpClicks } from './features/analytics/lib/sign-up-link';

const entry = document.currentScript?.getAttribute(ENTRY_SCRIPT_ATTRIBUTE);
// A page with prices names the script that fills them before the app (PAGE_SCRIPT_ATTRIBUTE).
const pageScript = document.currentScript?.getAttribute(PAGE_SCRIPT_ATTRIBUTE);
// A visitor may reach for the page before the entry has loaded: noted for it to see.
void firstReach();
// A sign-up link tapped before the app has started opens /signup natively: kept for the app,
// which the page it opened starts at once to report it.
keepEarlySignUpClicks(document);
if (hasEarlySignUpClicks()) requestAppStart();

// After the paint of the whole page, not only the first one: nothing comes before its largest.
void afterPrerenderedPaint()
  .then(afterNextPaint)
  .then(() => {
    for (const fonts of document.querySelectorAll<HTMLStyleElement>(
      `style[${DEFERRED_FONTS_ATTRIBUTE}]`,
    )) {
      fonts.media = 'all';
    }
    for (const src of [pageScript, entry]) {
      if (!src) continue;
      const script = document.createElement('script');
      script.src = src;
      document.head.append(script);
    }
  });
