import type { Page } from '@playwright/test';

/**
 * Collects every violation of the pages' Content Security Policy, as the browser reports it to
 * each document the page opens (`securitypolicyviolation`), across navigations. Call it before
 * the first `goto`; the returned list fills as violations happen.
 */
export async function policyViolations(page: Page): Promise<string[]> {
  const refused: string[] = [];
  await page.exposeFunction('reportPolicyViolation', (violation: string) => {
    refused.push(violation);
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportPolicyViolation: (text: string) => void })
        .reportPolicyViolation;
      void report(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}`);
    });
  });
  return refused;
}
