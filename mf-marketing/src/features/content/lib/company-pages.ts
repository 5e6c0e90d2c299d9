/**
 * The company's own texts, each published at `/{slug}` from `content/pages/{slug}.md`. The
 * footer's Fees, Security and FAQs links reach the last three.
 */
export const COMPANY_PAGE_SLUGS = [
  'about',
  'terms-of-use',
  'privacy-policy',
  'fees',
  'security',
  'faqs',
] as const;
