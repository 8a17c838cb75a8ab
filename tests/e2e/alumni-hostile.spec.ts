/** Hostile Star Alumni records (markup, script URLs, wrong types) render as inert text on the list and detail pages. */
import { expect, test } from './support/fixtures.ts';
import { expectInert, forbidDialogs } from './support/inert.ts';
import { FACTS, LIST, builtEntries, cardFor, detailPath } from './support/alumni.ts';

// ---------------------------------------------------------------- hostile data

test('hostile alumni records render as inert text', async ({ page }) => {
  const hostile = FACTS.hostile?.['alumni/Alumni'];
  if (!hostile) throw new Error('the e2e backend is seeded with hostile records');
  await page.addInitScript(() => {
    (window as unknown as { __alerts: number }).__alerts = 0;
    window.alert = () => void (window as unknown as { __alerts: number }).__alerts++;
  });
  const dialogs = forbidDialogs(page);
  const built = (await builtEntries()).map((record) => record.nominationId);
  expect(built).toContain(hostile.markup);

  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(LIST);
    const card = cardFor(page, hostile.markup);
    await expect(card).toBeVisible();
    await card.getByText('Show More').click();
    await expectInert(page);

    await page.goto(detailPath(hostile.markup));
    await expect(page.getByText(`Nomination ID: ${hostile.markup}`)).toBeVisible();
    await expectInert(page);
    await expect(page.locator('main').getByText(/<script>alert\(1\)<\/script>|<img src=x onerror=alert\(1\)>/).first()).toBeVisible();

    if (built.includes(hostile.wrongTypes)) {
      await page.goto(detailPath(hostile.wrongTypes));
      await expect(page.getByText(`Nomination ID: ${hostile.wrongTypes}`)).toBeVisible();
      await expectInert(page);
    }
  }
  expect(await page.evaluate(() => (window as unknown as { __alerts: number }).__alerts)).toBe(0);
  expect(dialogs).toEqual([]);
});
