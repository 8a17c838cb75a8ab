/**
 * A dropped picture is never loaded from the backend (issue 49). A picture the
 * build refused shows the placeholder on every page, the home carousels'
 * refreshed cards included; only an entry the release does not know yet
 * (approved after the last build: it has no page) may show the backend's URL.
 * The backend here serves its files under FILES_PATH (/files/), not /uploads/.
 */
import type { Page, Request } from '@playwright/test';
import { seedFacts } from '#scripts/demo-api/seed.ts';
import { API_URL, apiData, expect, FILES_URL, hydrated, SITE_URL, test } from './support/fixtures.ts';
import { carousel, startCarousel } from './support/home.ts';

const FACTS = seedFacts({ hostile: true });

interface Listed {
  nominationId: string;
  posterImages?: string[];
  alumni?: { profileImageUrl?: string };
}

/** The research project whose pictures are all unusable (a 404, an HTML page, a truncated JPEG): one of the best projects. */
async function unusableResearch(): Promise<Listed> {
  const research = await apiData<Listed[]>('/api/project-nominations/approved/research');
  const record = research.find((item) => item.posterImages?.some((url) => url.includes('not-a-picture')));
  if (!record || !FACTS.project.Research.best.includes(record.nominationId))
    throw new Error('the seed has a best research project whose pictures are unusable');
  return record;
}

/** Every request the page sends to the backend's host, as it is sent. */
function backendRequests(page: Page): Request[] {
  const sent: Request[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(API_URL)) sent.push(request);
  });
  return sent;
}

/** Scrolls to the end a screen at a time (the carousels come into view and refresh), then waits for the network. */
async function readToTheEnd(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 60));
    }
  });
  await page.waitForLoadState('networkidle');
}

test('on a 390 px phone, home, a list, a project and an alumni detail with dropped pictures load no picture from the backend', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const research = await unusableResearch();
  const alumni = await apiData<Listed[]>('/api/alumni/approved');
  const alumnus = alumni.find((record) => String(record.alumni?.profileImageUrl).endsWith(`/${FACTS.brokenImage}`))!;
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
    baseURL: SITE_URL,
  });
  const page = await context.newPage();
  const sent = backendRequests(page);

  await page.goto('/');
  await hydrated(page);
  await readToTheEnd(page);
  // Every carousel ran and took the backend's best lists; the unusable project's card shows its emoji.
  await expect(page.locator('[data-carousel]:not([data-status="ready"])')).toHaveCount(0);
  const card = carousel(page, 'Best Projects')
    .locator(`a[href="/projects/researchdetails/${research.nominationId}"]`)
    .first();
  await expect(card).toBeAttached();
  await expect(card.locator('img')).toHaveCount(0);
  await expect(card.getByText('🔬', { exact: true })).toBeAttached();

  for (const path of [
    '/projects/research',
    `/projects/researchdetails/${research.nominationId}`,
    `/StarAlumni/star-alumni-details/${alumnus.nominationId}`,
  ]) {
    await page.goto(path);
    await hydrated(page);
    await readToTheEnd(page);
  }
  // The backend was asked for the best lists and nothing else: no file, no picture.
  expect(
    sent
      .filter((request) => request.resourceType() === 'image' || request.url().startsWith(FILES_URL))
      .map((request) => request.url()),
  ).toEqual([]);
  expect(sent.length).toBeGreaterThan(0);
  await context.close();
});

test("a refreshed carousel card: the release's picture of an entry it knows, the backend's only for an entry it does not know yet", async ({
  page,
}) => {
  const best = await apiData<Listed[]>('/api/project-nominations/approved/best');
  const industry = await apiData<Listed[]>('/api/project-nominations/approved/industry');
  // Approved before the build (so it has a page) but not among the best then: the carousel has no picture of it.
  const { approved, best: bestIds } = FACTS.project.Industry;
  const known = industry.find(
    (record) =>
      approved.includes(record.nominationId) &&
      !bestIds.includes(record.nominationId) &&
      record.posterImages?.[0]?.startsWith(FILES_URL),
  )!;
  // An entry approved after the build: the site has no page for it.
  const newer = {
    ...known,
    nominationId: 'PRJ-2099-000001',
    projectTitle: 'Approved After The Build',
    posterImages: [`${FILES_URL}seed/poster-07.png`],
  };
  await page.addInitScript(
    (records) => {
      localStorage.setItem('home_best_projects', JSON.stringify(records));
      localStorage.setItem('home_best_projects_timestamp', String(Date.now()));
    },
    [...best, { ...known, isBest: true }, newer],
  );
  const sent = backendRequests(page);

  await page.goto('/');
  await hydrated(page);
  await startCarousel(page, 'Best Projects');
  const cardOf = (id: string) =>
    carousel(page, 'Best Projects').locator(`a[href="/projects/industrydetails/${id}"]`).first();
  await expect(cardOf(newer.nominationId).locator('img')).toHaveAttribute('src', `${FILES_URL}seed/poster-07.png`);
  await expect(cardOf(known.nominationId)).toBeAttached();
  await expect(cardOf(known.nominationId).locator('img')).toHaveCount(0);
  await expect(cardOf(known.nominationId).getByText('🏭', { exact: true })).toBeAttached();

  await cardOf(newer.nominationId)
    .locator('img')
    .evaluate((image: HTMLImageElement) => (image.loading = 'eager'));
  await expect
    .poll(() =>
      cardOf(newer.nominationId)
        .locator('img')
        .evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0),
    )
    .toBe(true);
  await page.waitForLoadState('networkidle');
  const files = sent.filter((request) => request.url().startsWith(FILES_URL)).map((request) => request.url());
  expect([...new Set(files)]).toEqual([`${FILES_URL}seed/poster-07.png`]);
  expect(files).not.toContain(known.posterImages![0]);
});
