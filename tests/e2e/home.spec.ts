/** The home page (spec 2, sections 1, 2.2, 4, 7.1, 8 and 9). */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { parseRecords } from '#api/schemas/lenient.ts';
import { CompetitionSchema } from '#api/schemas/competition.ts';
import { PlacementSchema } from '#api/schemas/placement.ts';
import { ProjectSchema } from '#api/schemas/project.ts';
import { PHONE, SITE_URL, apiData, checkAtBothWidths, expect, hydrated, pageFaults, test } from './support/fixtures.ts';

// Faults below are scoped to the page (pageFaults), so these tests can run beside any other.

/** The best lists as the site reads them (the contract's lenient schemas). */
const best = {
  projects: async () => parseRecords(ProjectSchema, await apiData(BEST.projects)).records,
  competitions: async () => parseRecords(CompetitionSchema, await apiData(BEST.competitions)).records,
  placements: async () => parseRecords(PlacementSchema, await apiData(BEST.placements)).records,
};

const BEST = {
  projects: '/api/project-nominations/approved/best',
  competitions: '/api/competition-nominations/approved/best',
  placements: '/api/placement-nominations/approved/best',
};

const PROJECT_ROUTES = { 'In-House': 1, Industry: 1, Research: 1, 'Start-Up': 1 };

const carousel = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });
const scroller = (page: Page, title: string) => carousel(page, title).locator('[data-scroller]');

async function openHome(page: Page) {
  await page.goto('/');
  await hydrated(page);
}

/** A carousel runs (moves, refreshes, has its Pause button) once it comes into view: scrolls it there and waits for that. */
async function startCarousel(page: Page, title: string) {
  await carousel(page, title).scrollIntoViewIfNeeded();
  await expect(page.locator('astro-island:not([ssr])').filter({ has: carousel(page, title) })).toHaveCount(1);
}

test('every carousel shows the best entries with the spec’s fields and links', async ({ page }) => {
  await page.addInitScript(() => localStorage.clear());
  await openHome(page);
  const routes: Record<string, string> = {
    'In-House': '/projects/in-housedetails/',
    Industry: '/projects/industrydetails/',
    Research: '/projects/researchdetails/',
    'Start-Up': '/projects/start-updetails/',
    Hackathon: '/competitions/hackathondetails/',
    'Coding Contest': '/competitions/codingdetails/',
    'Project Competition': '/competitions/projectcompetitiondetails/',
    Placement: '/placements-internships/placementDetails/',
    Internship: '/placements-internships/internshipDetails/',
  };  const projects = (await best.projects()).filter((p) => p.category && p.category in routes);
  const startups = projects.filter((p) => p.category === 'Start-Up');
  const others = projects.filter((p) => p.category !== 'Start-Up');
  expect(others.length).toBeGreaterThan(0);
  expect(startups.length).toBeGreaterThan(0);



  for (const project of others) {
    const card = carousel(page, 'Best Projects').locator(`li:not([inert]) > a[href="${routes[project.category!]}${project.nominationId}"]`);
    await expect(card).toHaveCount(1);
    await expect(card).toContainText(project.projectTitle ?? 'Untitled project');
    await expect(card).toContainText(project.teamLeader?.name ?? 'Team Project');
    await expect(card).toContainText(project.category!);
  }
  for (const project of startups) {
    const card = carousel(page, 'Startup Success Stories').locator(`li:not([inert]) > a[href="${routes['Start-Up']}${project.nominationId}"]`);
    await expect(card).toContainText(String(project.startupDetails?.foundationYear ?? 'Year'));
    await expect(card).toContainText(project.startupDetails?.name ?? 'Startup Name');
  }
  for (const competition of (await best.competitions()).filter((c) => c.category && c.category in routes)) {
    const card = carousel(page, 'Recent Honors & Accolades').locator(`li:not([inert]) > a[href="${routes[competition.category!]}${competition.nominationId}"]`);
    await expect(card).toContainText(competition.competitionName ?? competition.title ?? 'Competition');
    await expect(card).toContainText(competition.teamLeader?.name ?? 'Team Leader');
    await expect(card).toContainText(competition.category!);
  }
  for (const placement of (await best.placements()).filter((p) => p.category && p.category in routes)) {
    const card = carousel(page, 'Top Placements and Internships').locator(`li:not([inert]) > a[href="${routes[placement.category!]}${placement.nominationId}"]`);
    await expect(card).toContainText(placement.organizationName ?? 'Organization');
    const label = placement.category === 'Internship' ? 'Stipend' : 'Package';
    await expect(card).toContainText(`${label}: ${placement.pkg ?? placement.duration ?? 'N/A'}`);
  }

  // A click opens the entry's detail page (the pointer over the row pauses it first, as for a person).
  const first = others[0]!;
  await scroller(page, 'Best Projects').hover({ position: { x: 5, y: 5 } });
  await carousel(page, 'Best Projects').locator(`li:not([inert]) > a[href="${routes[first.category!]}${first.nominationId}"]`).click();
  await expect(page).toHaveURL(new RegExp(`${routes[first.category!]}${first.nominationId}/?$`));
});

