/**
 * The public Competitions area against the demo backend (spec 2, sections 2.3
 * and 2.4): the three lists with their counts, cards, Show More and
 * pagination; the detail pages with their sections, hidden sections,
 * fallbacks and the Event Images grid; hostile records; axe at both widths;
 * entries newer than the build through the 404 page. Expected values are read
 * from the backend, never hard-coded.
 */
import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { seedFacts } from '#scripts/demo-api/seed.ts';
import type { CompetitionCategory } from '#api/enums.ts';
import { CompetitionSchema, type Competition } from '#api/schemas/competition.ts';
import { parseRecords } from '#api/schemas/lenient.ts';
import { formatLongDate } from '#lib/dates.ts';
import { safeImage, safeLink } from '#lib/safe-url.ts';
import { ROLES } from '#lib/pictures.ts';
import { API_URL, apiData, checkAtBothWidths, demoControl, expect, holdRequests, hydrated, test } from './support/fixtures.ts';
import { builtSocialCard, builtSrc } from './support/pictures.ts';
import { cards, field, hrefsOf, pick, section } from './support/entry-pages.ts';
import { expectInert, forbidDialogs } from './support/inert.ts';

// ---------------------------------------------------------------- the routes, as the spec spells them

interface List {
  category: CompetitionCategory;
  route: string;
  /** The backend's list segment (spec 2, section 7.1). */
  api: string;
  detail: string;
  heading: string;
}

const LISTS: List[] = [
  { category: 'Hackathon', route: '/competitions/hackathons', api: 'hackathons', detail: '/competitions/hackathondetails', heading: 'Hackathons Showcase' },
  { category: 'Coding Contest', route: '/competitions/coding-contests', api: 'coding-contests', detail: '/competitions/codingdetails', heading: 'Coding Contests Showcase' },
  {
    category: 'Project Competition',
    route: '/competitions/projectcompetitions',
    api: 'project-competitions',
    detail: '/competitions/projectcompetitiondetails',
    heading: 'Project Competitions Showcase',
  },
];
const [HACKATHONS, CODING, PROJECTS] = LISTS as [List, List, List];

// ---------------------------------------------------------------- backend data

/** What the seed holds (pending ids, hostile ids); the e2e backend is seeded with hostile records. */
const FACTS = seedFacts({ hostile: true });

/**
 * The entries the build published for a list, in the backend's order: its
 * approved list minus the records the build drops as invalid (read with the
 * site's own lenient schema) and minus entries another test may have approved
 * after the build.
 */
async function builtEntries(list: List): Promise<Competition[]> {
  const raw = await apiData<unknown[]>(`/api/competition-nominations/approved/${list.api}`);
  const facts = FACTS.competition[list.category];
  const notBuilt = new Set([...facts.pending, ...facts.rejected]);
  const seen = new Set<string>();
  return parseRecords(CompetitionSchema, raw).records.filter((record) => {
    if (seen.has(record.nominationId) || notBuilt.has(record.nominationId)) return false;
    seen.add(record.nominationId);
    return true;
  });
}

/** The regular seeded entries (not the hostile or wrong-typed ones). */
const isRegular = (record: Competition) => /^CMP-\d{4}-\d+$/.test(record.nominationId);

/** How the site shows a possibly missing value. */
const shown = (value: string | undefined): string => value ?? 'N/A';
const titleOf = (record: Competition) => record.title ?? record.competitionName ?? 'N/A';
const imagesOf = (record: Competition) => record.posterImages.map((src) => safeImage(src)).filter((src): src is string => !!src);
const detailPath = (list: List, id: string) => `${list.detail}/${encodeURIComponent(id)}`;
const listPage = (list: List, index: number) => (index < 24 ? list.route : `${list.route}/${Math.floor(index / 24) + 1}`);

// ---------------------------------------------------------------- page helpers

const cardFor = (page: Page, list: List, id: string) => page.locator('article', { has: page.locator(`a[href="${detailPath(list, id)}"]`) });

const sectionTitles = (page: Page) => page.locator('main section > h2').allTextContents();

