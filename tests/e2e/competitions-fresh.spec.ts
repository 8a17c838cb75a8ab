/** Competitions newer than the build, rendered through the 404 page (spec 2, section 2.4). */
import { readFileSync } from 'node:fs';
import { CompetitionSchema } from '#api/schemas/competition.ts';
import { parseRecords } from '#api/schemas/lenient.ts';
import { API_URL, apiData, demoControl, expect, holdRequests, hydrated, test } from './support/fixtures.ts';
import { section } from './support/entry-pages.ts';
import { CODING, FACTS, HACKATHONS, detailPath, imagesOf, titleOf } from './support/competitions.ts';

// ---------------------------------------------------------------- entries newer than the build (the 404 page)

const FRESH_REGISTERED = readFileSync(
  new URL('../../src/features/fresh/registry.ts', import.meta.url),
  'utf8',
).includes('competitionFresh');

test.describe('competitions newer than the build', () => {
  test.skip(!FRESH_REGISTERED, 'competitionFresh is not registered in src/features/fresh/registry.ts yet');

  test('a hackathon approved after the build renders through the 404 page, after the loading text', async ({
    page,
  }) => {
    const id = FACTS.competition.Hackathon.pending[0];
    if (!id) throw new Error('the seed has a pending hackathon');
    await demoControl('moderate', { id, action: 'approve' });
    try {
      const [record] = parseRecords(CompetitionSchema, [
        await apiData(`/api/competition-nominations/approved/${id}`),
      ]).records;
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
    await expect(
      page.getByText('Competition entry not found. This competition entry might not exist or is not approved yet.'),
    ).toBeVisible();
    await hydrated(page);
    await page.getByRole('button', { name: 'Go Back' }).click();
    await expect(page).toHaveURL(new RegExp(`${CODING.route}/?$`));
  });
});
