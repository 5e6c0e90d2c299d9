/** A question and its answer, shown in an accordion and listed as FAQPage JSON-LD. */
export interface FaqEntry {
  question: string;
  answer: string;
}
