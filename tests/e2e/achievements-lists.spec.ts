/**
 * The Achievements area's four lists against the demo backend (spec 2, section
 * 2.6): their counts, cards, Show More and pagination; axe at both widths on a
 * list and a detail page. Expected values are read from the backend, never
 * hard-coded.
 */
import { ACHIEVEMENT_CATEGORIES, type AchievementCategory } from '#api/enums.ts';
import { AREA, listRoute } from '#features/areas.ts';
import { checkAtBothWidths, expect, test } from './support/fixtures.ts';
import { cards, field, pick } from './support/entry-pages.ts';
import { forbidDialogs } from './support/inert.ts';
import {
  type Raw,
  builtIds,
  cardFor,
  detailOf,
  detailPath,
  expectOnlyTopBarIsland,
  nonEmpty,
  regularEntries,
} from './support/achievements.ts';

/** How the site shows a possibly missing value. */
const shown = (value: unknown): string =>
  value === undefined || value === null || String(value).trim() === '' ? 'N/A' : String(value).trim();

// ---------------------------------------------------------------- what the spec's table says a card shows

const LIST_TEXT: Record<AchievementCategory, { heading: string; counter: string }> = {
  'Research Publication': { heading: 'Research Publications Showcase', counter: 'Publications Displayed' },
  'Global Certification': { heading: 'Students globally certified', counter: 'Certifications Displayed' },
  'Higher Studies': { heading: 'Students Pursuing Higher Studies', counter: 'Higher Pursuits' },
  'Open Source': { heading: 'Open Source Showcase', counter: 'Contributions Displayed' },
};

function firstThirtyWords(text: string): string {
  const words = text.trim().split(/\s+/);
  return words.length > 30 ? `${words.slice(0, 30).join(' ')}...` : words.join(' ');
}

function expectedCard(
  category: AchievementCategory,
  raw: Raw,
): { title?: string; badge?: string; extraLabel: string; extra?: string } {
  switch (category) {
    case 'Research Publication': {
      const d = raw.researchDetails;
      return {
        title: d?.title,
        badge: d?.publicationType,
        extraLabel: 'Abstract',
        extra: d?.description && firstThirtyWords(d.description),
      };
    }
    case 'Global Certification': {
      const d = raw.certificationDetails;
      return {
        title: d?.certificationName,
        badge: d?.issuingOrganization,
        extraLabel: 'Certification Level',
        extra: d?.certificationType,
      };
    }
    case 'Higher Studies': {
      const d = raw.higherStudiesDetails;
      return {
        title: d?.course,
        badge: nonEmpty(d?.programLevelOther) ? d.programLevelOther : d?.programLevel,
        extraLabel: 'Admission Year',
        extra: d?.admissionYear,
      };
    }
    case 'Open Source': {
      const d = raw.openSourceDetails;
      return { title: d?.projectName, badge: d?.role, extraLabel: 'Organization', extra: d?.organization };
    }
  }
}

// ---------------------------------------------------------------- lists

