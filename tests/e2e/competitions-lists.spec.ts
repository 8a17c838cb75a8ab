/**
 * The Competitions area's three lists against the demo backend (spec 2, section
 * 2.3): their counts, cards, Show More and pagination; axe at both widths.
 * Expected values are read from the backend, never hard-coded.
 */
import { ROLES } from '#lib/pictures.ts';
import { checkAtBothWidths, expect, test } from './support/fixtures.ts';
import { builtSocialCard, builtSrc } from './support/pictures.ts';
import { cards, field, hrefsOf, pick } from './support/entry-pages.ts';
import { forbidDialogs } from './support/inert.ts';
import {
  CODING,
  LISTS,
  type List,
  PROJECTS,
  builtEntries,
  cardFor,
  detailPath,
  imagesOf,
  isRegular,
  shown,
  titleOf,
} from './support/competitions.ts';

const listPage = (list: List, index: number) =>
  index < 24 ? list.route : `${list.route}/${Math.floor(index / 24) + 1}`;

// ---------------------------------------------------------------- lists

for (const list of LISTS) {
  test(`${list.route} lists every approved ${list.category} with its count, cards and pages`, async ({ page }) => {
    const entries = await builtEntries(list);
    expect(entries.length, 'the e2e seed fills every list beyond one page').toBeGreaterThan(24);
    const dialogs = forbidDialogs(page);

    await page.goto(list.route);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(list.heading);
    await expect(page.getByTestId('list-count')).toHaveText(String(entries.length));
    await expect(page.getByText('Competitions Displayed', { exact: true })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^${list.heading}`));
    await expect(page.locator('main section').first().locator('p').first()).not.toBeEmpty();

    // Page 1: the first 24, in the backend's order, each linking to its detail route.
    await expect
      .poll(() => hrefsOf(page))
      .toEqual(entries.slice(0, 24).map((record) => detailPath(list, record.nominationId)));
    // Its social card shows the first poster on the page.
    const firstPoster = entries
      .slice(0, 24)
      .map((record) => imagesOf(record)[0])
      .find(Boolean);
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
      'content',
      await builtSocialCard(firstPoster),
    );

    // Every regular card on the page shows the spec's fields.
    for (const record of entries.slice(0, 24).filter(isRegular)) {
      const card = cardFor(page, list, record.nominationId);
      await expect(card.locator('h2')).toHaveText(titleOf(record));
      await expect(card.getByText(record.category ?? list.category, { exact: true }).first()).toBeVisible();
      await expect(field(card, 'Team Leader')).toHaveText(shown(record.teamLeader?.name));
      await expect(field(card, 'Programme')).toHaveText(shown(record.teamLeader?.programme));
      await expect(field(card, 'Roll Number')).toHaveText(shown(record.teamLeader?.rollNumber));
      // The build's card-sized variant of the first poster.
      const poster = await builtSrc(imagesOf(record)[0], ROLES.card);
      if (poster) await expect(card.locator('img')).toHaveAttribute('src', poster);
      else await expect(card.locator('img')).toHaveCount(0);
    }

    // Page 2 holds the rest, reached through the numbered pagination; the count stays the total.
    await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(new RegExp(`${list.route}/2/?$`));
    await expect(page.getByText(`Page 2 of ${Math.ceil(entries.length / 24)}`)).toBeVisible();
    await expect
      .poll(() => hrefsOf(page))
      .toEqual(entries.slice(24, 48).map((record) => detailPath(list, record.nominationId)));
    await expect(page.getByTestId('list-count')).toHaveText(String(entries.length));
    await expect(page.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('link', { name: 'Previous' })).toHaveAttribute('href', list.route);
    expect(dialogs).toEqual([]);
  });
}

test('a competition card without posters shows the placeholder icon, one with posters its first', async ({ page }) => {
  for (const list of LISTS) {
    const entries = await builtEntries(list);
    const index = entries.findIndex((record) => isRegular(record) && imagesOf(record).length === 0);
    if (index < 0) continue;
    const record = entries[index]!;
    await page.goto(listPage(list, index));
    const card = cardFor(page, list, record.nominationId);
    await expect(card.locator('img')).toHaveCount(0);
    await expect(card.locator('svg[aria-hidden="true"]').first()).toBeVisible();
    return;
  }
  throw new Error('the seed has no regular competition without posters');
});

test('Show More and Show Less reveal and hide the competition name and level without navigating', async ({ page }) => {
  const entries = (await builtEntries(PROJECTS)).slice(0, 24).filter(isRegular);
  const record = pick(entries, 'a competition name and level', (r) => !!r.competitionName && !!r.level);
  await page.goto(PROJECTS.route);
  const card = cardFor(page, PROJECTS, record.nominationId);
  const url = page.url();
  const name = field(card, 'Competition');
  await expect(name).toBeHidden();

  await card.getByText('Show More').click();
  await expect(name).toBeVisible();
  await expect(name).toHaveText(record.competitionName!);
  await expect(field(card, 'Level')).toHaveText(record.level!);
  await expect(card.getByText('Show Less')).toBeVisible();
  expect(page.url()).toBe(url);

  await card.getByText('Show Less').click();
  await expect(name).toBeHidden();
  await expect(card.getByText('Show More')).toBeVisible();
  expect(page.url()).toBe(url);

  // By keyboard too: the toggle is a native disclosure.
  await card.locator('summary').focus();
  await page.keyboard.press('Enter');
  await expect(name).toBeVisible();
  expect(page.url()).toBe(url);
});

test('a click anywhere on a competition card opens its detail route', async ({ page }) => {
  for (const list of LISTS) {
    const record = pick(await builtEntries(list), 'a regular entry', isRegular);
    await page.goto(list.route);
    const card = cardFor(page, list, record.nominationId);
    const cardBox = await card.boundingBox();
    const leaderBox = await field(card, 'Team Leader').boundingBox();
    if (!cardBox || !leaderBox) throw new Error('card not laid out');
    // The team leader's name is not a link itself: the title's link is stretched over the card.
    await card.click({ position: { x: leaderBox.x - cardBox.x + 4, y: leaderBox.y - cardBox.y + 4 } });
    await expect(page).toHaveURL(new RegExp(`${detailPath(list, record.nominationId)}/?$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(titleOf(record));
  }
});

// ---------------------------------------------------------------- accessibility

test('axe: a competition list at 390 and 1280 px', async ({ page }, testInfo) => {
  await page.goto(CODING.route);
  await cards(page).first().getByText('Show More').click();
  await checkAtBothWidths(page, testInfo, 'competitions-coding-contests-list');
});
