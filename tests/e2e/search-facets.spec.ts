/**
 * Site search's facets and address (issue 10): each facet narrows the results
 * and its counts match the entries; values of one facet are alternatives; the URL
 * holds the search; no results says so and each filter can be removed.
 */
import type { Page } from '@playwright/test';
import { expect, hydrated, test } from './support/fixtures.ts';
import {
  PROJECT_LISTS,
  box,
  builtProjects,
  facet,
  openSearch,
  results,
  searchFor,
  settledCount,
  shownCount,
  status,
  valueBox,
} from './support/search.ts';

/** The first value of a facet that picking would leave some results for. */
async function firstWithResults(page: Page, legend: string): Promise<{ value: string; count: number }> {
  for (const value of await facet(page, legend)
    .getByRole('checkbox')
    .evaluateAll((boxes) => boxes.map((box) => (box as HTMLInputElement).value))) {
    const count = await shownCount(page, legend, value);
    if (count > 0) return { value, count };
  }
  throw new Error(`no value of ${legend} has results`);
}

function resultsNumber(text: string): number {
  if (text.startsWith('No results')) return 0;
  return Number(/^(\d+) results?/.exec(text)?.[1]);
}

// ---------------------------------------------------------------- facets

test('each facet narrows the results, and a value’s count is what picking it gives', async ({ page }) => {
  await openSearch(page, '?area=Projects');
  const projects = resultsNumber(await settledCount(page));
  // Every built project: the regular ones, and each list's hostile and wrong-typed records.
  expect(projects).toBe((await builtProjects()).length + PROJECT_LISTS.length * 2);

  for (const legend of ['Category', 'Year', 'Programme', 'Batch', 'Technology domain', 'Tech stack']) {
    const { value, count } = await firstWithResults(page, legend);
    const first = valueBox(page, legend, value);
    await first.check();
    await expect(status(page), `${legend}: ${value}`).toHaveText(count === 1 ? '1 result' : `${count} results`);
    expect(count).toBeLessThanOrEqual(projects);
    await expect(first).toBeFocused();
    await first.uncheck();
    await expect(status(page)).toHaveText(`${projects} results`);
  }
  // Facets offer several values each.
  for (const legend of [
    'Area',
    'Category',
    'Year',
    'Programme',
    'Batch',
    'Technology domain',
    'Tech stack',
    'Organization or company',
    'Level',
    'Position',
  ]) {
    expect(await facet(page, legend).getByRole('checkbox').count(), legend).toBeGreaterThanOrEqual(3);
  }
});

test('values of one facet are alternatives; facets narrow each other', async ({ page }) => {
  await openSearch(page);
  const projects = await shownCount(page, 'Area', 'Projects');
  const competitions = await shownCount(page, 'Area', 'Competitions');
  await valueBox(page, 'Area', 'Projects').check();
  await expect(status(page)).toHaveText(`${projects} results`);
  // Picking a second area adds its entries, and the counts of the area facet stay as they were.
  await valueBox(page, 'Area', 'Competitions').check();
  await expect(status(page)).toHaveText(`${projects + competitions} results`);
  expect(await shownCount(page, 'Area', 'Projects')).toBe(projects);
  // Another facet narrows both.
  const { value: yearValue, count: yearCount } = await firstWithResults(page, 'Year');
  await valueBox(page, 'Year', yearValue).check();
  await expect(status(page)).toHaveText(`${yearCount} results`);
  expect(yearCount).toBeLessThanOrEqual(projects + competitions);
});

// ---------------------------------------------------------------- the URL

test('a search lives in its URL: reload, Back and Forward restore it', async ({ page }) => {
  await openSearch(page);
  await searchFor(page, 'system');
  await expect(page).toHaveURL(/\/search\?q=system$/);
  const plain = await settledCount(page);
  await valueBox(page, 'Area', 'Projects').check();
  await expect(page).toHaveURL(/\/search\?q=system&area=Projects$/);
  const narrowed = await settledCount(page);
  expect(resultsNumber(narrowed)).toBeLessThanOrEqual(resultsNumber(plain));

  await page.reload();
  await hydrated(page);
  await expect(box(page)).toHaveValue('system');
  await expect(valueBox(page, 'Area', 'Projects')).toBeChecked();
  await expect(status(page)).toHaveText(narrowed);

  await page.goBack();
  await expect(page).toHaveURL(/\/search\?q=system$/);
  await expect(valueBox(page, 'Area', 'Projects')).not.toBeChecked();
  await expect(status(page)).toHaveText(plain);
  await page.goForward();
  await expect(valueBox(page, 'Area', 'Projects')).toBeChecked();
  await expect(status(page)).toHaveText(narrowed);

  // A shared link opens the same search.
  const other = await page.context().newPage();
  await other.goto(page.url());
  await hydrated(other);
  await expect(other.getByTestId('result-count')).toHaveText(narrowed);
  await other.close();
});

