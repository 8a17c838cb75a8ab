/**
 * The home page's calls (spec 2, sections 4, 7.1 and 8): answers cached with
 * timestamps for 5 minutes, a stale or corrupted entry fetched again, a hung or
 * failing call leaving the pre-rendered cards. Faults are scoped to the page
 * (pageFaults), so these tests can run beside any other.
 */
import { expect, hydrated, pageFaults, test } from './support/fixtures.ts';
import { BEST, carousel, openHome, startCarousel } from './support/home.ts';

test('answers are cached with timestamps and reused within 5 minutes', async ({ page }) => {
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('cleared')) {
      localStorage.clear();
      sessionStorage.setItem('cleared', '1');
    }
  });
  const requests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/approved/best')) requests.push(request.url());
  });
  await openHome(page);
  await startCarousel(page, 'Best Projects');
  const keys = ['home_best_projects', 'home_best_placements', 'home_best_competitions'];
  // The three lists are fetched at once, each kept as its answer comes.
  await expect
    .poll(() => page.evaluate((keys) => keys.every((key) => localStorage.getItem(`${key}_timestamp`) !== null), keys))
    .toBe(true);
  const stored = await page.evaluate(
    (keys) =>
      keys.map((key) => ({
        key,
        records: JSON.parse(localStorage.getItem(key) ?? 'null'),
        timestamp: Number(localStorage.getItem(`${key}_timestamp`)),
      })),
    keys,
  );
  for (const entry of stored) {
    expect(Array.isArray(entry.records), entry.key).toBe(true);
    expect(Date.now() - entry.timestamp).toBeLessThan(60_000);
  }
  expect(requests.filter((url) => url.includes('project-nominations')).length).toBe(1);
  requests.length = 0;
  await page.reload();
  await hydrated(page);
  await startCarousel(page, 'Best Projects');
  await expect(carousel(page, 'Best Projects').getByRole('link').first()).toBeVisible();
  await page.waitForTimeout(500);
  expect(requests).toEqual([]);
});

test('a stale cache (older than 5 minutes) is fetched again', async ({ page }) => {
  await page.addInitScript(() => {
    for (const key of ['home_best_projects', 'home_best_placements', 'home_best_competitions']) {
      localStorage.setItem(key, '[]');
      localStorage.setItem(`${key}_timestamp`, String(Date.now() - 300_001));
    }
  });
  const requested = page.waitForRequest((request) => request.url().includes('/project-nominations/approved/best'));
  await openHome(page);
  await startCarousel(page, 'Best Projects');
  await requested;
});

test('a corrupted cache entry is removed and fetched again', async ({ page }) => {
  await page.addInitScript(() => {
    if (sessionStorage.getItem('seeded')) return;
    sessionStorage.setItem('seeded', '1');
    localStorage.setItem('home_best_competitions', '{"this is": not json');
    localStorage.setItem('home_best_competitions_timestamp', String(Date.now()));
  });
  const requested = page.waitForRequest((request) => request.url().includes('/competition-nominations/approved/best'));
  await openHome(page);
  await startCarousel(page, 'Best Projects');
  await requested;
  await expect.poll(() => page.evaluate(() => localStorage.getItem('home_best_competitions'))).toMatch(/^\[/);
});

test('a hung call is abandoned after 10 s and the pre-rendered cards stay', async ({ page }) => {
  test.setTimeout(60_000);
  await (await pageFaults(page)).set({ hang: [BEST.competitions] });
  await page.addInitScript(() => localStorage.clear());
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const hungAt = page.waitForRequest((request) => request.url().includes(BEST.competitions)).then(() => Date.now());
  await openHome(page);
  await startCarousel(page, 'Recent Honors & Accolades');
  await startCarousel(page, 'Best Projects');
  const section = page.locator('[data-carousel="competitions"]');
  await expect(section).toHaveAttribute('data-status', 'loading');
  const cards = carousel(page, 'Recent Honors & Accolades').locator('li:not([inert]) > a');
  const before = await cards.count();
  expect(before).toBeGreaterThan(0);
  // The other carousels are not held up by the hung one.
  await expect(page.locator('[data-carousel="bestProjects"]')).toHaveAttribute('data-status', 'ready');
  // Timed from the hung call itself: still waiting 8 s after it, given up by 13 s.
  const started = await hungAt;
  await page.waitForTimeout(Math.max(0, 8_000 - (Date.now() - started)));
  await expect(section).toHaveAttribute('data-status', 'loading');
  await expect(section).toHaveAttribute('data-status', 'failed', { timeout: 5_000 });
  await expect(cards).toHaveCount(before);
  expect(errors.some((text) => text.includes('Request timeout'))).toBe(true);
});

test('a failing call is only logged; its carousel keeps the pre-rendered cards', async ({ page }) => {
  await (await pageFaults(page)).set({ fail: { [BEST.placements]: 503 } });
  await page.addInitScript(() => localStorage.clear());
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await openHome(page);
  await startCarousel(page, 'Top Placements and Internships');
  const section = page.locator('[data-carousel="placements"]');
  await expect(section).toHaveAttribute('data-status', 'failed');
  await expect(carousel(page, 'Top Placements and Internships').getByRole('link').first()).toBeVisible();
  expect(errors.some((text) => text.includes('HTTP error! status: 503'))).toBe(true);
  await expect(page.getByRole('alert')).toHaveCount(0);
});
