/**
 * Placements and Internships against the demo backend (spec 2, section 2.9):
 * the lists at both spellings with their counts, cards, Show More and
 * pagination; the detail pages with their sections and fallbacks; a record of
 * the other category on a detail route; hostile records; axe at both widths;
 * entries newer than the build through the 404 page. Expected values are read
 * from the backend, never hard-coded.
 */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { seedFacts } from '#scripts/demo-api/seed.ts';
import type { PlacementCategory } from '#api/enums.ts';
import { parseRecords } from '#api/schemas/lenient.ts';
import { PlacementSchema, type Placement } from '#api/schemas/placement.ts';
import { safeImage, safeLink } from '#lib/safe-url.ts';
import { avatarRole } from '#lib/pictures.ts';
import { API_URL, apiData, checkAtBothWidths, demoControl, expect, holdRequests, hydrated, test } from './support/fixtures.ts';
import { builtSocialCard, builtSrc, firstBuilt } from './support/pictures.ts';
import { cards, field, hrefsOf, pick, section } from './support/entry-pages.ts';
import { expectInert, forbidDialogs } from './support/inert.ts';

// ---------------------------------------------------------------- the routes, as the spec and the menu spell them

interface List {
  category: PlacementCategory;
  /** The menu's lower-case route; the page every spelling names as canonical. */
  canonical: string;
  /** The spec's capitalised spelling. */
  alias: string;
  api: string;
  detail: string;
  heading: string;
  countLabel: string;
  notFound: string;
  noDetails: string;
}

const PLACEMENTS: List = {
  category: 'Placement',
  canonical: '/placements-internships/placements',
  alias: '/placements-internships/Placements',
  api: 'placement',
  detail: '/placements-internships/placementDetails',
  heading: 'Placements',
  countLabel: 'Placements Displayed',
  notFound: 'Placement details not found. It might not exist or is not approved yet.',
  noDetails: 'No Placement details found for this ID.',
};
const INTERNSHIPS: List = {
  category: 'Internship',
  canonical: '/placements-internships/internships',
  alias: '/placements-internships/Internships',
  api: 'internship',
  detail: '/placements-internships/internshipDetails',
  heading: 'Internships',
  countLabel: 'Internships Displayed',
  notFound: 'Internship details not found. It might not exist or is not approved yet.',
  noDetails: 'No Internship details found for this ID.',
};
const LISTS = [PLACEMENTS, INTERNSHIPS];

// ---------------------------------------------------------------- backend data

const FACTS = seedFacts({ hostile: true });

/**
 * The entries the build published for a list, in the backend's order: the
 * approved list minus records the build drops (invalid for the site's
 * lenient schema, or of the other category) and minus entries another test
 * may have approved after the build.
 */
async function builtEntries(list: List): Promise<Placement[]> {
  const raw = await apiData<unknown[]>(`/api/placement-nominations/approved/${list.api}`);
  const facts = FACTS.placement[list.category];
  const notBuilt = new Set([...facts.pending, ...facts.rejected]);
  const seen = new Set<string>();
  return parseRecords(PlacementSchema, raw).records.filter((record) => {
    if (seen.has(record.nominationId) || notBuilt.has(record.nominationId)) return false;
    if (record.category?.toLowerCase() !== list.category.toLowerCase()) return false;
    seen.add(record.nominationId);
    return true;
  });
}

const isRegular = (record: Placement) => /^PLC-\d{4}-\d+$/.test(record.nominationId);

const shown = (value: string | undefined): string => value ?? 'N/A';
const detailPath = (list: List, id: string) => `${list.detail}/${encodeURIComponent(id)}`;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// ---------------------------------------------------------------- page helpers

const cardFor = (page: Page, list: List, id: string) => page.locator('article', { has: page.locator(`a[href="${detailPath(list, id)}"]`) });

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
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${escape(list.canonical)}$`));

      await expect.poll(() => hrefsOf(page)).toEqual(entries.slice(0, 24).map((record) => detailPath(list, record.nominationId)));
      // The page's social card is cut from the first photo on it that the build could use.
      const firstPhoto = await firstBuilt(entries.slice(0, 24).map((record) => record.student?.profileImageUrl));
      await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', await builtSocialCard(firstPhoto));
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
      await expect.poll(() => hrefsOf(page)).toEqual(entries.slice(24, 48).map((record) => detailPath(list, record.nominationId)));
      await expect(page.getByTestId('list-count')).toHaveText(String(entries.length));
      await expect(page.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
      await expect(page.getByRole('link', { name: 'Previous' })).toHaveAttribute('href', route);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${escape(list.canonical)}/2$`));
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
  const record = pick((await builtEntries(INTERNSHIPS)).slice(0, 24).filter(isRegular), 'a designation', (r) => !!r.studentDesignation);
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

// ---------------------------------------------------------------- details

