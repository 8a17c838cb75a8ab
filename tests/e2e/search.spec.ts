/**
 * Site search (issue 10): the /search page against the built site's Pagefind
 * index and the demo backend's data. What is expected is read from the
 * backend (approved lists and details), never hard-coded: titles, team
 * members, companies and technologies find their entries; facets narrow and
 * their counts match the entries; the URL holds the search; hostile records
 * stay text; without JavaScript the page says so; axe finds nothing.
 */
import type { Page } from '@playwright/test';
import { seedFacts } from '#scripts/demo-api/seed.ts';
import { PlacementSchema, type Placement } from '#api/schemas/placement.ts';
import { ProjectSchema, type Project } from '#api/schemas/project.ts';
import { parseRecords } from '#api/schemas/lenient.ts';
import { apiData, checkAtBothWidths, expect, hydrated, test } from './support/fixtures.ts';

const FACTS = seedFacts({ hostile: true });

const PROJECT_LISTS = [
  { category: 'Industry', api: 'industry', detail: '/projects/industrydetails' },
  { category: 'In-House', api: 'in-house', detail: '/projects/in-housedetails' },
  { category: 'Research', api: 'research', detail: '/projects/researchdetails' },
  { category: 'Start-Up', api: 'start-up', detail: '/projects/start-updetails' },
] as const;

/** Entries another test approves after the build are not in the index: seeded pending ones, and new nominations. */
const notBuilt = (facts: { pending: string[]; rejected: string[] }) => new Set([...facts.pending, ...facts.rejected]);
const BUILT_AT = process.env.E2E_BUILT_AT ?? new Date().toISOString();
const submittedBeforeBuild = (record: { submittedAt?: string }) => !record.submittedAt || record.submittedAt < BUILT_AT;

interface BuiltProject {
  record: Project;
  href: string;
}

let projectsCache: Promise<BuiltProject[]> | undefined;
/** Every regular built project with its whole record (list items carry only the card's fields). */
function builtProjects(): Promise<BuiltProject[]> {
  projectsCache ??= (async () => {
    const out: BuiltProject[] = [];
    for (const list of PROJECT_LISTS) {
      const skip = notBuilt(FACTS.project[list.category]);
      const items = parseRecords(ProjectSchema, await apiData<unknown[]>(`/api/project-nominations/approved/${list.api}`)).records;
      for (const item of items) {
        if (skip.has(item.nominationId) || !/^PRJ-\d{4}-\d+$/.test(item.nominationId)) continue;
        // List items carry no dates: the detail tells when it was submitted.
        const [detail] = parseRecords(ProjectSchema, [await apiData(`/api/project-nominations/approved/${encodeURIComponent(item.nominationId)}`)]).records;
        if (detail && submittedBeforeBuild(detail)) out.push({ record: detail, href: `${list.detail}/${encodeURIComponent(item.nominationId)}` });
      }
    }
    return out;
  })();
  return projectsCache;
}

async function builtPlacements(): Promise<Placement[]> {
  const skip = notBuilt(FACTS.placement.Placement);
  const raw = await apiData<unknown[]>('/api/placement-nominations/approved/placement');
  return parseRecords(PlacementSchema, raw).records.filter(
    (record) => !skip.has(record.nominationId) && /^PLC-\d{4}-\d+$/.test(record.nominationId) && submittedBeforeBuild(record),
  );
}

/** The same value as a facet shows it: trimmed, inner spaces collapsed, compared without case. */
const sameValue = (a: string | undefined, b: string) => !!a && a.replace(/\s+/g, ' ').trim().toLowerCase() === b.toLowerCase();

// ---------------------------------------------------------------- page helpers

const results = (page: Page) => page.locator('section[aria-labelledby="results-heading"] article');
const resultHrefs = (page: Page) => results(page).locator('h3 a').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
const status = (page: Page) => page.getByTestId('result-count');
const box = (page: Page) => page.getByRole('searchbox', { name: 'Search for' });
const facet = (page: Page, legend: string) => page.getByRole('group', { name: legend });

async function openSearch(page: Page, query = '') {
  await page.goto(`/search${query}`);
  await hydrated(page);
}

/** Types a query as a visitor does and waits for its answer. */
async function searchFor(page: Page, words: string) {
  await box(page).fill(words);
  await expect(status(page)).toContainText(`for “${words}”`);
}

const valueSelector = (value: string) => `input[type="checkbox"][value="${value.replace(/["\\]/g, '\\$&')}"]`;
const valueBox = (page: Page, legend: string, value: string) => facet(page, legend).locator(valueSelector(value));

