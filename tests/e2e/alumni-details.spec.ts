/**
 * The Star Alumni detail page against the demo backend (spec 2, section 2.10): its
 * badges, sections and fallbacks; axe at both widths. Expected values are read
 * from the backend, never hard-coded.
 */
import { safeImage, safeLink } from '#lib/safe-url.ts';
import { avatarRole } from '#lib/pictures.ts';
import { checkAtBothWidths, expect, test } from './support/fixtures.ts';
import { builtSocialCard, builtSrc } from './support/pictures.ts';
import { field, pick, section } from './support/entry-pages.ts';
import { DETAIL, FACTS, LIST, builtEntries, detailPath, escape, isRegular, shown } from './support/alumni.ts';

// ---------------------------------------------------------------- details

test(`${DETAIL}/{id} shows a star alumnus with every section`, async ({ page }) => {
  const record = pick(
    (await builtEntries()).filter(isRegular),
    'a star with a photo and LinkedIn',
    (r) =>
      !!r.isBest &&
      !!safeImage(r.alumni?.profileImageUrl) &&
      !r.alumni?.profileImageUrl?.endsWith(`/${FACTS.brokenImage}`) &&
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
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
    'content',
    await builtSocialCard(alumni.profileImageUrl),
  );

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
  const islands = await page
    .locator('astro-island')
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('component-url') ?? ''));
  expect(islands).toHaveLength(1);
  expect(islands[0]).toMatch(/TopBar/);
});

test('alumni details leave out the star badge for others and fall back to N/A and the default photo', async ({
  page,
}) => {
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

test('axe: a Star Alumni detail page at 390 and 1280 px', async ({ page }, testInfo) => {
  const record = pick((await builtEntries()).filter(isRegular), 'a star', (r) => !!r.isBest);
  await page.goto(detailPath(record.nominationId));
  await checkAtBothWidths(page, testInfo, 'alumni-detail');
});
