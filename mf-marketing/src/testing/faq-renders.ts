import { vi } from 'vitest';
import type * as FaqAccordionModule from '@/components/faq-accordion';

/** How many times a FaqAccordion has rendered, once its module is mocked as below. */
export const faqRenders = { count: 0 };

/**
 * The real FaqAccordion, counting its renders: a page's FAQ stands for the page around the
 * live parts, so a test can tell whether new prices redrew the whole page. In a test file:
 * `vi.mock('@/components/faq-accordion', async () => (await import('@/testing/faq-renders')).countedFaqAccordion())`.
 */
export async function countedFaqAccordion(): Promise<typeof FaqAccordionModule> {
  const actual = await vi.importActual<typeof FaqAccordionModule>('@/components/faq-accordion');
  return {
    ...actual,
    FaqAccordion: (props) => {
      faqRenders.count += 1;
      return actual.FaqAccordion(props);
    },
  };
}
