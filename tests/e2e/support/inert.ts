/**
 * What the tests of hostile records check: markup from the backend stays text
 * on the page, and no dialog opens (an alert from injected markup would).
 */
import type { Locator, Page } from '@playwright/test';
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
  const scripts = await page
    .locator('main script:not([type="module"][src^="/_astro/"])')
    .evaluateAll((nodes) => nodes.map((node) => node.textContent ?? ''));
  expect(scripts.filter((text) => /alert\(1\)/.test(text) || !/astro/i.test(text))).toEqual([]);
  await expect(page.locator('main img[src="x"], main [onerror]')).toHaveCount(0);
  await expect(
    page.locator('a[href^="javascript:" i], a[href^="data:" i], img[src^="javascript:" i], img[src^="data:" i]'),
  ).toHaveCount(0);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, 'no sideways scrolling').toBeLessThanOrEqual(0);
}

/** Counts the page's alert() calls from its first script on (an injected handler would make one); call the result to read the count. */
export async function countAlerts(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript(() => {
    (window as unknown as { __alerts: number }).__alerts = 0;
    window.alert = () => void (window as unknown as { __alerts: number }).__alerts++;
  });
  return () => page.evaluate(() => (window as unknown as { __alerts: number }).__alerts);
}

/**
 * A hostile entry on its list page (`card`, opened with Show More) and on its
 * detail page: both inert, and its markup shown as the text it is.
 */
export async function expectHostileEntryInert(page: Page, list: string, card: Locator, detail: string, id: string) {
  await page.goto(list);
  await expect(card).toBeVisible();
  await card.getByText('Show More').click();
  await expectInert(page);

  await page.goto(detail);
  await expect(page.getByText(`Nomination ID: ${id}`)).toBeVisible();
  await expectInert(page);
  await expect(
    page
      .locator('main')
      .getByText(/<script>alert\(1\)<\/script>|<img src=x onerror=alert\(1\)>/)
      .first(),
  ).toBeVisible();
}

/** A record whose fields have the wrong types still gets its detail page (200), inert. */
export async function expectWrongTypesInert(page: Page, detail: string, id: string) {
  const wrong = await page.goto(detail);
  expect(wrong?.status()).toBe(200);
  await expect(page.getByText(`Nomination ID: ${id}`)).toBeVisible();
  await expectInert(page);
}
