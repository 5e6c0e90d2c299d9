import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';
import { animationsEnded } from './shell';

const require = createRequire(import.meta.url);
const AXE_PATH = require.resolve('axe-core/axe.min.js');

interface AxeViolation {
  id: string;
  impact: 'minor' | 'moderate' | 'serious' | 'critical' | null;
  help: string;
  nodes: { target: unknown[] }[];
}

/**
 * Runs axe-core in the page and fails on any serious or critical violation. The page's CSP
 * refuses inline scripts, so specs using this set `bypassCSP: true` for the injection.
 */
export async function expectNoSeriousA11yViolations(page: Page, label = page.url()) {
  // A popover still fading in has the contrast of its opacity at that instant, which axe would
  // report (a calendar's weekday names, say).
  await animationsEnded(page);
  await page.addScriptTag({ path: AXE_PATH });
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (context: Document, options: object) => Promise<{ violations: AxeViolation[] }>;
        };
      }
    ).axe;
    const results = await axe.run(document, { resultTypes: ['violations'] });
    return results.violations;
  });
  const serious = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes
          .slice(0, 3)
          .map((node) => JSON.stringify(node.target))
          .join(', ')}`,
    );
  expect(serious, `serious accessibility violations on ${label}`).toEqual([]);
}
