/**
 * Star Alumni against the demo backend (spec 2, section 2.10): the list with
 * its count, 1 to 4 column grid, cards, Show More and pagination; the detail
 * page with its badges, sections and fallbacks; hostile records; axe at both
 * widths; entries newer than the build through the 404 page. Expected values
 * are read from the backend, never hard-coded.
 */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { seedFacts } from '#scripts/demo-api/seed.ts';
import { AlumniSchema, type Alumni } from '#api/schemas/alumni.ts';
import { parseRecords } from '#api/schemas/lenient.ts';
import { safeImage, safeLink } from '#lib/safe-url.ts';
import { avatarRole } from '#lib/pictures.ts';
import { apiData, checkAtBothWidths, demoControl, expect, hydrated, test } from './support/fixtures.ts';
import { builtPicture, builtSocialCard, builtSrc, firstBuilt } from './support/pictures.ts';
import { cards, field, hrefsOf, pick, section } from './support/entry-pages.ts';
import { expectInert, forbidDialogs } from './support/inert.ts';

const LIST = '/StarAlumni/star-alumni';
const DETAIL = '/StarAlumni/star-alumni-details';

const FACTS = seedFacts({ hostile: true });

/**
 * The alumni the build published, in the backend's order: the approved list
 * minus records the build drops (invalid for the site's lenient schema, or
 * without an alumni block) and minus entries another test may have approved
 * after the build.
 */
async function builtEntries(): Promise<Alumni[]> {
  const raw = await apiData<unknown[]>('/api/alumni/approved');
  const notBuilt = new Set([...FACTS.alumni.pending, ...FACTS.alumni.rejected]);
  const seen = new Set<string>();
  return parseRecords(AlumniSchema, raw).records.filter((record) => {
    if (seen.has(record.nominationId) || notBuilt.has(record.nominationId) || !record.alumni) return false;
    seen.add(record.nominationId);
    return true;
  });
}

const isRegular = (record: Alumni) => /^ALM-\d{4}-\d+$/.test(record.nominationId);

const shown = (value: string | undefined): string => value ?? 'N/A';
const detailPath = (id: string) => `${DETAIL}/${encodeURIComponent(id)}`;
const listPage = (index: number) => (index < 24 ? LIST : `${LIST}/${Math.floor(index / 24) + 1}`);
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const cardFor = (page: Page, id: string) => page.locator('article', { has: page.locator(`a[href="${detailPath(id)}"]`) });

const columns = (page: Page) =>
  page.locator('main ul').first().evaluate((grid) => getComputedStyle(grid).gridTemplateColumns.split(' ').filter(Boolean).length);

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
  expect(entries.slice(0, 24).some((record) => record.isBest) && entries.slice(0, 24).some((record) => !record.isBest)).toBe(true);
  // Which cards this page shows, beside the page numbers, so the total never seems to contradict the cards.
  await expect(page.getByTestId('list-range')).toHaveText(`Showing 1–24 of ${entries.length}`);

  await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Page 2' }).click();
  await expect(page.getByTestId('list-range')).toHaveText(`Showing 25–${Math.min(48, entries.length)} of ${entries.length}`);
  await expect(page).toHaveURL(new RegExp(`${LIST}/2/?$`));
  await expect.poll(() => hrefsOf(page)).toEqual(entries.slice(24, 48).map((record) => detailPath(record.nominationId)));
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
  const index = entries.findIndex((record) => record.alumni?.profileImageUrl?.endsWith(FACTS.brokenImagePath));
  if (index < 0) throw new Error('the seed has an alumnus with a broken photo');
  const record = entries[index]!;
  await page.goto(listPage(index));
  // The build could not fetch it, so the card shows the default student image, as for no photo at all.
  const card = cardFor(page, record.nominationId);
  await expect(card.locator('img')).toHaveCount(0);
  await expect(card.locator('[style*="default-student-image.png"]')).toHaveCount(1);
});

