/** Hostile Star Alumni records (markup, script URLs, wrong types) render as inert text on the list and detail pages. */
import { expect, test } from './support/fixtures.ts';
import { countAlerts, expectHostileEntryInert, expectInert, forbidDialogs } from './support/inert.ts';
import { FACTS, LIST, builtEntries, cardFor, detailPath } from './support/alumni.ts';

// ---------------------------------------------------------------- hostile data

test('hostile alumni records render as inert text', async ({ page }) => {
  const hostile = FACTS.hostile?.['alumni/Alumni'];
  if (!hostile) throw new Error('the e2e backend is seeded with hostile records');
  const alerts = await countAlerts(page);
  const dialogs = forbidDialogs(page);
  const built = (await builtEntries()).map((record) => record.nominationId);
  expect(built).toContain(hostile.markup);

  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectHostileEntryInert(
      page,
      LIST,
      cardFor(page, hostile.markup),
      detailPath(hostile.markup),
      hostile.markup,
    );

    if (built.includes(hostile.wrongTypes)) {
      await page.goto(detailPath(hostile.wrongTypes));
      await expect(page.getByText(`Nomination ID: ${hostile.wrongTypes}`)).toBeVisible();
      await expectInert(page);
    }
  }
  expect(await alerts()).toBe(0);
  expect(dialogs).toEqual([]);
});