/** The number a facet value shows beside it, e.g. "(12)". */
async function shownCount(page: Page, legend: string, value: string): Promise<number> {
  const label = facet(page, legend).locator('label').filter({ has: page.locator(valueSelector(value)) });
  const text = await label.textContent();
  return Number(/\((\d+)\)\s*$/.exec(text ?? '')?.[1]);
}

async function showAll(page: Page, legend: string) {
  const more = facet(page, legend).getByRole('button', { name: /^Show all/ });
  if (await more.count()) await more.click();
}

/** The first value of a facet that picking would leave some results for. */
async function firstWithResults(page: Page, legend: string): Promise<{ value: string; count: number }> {
  for (const value of await facet(page, legend).getByRole('checkbox').evaluateAll((boxes) => boxes.map((box) => (box as HTMLInputElement).value))) {
    const count = await shownCount(page, legend, value);
    if (count > 0) return { value, count };
  }
  throw new Error(`no value of ${legend} has results`);
}

function resultsNumber(text: string | null): number {
  if (!text || text.startsWith('No results')) return 0;
  return Number(/^(\d+) results?/.exec(text)?.[1]);
}

// ---------------------------------------------------------------- finding things

test('a search for a seeded title finds it first', async ({ page }) => {
  const projects = await builtProjects();
  const titles = projects.map((p) => p.record.projectTitle ?? '');
  const unique = projects.find((p) => {
    const title = p.record.projectTitle ?? '';
    return title.split(' ').length >= 2 && titles.filter((t) => t === title).length === 1;
  });
  if (!unique) throw new Error('the seed has a project with a title of its own');
  await openSearch(page);
  await searchFor(page, unique.record.projectTitle!);
  await expect.poll(async () => (await resultHrefs(page))[0]).toBe(unique.href);
  await expect(results(page).first().locator('h3')).toHaveText(unique.record.projectTitle!);
  // The card is the list's card: its badge and facts.
  await expect(results(page).first().getByTestId('card-badge')).toHaveText(unique.record.category!);
  await expect(results(page).first().getByText('Team Leader:')).toBeVisible();
  // Matched words are highlighted in the excerpt or the card says it all.
  await expect(results(page).first()).toBeVisible();
});

test('a team member’s name finds the projects they are on', async ({ page }) => {
  const projects = await builtProjects();
  const everyone = projects.flatMap((p) => p.record.teamMembers.map((member) => member.name ?? ''));
  const member = projects
    .flatMap((p) => p.record.teamMembers.map((m) => ({ name: m.name ?? '', href: p.href })))
    .find(({ name }) => name.split(' ').length === 2 && everyone.filter((n) => n === name).length <= 3);
  if (!member) throw new Error('the seed has a team member on few projects');
  const expected = projects.filter((p) => p.record.teamMembers.some((m) => m.name === member.name) || p.record.teamLeader?.name === member.name).map((p) => p.href);
  await openSearch(page, `?area=Projects`);
  await searchFor(page, member.name);
  await expect.poll(() => resultHrefs(page)).toEqual(expect.arrayContaining(expected));
});

test('a company finds its placements, and the Organization facet lists exactly them', async ({ page }) => {
  const placements = await builtPlacements();
  const company = placements.map((p) => p.organizationName ?? '').find((name) => name && placements.filter((p) => sameValue(p.organizationName, name)).length >= 2);
  if (!company) throw new Error('the seed has a company with several placements');
  const expected = placements.filter((p) => sameValue(p.organizationName, company)).map((p) => `/placements-internships/placementDetails/${encodeURIComponent(p.nominationId)}`);

  await openSearch(page, `?area=${encodeURIComponent('Placements & Internships')}&category=Placement`);
  await expect(status(page)).toHaveText(/results?$/);
  await showAll(page, 'Organization or company');
  // The count beside the company is the number of its placements.
  expect(await shownCount(page, 'Organization or company', company)).toBe(expected.length);
  await valueBox(page, 'Organization or company', company).check();
  await expect(status(page)).toHaveText(`${expected.length} results`);
  await expect.poll(async () => (await resultHrefs(page)).sort()).toEqual([...expected].sort());

  // Typing the company's name finds them too.
  await page.goto('/search');
  await hydrated(page);
  await searchFor(page, company);
  await expect.poll(() => resultHrefs(page)).toEqual(expect.arrayContaining(expected.slice(0, 1)));
});

