/**
 * Placement and internship ids not in the build, through the 404 page (spec 2,
 * section 2.9): one of the other category on a detail route, one approved after
 * the build, one still pending.
 */
import { readFileSync } from 'node:fs';
import { parseRecords } from '#api/schemas/lenient.ts';
import { PlacementSchema } from '#api/schemas/placement.ts';
import { API_URL, apiData, demoControl, expect, holdRequests, hydrated, test } from './support/fixtures.ts';
import { field, pick, section } from './support/entry-pages.ts';
import {
  FACTS,
  INTERNSHIPS,
  PLACEMENTS,
  builtEntries,
  detailPath,
  escape,
  isRegular,
  shown,
} from './support/placements.ts';

// ---------------------------------------------------------------- entries newer than the build, and the wrong category (the 404 page)

const FRESH_REGISTERED = readFileSync(
  new URL('../../src/features/fresh/registry.ts', import.meta.url),
  'utf8',
).includes('placementFresh');

test.describe('placement and internship ids not in the build', () => {
  test.skip(!FRESH_REGISTERED, 'placementFresh is not registered in src/features/fresh/registry.ts yet');

  test('a placement id on the internship route shows "No Internship details found for this ID." with Go Back', async ({
    page,
  }) => {
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

  test('a placement approved after the build renders through the 404 page, after the loading text', async ({
    page,
  }) => {
    const id = FACTS.placement.Placement.pending[0];
    if (!id) throw new Error('the seed has a pending placement');
    await demoControl('moderate', { id, action: 'approve' });
    try {
      const [record] = parseRecords(PlacementSchema, [
        await apiData(`/api/placement-nominations/approved/${id}`),
      ]).records;
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
