/**
 * The home page (spec 2, sections 1, 2.2 and 9): every carousel shows the best
 * entries with the spec's fields and links; the hero, counters and first cards are
 * in the static HTML; without JavaScript the carousels scroll by touch; a carousel
 * starts once it comes into view; axe at both widths.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PHONE, SITE_URL, checkAtBothWidths, expect, test } from './support/fixtures.ts';
import { best, carousel, openHome, scroller, startCarousel } from './support/home.ts';

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
  };
  const projects = (await best.projects()).filter((p) => p.category && p.category in routes);
  const startups = projects.filter((p) => p.category === 'Start-Up');
  const others = projects.filter((p) => p.category !== 'Start-Up');
  expect(others.length).toBeGreaterThan(0);
  expect(startups.length).toBeGreaterThan(0);

  for (const project of others) {
    const card = carousel(page, 'Best Projects').locator(
      `li:not([inert]) > a[href="${routes[project.category!]}${project.nominationId}"]`,
    );
    await expect(card).toHaveCount(1);
    await expect(card).toContainText(project.projectTitle ?? 'Untitled project');
    await expect(card).toContainText(project.teamLeader?.name ?? 'Team Project');
    await expect(card).toContainText(project.category!);
  }
  for (const project of startups) {
    const card = carousel(page, 'Startup Success Stories').locator(
      `li:not([inert]) > a[href="${routes['Start-Up']}${project.nominationId}"]`,
    );
    await expect(card).toContainText(String(project.startupDetails?.foundationYear ?? 'Year'));
    await expect(card).toContainText(project.startupDetails?.name ?? 'Startup Name');
  }
  for (const competition of (await best.competitions()).filter((c) => c.category && c.category in routes)) {
    const card = carousel(page, 'Recent Honors & Accolades').locator(
      `li:not([inert]) > a[href="${routes[competition.category!]}${competition.nominationId}"]`,
    );
    await expect(card).toContainText(competition.competitionName ?? competition.title ?? 'Competition');
    await expect(card).toContainText(competition.teamLeader?.name ?? 'Team Leader');
    await expect(card).toContainText(competition.category!);
  }
  for (const placement of (await best.placements()).filter((p) => p.category && p.category in routes)) {
    const card = carousel(page, 'Top Placements and Internships').locator(
      `li:not([inert]) > a[href="${routes[placement.category!]}${placement.nominationId}"]`,
    );
    await expect(card).toContainText(placement.organizationName ?? 'Organization');
    const label = placement.category === 'Internship' ? 'Stipend' : 'Package';
    await expect(card).toContainText(`${label}: ${placement.pkg ?? placement.duration ?? 'N/A'}`);
  }

  // A click opens the entry's detail page (the pointer over the row pauses it first, as for a person).
  const first = others[0]!;
  await scroller(page, 'Best Projects').hover({ position: { x: 5, y: 5 } });
  await carousel(page, 'Best Projects')
    .locator(`li:not([inert]) > a[href="${routes[first.category!]}${first.nominationId}"]`)
    .click();
  await expect(page).toHaveURL(new RegExp(`${routes[first.category!]}${first.nominationId}/?$`));
});

test('the hero, counters and pre-rendered cards are in the static HTML', async () => {
  const html = await readFile(join(process.env.E2E_WORK_DIR ?? '', 'site', 'index.html'), 'utf8');
  expect(html).toMatch(/<h1[^>]*>\s*Wall of Fame\s*<\/h1>/);
  for (const counter of ['200+', 'Projects', '50+', 'Hackathon Wins', '25+', 'Startups', '500+', 'Alumni'])
    expect(html).toContain(counter);
  const projects = await best.projects();
  const plain = projects.filter((project) => /^[\w\s-]+$/.test(project.projectTitle ?? ''));
  expect(plain.length).toBeGreaterThan(0);
  for (const project of plain) expect(html).toContain(project.projectTitle!);
});

test('the home page has no axe violations at both widths', async ({ page }, testInfo) => {
  await openHome(page);
  await checkAtBothWidths(page, testInfo, 'home');
});

test('without JavaScript the carousels show their first cards and scroll by touch, snapping to a card', async ({
  browser,
}) => {
  const context = await browser.newContext({
    baseURL: SITE_URL,
    viewport: PHONE,
    isMobile: true,
    hasTouch: true,
    javaScriptEnabled: false,
  });
  const page = await context.newPage();
  await page.goto('/');
  for (const title of [
    'Best Projects',
    'Recent Honors & Accolades',
    'Startup Success Stories',
    'Top Placements and Internships',
  ]) {
    await expect(carousel(page, title).locator('li > a').first()).toBeVisible();
  }
  const row = scroller(page, 'Best Projects');
  await row.scrollIntoViewIfNeeded();
  expect(await row.evaluate((element) => getComputedStyle(element).scrollSnapType)).toBe('x mandatory');
  expect(await row.evaluate((element) => element.scrollLeft)).toBe(0);
  // Where the row comes to rest with each card at its start (its padding, 16 px at this width, kept).
  const cardStarts = await row.evaluate((element) =>
    [...element.querySelectorAll('li')].map((item) =>
      Math.round(item.getBoundingClientRect().left - element.getBoundingClientRect().left - 16),
    ),
  );
  // A swipe to the left, by touch.
  const box = (await row.boundingBox())!;
  const touch = await context.newCDPSession(page);
  const y = box.y + box.height / 2;
  await touch.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: box.x + 300, y }] });
  for (let step = 1; step <= 10; step++)
    await touch.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: [{ x: box.x + 300 - step * 20, y }],
    });
  // The finger rests before it lifts: a release while moving flings, and a fast one on a busy machine carried the
  // row past the next card. At rest, the row snaps to the card nearest to where it was let go.
  await page.waitForTimeout(300);
  await touch.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: box.x + 100, y }] });
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
    const shifts: Array<{ value: number; sources: string[] }> = [];
    (window as unknown as { shifts: typeof shifts }).shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Array<{
        value: number;
        hadRecentInput: boolean;
        sources: Array<{ node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }>;
      }>) {
        if (entry.hadRecentInput) continue;
        const rect = (r: DOMRectReadOnly) => `${r.x},${r.y} ${r.width}x${r.height}`;
        shifts.push({
          value: entry.value,
          sources: entry.sources.map(
            (source) =>
              `${source.node instanceof Element ? source.node.outerHTML.slice(0, 120) : (source.node?.nodeName ?? '?')}: ${rect(source.previousRect)} → ${rect(source.currentRect)}`,
          ),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await openHome(page);
  await page.waitForLoadState('networkidle');
  // Below the fold on a phone (its top margin aside): nothing of it runs yet, nor of the framework.
  await expect(scroller(page, 'Best Projects')).not.toBeInViewport();
  await expect(page.locator('astro-island[ssr]').filter({ has: carousel(page, 'Best Projects') })).toHaveCount(1);
  expect(
    await page.evaluate(
      () => performance.getEntriesByType('resource').filter((entry) => entry.name.endsWith('.js')).length,
    ),
  ).toBe(0);
  const pause = carousel(page, 'Best Projects').getByRole('button', { name: 'Pause Best Projects carousel' });
  await expect(pause).toBeHidden();
  await startCarousel(page, 'Best Projects');
  await expect(pause).toBeVisible();
  await expect(scroller(page, 'Best Projects')).toHaveAttribute('data-moving', 'true');
  await expect(scroller(page, 'Best Projects').locator('li[inert]')).not.toHaveCount(0);
  // What the carousel could move when it starts (the row growing, the Pause button taking room, its cards
  // reflowing) scores over 0.01 at this width; a CI run once saw 0.00014 from a source it did not say.
  const shifts = await page.evaluate(() => (window as unknown as { shifts: Array<{ value: number }> }).shifts);
  const score = shifts.reduce((sum, shift) => sum + shift.value, 0);
  expect(score, `layout shifts: ${JSON.stringify(shifts, null, 1)}`).toBeLessThan(0.001);
});