test('a technology finds the projects built with it', async ({ page }) => {
  const projects = await builtProjects();
  const stack = projects.flatMap((p) => p.record.techStack);
  const tech = stack.find((t) => /^[A-Za-z]+$/.test(t) && t.length > 4 && stack.filter((s) => s === t).length >= 2 && stack.filter((s) => s === t).length <= 20);
  if (!tech) throw new Error('the seed has a technology used by a few projects');
  const expected = projects.filter((p) => p.record.techStack.includes(tech)).map((p) => p.href);
  await openSearch(page, `?area=Projects&tech=${encodeURIComponent(tech)}`);
  await expect(status(page)).toHaveText(`${expected.length} results`);
  await expect.poll(async () => (await resultHrefs(page)).sort()).toEqual([...expected].sort());
  await searchFor(page, tech);
  await expect.poll(() => resultHrefs(page)).toEqual(expect.arrayContaining(expected.slice(0, Math.min(expected.length, 12))));
});

// ---------------------------------------------------------------- facets

test('each facet narrows the results, and a value’s count is what picking it gives', async ({ page }) => {
  await openSearch(page, '?area=Projects');
  await expect(status(page)).toHaveText(/results$/);
  const projects = resultsNumber(await status(page).textContent());
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
  for (const legend of ['Area', 'Category', 'Year', 'Programme', 'Batch', 'Technology domain', 'Tech stack', 'Organization or company', 'Level', 'Position']) {
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
  const plain = await status(page).textContent();
  await valueBox(page, 'Area', 'Projects').check();
  await expect(page).toHaveURL(/\/search\?q=system&area=Projects$/);
  const narrowed = await status(page).textContent();
  expect(resultsNumber(narrowed)).toBeLessThanOrEqual(resultsNumber(plain));

  await page.reload();
  await hydrated(page);
  await expect(box(page)).toHaveValue('system');
  await expect(valueBox(page, 'Area', 'Projects')).toBeChecked();
  await expect(status(page)).toHaveText(narrowed!);

  await page.goBack();
  await expect(page).toHaveURL(/\/search\?q=system$/);
  await expect(valueBox(page, 'Area', 'Projects')).not.toBeChecked();
  await expect(status(page)).toHaveText(plain!);
  await page.goForward();
  await expect(valueBox(page, 'Area', 'Projects')).toBeChecked();
  await expect(status(page)).toHaveText(narrowed!);

  // A shared link opens the same search.
  const other = await page.context().newPage();
  await other.goto(page.url());
  await hydrated(other);
  await expect(other.getByTestId('result-count')).toHaveText(narrowed!);
  await other.close();
});

test('no results: the count says so and each filter can be removed, keeping the focus in the page', async ({ page }) => {
  await openSearch(page, '?q=zzqqxxnothing&area=Projects');
  await expect(status(page)).toHaveText('No results for “zzqqxxnothing”');
  const remove = page.getByRole('button', { name: 'Remove Area: Projects' });
  await expect(remove.first()).toBeVisible();
  await remove.last().click();
  await expect(page).toHaveURL(/\/search\?q=zzqqxxnothing$/);
  await expect(page.getByRole('heading', { name: 'Results' })).toBeFocused();
  await expect(page.getByText('Try other words, or browse the lists:')).toBeVisible();
});

interface Found {
  word: string;
  url: string;
  content: string;
  /** The metadata fields the word matched in. */
  fields: string[];
}

/** Every result of each word, straight from the page's Pagefind (the search page shows only some of each). */
function pagefindResults(page: Page, words: string[]): Promise<Found[]> {
  return page.evaluate(async (words) => {
    const script = '/pagefind/pagefind.js';
    const pagefind = await import(/* @vite-ignore */ script);
    const found: Found[] = [];
    for (const word of words) {
      const search = await pagefind.search(word);
      for (const result of search.results as Array<{ matchedMetaFields?: string[]; data(): Promise<{ url: string; content: string }> }>) {
        const { url, content } = await result.data();
        found.push({ word, url, content, fields: result.matchedMetaFields ?? [] });
      }
    }
    return found;
  }, words);
}

test('what only draws a card (its layout, picture and upload URL) is not searchable', async ({ page }) => {
  await openSearch(page, '?q=project');
  const picture = results(page).locator('img[src*="/_img/"]').first();
  await expect(picture).toBeVisible();
  const type = /\/_img\/[0-9a-f]+\.(\w+)/.exec((await picture.getAttribute('src')) ?? '')?.[1];
  expect(type, 'a result’s picture is one of the build’s variants').toBeTruthy();
  // Words that were once in every card's metadata: the variants' file type, the picture's crop and the layouts.
  const found = await pagefindResults(page, [type!, 'cover', 'wide', 'poster', 'portrait']);
  const byLook = found.flatMap(({ word, url, fields }) => fields.filter((field) => /^(layout|image|picture)$/.test(field)).map((field) => `${word}: ${url} by ${field}`));
  expect(byLook).toEqual([]);
});

test('what every detail page repeats (“opens in a new tab”, “Go Back”, the gallery’s buttons) is not searchable', async ({ page }) => {
  await openSearch(page);
  const found = await pagefindResults(page, ['tab', 'back', 'previous']);
  const repeated = found.flatMap(({ word, url, content }) =>
    ['opens in a new tab', 'Go Back', 'Previous'].filter((phrase) => content.includes(phrase)).map((phrase) => `${word}: ${url} holds “${phrase}”`),
  );
  expect(repeated).toEqual([]);
});

// ---------------------------------------------------------------- safety, no JavaScript, the top bar

test('a hostile record’s text stays text in the results', async ({ page }) => {
  const dialogs: string[] = [];
  page.on('dialog', async (dialog) => {
    dialogs.push(dialog.message());
    await dialog.dismiss();
  });
  await openSearch(page, '?area=Projects');
  await searchFor(page, 'alert');
  await expect(results(page).first()).toBeVisible();
  const hostile = results(page).filter({ has: page.locator(`a[href*="PRJ-HOSTILE-"]`) }).first();
  await expect(hostile.locator('h3')).toHaveText('<script>alert(1)</script>');
  await expect(page.locator('main img[src="x"], main [onerror], main a[href^="javascript:" i]')).toHaveCount(0);
  expect(dialogs).toEqual([]);
});

test('without JavaScript, /search says search needs it and links to every list', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: process.env.E2E_SITE_URL });
  const page = await context.newPage();
  await page.goto('/search?q=robot');
  const notice = page.getByTestId('search-noscript');
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('Search needs JavaScript');
  for (const href of ['/projects/industry', '/competitions/hackathons', '/achievements/open-source', '/placements-internships/placements', '/StarAlumni/star-alumni']) {
    await expect(notice.locator(`a[href="${href}"]`)).toHaveCount(1);
  }
  // The top bar's search is a plain form in a popover: its button opens it without JavaScript.
  await page.goto('/about');
  await page.locator('header').getByRole('button', { name: 'Search', exact: true }).click();
  const topBox = page.getByRole('searchbox', { name: 'Search the Wall of Fame' });
  await expect(topBox).toBeFocused();
  await topBox.fill('drone');
  await topBox.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=drone$/);
  await context.close();
});

