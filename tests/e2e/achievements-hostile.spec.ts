/** Hostile Achievements records (markup, script URLs, wrong types) render as inert text on lists and detail pages. */
import { ACHIEVEMENT_CATEGORIES } from '#api/enums.ts';
import { AREA, listRoute } from '#features/areas.ts';
import { expect, test } from './support/fixtures.ts';
import { countAlerts, expectInert, expectWrongTypesInert, forbidDialogs } from './support/inert.ts';
import { FACTS, cardFor, detailPath } from './support/achievements.ts';

// ---------------------------------------------------------------- hostile data

for (const category of ACHIEVEMENT_CATEGORIES) {
  test(`hostile ${category} records render as inert text`, async ({ page }) => {
    const hostile = FACTS.hostile?.[`achievement/${category}`];
    if (!hostile) throw new Error('the e2e backend is seeded with hostile records');
    const dialogs = forbidDialogs(page);
    const alerts = await countAlerts(page);

    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(listRoute(AREA.achievements, category));
      await expect(cardFor(page, category, hostile.markup)).toBeVisible();
      await expectInert(page);
      await cardFor(page, category, hostile.markup).getByText('Show More').click();
      await expectInert(page);

      await page.goto(detailPath(category, hostile.markup));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByText(`Nomination ID: ${hostile.markup}`)).toBeVisible();
      await expectInert(page);
      expect(await alerts()).toBe(0);

      await expectWrongTypesInert(page, detailPath(category, hostile.wrongTypes), hostile.wrongTypes);
    }
    // Markup shows as the text it is somewhere on the detail page.
    await page.goto(detailPath(category, hostile.markup));
    await expect(
      page
        .locator('main')
        .getByText(/<script>alert\(1\)<\/script>|<img src=x onerror=alert\(1\)>/)
        .first(),
    ).toBeVisible();
    expect(dialogs).toEqual([]);
  });
}
