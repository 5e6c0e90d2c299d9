import escapeHtml from 'escape-html';
import { createContext, useContext, useEffect } from 'react';
import { getRuntimeConfig } from '../config/runtime-config.js';

/** The product name, and the default description (docs/product/screens.md#page-head). */
export const SITE_NAME = 'Wattle';

/** A JSON-LD object (schema.org), written as `<script type="application/ld+json">`. */
export type JsonLd = Record<string, unknown>;

export interface PageHeadInput {
  /** The page's own title; the site name is added ("Buy Bitcoin | Wattle"). Empty: the name. */
  title: string;
  description: string;
  /** The path the canonical link and og:url name, e.g. `/buy/bitcoin`. */
  path: string;
  /** `article` for a post, `website` otherwise. */
  type?: 'website' | 'article';
  /** An absolute or root-relative image for Open Graph and Twitter cards. */
  image?: string;
  jsonLd?: readonly JsonLd[];
}

export interface PageHeadTags {
  title: string;
  description: string;
  canonical: string;
  /** `[attribute, key, content]`: `['property', 'og:title', …]`, `['name', 'twitter:card', …]`. */
  meta: readonly (readonly ['name' | 'property', string, string])[];
  /** Serialised JSON-LD, safe to put inside a script element. */
  jsonLd: readonly string[];
}

/** Everything a page puts in the head, as data: the browser hook and a prerender both use it. */
export function pageHeadTags(input: PageHeadInput, appUrl: string): PageHeadTags {
  const title = input.title ? `${input.title} | ${SITE_NAME}` : SITE_NAME;
  const path = input.path.length > 1 ? input.path.replace(/\/+$/, '') : '/';
  const canonical = new URL(path, appUrl).toString();
  const meta: (readonly ['name' | 'property', string, string])[] = [
    ['property', 'og:site_name', SITE_NAME],
    ['property', 'og:type', input.type ?? 'website'],
    ['property', 'og:title', title],
    ['property', 'og:description', input.description],
    ['property', 'og:url', canonical],
    ['property', 'og:locale', 'en_AU'],
    ['name', 'twitter:card', input.image ? 'summary_large_image' : 'summary'],
    ['name', 'twitter:title', title],
    ['name', 'twitter:description', input.description],
  ];
  // A `data:` image (content heroes are inlined SVG) is nothing a crawler can fetch: no card image.
  if (input.image && !input.image.startsWith('data:')) {
    const image = new URL(input.image, appUrl).toString();
    meta.push(['property', 'og:image', image], ['name', 'twitter:image', image]);
  }
  return {
    title,
    description: input.description,
    canonical,
    meta,
    // `<` escaped: a value can never close the script element early.
    jsonLd: (input.jsonLd ?? []).map((data) => JSON.stringify(data).replace(/</g, '\\u003c')),
  };
}

/**
 * Text for a prerendered page's HTML, as text or a double-quoted attribute value (escape-html),
 * the apostrophe left as written: it ends neither, so the head reads as the page wrote it.
 */
export function escapeHeadText(text: string): string {
  return escapeHtml(text).replaceAll('&#39;', "'");
}

/** The tags as HTML for a prerendered head: the same tags the browser hook writes. */
export function pageHeadHtml(tags: PageHeadTags): string {
  return [
    `<title>${escapeHeadText(tags.title)}</title>`,
    `<meta name="description" content="${escapeHeadText(tags.description)}" />`,
    `<link rel="canonical" href="${escapeHeadText(tags.canonical)}" />`,
    ...tags.meta.map(
      ([attribute, key, content]) =>
        `<meta ${attribute}="${escapeHeadText(key)}" content="${escapeHeadText(content)}" data-page-head="" />`,
    ),
    ...tags.jsonLd.map(
      (json) => `<script type="application/ld+json" data-page-head="">${json}</script>`,
    ),
  ].join('');
}

const OWNED = 'data-page-head';
const claimed = new Set<string>();

/** True while a page at `pathname` writes its own head: the shell's defaults then stay out. */
export function isPageHeadClaimed(pathname: string): boolean {
  return claimed.has(pathname);
}

function upsert(selector: string, create: () => HTMLElement): HTMLElement {
  const existing = document.head.querySelector<HTMLElement>(selector);
  if (existing) return existing;
  const element = create();
  document.head.append(element);
  return element;
}

