/**
 * The Placements and Internships lists against the demo backend (spec 2, section
 * 2.9): both spellings with their counts, cards, Show More and pagination; axe at
 * both widths. Expected values are read from the backend, never hard-coded.
 */
import { avatarRole } from '#lib/pictures.ts';
import { checkAtBothWidths, expect, test } from './support/fixtures.ts';
import { builtSocialCard, builtSrc, firstBuilt } from './support/pictures.ts';
import { cards, field, hrefsOf, pick } from './support/entry-pages.ts';
import { forbidDialogs } from './support/inert.ts';
import {
  INTERNSHIPS,
  LISTS,
  PLACEMENTS,
  builtEntries,
  cardFor,
  detailPath,
  escape,
  isRegular,
  shown,
} from './support/placements.ts';

// ---------------------------------------------------------------- lists, at both spellings

for (const list of LISTS) {
  for (const route of [list.canonical, list.alias]) {
    test(`${route} lists every approved ${list.category} with its count, cards and pages`, async ({ page }) => {
      const entries = await builtEntries(list);
      expect(entries.length, 'the e2e seed fills every list beyond one page').toBeGreaterThan(24);
      const dialogs = forbidDialogs(page);

      const response = await page.goto(route);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(list.heading);
      await expect(page.getByTestId('list-count')).toHaveText(String(entries.length));
      await expect(page.getByText(list.countLabel, { exact: true })).toBeVisible();
      await expect(page.locator('main section').first().locator('p').first()).not.toBeEmpty();
      // Both spellings name the menu's lower-case route as the canonical page.
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        new RegExp(`${escape(list.canonical)}$`),
      );

      await expect
        .poll(() => hrefsOf(page))
        .toEqual(entries.slice(0, 24).map((record) => detailPath(list, record.nominationId)));
      // The page's social card is cut from the first photo on it that the build could use.
      const firstPhoto = await firstBuilt(entries.slice(0, 24).map((record) => record.student?.profileImageUrl));
      await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
        'content',
        await builtSocialCard(firstPhoto),
      );
      for (const record of entries.slice(0, 24).filter(isRegular)) {
        const card = cardFor(page, list, record.nominationId);
        await expect(card.locator('h2')).toHaveText(shown(record.organizationName));
        await expect(card.getByText(record.category ?? list.category, { exact: true })).toBeVisible();
        await expect(field(card, 'Student')).toHaveText(shown(record.student?.name));
        await expect(field(card, 'Programme')).toHaveText(shown(record.student?.programme));
        await expect(field(card, 'Roll Number')).toHaveText(shown(record.student?.rollNumber));
        const photo = await builtSrc(record.student?.profileImageUrl, avatarRole(80));
        if (photo) await expect(card.locator('img')).toHaveAttribute('src', photo);
        else await expect(card.locator('img')).toHaveCount(0);
        await expect(card.locator('[style*="default-student-image.png"]')).toHaveCount(1);
      }

      // Page 2, on the same spelling; its canonical is the lower-case page 2.
      await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Page 2' }).click();
      await expect(page).toHaveURL(new RegExp(`${escape(route)}/2/?$`));
      await expect
        .poll(() => hrefsOf(page))
        .toEqual(entries.slice(24, 48).map((record) => detailPath(list, record.nominationId)));
      await expect(page.getByTestId('list-count')).toHaveText(String(entries.length));
      await expect(page.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
      await expect(page.getByRole('link', { name: 'Previous' })).toHaveAttribute('href', route);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        new RegExp(`${escape(list.canonical)}/2$`),
      );
      expect(dialogs).toEqual([]);
    });
  }
}

test('the nomination form routes are not claimed by the list pages', async ({ request }) => {
  // The page as served (in a browser the signed-out guard leaves it for /login at once, which raced page.goto).
  for (const path of ['/placements-internships/NominateInternships', '/placements-internships/nominateinternships']) {
    const html = await (await request.get(path)).text();
    expect(html).toContain('Nominate for Internship / Placement');
    expect(html).not.toContain('Placements Displayed');
    expect(html).not.toContain('Internships Displayed');
  }
});

test('Show More and Show Less reveal and hide the designation without navigating', async ({ page }) => {
  const record = pick(
    (await builtEntries(INTERNSHIPS)).slice(0, 24).filter(isRegular),
    'a designation',
    (r) => !!r.studentDesignation,
  );
  await page.goto(INTERNSHIPS.alias);
  const card = cardFor(page, INTERNSHIPS, record.nominationId);
  const url = page.url();
  const designation = field(card, 'Designation');
  await expect(designation).toBeHidden();

  await card.getByText('Show More').click();
  await expect(designation).toBeVisible();
  await expect(designation).toHaveText(record.studentDesignation!);
  expect(page.url()).toBe(url);

  await card.getByText('Show Less').click();
  await expect(designation).toBeHidden();
  expect(page.url()).toBe(url);
});

test('a click anywhere on a placement card opens its detail route', async ({ page }) => {
  for (const list of LISTS) {
    const record = pick(await builtEntries(list), 'a regular entry', isRegular);
    await page.goto(list.canonical);
    const card = cardFor(page, list, record.nominationId);
    const cardBox = await card.boundingBox();
    const nameBox = await field(card, 'Student').boundingBox();
    if (!cardBox || !nameBox) throw new Error('card not laid out');
    await card.click({ position: { x: nameBox.x - cardBox.x + 4, y: nameBox.y - cardBox.y + 4 } });
    await expect(page).toHaveURL(new RegExp(`${escape(detailPath(list, record.nominationId))}/?$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(shown(record.organizationName));
  }
});

// ---------------------------------------------------------------- accessibility

test('axe: the placement and internship lists at 390 and 1280 px', async ({ page }, testInfo) => {
  test.slow(); // full-page screenshots of two 24-card pages at two widths
  await page.goto(PLACEMENTS.canonical);
  await cards(page).first().getByText('Show More').click();
  await checkAtBothWidths(page, testInfo, 'placements-list');

  await page.goto(INTERNSHIPS.alias);
  await checkAtBothWidths(page, testInfo, 'internships-list');
});
