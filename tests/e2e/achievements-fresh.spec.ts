/** Achievements newer than the build, rendered through the 404 page (spec 2, section 2.7). */
import { readFileSync } from 'node:fs';
import { demoControl, expect, test } from './support/fixtures.ts';
import { section } from './support/entry-pages.ts';
import { FACTS, builtIds, detailOf, detailPath } from './support/achievements.ts';

// ---------------------------------------------------------------- fresh entries (the 404 page)

const FRESH_REGISTERED = readFileSync(
  new URL('../../src/features/fresh/registry.ts', import.meta.url),
  'utf8',
).includes('achievementFresh');

test.describe('entries newer than the build', () => {
  test.skip(!FRESH_REGISTERED, 'achievementFresh is not registered in src/features/fresh/registry.ts yet');

  test('an open source entry approved after the build renders through the 404 page', async ({ page }) => {
    const category = 'Open Source';
    const id = FACTS.achievement[category].pending[0];
    if (!id) throw new Error('the seed has a pending open source entry');
    await demoControl('moderate', { id, action: 'approve' });
    try {
      const raw = await detailOf(id);
      await page.goto(detailPath(category, id));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(raw.openSourceDetails?.projectName ?? 'N/A');
      await expect(page.getByText(`Nomination ID: ${id}`)).toBeVisible();
      await expect(section(page, 'Primary Contributor')).toContainText(raw.student?.name ?? 'N/A');
      await expect(page.getByText('Page Not Found')).toBeHidden();
      await expect(page.getByRole('button', { name: 'Go Back' })).toBeVisible();
    } finally {
      await demoControl('moderate', { id, action: 'reject' });
    }
  });

  test('a pending certification id shows the not-found message with Go Back', async ({ page }) => {
    const category = 'Global Certification';
    const id = FACTS.achievement[category].pending[0];
    if (!id) throw new Error('the seed has a pending certification');
    await page.goto(detailPath(category, id));
    await expect(
      page.getByText('Global Certification not found. It might not exist or is not approved yet.'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Go Back' })).toBeVisible();
  });

  test('a research id on the certification route shows the not-found card', async ({ page }) => {
    const [research] = await builtIds('Research Publication');
    if (!research) throw new Error('no research entry');
    await page.goto(detailPath('Global Certification', research));
    await expect(
      page.getByText('Global Certification not found. It might not exist or is not approved yet.'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Go Back' })).toBeVisible();
  });
});
