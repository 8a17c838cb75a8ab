/**
 * The Competitions area's detail pages against the demo backend (spec 2, section
 * 2.4): their sections, hidden sections, fallbacks and the Event Images grid;
 * axe at both widths. Expected values are read from the backend, never hard-coded.
 */
import type { Locator, Page } from '@playwright/test';
import type { Competition } from '#api/schemas/competition.ts';
import { formatLongDate } from '#lib/dates.ts';
import { safeImage, safeLink } from '#lib/safe-url.ts';
import { ROLES } from '#lib/pictures.ts';
import { checkAtBothWidths, expect, test } from './support/fixtures.ts';
import { builtSocialCard, builtSrc } from './support/pictures.ts';
import { field, pick, section } from './support/entry-pages.ts';
import { COMPETITION_SECTIONS } from '#tests/support/detail-sections.ts';
import {
  HACKATHONS,
  LISTS,
  type List,
  builtEntries,
  detailPath,
  imagesOf,
  isRegular,
  shown,
  titleOf,
} from './support/competitions.ts';

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

// ---------------------------------------------------------------- details

async function expectCompleteDetail(page: Page, list: List, record: Competition) {
  await page.goto(detailPath(list, record.nominationId));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(titleOf(record));
  await expect(page.locator('main header').getByText(record.category ?? list.category, { exact: true })).toBeVisible();
  await expect(page.getByText(`Nomination ID: ${record.nominationId}`)).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`^${titleOf(record).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\|`));
  const images = imagesOf(record);
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', await builtSocialCard(images[0]));

  expect(await sectionTitles(page)).toEqual(COMPETITION_SECTIONS);
  await expect(section(page, 'Description')).toContainText(record.description!);
  const details = section(page, 'Competition Details');
  await expect(field(details, 'Competition Name')).toHaveText(shown(record.competitionName));
  await expect(field(details, 'Organizing Body')).toHaveText(shown(record.organizingBody));
  await expect(field(details, 'Level')).toHaveText(shown(record.level));
  await expect(field(details, 'Location')).toHaveText(shown(record.location));
  await expect(field(details, 'Date')).toHaveText(formatLongDate(record.date));
  await expect(field(details, 'Date')).toHaveText(/^\d{1,2} [A-Z][a-z]+ \d{4}$/);
  await expect(section(page, 'Outcomes').locator('li')).toHaveText(record.outcome);
  await expect(section(page, 'Awards').locator('li')).toHaveText(
    record.achievements.map((award) => new RegExp(award.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))),
  );

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
  await expect(resources.getByRole('link', { name: /Presentation/ })).toHaveAttribute(
    'href',
    safeLink(record.pptLink)!,
  );

  await expect(field(section(page, 'Additional Information'), 'Participation Type')).toHaveText(
    shown(record.participationType),
  );
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
  const all = (
    await Promise.all(
      LISTS.map(async (list) => (await builtEntries(list)).filter(isRegular).map((record) => ({ list, record }))),
    )
  ).flat();

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
  const githubOnly = pick(
    all,
    'a GitHub link but no presentation',
    ({ record }) => !!record.githubLink && !record.pptLink,
  );
  await page.goto(detailPath(githubOnly.list, githubOnly.record.nominationId));
  await expect(section(page, 'Competition Resources').getByRole('link')).toHaveCount(1);
  await expect(section(page, 'Competition Resources').getByRole('link', { name: /GitHub Repository/ })).toBeVisible();

  // An individual entry has a leader and no members.
  const individual = pick(
    all,
    'an individual participant',
    ({ record }) => record.participationType === 'Individual' && record.teamMembers.length === 0,
  );
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
  const memberWithoutPhoto = pick(all, 'a member without a photo', ({ record }) =>
    record.teamMembers.some((m) => !m.profileImageUrl),
  );
  await page.goto(detailPath(memberWithoutPhoto.list, memberWithoutPhoto.record.nominationId));
  const team = section(page, 'Team Information');
  const withPhoto = [memberWithoutPhoto.record.teamLeader, ...memberWithoutPhoto.record.teamMembers].filter(
    (p) => !!safeImage(p?.profileImageUrl),
  ).length;
  await expect(team.locator('img')).toHaveCount(withPhoto);
  await expect(team.locator('[style*="default-student-image.png"]')).toHaveCount(
    1 + memberWithoutPhoto.record.teamMembers.length,
  );
  const linkedIn = [memberWithoutPhoto.record.teamLeader, ...memberWithoutPhoto.record.teamMembers].filter(
    (p) => !!safeLink(p?.linkedinLink),
  ).length;
  await expect(team.getByRole('link', { name: /LinkedIn profile/ })).toHaveCount(linkedIn);
});

test('the Event Images grid shows every image and opens a full-size overlay by mouse and keyboard', async ({
  page,
}) => {
  const all = (
    await Promise.all(
      LISTS.map(async (list) => (await builtEntries(list)).filter(isRegular).map((record) => ({ list, record }))),
    )
  ).flat();
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
  const islands = await page
    .locator('astro-island')
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('component-url') ?? ''));
  expect(islands.map((url) => url.replace(/^.*\//, '').replace(/\.[\w-]+\.js$/, ''))).toEqual(['TopBar']);
  await expect(page.locator('[data-gallery]')).toHaveAttribute('data-gallery', 'image-grid');
  await page.goto(HACKATHONS.route);
  const listIslands = await page
    .locator('astro-island')
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('component-url') ?? ''));
  expect(listIslands).toHaveLength(1);
  expect(listIslands[0]).toMatch(/TopBar/);
});

test('axe: a competition detail page, with and without the overlay, at 390 and 1280 px', async ({ page }, testInfo) => {
  const all = (
    await Promise.all(
      LISTS.map(async (list) => (await builtEntries(list)).filter(isRegular).map((record) => ({ list, record }))),
    )
  ).flat();
  const { list, record } = pick(
    all,
    'at least 3 posters and members',
    ({ record }) => imagesOf(record).length >= 3 && record.teamMembers.length > 0,
  );
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