for (const list of LISTS) {
  test(`${list.detail}/{id} shows every section of a complete ${list.category}`, async ({ page }) => {
    const record = pick(
      (await builtEntries(list)).filter(isRegular),
      'every field',
      (r) =>
        !!safeLink(r.organizationLink) &&
        !!r.pkg &&
        !!r.duration &&
        !!r.projectAssigned &&
        !!r.projectDescription &&
        !!safeImage(r.student?.profileImageUrl) &&
        !!safeLink(r.student?.linkedinLink),
    );
    const student = record.student!;
    await page.goto(detailPath(list, record.nominationId));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(record.organizationName!);
    await expect(page.locator('main header').getByText(list.category, { exact: true })).toBeVisible();
    await expect(page.getByText(`Nomination ID: ${record.nominationId}`)).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^${escape(record.organizationName!)}`));
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', await builtSocialCard(student.profileImageUrl));
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', new RegExp(escape(record.organizationName!)));

    expect(await page.locator('main section > h2').allTextContents()).toEqual([
      'Organization Details',
      'Specifics',
      'Project Assigned',
      'Project Description',
      'Student Information',
    ]);
    const organization = section(page, 'Organization Details');
    await expect(field(organization, 'Organization Name')).toHaveText(record.organizationName!);
    await expect(field(organization, 'Location')).toHaveText(shown(record.location));
    const website = organization.getByRole('link');
    await expect(website).toHaveAttribute('href', safeLink(record.organizationLink)!);
    await expect(website).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(website).toContainText(new URL(safeLink(record.organizationLink)!).host);

    const specifics = section(page, 'Specifics');
    await expect(field(specifics, 'Designation')).toHaveText(shown(record.studentDesignation));
    await expect(field(specifics, 'Duration')).toHaveText(record.duration!);
    await expect(field(specifics, 'Stipend/Package')).toHaveText(record.pkg!);
    await expect(section(page, 'Project Assigned')).toContainText(record.projectAssigned!);
    await expect(section(page, 'Project Description')).toContainText(record.projectDescription!);

    const info = section(page, 'Student Information');
    await expect(info.locator('img')).toHaveAttribute('src', (await builtSrc(student.profileImageUrl, avatarRole(112)))!);
    await expect(info).toContainText(student.name!);
    for (const [label, value] of [
      ['Roll Number', student.rollNumber],
      ['Programme', student.programme],
      ['Batch', student.batch],
      ['Year', student.year],
      ['Semester', student.semester],
    ] as const) {
      await expect(field(info, label), label).toHaveText(shown(value));
    }
    await expect(info.getByRole('link', { name: /LinkedIn Profile/ })).toHaveAttribute('href', safeLink(student.linkedinLink)!);
    await expect(page.getByRole('link', { name: 'Go Back' })).toHaveAttribute('href', list.canonical);

    // No JavaScript but the top bar's.
    const islands = await page.locator('astro-island').evaluateAll((nodes) => nodes.map((node) => node.getAttribute('component-url') ?? ''));
    expect(islands).toHaveLength(1);
    expect(islands[0]).toMatch(/TopBar/);
  });
}

test('placement details fall back to N/A and the default photo', async ({ page }) => {
  const all = (await Promise.all(LISTS.map(async (list) => (await builtEntries(list)).filter(isRegular).map((record) => ({ list, record }))))).flat();

  const noPackage = pick(all, 'no package', ({ record }) => !record.pkg);
  await page.goto(detailPath(noPackage.list, noPackage.record.nominationId));
  await expect(field(section(page, 'Specifics'), 'Stipend/Package')).toHaveText('N/A');

  const noProject = pick(all, 'no project assigned', ({ record }) => !record.projectAssigned);
  await page.goto(detailPath(noProject.list, noProject.record.nominationId));
  await expect(section(page, 'Project Assigned').locator('p')).toHaveText('N/A');

  const noPhoto = pick(all, 'no student photo', ({ record }) => !record.student?.profileImageUrl);
  await page.goto(detailPath(noPhoto.list, noPhoto.record.nominationId));
  const info = section(page, 'Student Information');
  await expect(info.locator('img')).toHaveCount(0);
  await expect(info.locator('[style*="default-student-image.png"]')).toHaveCount(1);
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /\/og-default\.png$/);

  const noLinkedIn = pick(all, 'no LinkedIn link', ({ record }) => !record.student?.linkedinLink);
  await page.goto(detailPath(noLinkedIn.list, noLinkedIn.record.nominationId));
  await expect(section(page, 'Student Information').getByRole('link')).toHaveCount(0);
  await expect(section(page, 'Student Information')).toContainText('LinkedIn: N/A');
});

// ---------------------------------------------------------------- hostile data

for (const list of LISTS) {
  test(`hostile ${list.category} records render as inert text`, async ({ page }) => {
    const hostile = FACTS.hostile?.[`placement/${list.category}`];
    if (!hostile) throw new Error('the e2e backend is seeded with hostile records');
    await page.addInitScript(() => {
      (window as unknown as { __alerts: number }).__alerts = 0;
      window.alert = () => void (window as unknown as { __alerts: number }).__alerts++;
    });
    const dialogs = forbidDialogs(page);
    expect((await builtEntries(list)).map((record) => record.nominationId)).toContain(hostile.markup);

    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(list.alias);
      const card = cardFor(page, list, hostile.markup);
      await expect(card).toBeVisible();
      await card.getByText('Show More').click();
      await expectInert(page);

      await page.goto(detailPath(list, hostile.markup));
      await expect(page.getByText(`Nomination ID: ${hostile.markup}`)).toBeVisible();
      await expectInert(page);
      await expect(page.locator('main').getByText(/<script>alert\(1\)<\/script>|<img src=x onerror=alert\(1\)>/).first()).toBeVisible();
      // Script URLs in the website and LinkedIn fields are not links.
      await expect(field(section(page, 'Organization Details'), 'Website')).toHaveText('N/A');

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

test('axe: the placement and internship lists at 390 and 1280 px', async ({ page }, testInfo) => {
  test.slow(); // full-page screenshots of two 24-card pages at two widths
  await page.goto(PLACEMENTS.canonical);
  await cards(page).first().getByText('Show More').click();
  await checkAtBothWidths(page, testInfo, 'placements-list');

  await page.goto(INTERNSHIPS.alias);
  await checkAtBothWidths(page, testInfo, 'internships-list');
});

test('axe: a placement and an internship detail page at 390 and 1280 px', async ({ page }, testInfo) => {
  for (const list of LISTS) {
    const record = pick((await builtEntries(list)).filter(isRegular), 'a photo and a website', (r) => !!safeLink(r.organizationLink) && !!r.student?.profileImageUrl);
    await page.goto(detailPath(list, record.nominationId));
    await checkAtBothWidths(page, testInfo, `${list.category.toLowerCase()}-detail`);
  }
});

// ---------------------------------------------------------------- entries newer than the build, and the wrong category (the 404 page)

const FRESH_REGISTERED = readFileSync(new URL('../../src/features/fresh/registry.ts', import.meta.url), 'utf8').includes('placementFresh');

test.describe('placement and internship ids not in the build', () => {
  test.skip(!FRESH_REGISTERED, 'placementFresh is not registered in src/features/fresh/registry.ts yet');

  test('a placement id on the internship route shows "No Internship details found for this ID." with Go Back', async ({ page }) => {
    const placement = pick(await builtEntries(PLACEMENTS), 'a placement', isRegular);
    await page.goto(INTERNSHIPS.canonical);
    const response = await page.goto(detailPath(INTERNSHIPS, placement.nominationId));
    expect(response?.status()).toBe(404);
    await expect(page.getByText(INTERNSHIPS.noDetails, { exact: true })).toBeVisible();
    await expect(page.getByText(placement.organizationName!)).toHaveCount(0);
    await expect(page.getByText('Page Not Found')).toBeHidden();
    await hydrated(page);
    await page.getByRole('button', { name: 'Go Back' }).click();
    await expect(page).toHaveURL(new RegExp(`${escape(INTERNSHIPS.canonical)}/?$`));
  });

  test('an internship id on the placement route shows "No Placement details found for this ID."', async ({ page }) => {
    const internship = pick(await builtEntries(INTERNSHIPS), 'an internship', isRegular);
    await page.goto(detailPath(PLACEMENTS, internship.nominationId));
    await expect(page.getByText(PLACEMENTS.noDetails, { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Go Back' })).toBeVisible();
  });

  test('a placement approved after the build renders through the 404 page, after the loading text', async ({ page }) => {
    const id = FACTS.placement.Placement.pending[0];
    if (!id) throw new Error('the seed has a pending placement');
    await demoControl('moderate', { id, action: 'approve' });
    try {
      const [record] = parseRecords(PlacementSchema, [await apiData(`/api/placement-nominations/approved/${id}`)]).records;
      if (!record) throw new Error(`${id} is not a valid placement`);
      // Hold the answer until the loading text has been seen.
      const release = await holdRequests(page, `${API_URL}/api/placement-nominations/approved/*`);
      const response = await page.goto(detailPath(PLACEMENTS, id));
      expect(response?.status()).toBe(404);
      await expect(page.getByText('Loading placement details...')).toBeVisible();
      release();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(shown(record.organizationName));
      await expect(page.getByText(`Nomination ID: ${id}`)).toBeVisible();
      await expect(field(section(page, 'Specifics'), 'Designation')).toHaveText(shown(record.studentDesignation));
      await expect(section(page, 'Student Information')).toContainText(shown(record.student?.name));
      await expect(page.getByText('Page Not Found')).toBeHidden();
      // The same fresh record on the internship route is the other category.
      await page.goto(detailPath(INTERNSHIPS, id));
      await expect(page.getByText(INTERNSHIPS.noDetails, { exact: true })).toBeVisible();
    } finally {
      await demoControl('moderate', { id, action: 'reject' });
    }
  });

  test('a pending internship id shows the not-found message', async ({ page }) => {
    const id = FACTS.placement.Internship.pending[0];
    if (!id) throw new Error('the seed has a pending internship');
    await page.goto(detailPath(INTERNSHIPS, id));
    await expect(page.getByText(INTERNSHIPS.notFound)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Go Back' })).toBeVisible();
  });
});