test('every page has the top bar’s search; / opens it and its form searches', async ({ page }) => {
  await page.goto('/projects/industry');
  await hydrated(page);
  // A searchbox until the bar's search is reached for, then a combobox: its label is the same.
  const topBox = page.getByLabel('Search the Wall of Fame');
  const searchButton = page.locator('header').getByRole('button', { name: 'Search', exact: true });
  await expect(searchButton).toBeVisible();
  await page.keyboard.press('/');
  await expect(topBox).toBeFocused();
  await page.keyboard.type('robot');
  await page.getByRole('button', { name: 'Show all results' }).click();
  await expect(page).toHaveURL(/\/search\?q=robot$/);
  await hydrated(page);
  await expect(box(page)).toHaveValue('robot');
  await expect(status(page)).toContainText('for “robot”');
  // On the search page, / goes to its own box.
  await page.getByRole('heading', { name: 'Results' }).click();
  await page.keyboard.press('/');
  await expect(box(page)).toBeFocused();
  // Phones get the same search behind an icon, over the whole screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/about');
  await searchButton.click();
  await expect(topBox).toBeFocused();
  await expect.poll(() => topBox.evaluate((input) => input.getBoundingClientRect().width)).toBeGreaterThan(250);
});

// ---------------------------------------------------------------- accessibility

test('axe: /search empty, with results and with none, at 390 and 1280 px', async ({ page }, testInfo) => {
  // Six axe runs and full-page screenshots: room for a loaded machine.
  test.slow();
  await openSearch(page);
  await checkAtBothWidths(page, testInfo, 'search-empty');
  await searchFor(page, 'system');
  await expect(results(page).first()).toBeVisible();
  await checkAtBothWidths(page, testInfo, 'search-results', async () => {
    await expect(results(page).first()).toBeVisible();
  });
  await openSearch(page, '?q=zzqqxxnothing&year=2024');
  await expect(status(page)).toHaveText('No results for “zzqqxxnothing”');
  await checkAtBothWidths(page, testInfo, 'search-no-results');
});