/**
 * Scrolls the Event Images grid into view. It hydrates when reached for (`client:intent`): its first
 * click or key press works as it would on the hydrated grid.
 */
async function galleryReady(page: Page): Promise<Locator> {
  const gallery = section(page, 'Event Images');
  await gallery.scrollIntoViewIfNeeded();
  return gallery;
}

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
    await expect.poll(() => hrefsOf(page)).toEqual(entries.slice(0, 24).map((record) => detailPath(list, record.nominationId)));
    // Its social card shows the first poster on the page.
    const firstPoster = entries.slice(0, 24).map((record) => imagesOf(record)[0]).find(Boolean);
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', await builtSocialCard(firstPoster));

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
    await expect.poll(() => hrefsOf(page)).toEqual(entries.slice(24, 48).map((record) => detailPath(list, record.nominationId)));
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

// ---------------------------------------------------------------- details

async function expectCompleteDetail(page: Page, list: List, record: Competition) {
  await page.goto(detailPath(list, record.nominationId));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(titleOf(record));
  await expect(page.locator('main header').getByText(record.category ?? list.category, { exact: true })).toBeVisible();
  await expect(page.getByText(`Nomination ID: ${record.nominationId}`)).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`^${titleOf(record).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\|`));
  const images = imagesOf(record);
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', await builtSocialCard(images[0]));

  expect(await sectionTitles(page)).toEqual([
    'Event Images',
    'Description',
    'Competition Details',
    'Outcomes',
    'Awards',
    'Team Information',
    'Technical Details',
    'Competition Resources',
    'Additional Information',
  ]);
  await expect(section(page, 'Description')).toContainText(record.description!);
  const details = section(page, 'Competition Details');
  await expect(field(details, 'Competition Name')).toHaveText(shown(record.competitionName));
  await expect(field(details, 'Organizing Body')).toHaveText(shown(record.organizingBody));
  await expect(field(details, 'Level')).toHaveText(shown(record.level));
  await expect(field(details, 'Location')).toHaveText(shown(record.location));
  await expect(field(details, 'Date')).toHaveText(formatLongDate(record.date));
  await expect(field(details, 'Date')).toHaveText(/^\d{1,2} [A-Z][a-z]+ \d{4}$/);
  await expect(section(page, 'Outcomes').locator('li')).toHaveText(record.outcome);
  await expect(section(page, 'Awards').locator('li')).toHaveText(record.achievements.map((award) => new RegExp(award.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))));

  const team = section(page, 'Team Information');
  await expect(team.getByText('Team Leader', { exact: true })).toHaveCount(1);
  await expect(team.getByText('Team Member', { exact: true })).toHaveCount(record.teamMembers.length);
  await expect(team).toContainText(record.teamLeader!.name!);
  for (const member of record.teamMembers) await expect(team).toContainText(member.name!);

  const technical = section(page, 'Technical Details');
  await expect(field(technical, 'Technology Domain')).toHaveText(shown(record.technologyDomain));
  await expect(technical.locator('ul > li')).toHaveText(record.techStack);

  const resources = section(page, 'Competition Resources');
  const github = resources.getByRole('link', { name: /GitHub Repository/ });
  await expect(github).toHaveAttribute('href', safeLink(record.githubLink)!);
  await expect(github).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(github).toHaveAttribute('target', '_blank');
  await expect(resources.getByRole('link', { name: /Presentation/ })).toHaveAttribute('href', safeLink(record.pptLink)!);

  await expect(field(section(page, 'Additional Information'), 'Participation Type')).toHaveText(shown(record.participationType));
  await expect(page.getByRole('link', { name: 'Go Back' })).toHaveAttribute('href', list.route);
}

for (const list of LISTS) {
  test(`${list.detail}/{id} shows every section of a complete ${list.category}`, async ({ page }) => {
    const entries = (await builtEntries(list)).filter(isRegular);
    const record = pick(
      entries,
      'posters, links, members, awards and a valid date',
      (r) =>
        imagesOf(r).length > 0 &&
        !!safeLink(r.githubLink) &&
        !!safeLink(r.pptLink) &&
        r.teamMembers.length > 0 &&
        r.achievements.length > 0 &&
        !!r.description &&
        formatLongDate(r.date) !== 'N/A' &&
        formatLongDate(r.date) !== 'Invalid Date',
    );
    await expectCompleteDetail(page, list, record);
  });
}