function applyHead(tags: PageHeadTags): void {
  document.title = tags.title;
  upsert('meta[name="description"]', () => {
    const element = document.createElement('meta');
    element.setAttribute('name', 'description');
    return element;
  }).setAttribute('content', tags.description);
  upsert('link[rel="canonical"]', () => {
    const element = document.createElement('link');
    element.rel = 'canonical';
    return element;
  }).setAttribute('href', tags.canonical);
  document.head.querySelectorAll(`[${OWNED}]`).forEach((element) => element.remove());
  for (const [attribute, key, content] of tags.meta) {
    document.head.querySelector(`meta[${attribute}="${key}"]`)?.remove();
    const element = document.createElement('meta');
    element.setAttribute(attribute, key);
    element.setAttribute('content', content);
    element.setAttribute(OWNED, '');
    document.head.append(element);
  }
  for (const json of tags.jsonLd) {
    const script = document.createElement('script');
    script.type = 'application/ld+json';
    script.text = json;
    script.setAttribute(OWNED, '');
    document.head.append(script);
  }
}

/**
 * Build-time collector (scripts/prerender.ts via mf-marketing's prerender-page.tsx). Effects
 * never run in a server render, so with a collector provided `usePageHead` records its input
 * during render instead. Parents render before children, so the last record is the innermost
 * caller: the page's own head wins over anything around it.
 */
export interface PageHeadCollector {
  record(input: PageHeadInput): void;
  /** The head the render asked for, or null when no page called `usePageHead`. */
  readonly head: PageHeadInput | null;
}

export function createPageHeadCollector(): PageHeadCollector {
  let head: PageHeadInput | null = null;
  return {
    record(input) {
      head = input;
    },
    get head() {
      return head;
    },
  };
}

const PageHeadCollectorContext = createContext<PageHeadCollector | null>(null);

/** Provided only by a prerender: in the browser there is no collector. */
export const PageHeadCollectorProvider = PageHeadCollectorContext.Provider;

/**
 * A public page's head: title, description, canonical, Open Graph and Twitter
 * cards, JSON-LD. The one head mechanism of public pages, in the browser and in the prerender.
 *
 * Rule (who writes the head): the page is the LAST writer. The shell's route table
 * (`usePageMeta`) writes defaults only for a path no page has claimed; a page claims its path
 * here before writing, so the shell's effect — whether it runs before the lazy page mounts or
 * after it in the same commit — never overwrites it. The tags it added go when it unmounts.
 */
export function usePageHead(input: PageHeadInput): void {
  const collector = useContext(PageHeadCollectorContext);
  // Synchronously, during render: a server render has no effects (see PageHeadCollector).
  collector?.record(input);
  const key = JSON.stringify(input);
  useEffect(() => {
    const parsed = JSON.parse(key) as PageHeadInput;
    const pathname = window.location.pathname;
    claimed.add(pathname);
    applyHead(pageHeadTags(parsed, getRuntimeConfig().appUrl));
    return () => {
      claimed.delete(pathname);
      document.head.querySelectorAll(`[${OWNED}]`).forEach((element) => element.remove());
      // What replaces the page at the same path (the dashboard after signing in) starts plain.
      document.title = SITE_NAME;
    };
  }, [key]);
}

/** The company, for the home page's JSON-LD. */
export function organizationJsonLd(appUrl: string): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: SITE_NAME,
    url: new URL('/', appUrl).toString(),
    logo: new URL('/favicon.svg', appUrl).toString(),
    description: "Australia's crypto exchange: buy, sell and swap crypto with Australian dollars.",
    areaServed: 'AU',
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'customer support',
      url: new URL('/contact-us', appUrl).toString(),
      areaServed: 'AU',
      availableLanguage: 'English',
    },
  };
}

export function faqPageJsonLd(entries: readonly { question: string; answer: string }[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: entries.map((entry) => ({
      '@type': 'Question',
      name: entry.question,
      acceptedAnswer: { '@type': 'Answer', text: entry.answer },
    })),
  };
}

/** `trail`: name and path of each step from home to the page, home first. */
export function breadcrumbJsonLd(
  trail: readonly { name: string; path: string }[],
  appUrl: string,
): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((step, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: step.name,
      item: new URL(step.path, appUrl).toString(),
    })),
  };
}