test('the hero, counters and pre-rendered cards are in the static HTML', async () => {
  const html = await readFile(join(process.env.E2E_WORK_DIR ?? '', 'site', 'index.html'), 'utf8');
  expect(html).toMatch(/<h1[^>]*>\s*Wall of Fame\s*<\/h1>/);
  for (const counter of ['200+', 'Projects', '50+', 'Hackathon Wins', '25+', 'Startups', '500+', 'Alumni']) expect(html).toContain(counter);
  const projects = await best.projects();
  const plain = projects.filter((project) => /^[\w\s-]+$/.test(project.projectTitle ?? ''));
  expect(plain.length).toBeGreaterThan(0);
  for (const project of plain) expect(html).toContain(project.projectTitle!);
});

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
  await expect.poll(() => page.evaluate(() => localStorage.getItem('home_best_placements_timestamp'))).not.toBeNull();
  const stored = await page.evaluate(() =>
    ['home_best_projects', 'home_best_placements', 'home_best_competitions'].map((key) => ({
      key,
      records: JSON.parse(localStorage.getItem(key) ?? 'null'),
      timestamp: Number(localStorage.getItem(`${key}_timestamp`)),
    })),
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
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('home_best_competitions')))
    .toMatch(/^\[/);
});

test('a hung call is abandoned after 10 s and the pre-rendered cards stay', async ({ page }) => {
  test.setTimeout(60_000);
  await (await pageFaults(page)).set({ hang: [BEST.competitions] });
  await page.addInitScript(() => localStorage.clear());
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await openHome(page);
  const started = Date.now();
  await startCarousel(page, 'Recent Honors & Accolades');
  await startCarousel(page, 'Best Projects');
  const section = page.locator('[data-carousel="competitions"]');
  await expect(section).toHaveAttribute('data-status', 'loading');
  const cards = carousel(page, 'Recent Honors & Accolades').locator('li:not([inert]) > a');
  const before = await cards.count();
  expect(before).toBeGreaterThan(0);
  // The other carousels are not held up by the hung one.
  await expect(page.locator('[data-carousel="bestProjects"]')).toHaveAttribute('data-status', 'ready');
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

async function scrollLeftOf(page: Page, title: string) {
  return scroller(page, title).evaluate((element) => element.scrollLeft);
}

test('the carousels scroll on their own while on screen, the start-ups the other way', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openHome(page);
  await page.mouse.move(0, 0);
  // Below the fold a row stands still (nobody sees it move), with its cards not yet repeated.
  const startups = scroller(page, 'Startup Success Stories');
  await expect(startups).not.toBeInViewport();
  await expect(startups).toHaveAttribute('data-moving', 'false');
  await expect(startups.locator('li[inert]')).toHaveCount(0);

  const projects = scroller(page, 'Best Projects');
  await projects.scrollIntoViewIfNeeded();
  await expect(projects).toHaveAttribute('data-moving', 'true');
  const projectsStart = await scrollLeftOf(page, 'Best Projects');
  await page.waitForTimeout(1_200);
  expect(await scrollLeftOf(page, 'Best Projects')).toBeGreaterThan(projectsStart);

  await startups.scrollIntoViewIfNeeded();
  await expect(startups).toHaveAttribute('data-moving', 'true');
  const startupsStart = await scrollLeftOf(page, 'Startup Success Stories');
  await page.waitForTimeout(1_200);
  const startupsNow = await scrollLeftOf(page, 'Startup Success Stories');
  // Reverse: the position goes down, or wrapped from 0 to the seam.
  expect(startupsNow).not.toBe(startupsStart);
  expect(await startups.locator('li[inert]').count()).toBe(await startups.locator('li:not([inert])').count());
});

test('hover and keyboard focus pause a carousel; every card is reachable by keyboard', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openHome(page);
  await startCarousel(page, 'Best Projects');
  const region = scroller(page, 'Best Projects');
  await region.hover({ position: { x: 5, y: 5 } });
  await expect(region).toHaveAttribute('data-moving', 'false');
  await page.mouse.move(0, 0);
  await expect(region).toHaveAttribute('data-moving', 'true');

  const links = region.getByRole('link');
  const count = await links.count();
  const projects = (await best.projects()).filter((p) => p.category && p.category !== 'Start-Up' && p.category in PROJECT_ROUTES);
  expect(count).toBe(projects.length);
  await page.getByRole('button', { name: 'Pause Best Projects carousel' }).focus();
  for (let i = 0; i < count; i++) {
    await page.keyboard.press('Tab');
    await expect(links.nth(i)).toBeFocused();
    await expect(region).toHaveAttribute('data-moving', 'false');
    await expect(links.nth(i)).toBeInViewport();
  }
});