test('competition details hide absent sections and fall back to N/A or Invalid Date', async ({ page }) => {
  const all = (await Promise.all(LISTS.map(async (list) => (await builtEntries(list)).filter(isRegular).map((record) => ({ list, record }))))).flat();

  // No posters: no Event Images section, and the default social image.
  const noPosters = pick(all, 'no posters', ({ record }) => imagesOf(record).length === 0);
  await page.goto(detailPath(noPosters.list, noPosters.record.nominationId));
  await expect(section(page, 'Description')).toBeVisible();
  await expect(section(page, 'Event Images')).toHaveCount(0);
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /\/og-default\.png$/);

  // Neither a GitHub link nor a presentation: no Competition Resources.
  const noLinks = pick(all, 'neither link', ({ record }) => !record.githubLink && !record.pptLink);
  await page.goto(detailPath(noLinks.list, noLinks.record.nominationId));
  await expect(section(page, 'Technical Details')).toBeVisible();
  await expect(section(page, 'Competition Resources')).toHaveCount(0);

  // Only one of them: only that link.
  const githubOnly = pick(all, 'a GitHub link but no presentation', ({ record }) => !!record.githubLink && !record.pptLink);
  await page.goto(detailPath(githubOnly.list, githubOnly.record.nominationId));
  await expect(section(page, 'Competition Resources').getByRole('link')).toHaveCount(1);
  await expect(section(page, 'Competition Resources').getByRole('link', { name: /GitHub Repository/ })).toBeVisible();

  // An individual entry has a leader and no members.
  const individual = pick(all, 'an individual participant', ({ record }) => record.participationType === 'Individual' && record.teamMembers.length === 0);
  await page.goto(detailPath(individual.list, individual.record.nominationId));
  await expect(section(page, 'Team Information').getByText('Team Member', { exact: true })).toHaveCount(0);
  await expect(field(section(page, 'Additional Information'), 'Participation Type')).toHaveText('Individual');

  // Dates: empty reads N/A, unreadable reads Invalid Date.
  const noDate = pick(all, 'no date', ({ record }) => !record.date);
  await page.goto(detailPath(noDate.list, noDate.record.nominationId));
  await expect(field(section(page, 'Competition Details'), 'Date')).toHaveText('N/A');
  const badDate = pick(all, 'an unreadable date', ({ record }) => formatLongDate(record.date) === 'Invalid Date');
  await page.goto(detailPath(badDate.list, badDate.record.nominationId));
  await expect(field(section(page, 'Competition Details'), 'Date')).toHaveText('Invalid Date');

  // A member without LinkedIn shows no LinkedIn link for them; a missing photo shows the default image.
  const memberWithoutPhoto = pick(all, 'a member without a photo', ({ record }) => record.teamMembers.some((m) => !m.profileImageUrl));
  await page.goto(detailPath(memberWithoutPhoto.list, memberWithoutPhoto.record.nominationId));
  const team = section(page, 'Team Information');
  const withPhoto = [memberWithoutPhoto.record.teamLeader, ...memberWithoutPhoto.record.teamMembers].filter((p) => !!safeImage(p?.profileImageUrl)).length;
  await expect(team.locator('img')).toHaveCount(withPhoto);
  await expect(team.locator('[style*="default-student-image.png"]')).toHaveCount(1 + memberWithoutPhoto.record.teamMembers.length);
  const linkedIn = [memberWithoutPhoto.record.teamLeader, ...memberWithoutPhoto.record.teamMembers].filter((p) => !!safeLink(p?.linkedinLink)).length;
  await expect(team.getByRole('link', { name: /LinkedIn profile/ })).toHaveCount(linkedIn);
});