test('typing searches as the keys go; the address keeps one history entry for the words', async ({ page }) => {
  await page.goto('/');
  await openSearch(page);
  await box(page).pressSequentially('system', { delay: 40 });
  await expect(status(page)).toContainText('for “system”');
  await expect(page).toHaveURL(/\/search\?q=system$/);
  // Typing rewrote the search's own entry: Back leaves the search, with no "s", "sy", … on the way.
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
});

/** Opens /search`query` with the island's code held until `act` has run: React hydrates controls the visitor already used. */
async function beforeHydration(page: Page, query: string, act: () => Promise<void>) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_astro/**/*.js', async (route) => {
    await held;
    await route.continue();
  });
  try {
    await page.goto(`/search${query}`, { waitUntil: 'commit' });
    await act();
  } finally {
    release();
  }
}

test('words typed before the page’s script has run are searched for, with the address’s filters', async ({ page }) => {
  await beforeHydration(page, '?area=Projects', () => box(page).fill('alert'));
  await expect(status(page)).toContainText('for “alert”');
  await expect(box(page)).toHaveValue('alert');
  await expect(page).toHaveURL(/\/search\?q=alert&area=Projects$/);
  await expect(valueBox(page, 'Area', 'Projects')).toBeChecked();
});

test('a filter ticked before the page’s script has run narrows the search', async ({ page }) => {
  await beforeHydration(page, '?q=system', () => valueBox(page, 'Area', 'Projects').check());
  await expect(page).toHaveURL(/\/search\?q=system&area=Projects$/);
  await expect(status(page)).toContainText('for “system”');
  await expect(box(page)).toHaveValue('system');
  await expect(valueBox(page, 'Area', 'Projects')).toBeChecked();
  await expect(page.getByRole('button', { name: 'Remove Area: Projects' }).first()).toBeVisible();
});

test('after typing, the counts are the words’ own: picking a value gives what it says', async ({ page }) => {
  await openSearch(page);
  await box(page).pressSequentially('system', { delay: 40 });
  await expect(status(page)).toContainText('for “system”');
  const { value, count } = await firstWithResults(page, 'Area');
  await valueBox(page, 'Area', value).check();
  await expect(status(page)).toHaveText(`${count} ${count === 1 ? 'result' : 'results'} for “system”`);
});

test('no results: the count says so and each filter can be removed, keeping the focus in the page', async ({
  page,
}) => {
  await openSearch(page, '?q=zzqqxxnothing&area=Projects');
  await expect(status(page)).toHaveText('No results for “zzqqxxnothing”');
  const remove = page.getByRole('button', { name: 'Remove Area: Projects' });
  await expect(remove.first()).toBeVisible();
  await remove.last().click();
  await expect(page).toHaveURL(/\/search\?q=zzqqxxnothing$/);
  await expect(page.getByRole('heading', { name: 'Results' })).toBeFocused();
  await expect(page.getByText('Try other words, or browse the lists:')).toBeVisible();
});

// ---------------------------------------------------------------- newest first

/** The dates of the first results shown, as their detail pages give them to search (undefined: undated). */
async function shownDates(page: Page, count: number): Promise<(string | undefined)[]> {
  const links = results(page).locator('h3 a');
  // Each card comes as its result's data loads.
  await expect(links.nth(count - 1)).toBeVisible();
  const hrefs = await links.evaluateAll((all) => all.map((link) => link.getAttribute('href') ?? ''));
  // Read by the page, as a visitor's browser would: Playwright's request client reused a kept-alive connection the
  // static server was closing after 5 s idle (ECONNRESET, once in a CI run); a browser asks again on another.
  const pages = await page.evaluate(
    (paths) => Promise.all(paths.map(async (path) => (await fetch(path)).text())),
    hrefs.slice(0, count),
  );
  return pages.map((html) => /data-pagefind-meta="date\[value\]" value="([^"]*)"/.exec(html)?.[1]);
}

/** Newest first: each date at least as late as the next ("2024-03" after "2024"), undated ones last. */
function expectNewestFirst(dates: (string | undefined)[]) {
  for (let i = 1; i < dates.length; i++) {
    const [before, after] = [dates[i - 1], dates[i]];
    if (after === undefined) continue;
    expect(before, `result ${i} (${before}) before result ${i + 1} (${after})`).toBeDefined();
    expect(before! >= after, `result ${i} (${before}) before result ${i + 1} (${after})`).toBe(true);
  }
}

test('filters alone list the newest first; “Newest first” orders a search by date', async ({ page }) => {
  await openSearch(page, '?area=Projects');
  await settledCount(page);
  const browsed = await shownDates(page, 12);
  expect(browsed.filter(Boolean).length).toBeGreaterThan(5);
  expectNewestFirst(browsed);

  await openSearch(page, '?q=system');
  await settledCount(page);
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption('newest');
  await expect(page).toHaveURL(/\/search\?q=system&sort=newest$/);
  await settledCount(page);
  expectNewestFirst(await shownDates(page, 12));
});