test('a photo that breaks after the build (a variant gone from the host) draws the default image over itself', async ({ page }) => {
  const entries = await builtEntries();
  const usable = await Promise.all(entries.map((record) => builtPicture(record.alumni?.profileImageUrl)));
  const index = usable.findIndex(Boolean);
  const record = entries[index]!;
  await page.route('**/_img/**', (route) => route.fulfill({ status: 404, body: '' }));
  await page.goto(listPage(index));
  const img = cardFor(page, record.nominationId).locator('img');
  await img.scrollIntoViewIfNeeded();
  await expect.poll(() => img.evaluate((node: HTMLImageElement) => node.complete && node.naturalWidth === 0)).toBe(true);
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

// ---------------------------------------------------------------- details

test(`${DETAIL}/{id} shows a star alumnus with every section`, async ({ page }) => {
  const record = pick(
    (await builtEntries()).filter(isRegular),
    'a star with a photo and LinkedIn',
    (r) =>
      !!r.isBest &&
      !!safeImage(r.alumni?.profileImageUrl) &&
      !r.alumni?.profileImageUrl?.endsWith(FACTS.brokenImagePath) &&
      !!safeLink(r.alumni?.linkedinLink) &&
      !!r.bio,
  );
  const alumni = record.alumni!;
  await page.goto(detailPath(record.nominationId));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(alumni.name!);
  const header = page.locator('main header');
  await expect(header.getByText('Alumni', { exact: true })).toBeVisible();
  await expect(header.getByText('⭐ Star Alumni', { exact: true })).toBeVisible();
  await expect(page.getByText(`Nomination ID: ${record.nominationId}`)).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`^${escape(alumni.name!)}`));
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', await builtSocialCard(alumni.profileImageUrl));

  expect(await page.locator('main section > h2').allTextContents()).toEqual([
    'Professional Information',
    'Academic Background',
    'About',
    'Alumni Information',
  ]);
  const professional = section(page, 'Professional Information');
  await expect(field(professional, 'Current Position')).toHaveText(shown(record.designation));
  await expect(field(professional, 'Organization')).toHaveText(shown(record.organization));
  const academic = section(page, 'Academic Background');
  await expect(field(academic, 'Programme')).toHaveText(shown(alumni.programme));
  await expect(field(academic, 'Batch')).toHaveText(shown(alumni.batch));
  await expect(section(page, 'About')).toContainText(record.bio!);

  const info = section(page, 'Alumni Information');
  await expect(info.locator('img')).toHaveAttribute('src', (await builtSrc(alumni.profileImageUrl, avatarRole(128)))!);
  await expect(info).toContainText(alumni.name!);
  await expect(field(info, 'Programme')).toHaveText(shown(alumni.programme));
  await expect(field(info, 'Batch')).toHaveText(shown(alumni.batch));
  const linkedIn = info.getByRole('link', { name: /LinkedIn Profile/ });
  await expect(linkedIn).toHaveAttribute('href', safeLink(alumni.linkedinLink)!);
  await expect(linkedIn).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(page.getByRole('link', { name: 'Go Back' })).toHaveAttribute('href', LIST);

  // No JavaScript but the top bar's.
  const islands = await page.locator('astro-island').evaluateAll((nodes) => nodes.map((node) => node.getAttribute('component-url') ?? ''));
  expect(islands).toHaveLength(1);
  expect(islands[0]).toMatch(/TopBar/);
});

test('alumni details leave out the star badge for others and fall back to N/A and the default photo', async ({ page }) => {
  const entries = (await builtEntries()).filter(isRegular);
  const notStar = pick(entries, 'an alumnus who is not a star', (r) => !r.isBest);
  await page.goto(detailPath(notStar.nominationId));
  await expect(page.locator('main header').getByText('Alumni', { exact: true })).toBeVisible();
  await expect(page.getByText('⭐ Star Alumni')).toHaveCount(0);

  const noPhoto = pick(entries, 'no photo', (r) => !r.alumni?.profileImageUrl);
  await page.goto(detailPath(noPhoto.nominationId));
  const info = section(page, 'Alumni Information');
  await expect(info.locator('img')).toHaveCount(0);
  await expect(info.locator('[style*="default-student-image.png"]')).toHaveCount(1);
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /\/og-default\.png$/);

  const noLinkedIn = pick(entries, 'no LinkedIn link', (r) => !r.alumni?.linkedinLink);
  await page.goto(detailPath(noLinkedIn.nominationId));
  await expect(section(page, 'Alumni Information').getByRole('link')).toHaveCount(0);
  await expect(section(page, 'Alumni Information')).toContainText('LinkedIn: N/A');
});

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

// ---------------------------------------------------------------- accessibility

test('axe: the Star Alumni list at 390 and 1280 px', async ({ page }, testInfo) => {
  await page.goto(LIST);
  await cards(page).first().getByText('Show More').click();
  await checkAtBothWidths(page, testInfo, 'alumni-list');
});

test('axe: a Star Alumni detail page at 390 and 1280 px', async ({ page }, testInfo) => {
  const record = pick((await builtEntries()).filter(isRegular), 'a star', (r) => !!r.isBest);
  await page.goto(detailPath(record.nominationId));
  await checkAtBothWidths(page, testInfo, 'alumni-detail');
});

// ---------------------------------------------------------------- entries newer than the build (the 404 page)

const FRESH_REGISTERED = readFileSync(new URL('../../src/features/fresh/registry.ts', import.meta.url), 'utf8').includes('alumniFresh');

test.describe('alumni newer than the build', () => {
  test.skip(!FRESH_REGISTERED, 'alumniFresh is not registered in src/features/fresh/registry.ts yet');

  test('an alumnus approved after the build renders through the 404 page', async ({ page }) => {
    const id = FACTS.alumni.pending[0];
    if (!id) throw new Error('the seed has a pending alumnus');
    await demoControl('moderate', { id, action: 'approve' });
    try {
      const [record] = parseRecords(AlumniSchema, [await apiData(`/api/alumni/approved/${id}`)]).records;
      if (!record) throw new Error(`${id} is not a valid alumni record`);
      const response = await page.goto(detailPath(id));
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(shown(record.alumni?.name));
      await expect(page.getByText(`Nomination ID: ${id}`)).toBeVisible();
      await expect(field(section(page, 'Professional Information'), 'Current Position')).toHaveText(shown(record.designation));
      await expect(page.getByText('Page Not Found')).toBeHidden();
      await expect(page.getByRole('button', { name: 'Go Back' })).toBeVisible();
    } finally {
      await demoControl('moderate', { id, action: 'reject' });
    }
  });

  test('a rejected alumni id shows the not-found message with Go Back', async ({ page }) => {
    const id = FACTS.alumni.rejected[0];
    if (!id) throw new Error('the seed has a rejected alumnus');
    await page.goto(LIST);
    await page.goto(detailPath(id));
    await expect(page.getByText('Alumni details not found. It might not exist or is not approved yet.')).toBeVisible();
    await hydrated(page);
    await page.getByRole('button', { name: 'Go Back' }).click();
    await expect(page).toHaveURL(new RegExp(`${LIST}/?$`));
  });
});
