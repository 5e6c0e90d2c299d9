import type { Page } from '@playwright/test';

/** The smallest target a finger hits reliably, each side (WCAG 2.5.5, Apple's and Google's guides). */
export const MIN_TAP_PX = 44;

/** Every control a person can tap or reach with the keyboard. */
const CONTROLS = [
  'a[href]',
  'button',
  'input:not([type="hidden"])',
  'select',
  'textarea',
  '[role="button"]',
  '[role="link"]',
  '[role="tab"]',
  '[role="switch"]',
  '[role="checkbox"]',
  '[role="radio"]',
  '[role="menuitem"]',
].join(', ');

export interface SmallTarget {
  control: string;
  width: number;
  height: number;
}

/**
 * The visible controls on the page (scrolled out of view or not) smaller than 44×44 px, each
 * named by its role or tag and its words. What is measured is what a finger aims at:
 * - a visually hidden input of a checkbox, radio, switch or segment is measured by the label
 *   that draws it;
 * - a control clipped to nothing until it has focus (the skip link) is exempt;
 * - the price charts' TradingView logo (#tv-attr-logo), the attribution the chart library's
 *   licence asks for, is exempt: it sits alone in the chart's corner, clear of every other
 *   target by more than WCAG 2.5.8's spacing;
 * - a link inside running text is exempt (WCAG 2.5.8's inline exception): an inline link
 *   whose block says more than the link does;
 * - a control inside another control counts as that one (a button inside a link);
 * `within` narrows it to an open dialog: the page behind is out of reach.
 */
export function smallTapTargets(page: Page, within = 'body'): Promise<SmallTarget[]> {
  return page.evaluate(
    ({ root, selector, min }) => {
      const visuallyHidden = (rect: DOMRect) => rect.width <= 1 || rect.height <= 1;
      // Drawn for nobody until focused (a skip link): clipped to nothing.
      const clippedAway = (element: Element) => {
        const style = getComputedStyle(element);
        return style.clip === 'rect(0px, 0px, 0px, 0px)' || style.clipPath === 'inset(50%)';
      };
      const name = (element: Element) => {
        const words =
          element.getAttribute('aria-label') ??
          (element.textContent ?? '').replace(/\s+/g, ' ').trim();
        const role = element.getAttribute('role') ?? element.tagName.toLowerCase();
        return `${role} "${words.slice(0, 40)}"`;
      };
      const inRunningText = (element: Element) => {
        if (element.tagName !== 'A' || getComputedStyle(element).display !== 'inline') return false;
        let block = element.parentElement;
        while (block && getComputedStyle(block).display === 'inline') block = block.parentElement;
        const around = (block?.textContent ?? '').replace(/\s+/g, ' ').trim();
        const own = (element.textContent ?? '').replace(/\s+/g, ' ').trim();
        return around.length > own.length;
      };
      const seen = new Set<Element>();
      const small: { control: string; width: number; height: number }[] = [];
      for (const control of Array.from(
        document.querySelector(root)?.querySelectorAll(selector) ?? [],
      )) {
        if (control.parentElement?.closest(selector)) continue;
        let target: Element = control;
        let rect = control.getBoundingClientRect();
        if (visuallyHidden(rect)) {
          const label = control.closest('label') ?? control.parentElement?.closest('label');
          if (!label) continue;
          target = label;
          rect = label.getBoundingClientRect();
        }
        if (seen.has(target)) continue;
        seen.add(target);
        const shown =
          rect.width > 0 &&
          rect.height > 0 &&
          target.checkVisibility({ opacityProperty: true, visibilityProperty: true });
        if (!shown || clippedAway(target) || inRunningText(target)) continue;
        if (target.id === 'tv-attr-logo') continue;
        if (rect.width < min - 0.01 || rect.height < min - 0.01) {
          small.push({
            control: name(control),
            width: Math.round(rect.width * 10) / 10,
            height: Math.round(rect.height * 10) / 10,
          });
        }
      }
      return small;
    },
    { root: within, selector: CONTROLS, min: MIN_TAP_PX },
  );
}
