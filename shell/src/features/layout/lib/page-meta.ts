import type { PageHeadInput } from '@wattle/shared';

/** The title defaults to the product name (docs/product/screens.md#page-head). */
export const PRODUCT_NAME = 'Wattle';
export const DEFAULT_DESCRIPTION =
  "Wattle is Australia's best crypto exchange: buy, sell and swap crypto with Australian dollars.";

export interface PageMeta {
  title: string;
  description: string;
  /** Absolute URL, or null for pages a search engine should not list (private, tokened). */
  canonical: string | null;
}

interface PageEntry {
  title: string;
  description?: string;
  /** Listed by search engines: public, the same for everyone, no secret in the URL. */
  canonical: boolean;
}

const PAGES: Readonly<Record<string, PageEntry>> = {
  '': { title: '', canonical: true },
  login: { title: 'Log in', description: 'Log in to your Wattle account.', canonical: true },
  staff: { title: 'Staff log in', canonical: false },
  signup: {
    title: 'Sign up',
    description: 'Open a Wattle account in minutes and buy crypto with Australian dollars.',
    canonical: true,
  },
  'forgot-password': { title: 'Forgot your password', canonical: false },
  'password-reset': { title: 'Choose a new password', canonical: false },
  verify: { title: 'Verify your e-mail', canonical: false },
  'lock-account': { title: 'Lock your account', canonical: false },
  notifications: { title: 'Notifications', canonical: false },
  dashboard: { title: 'Dashboard', canonical: false },
  balance: { title: 'Balance', canonical: false },
  buckets: { title: 'Buckets', canonical: false },
  profile: { title: 'Your profile', canonical: false },
  transfer: { title: 'Transfer', canonical: false },
  'new-profile': { title: 'Verify your account', canonical: false },
  transaction: { title: 'Transactions', canonical: false },
  support: { title: 'Support console', canonical: false },
  about: { title: 'About us', canonical: true },
  'contact-us': { title: 'Support', canonical: true },
  contact: { title: 'Contact us', canonical: true },
  'terms-of-use': { title: 'Terms of use', canonical: true },
  'privacy-policy': { title: 'Privacy policy', canonical: true },
  'top-100': { title: 'Top 100 cryptocurrencies', canonical: true },
  marketplace: { title: 'Marketplace', canonical: true },
  'exchange-rates': { title: 'Exchange rates', canonical: true },
  learn: { title: 'Learn', canonical: true },
  buy: { title: 'Buy crypto', canonical: true },
  blog: { title: 'Blog', canonical: true },
  events: { title: 'Events', canonical: true },
  fees: { title: 'Fees', canonical: true },
  security: { title: 'Security', canonical: true },
  faqs: { title: 'Frequently asked questions', canonical: true },
};

function words(slug: string): string {
  return slug
    .split('-')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

function entryFor(pathname: string): { page: string; entry: PageEntry | undefined } {
  const [, first = '', second] = pathname.split('/');
  const entry = Object.hasOwn(PAGES, first) ? PAGES[first] : undefined;
  let page = entry?.title ?? '';
  if (first === 'buy' && second) page = `Buy ${words(second)}`;
  return { page, entry };
}

/**
 * The route table's head as `usePageHead` input: the prerender's fallback for a public page
 * that sets no head of its own (scripts/prerender.ts writes it with `pageHeadTags`).
 */
export function pageHeadInputFor(pathname: string): PageHeadInput {
  const { page, entry } = entryFor(pathname);
  return { title: page, description: entry?.description ?? DEFAULT_DESCRIPTION, path: pathname };
}

/** Title, description and canonical link of a route. */
export function pageMetaFor(pathname: string, appUrl: string): PageMeta {
  const { page, entry } = entryFor(pathname);
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : '/';
  return {
    title: page ? `${page} | ${PRODUCT_NAME}` : PRODUCT_NAME,
    description: entry?.description ?? DEFAULT_DESCRIPTION,
    canonical: entry?.canonical ? new URL(path, appUrl).toString() : null,
  };
}
