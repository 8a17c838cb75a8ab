/** Hostile Competitions records (markup, script URLs, wrong types) render as inert text on lists and detail pages. */
import { expect, test } from './support/fixtures.ts';
import { countAlerts, expectHostileEntryInert, expectWrongTypesInert, forbidDialogs } from './support/inert.ts';
import { FACTS, LISTS, builtEntries, cardFor, detailPath } from './support/competitions.ts';

// ---------------------------------------------------------------- hostile data

for (const list of LISTS) {
  test(`hostile ${list.category} records render as inert text`, async ({ page }) => {
    const hostile = FACTS.hostile?.[`competition/${list.category}`];
    if (!hostile) throw new Error('the e2e backend is seeded with hostile records');
    const alerts = await countAlerts(page);
    const dialogs = forbidDialogs(page);
    const built = (await builtEntries(list)).map((record) => record.nominationId);
    expect(built).toContain(hostile.markup);
    expect(built).not.toContain(hostile.noIdRow);

    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await expectHostileEntryInert(
        page,
        list.route,
        cardFor(page, list, hostile.markup),
        detailPath(list, hostile.markup),
        hostile.markup,
      );

      await expectWrongTypesInert(page, detailPath(list, hostile.wrongTypes), hostile.wrongTypes);
    }
    expect(await alerts()).toBe(0);
    expect(dialogs).toEqual([]);
  });
}
