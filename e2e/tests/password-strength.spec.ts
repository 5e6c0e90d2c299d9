import { expect, test, type Page, type Response } from '@playwright/test';
import { uniqueEmail } from '../support/shell';
import { signInAs } from '../support/stack';

/** zxcvbn's common-password dictionary: the one large thing behind the meter. */
const DICTIONARY_MARK = 'passwords-common';

async function scriptsWithDictionary(responses: Response[]): Promise<string[]> {
  const found: string[] = [];
  for (const response of responses) {
    if ((await response.text()).includes(DICTIONARY_MARK)) found.push(response.url());
  }
  return found;
}

function collectScripts(page: Page): Response[] {
  const scripts: Response[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response);
  });
  return scripts;
}

test.describe('password strength', () => {
  for (const width of [375, 1280]) {
    test(`sign-up shows strength while typing, loads the dictionary only then, and the API refuses a weak password (${width} px)`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      const scripts = collectScripts(page);
      await page.goto('/signup');
      const password = page.getByRole('textbox', { name: 'Password' });
      await expect(password).toBeVisible();
      await page.waitForLoadState('networkidle');
      // Nothing of zxcvbn in what the page needed to show itself.
      expect(await scriptsWithDictionary([...scripts])).toEqual([]);
      const firstPaint = scripts.length;

      await page.getByLabel('First name').fill('Matilda');
      await page.getByLabel('Last name').fill('Jones');
      await page.getByLabel('Email').fill(uniqueEmail('strength'));
      await password.pressSequentially('password123');
      const meter = page.getByRole('meter', { name: 'Password strength' });
      await expect(meter).toHaveAttribute('aria-valuetext', 'Very weak – not accepted');
      await expect(page.getByText('Password strength: Very weak – not accepted')).toBeVisible();
      expect(await scriptsWithDictionary(scripts.slice(firstPaint))).toHaveLength(1);

      const box = await meter.boundingBox();
      expect(box?.width ?? 0).toBeGreaterThan(100);
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(width);
      await page.screenshot({ path: test.info().outputPath(`signup-weak-${width}.png`) });

      await page.getByRole('button', { name: 'Sign up' }).click();
      await expect(page.getByTestId('form-error')).toContainText('Password is too easy to guess');

      await password.fill('');
      await password.pressSequentially('kettle orbit meadow lantern');
      await expect(meter).toHaveAttribute('aria-valuetext', 'Very strong');
      await page.screenshot({ path: test.info().outputPath(`signup-strong-${width}.png`) });
      await page.getByRole('button', { name: 'Sign up' }).click();
      await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
    });
  }

  for (const width of [375, 1280]) {
    test(`reset and change password show the meter under the new password (${width} px)`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/password-reset?token=${'x'.repeat(43)}`);
      const fresh = page.getByRole('textbox', { name: 'New password', exact: true });
      await fresh.pressSequentially('1234567890');
      const meter = page.getByRole('meter', { name: 'Password strength' });
      await expect(meter).toHaveAttribute('aria-valuetext', 'Very weak – not accepted');
      await page.screenshot({ path: test.info().outputPath(`reset-${width}.png`) });

      await signInAs(page);
      await page.goto('/profile');
      const newPassword = page.getByRole('textbox', { name: 'New password', exact: true });
      await newPassword.scrollIntoViewIfNeeded();
      await newPassword.pressSequentially('kettle orbit meadow lantern');
      await expect(meter).toHaveAttribute('aria-valuetext', 'Very strong');
      const box = await meter.boundingBox();
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(width);
      await meter.scrollIntoViewIfNeeded();
      await page.screenshot({ path: test.info().outputPath(`change-${width}.png`) });
    });
  }
});
