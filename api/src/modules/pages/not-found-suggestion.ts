import { COINS } from '@wattle/shared/coins';
import { VISITOR_PLACES, type SitePlace } from '@wattle/shared/contracts';

export type Place = SitePlace;

/**
 * The site's main places, offered on the not-found page as the way back
 * (docs/product/screens.md#unknown-routes): the visitor's phone menu, the same list.
 */
export const MAIN_PLACES: readonly Place[] = VISITOR_PLACES;

interface Candidate extends Place {
  /** The words a mistyped path may have meant, lower case. */
  keys: string[];
}

const PAGES: readonly Candidate[] = [
  ...MAIN_PLACES.map((place) => ({ ...place, keys: [place.path.slice(1)] })),
  { label: 'Prices', path: '/exchange-rates', keys: ['prices', 'rates'] },
  { label: 'Top 100', path: '/top-100', keys: ['top-100', 'top100'] },
  { label: 'Marketplace', path: '/marketplace', keys: ['marketplace'] },
  { label: 'Security', path: '/security', keys: ['security'] },
  { label: 'FAQs', path: '/faqs', keys: ['faqs', 'faq'] },
  { label: 'About Wattle', path: '/about', keys: ['about'] },
  { label: 'Support', path: '/contact-us', keys: ['contact', 'support'] },
  { label: 'Dashboard', path: '/dashboard', keys: ['dashboard'] },
  { label: 'Transfer', path: '/transfer', keys: ['transfer', 'deposit', 'withdraw'] },
  { label: 'Log in', path: '/login', keys: ['signin', 'sign-in', 'log-in'] },
];

const COIN_PAGES: readonly Candidate[] = COINS.map((coin) => ({
  label: coin.name,
  path: `/buy/${coin.slug}`,
  keys: [coin.slug, coin.assetId, coin.name.toLowerCase().replace(/\s+/g, '-')],
}));

/** Edits (insert, delete, change, swap two neighbours) between two words. */
export function editDistance(a: string, b: string): number {
  const rows = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  const at = (i: number, j: number) => rows[i]?.[j] ?? Number.POSITIVE_INFINITY;
  for (let i = 1; i <= a.length; i += 1) {
    for (let j = 1; j <= b.length; j += 1) {
      const change = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(at(i - 1, j) + 1, at(i, j - 1) + 1, at(i - 1, j - 1) + change);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        best = Math.min(best, at(i - 2, j - 2) + 1);
      }
      (rows[i] as number[])[j] = best;
    }
  }
  return at(a.length, b.length);
}

/** A short word allows one slip; every four letters more, another. */
const allowedEdits = (word: string) => Math.max(1, Math.floor(word.length / 4));

function closest(word: string, candidates: readonly Candidate[]): Place | null {
  let best: { place: Place; distance: number } | null = null;
  for (const candidate of candidates) {
    for (const key of candidate.keys) {
      const distance = editDistance(word, key);
      if (distance > allowedEdits(key)) continue;
      if (!best || distance < best.distance) {
        best = { place: { label: candidate.label, path: candidate.path }, distance };
      }
    }
  }
  return best?.place ?? null;
}

/**
 * The page a mistyped path most likely meant, or null: `/buy/bitcon` → Bitcoin, `/etherum` →
 * Ethereum, `/fess` → Fees. Only places of the app are ever offered, never the path itself.
 */
export function suggestionFor(path: string | undefined): Place | null {
  if (!path || path.length > 200) return null;
  const segments = path
    .toLowerCase()
    .split(/[/?#]/)
    .map((segment) => segment.trim())
    .filter(Boolean);
  const [first, second] = segments;
  if (!first) return null;
  // Under /buy only a coin is meant; elsewhere a coin's short path or one of the pages.
  if (first === 'buy' && second) return closest(second, COIN_PAGES);
  return closest(first, [...COIN_PAGES, ...PAGES]) ?? (second ? closest(second, COIN_PAGES) : null);
}
