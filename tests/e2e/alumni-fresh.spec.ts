/** Star Alumni newer than the build, rendered through the 404 page (spec 2, section 2.10). */
import { readFileSync } from 'node:fs';
import { AlumniSchema } from '#api/schemas/alumni.ts';
import { parseRecords } from '#api/schemas/lenient.ts';
import { apiData, demoControl, expect, hydrated, test } from './support/fixtures.ts';
import { field, section } from './support/entry-pages.ts';
import { FACTS, LIST, detailPath, shown } from './support/alumni.ts';

// ---------------------------------------------------------------- entries newer than the build (the 404 page)

const FRESH_REGISTERED = readFileSync(
  new URL('../../src/features/fresh/registry.ts', import.meta.url),
  'utf8',
).includes('alumniFresh');

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
      await expect(field(section(page, 'Professional Information'), 'Current Position')).toHaveText(
        shown(record.designation),
      );
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
