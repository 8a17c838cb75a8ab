/**
 * The Star Alumni list against the demo backend (spec 2, section 2.10): the count,
 * the 1 to 4 column grid, cards, photo fallbacks, Show More and pagination; axe at
 * both widths. Expected values are read from the backend, never hard-coded.
 */
import type { Page } from '@playwright/test';
import { avatarRole } from '#lib/pictures.ts';
import { checkAtBothWidths, expect, test } from './support/fixtures.ts';
import { builtPicture, builtSocialCard, builtSrc, firstBuilt } from './support/pictures.ts';
import { cards, field, hrefsOf, pick } from './support/entry-pages.ts';
import { forbidDialogs } from './support/inert.ts';
import { FACTS, LIST, builtEntries, cardFor, detailPath, escape, isRegular, shown } from './support/alumni.ts';

const listPage = (index: number) => (index < 24 ? LIST : `${LIST}/${Math.floor(index / 24) + 1}`);

const columns = (page: Page) =>
  page
    .locator('main ul')
    .first()
    .evaluate((grid) => getComputedStyle(grid).gridTemplateColumns.split(' ').filter(Boolean).length);

// ---------------------------------------------------------------- the list

test(`${LIST} lists every approved alumnus with the count, cards, badges and pages`, async ({ page }) => {
  const entries = await builtEntries();
  expect(entries.length, 'the e2e seed fills the list beyond one page').toBeGreaterThan(24);
  const dialogs = forbidDialogs(page);

  await page.goto(LIST);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Star Alumni');
  await expect(page.getByTestId('list-count')).toHaveText(String(entries.length));
  await expect(page.getByText('Alumni Displayed', { exact: true })).toBeVisible();
  await expect(page).toHaveTitle(/^Star Alumni \|/);

  await expect.poll(() => hrefsOf(page)).toEqual(entries.slice(0, 24).map((record) => detailPath(record.nominationId)));
  // The page's social card is cut from the first photo on it that the build could use.
  const firstPhoto = await firstBuilt(entries.slice(0, 24).map((record) => record.alumni?.profileImageUrl));
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', await builtSocialCard(firstPhoto));
  for (const record of entries.slice(0, 24).filter(isRegular)) {
    const card = cardFor(page, record.nominationId);
    await expect(card.locator('h2')).toHaveText(shown(record.alumni?.name));
    await expect(card.getByText('Alumni', { exact: true })).toBeVisible();
    // The Star badge (with its icon) only on a star.
    const star = card.getByText('Star', { exact: true });
    if (record.isBest) {
      await expect(star).toBeVisible();
      await expect(card.locator('span', { hasText: /^Star$/ }).locator('svg')).toHaveCount(1);
    } else {
      await expect(star).toHaveCount(0);
    }
    await expect(field(card, 'Designation')).toHaveText(shown(record.designation));
    await expect(field(card, 'Organization')).toHaveText(shown(record.organization));
    await expect(field(card, 'Programme')).toHaveText(shown(record.alumni?.programme));
    // The build's variant of the photo; none when it has none or the build could not use it.
    const photo = await builtSrc(record.alumni?.profileImageUrl, avatarRole(80));
    if (photo) await expect(card.locator('img')).toHaveAttribute('src', photo);
    else await expect(card.locator('img')).toHaveCount(0);
    await expect(card.locator('[style*="default-student-image.png"]')).toHaveCount(1);
  }
  expect(
    entries.slice(0, 24).some((record) => record.isBest) && entries.slice(0, 24).some((record) => !record.isBest),
  ).toBe(true);
  // Which cards this page shows, beside the page numbers, so the total never seems to contradict the cards.
  await expect(page.getByTestId('list-range')).toHaveText(`Showing 1–24 of ${entries.length}`);

  await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Page 2' }).click();
  await expect(page.getByTestId('list-range')).toHaveText(
    `Showing 25–${Math.min(48, entries.length)} of ${entries.length}`,
  );
  await expect(page).toHaveURL(new RegExp(`${LIST}/2/?$`));
  await expect
    .poll(() => hrefsOf(page))
    .toEqual(entries.slice(24, 48).map((record) => detailPath(record.nominationId)));
  await expect(page.getByTestId('list-count')).toHaveText(String(entries.length));
  await expect(page.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  expect(dialogs).toEqual([]);
});

test('the alumni grid has 1 column on a phone and 4 on a desktop', async ({ page }) => {
  for (const [width, expected] of [
    [390, 1],
    [700, 2],
    [1100, 3],
    [1280, 4],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(LIST);
    expect(await columns(page), `${width} px`).toBe(expected);
  }
});

test('a broken alumni photo falls back to the default image', async ({ page }) => {
  const entries = await builtEntries();
  const index = entries.findIndex((record) => record.alumni?.profileImageUrl?.endsWith(`/${FACTS.brokenImage}`));
  if (index < 0) throw new Error('the seed has an alumnus with a broken photo');
  const record = entries[index]!;
  await page.goto(listPage(index));
  // The build could not fetch it, so the card shows the default student image, as for no photo at all.
  const card = cardFor(page, record.nominationId);
  await expect(card.locator('img')).toHaveCount(0);
  await expect(card.locator('[style*="default-student-image.png"]')).toHaveCount(1);
});

test('a photo that breaks after the build (a variant gone from the host) draws the default image over itself', async ({
  page,
}) => {
  const entries = await builtEntries();
  const usable = await Promise.all(entries.map((record) => builtPicture(record.alumni?.profileImageUrl)));
  const index = usable.findIndex(Boolean);
  const record = entries[index]!;
  await page.route('**/_img/**', (route) => route.fulfill({ status: 404, body: '' }));
  await page.goto(listPage(index));
  const img = cardFor(page, record.nominationId).locator('img');
  await img.scrollIntoViewIfNeeded();
  await expect
    .poll(() => img.evaluate((node: HTMLImageElement) => node.complete && node.naturalWidth === 0))
    .toBe(true);
  // A CSS fallback, no JavaScript.
  const cover = await img.evaluate((node) => getComputedStyle(node, '::after').backgroundImage);
  expect(cover).toContain('default-student-image.png');
});

test('Show More and Show Less reveal and hide the batch without navigating', async ({ page }) => {
  const record = pick((await builtEntries()).slice(0, 24).filter(isRegular), 'a batch', (r) => !!r.alumni?.batch);
  await page.goto(LIST);
  const card = cardFor(page, record.nominationId);
  const url = page.url();
  const batch = field(card, 'Batch');
  await expect(batch).toBeHidden();
  await card.getByText('Show More').click();
  await expect(batch).toHaveText(record.alumni!.batch!);
  await expect(batch).toBeVisible();
  expect(page.url()).toBe(url);
  await card.getByText('Show Less').click();
  await expect(batch).toBeHidden();
  expect(page.url()).toBe(url);
});

test('a click anywhere on an alumni card opens its detail route', async ({ page }) => {
  const record = pick(await builtEntries(), 'a regular entry', isRegular);
  await page.goto(LIST);
  const card = cardFor(page, record.nominationId);
  const cardBox = await card.boundingBox();
  const factBox = await field(card, 'Organization').boundingBox();
  if (!cardBox || !factBox) throw new Error('card not laid out');
  await card.click({ position: { x: factBox.x - cardBox.x + 4, y: factBox.y - cardBox.y + 4 } });
  await expect(page).toHaveURL(new RegExp(`${escape(detailPath(record.nominationId))}/?$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(shown(record.alumni?.name));
});

// ---------------------------------------------------------------- accessibility

test('axe: the Star Alumni list at 390 and 1280 px', async ({ page }, testInfo) => {
  await page.goto(LIST);
  await cards(page).first().getByText('Show More').click();
  await checkAtBothWidths(page, testInfo, 'alumni-list');
});