test('the pause control works by keyboard', async ({ page }) => {
  await openHome(page);
  await startCarousel(page, 'Recent Honors & Accolades');
  const region = scroller(page, 'Recent Honors & Accolades');
  const button = carousel(page, 'Recent Honors & Accolades').getByRole('button', { name: /carousel$/ });
  await expect(button).toHaveAccessibleName('Pause Recent Honors & Accolades carousel');
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(button).toHaveAttribute('aria-pressed', 'true');
  await expect(button).toHaveAccessibleName('Play Recent Honors & Accolades carousel');
  await expect(region).toHaveAttribute('data-moving', 'false');
  const position = await scrollLeftOf(page, 'Recent Honors & Accolades');
  await page.waitForTimeout(600);
  expect(await scrollLeftOf(page, 'Recent Honors & Accolades')).toBe(position);
  await page.keyboard.press('Space');
  await expect(button).toHaveAttribute('aria-pressed', 'false');
  await page.mouse.move(0, 0);
  await expect(region).toHaveAttribute('data-moving', 'true');
});

test('under prefers-reduced-motion nothing moves', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await openHome(page);
  await page.mouse.move(0, 0);
  for (const title of ['Best Projects', 'Recent Honors & Accolades', 'Startup Success Stories', 'Top Placements and Internships']) {
    // On screen, where it would otherwise move.
    await startCarousel(page, title);
    await scroller(page, title).scrollIntoViewIfNeeded();
    await expect(scroller(page, title)).toBeInViewport();
    const position = await scrollLeftOf(page, title);
    await page.waitForTimeout(500);
    await expect(scroller(page, title)).toHaveAttribute('data-moving', 'false');
    expect(await scrollLeftOf(page, title)).toBe(position);
  }
});

test('the home page has no axe violations at both widths', async ({ page }, testInfo) => {
  await openHome(page);
  await checkAtBothWidths(page, testInfo, 'home');
});

test('without JavaScript the carousels show their first cards and scroll by touch, snapping to a card', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: SITE_URL, viewport: PHONE, isMobile: true, hasTouch: true, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/');
  for (const title of ['Best Projects', 'Recent Honors & Accolades', 'Startup Success Stories', 'Top Placements and Internships']) {
    await expect(carousel(page, title).locator('li > a').first()).toBeVisible();
  }
  const row = scroller(page, 'Best Projects');
  await row.scrollIntoViewIfNeeded();
  expect(await row.evaluate((element) => getComputedStyle(element).scrollSnapType)).toBe('x mandatory');
  expect(await row.evaluate((element) => element.scrollLeft)).toBe(0);
  // Where the row comes to rest with each card at its start (its padding, 16 px at this width, kept).
  const cardStarts = await row.evaluate((element) =>
    [...element.querySelectorAll('li')].map((item) => Math.round(item.getBoundingClientRect().left - element.getBoundingClientRect().left - 16)),
  );
  // A swipe to the left, by touch.
  const box = (await row.boundingBox())!;
  const touch = await context.newCDPSession(page);
  const y = box.y + box.height / 2;
  await touch.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: box.x + 300, y }] });
  for (let step = 1; step <= 10; step++) await touch.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: box.x + 300 - step * 20, y }] });
  await touch.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  // It comes to rest with the next card at the row's start.
  await expect.poll(() => row.evaluate((element) => Math.round(element.scrollLeft))).toBe(cardStarts[1]);
  // Nothing there could run: no Pause button is shown.
  await expect(carousel(page, 'Best Projects').getByRole('button')).toHaveCount(0);
  await context.close();
});

test('a carousel starts once it comes into view, and nothing shifts when it does', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.addInitScript(() => {
    (window as unknown as { shifts: number }).shifts = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Array<{ value: number; hadRecentInput: boolean }>) {
        if (!entry.hadRecentInput) (window as unknown as { shifts: number }).shifts += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await openHome(page);
  await page.waitForLoadState('networkidle');
  // Below the fold on a phone (its top margin aside): nothing of it runs yet, nor of the framework.
  await expect(scroller(page, 'Best Projects')).not.toBeInViewport();
  await expect(page.locator('astro-island[ssr]').filter({ has: carousel(page, 'Best Projects') })).toHaveCount(1);
  expect(await page.evaluate(() => performance.getEntriesByType('resource').filter((entry) => entry.name.endsWith('.js')).length)).toBe(0);
  const pause = carousel(page, 'Best Projects').getByRole('button', { name: 'Pause Best Projects carousel' });
  await expect(pause).toBeHidden();
  await startCarousel(page, 'Best Projects');
  await expect(pause).toBeVisible();
  await expect(scroller(page, 'Best Projects')).toHaveAttribute('data-moving', 'true');
  await expect(scroller(page, 'Best Projects').locator('li[inert]')).not.toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { shifts: number }).shifts)).toBe(0);
});