test('the Event Images grid shows every image and opens a full-size overlay by mouse and keyboard', async ({ page }) => {
  const all = (await Promise.all(LISTS.map(async (list) => (await builtEntries(list)).filter(isRegular).map((record) => ({ list, record }))))).flat();
  const { list, record } = pick(all, 'at least 3 posters', ({ record }) => imagesOf(record).length >= 3);
  const images = imagesOf(record);
  await page.goto(detailPath(list, record.nominationId));
  const gallery = await galleryReady(page);

  // Spec 2, section 2.4: a grid of every image, not a paged carousel.
  const shownImages = gallery.locator('li img');
  await expect(shownImages).toHaveCount(images.length);
  const thumbnails = await Promise.all(images.map((image) => builtSrc(image, ROLES.thumb)));
  expect(await shownImages.evaluateAll((imgs) => imgs.map((img) => img.getAttribute('src')))).toEqual(thumbnails);
  await expect(gallery.getByRole('button', { name: 'Next' })).toHaveCount(0);
  await expect(gallery.getByRole('button', { name: 'Previous' })).toHaveCount(0);

  // The overlay by mouse, closed by its button; focus returns to the image.
  const dialog = page.getByRole('dialog');
  const firstImage = gallery.getByRole('button', { name: /image 1 of/ });
  await firstImage.click();
  await expect(dialog).toBeVisible();
  // The overlay shows the largest variant.
  await expect(dialog.locator('img')).toHaveAttribute('src', (await builtSrc(images[0], ROLES.full))!);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(firstImage).toBeFocused();

  // By keyboard: Enter opens the last image, Escape closes.
  const lastImage = gallery.getByRole('button', { name: new RegExp(`image ${images.length} of ${images.length}`) });
  await lastImage.focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('img')).toHaveAttribute('src', (await builtSrc(images[images.length - 1], ROLES.full))!);
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(lastImage).toBeFocused();

  // An outside click (on the backdrop) closes it too.
  await firstImage.click();
  await expect(dialog).toBeVisible();
  await page.mouse.click(5, 5);
  await expect(dialog).toBeHidden();
});

