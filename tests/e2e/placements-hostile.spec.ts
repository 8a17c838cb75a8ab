/** Hostile Placements and Internships records (markup, script URLs, wrong types) render as inert text on lists and detail pages. */
import { expect, test } from './support/fixtures.ts';
import { field, section } from './support/entry-pages.ts';
import { countAlerts, expectHostileEntryInert, expectWrongTypesInert, forbidDialogs } from './support/inert.ts';
import { FACTS, LISTS, builtEntries, cardFor, detailPath } from './support/placements.ts';

// ---------------------------------------------------------------- hostile data

for (const list of LISTS) {
  test(`hostile ${list.category} records render as inert text`, async ({ page }) => {
    const hostile = FACTS.hostile?.[`placement/${list.category}`];
    if (!hostile) throw new Error('the e2e backend is seeded with hostile records');
    const alerts = await countAlerts(page);
    const dialogs = forbidDialogs(page);
    expect((await builtEntries(list)).map((record) => record.nominationId)).toContain(hostile.markup);

    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await expectHostileEntryInert(
        page,
        list.alias,
        cardFor(page, list, hostile.markup),
        detailPath(list, hostile.markup),
        hostile.markup,
      );
      // Script URLs in the website and LinkedIn fields are not links.
      await expect(field(section(page, 'Organization Details'), 'Website')).toHaveText('N/A');

      await expectWrongTypesInert(page, detailPath(list, hostile.wrongTypes), hostile.wrongTypes);
    }
    expect(await alerts()).toBe(0);
    expect(dialogs).toEqual([]);
  });
}
