import { expect, test, type Page } from '@playwright/test';

/**
 * The page as it stands, at 1280 and at 375 px: each width laid out without sideways scroll
 * (a popover open in the picture is placed again after the resize, a frame later, so this
 * waits for it), then a full-page screenshot `<name>-<width>.png` in the test's output. The
 * page is left at 1280 px.
 */
export async function shoot(page: Page, name: string) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), {
        message: `${name} fits ${width} px`,
      })
      .toBe(true);
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}