test('a competition detail page loads no JavaScript but the top bar and the image grid', async ({ page }) => {
  const record = pick((await builtEntries(HACKATHONS)).filter(isRegular), 'posters', (r) => imagesOf(r).length > 0);
  await page.goto(detailPath(HACKATHONS, record.nominationId));
  const islands = await page.locator('astro-island').evaluateAll((nodes) => nodes.map((node) => node.getAttribute('component-url') ?? ''));
  expect(islands.map((url) => url.replace(/^.*\//, '').replace(/\.[\w-]+\.js$/, ''))).toEqual(['TopBar']);
  await expect(page.locator('[data-gallery]')).toHaveAttribute('data-gallery', 'image-grid');
  await page.goto(HACKATHONS.route);
  const listIslands = await page.locator('astro-island').evaluateAll((nodes) => nodes.map((node) => node.getAttribute('component-url') ?? ''));
  expect(listIslands).toHaveLength(1);
  expect(listIslands[0]).toMatch(/TopBar/);
});

// ---------------------------------------------------------------- hostile data

for (const list of LISTS) {
  test(`hostile ${list.category} records render as inert text`, async ({ page }) => {
    const hostile = FACTS.hostile?.[`competition/${list.category}`];
    if (!hostile) throw new Error('the e2e backend is seeded with hostile records');
    await page.addInitScript(() => {
      (window as unknown as { __alerts: number }).__alerts = 0;
      window.alert = () => void (window as unknown as { __alerts: number }).__alerts++;
    });
    const dialogs = forbidDialogs(page);
    const built = (await builtEntries(list)).map((record) => record.nominationId);
    expect(built).toContain(hostile.markup);
    expect(built).not.toContain(hostile.noIdRow);

    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(list.route);
      const card = cardFor(page, list, hostile.markup);
      await expect(card).toBeVisible();
      await card.getByText('Show More').click();
      await expectInert(page);

      await page.goto(detailPath(list, hostile.markup));
      await expect(page.getByText(`Nomination ID: ${hostile.markup}`)).toBeVisible();
      await expectInert(page);
      // Markup shows as the text it is.
      await expect(page.locator('main').getByText(/<script>alert\(1\)<\/script>|<img src=x onerror=alert\(1\)>/).first()).toBeVisible();

      const wrong = await page.goto(detailPath(list, hostile.wrongTypes));
      expect(wrong?.status()).toBe(200);
      await expect(page.getByText(`Nomination ID: ${hostile.wrongTypes}`)).toBeVisible();
      await expectInert(page);
    }
    expect(await page.evaluate(() => (window as unknown as { __alerts: number }).__alerts)).toBe(0);
    expect(dialogs).toEqual([]);
  });
}

// ---------------------------------------------------------------- accessibility

test('axe: a competition list at 390 and 1280 px', async ({ page }, testInfo) => {
  await page.goto(CODING.route);
  await cards(page).first().getByText('Show More').click();
  await checkAtBothWidths(page, testInfo, 'competitions-coding-contests-list');
});

test('axe: a competition detail page, with and without the overlay, at 390 and 1280 px', async ({ page }, testInfo) => {
  const all = (await Promise.all(LISTS.map(async (list) => (await builtEntries(list)).filter(isRegular).map((record) => ({ list, record }))))).flat();
  const { list, record } = pick(all, 'at least 3 posters and members', ({ record }) => imagesOf(record).length >= 3 && record.teamMembers.length > 0);
  await page.goto(detailPath(list, record.nominationId));
  await checkAtBothWidths(page, testInfo, 'competitions-detail', async () => {
    await galleryReady(page);
  });
  // With the overlay open too.
  const gallery = await galleryReady(page);
  await gallery.getByRole('button', { name: /image 1 of/ }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await checkAtBothWidths(page, testInfo, 'competitions-detail-overlay');
});

// ---------------------------------------------------------------- entries newer than the build (the 404 page)

const FRESH_REGISTERED = readFileSync(new URL('../../src/features/fresh/registry.ts', import.meta.url), 'utf8').includes('competitionFresh');

test.describe('competitions newer than the build', () => {
  test.skip(!FRESH_REGISTERED, 'competitionFresh is not registered in src/features/fresh/registry.ts yet');

  test('a hackathon approved after the build renders through the 404 page, after the loading text', async ({ page }) => {
    const id = FACTS.competition.Hackathon.pending[0];
    if (!id) throw new Error('the seed has a pending hackathon');
    await demoControl('moderate', { id, action: 'approve' });
    try {
      const [record] = parseRecords(CompetitionSchema, [await apiData(`/api/competition-nominations/approved/${id}`)]).records;
      if (!record) throw new Error(`${id} is not a valid competition`);
      // Hold the answer until the loading text has been seen.
      const release = await holdRequests(page, `${API_URL}/api/competition-nominations/approved/*`);
      const response = await page.goto(detailPath(HACKATHONS, id));
      expect(response?.status()).toBe(404);
      await expect(page.getByText('Loading competition details...')).toBeVisible();
      release();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(titleOf(record));
      await expect(page.getByText(`Nomination ID: ${id}`)).toBeVisible();
      await expect(section(page, 'Competition Details')).toBeVisible();
      if (imagesOf(record).length > 0) await expect(section(page, 'Event Images').locator('img').first()).toBeVisible();
      await expect(page.getByText('Page Not Found')).toBeHidden();
      await expect(page.getByRole('button', { name: 'Go Back' })).toBeVisible();
    } finally {
      await demoControl('moderate', { id, action: 'reject' });
    }
  });

  test('a pending coding contest id shows the not-found message with Go Back', async ({ page }) => {
    const id = FACTS.competition['Coding Contest'].pending[0];
    if (!id) throw new Error('the seed has a pending coding contest');
    await page.goto(CODING.route);
    await page.goto(detailPath(CODING, id));
    await expect(page.getByText('Competition entry not found. This competition entry might not exist or is not approved yet.')).toBeVisible();
    await hydrated(page);
    await page.getByRole('button', { name: 'Go Back' }).click();
    await expect(page).toHaveURL(new RegExp(`${CODING.route}/?$`));
  });
});