for (const category of ACHIEVEMENT_CATEGORIES) {
  const route = listRoute(AREA.achievements, category);

  test(`${route} lists every approved ${category} entry with its count, fields and pages`, async ({ page }) => {
    const ids = await builtIds(category);
    expect(ids.length, 'the e2e seed fills every list beyond one page').toBeGreaterThan(24);
    const dialogs = forbidDialogs(page);

    await page.goto(route);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(LIST_TEXT[category].heading);
    await expect(page.getByTestId('list-count')).toHaveText(String(ids.length));
    await expect(page.getByText(LIST_TEXT[category].counter, { exact: true })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^${LIST_TEXT[category].heading}`));

    // Page 1: the first 24, in the backend's order, each linking to its detail route.
    const hrefs = () =>
      cards(page)
        .locator('h2 a')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    await expect.poll(hrefs).toEqual(ids.slice(0, 24).map((id) => detailPath(category, id)));

    // A regular entry's card shows the table's title, badge and student facts.
    const regular = ids.find((id) => /^ACH-\d{4}-\d+$/.test(id) && ids.indexOf(id) < 24);
    if (!regular) throw new Error('no regular entry on page 1');
    const raw = await detailOf(regular);
    const want = expectedCard(category, raw);
    const card = cardFor(page, category, regular);
    await expect(card.locator('h2')).toHaveText(shown(want.title));
    if (nonEmpty(want.badge)) await expect(card.getByTestId('card-badge')).toHaveText(want.badge.trim());
    else await expect(card.getByTestId('card-badge')).toHaveCount(0);
    await expect(card.getByTestId('card-student')).toHaveText(shown(raw.student?.name));
    await expect(field(card, 'Programme')).toHaveText(shown(raw.student?.programme));
    await expect(field(card, 'Roll Number')).toHaveText(shown(raw.student?.rollNumber));
    // The expanded extra is in the card, closed until Show More.
    await expect(card.getByTestId('card-extra')).toBeHidden();
    await card.getByText('Show More').click();
    await expect(card.getByTestId('card-extra').locator('dt')).toHaveText(want.extraLabel);
    await expect(card.getByTestId('card-extra').locator('dd')).toHaveText(shown(want.extra));

    // Page 2 holds the rest, reached through the numbered pagination.
    await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(new RegExp(`${route}/2/?$`));
    // Polled: the address changes before the new page's cards are in the document.
    await expect.poll(hrefs).toEqual(ids.slice(24, 48).map((id) => detailPath(category, id)));
    await expect(page.getByTestId('list-count')).toHaveText(String(ids.length));
    await expect(page.getByRole('link', { name: 'Previous' })).toHaveAttribute('href', route);

    await expectOnlyTopBarIsland(page);
    expect(dialogs).toEqual([]);
  });
}

test('Show More and Show Less reveal and hide the extra without navigating', async ({ page }) => {
  const category = 'Research Publication';
  const entries = await regularEntries(category);
  const long = pick(
    entries.slice(0, 20),
    'an abstract over 30 words',
    ({ raw }) => (raw.researchDetails?.description ?? '').split(/\s+/).length > 30,
  );
  await page.goto(listRoute(AREA.achievements, category));
  const card = cardFor(page, category, long.id);
  const url = page.url();

  await card.getByText('Show More').click();
  const extra = card.getByTestId('card-extra');
  await expect(extra).toBeVisible();
  await expect(extra.locator('dd')).toHaveText(firstThirtyWords(long.raw.researchDetails?.description ?? ''));
  await expect(extra.locator('dd')).toHaveText(/\.\.\.$/);
  await expect(card.getByText('Show Less')).toBeVisible();
  expect(page.url()).toBe(url);

  await card.getByText('Show Less').click();
  await expect(extra).toBeHidden();
  await expect(card.getByText('Show More')).toBeVisible();
  expect(page.url()).toBe(url);

  // By keyboard too: the toggle is a native disclosure.
  await card.locator('summary').focus();
  await page.keyboard.press('Enter');
  await expect(extra).toBeVisible();
  expect(page.url()).toBe(url);
});

test('a click anywhere on a card opens its detail route', async ({ page }) => {
  const category = 'Open Source';
  const [first] = await regularEntries(category);
  if (!first) throw new Error('no open source entry');
  await page.goto(listRoute(AREA.achievements, category));
  // The title link is stretched over the card: a click on the student's name (not a link itself) lands on it.
  const card = cardFor(page, category, first.id);
  const cardBox = await card.boundingBox();
  const nameBox = await card.getByTestId('card-student').boundingBox();
  if (!cardBox || !nameBox) throw new Error('card not laid out');
  await card.click({ position: { x: nameBox.x - cardBox.x + 4, y: nameBox.y - cardBox.y + 4 } });
  await expect(page).toHaveURL(new RegExp(`${detailPath(category, first.id)}/?$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(first.raw.openSourceDetails?.projectName ?? 'N/A');
});

test('cards fall back to the default student image, and research cards to the first letter', async ({ page }) => {
  const research = await regularEntries('Research Publication');
  const noPhoto = pick(
    research.slice(0, 20),
    'a research student without a photo',
    ({ raw }) => !raw.student?.profileImageUrl,
  );
  await page.goto(listRoute(AREA.achievements, 'Research Publication'));
  const letter = cardFor(page, 'Research Publication', noPhoto.id).getByTestId('avatar-letter');
  await expect(letter).toHaveText((noPhoto.raw.student?.name ?? 'S').trim()[0]!.toUpperCase());

  const certs = await regularEntries('Global Certification');
  const certNoPhoto = pick(
    certs.slice(0, 20),
    'a certified student without a photo',
    ({ raw }) => !raw.student?.profileImageUrl,
  );
  await page.goto(listRoute(AREA.achievements, 'Global Certification'));
  const card = cardFor(page, 'Global Certification', certNoPhoto.id);
  await expect(card.locator('img')).toHaveCount(0);
  await expect(card.locator('[style*="default-student-image.png"]')).toHaveCount(1);
});

// ---------------------------------------------------------------- accessibility

for (const category of ACHIEVEMENT_CATEGORIES) {
  test(`axe: the ${category} list and a detail page at 390 and 1280 px`, async ({ page }, testInfo) => {
    const slug = AREA.achievements.api.lists[category].split('/').pop();
    await page.goto(listRoute(AREA.achievements, category));
    // With one card open, so the disclosure's content is checked too.
    await cards(page).first().getByText('Show More').click();
    await checkAtBothWidths(page, testInfo, `achievements-${slug}-list`);

    const [first] = await regularEntries(category);
    if (!first) throw new Error(`no ${category} entry`);
    await page.goto(detailPath(category, first.id));
    await checkAtBothWidths(page, testInfo, `achievements-${slug}-detail`);
  });
}
