/**
 * What the tests of hostile records check: markup from the backend stays text
 * on the page, and no dialog opens (an alert from injected markup would).
 */
import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/** Records every dialog the page opens (and dismisses it); the test expects the list to stay empty. */
export function forbidDialogs(page: Page): string[] {
  const opened: string[] = [];
  page.on('dialog', async (dialog) => {
    opened.push(dialog.message());
    await dialog.dismiss();
  });
  return opened;
}

/**
 * Markup from the backend stayed text: main holds no script but Astro's island loaders and the
 * site's own bundled modules, no image with an onerror, no javascript: or data: link or image;
 * long unbroken strings wrap instead of pushing the page sideways.
 */
export async function expectInert(page: Page) {
  const scripts = await page.locator('main script:not([type="module"][src^="/_astro/"])').evaluateAll((nodes) => nodes.map((node) => node.textContent ?? ''));
  expect(scripts.filter((text) => /alert\(1\)/.test(text) || !/astro/i.test(text))).toEqual([]);
  await expect(page.locator('main img[src="x"], main [onerror]')).toHaveCount(0);
  await expect(page.locator('a[href^="javascript:" i], a[href^="data:" i], img[src^="javascript:" i], img[src^="data:" i]')).toHaveCount(0);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, 'no sideways scrolling').toBeLessThanOrEqual(0);
}
