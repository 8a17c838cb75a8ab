/**
 * The top bar's instant search (issue 43): `/` or Ctrl/Cmd+K on any page,
 * a few letters, and the best results show under the box without leaving
 * the page; the keys of the combobox pattern; "See all" keeps the words;
 * recent searches stay in this browser until logout; nothing of search loads
 * before the visitor reaches for it. Queries come from the built pages, never
 * hard-coded.
 */
import type { Page } from '@playwright/test';
import {
  DESKTOP,
  expect,
  expectNoAxeViolations,
  keepScreenshot,
  PHONE,
  signIn,
  SITE_URL,
  test,
} from './support/fixtures.ts';
import { SITE_SEARCH_TEXT } from '#features/search/instant/texts.ts';

const LIST = '/competitions/hackathons';

const box = (page: Page) => page.getByRole('combobox', { name: 'Search the Wall of Fame' });
const searchButton = (page: Page) => page.locator('header').getByRole('button', { name: 'Search', exact: true });
const panel = (page: Page) => page.locator('#site-search-panel');
const options = (page: Page) => page.getByRole('listbox').getByRole('option');
const results = (page: Page) => options(page).filter({ hasNot: page.getByText(/^See all /) });
const seeAll = (page: Page) => page.getByRole('option', { name: /^See all \d+ results? for “/ });

interface Built {
  /** A detail page of the build. */
  detail: string;
  /** Three letters that begin a word of at least two titles on its list. */
  letters: string;
}

/** A built detail page, and three letters that find several entries, read from the built list. */
async function fromTheBuild(page: Page): Promise<Built> {
  await page.goto(LIST);
  const cards = page.locator('main article h2 a');
  const hrefs = await cards.evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  const titles = await cards.allTextContents();
  const prefixes = titles.flatMap((title) => [
    ...new Set((title.toLowerCase().match(/\b[a-z]{4,}/g) ?? []).map((word) => word.slice(0, 3))),
  ]);
  const letters = prefixes.find((prefix) => prefixes.filter((other) => other === prefix).length >= 2);
  if (!letters || !hrefs[0]) throw new Error(`the built list ${LIST} has cards whose titles share a word`);
  return { detail: hrefs[0], letters };
}

/** Types `letters` into the open box and waits for their results. */
async function typeAndWait(page: Page, letters: string) {
  await page.keyboard.type(letters);
  await expect(box(page)).toHaveAttribute('aria-expanded', 'true');
  await expect(seeAll(page)).toContainText(`for “${letters}”`);
}

for (const [label, size] of [
  ['1280', DESKTOP],
  ['390', PHONE],
] as const) {
  test(`on a detail page, / and three letters show results in place; ArrowDown and Enter open the second; Escape closes to the button; "See all" keeps the words; axe finds nothing (${label} px)`, async ({
    page,
  }, testInfo) => {
    test.slow();
    await page.setViewportSize(size);
    const built = await fromTheBuild(page);

    // Right after the page loads, before the bar has hydrated.
    await page.goto(built.detail);
    await page.keyboard.press('/');
    await typeAndWait(page, built.letters);
    await expect(page).toHaveURL(`${SITE_URL}${built.detail}`);
    await expect(panel(page)).toBeVisible();
    expect(await results(page).count()).toBeGreaterThanOrEqual(2);
    expect(await results(page).count()).toBeLessThanOrEqual(8);
    // Each result: its area, its title, a marked excerpt or a meta line; the first is active as they arrive.
    const first = results(page).first();
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await expect(first).toContainText(/^(Projects|Competitions|Achievements|Placements & Internships|Star Alumni)/);
    await expect(results(page).locator('img[src^="/_img/"]').first()).toBeVisible();
    await expect(page.getByRole('listbox').locator('mark').first()).toBeVisible();
    await expectNoAxeViolations(page, `the open results at ${label} px`);
    await keepScreenshot(page, testInfo, `instant-results-${label}`);

    // ArrowDown: the second result; Enter opens it.
    await page.keyboard.press('ArrowDown');
    const second = results(page).nth(1);
    await expect(second).toHaveAttribute('aria-selected', 'true');
    await expect(box(page)).toHaveAttribute('aria-activedescendant', (await second.getAttribute('id'))!);
    const secondHref = (await second.getAttribute('href'))!;
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`${SITE_URL}${secondHref}`);

    // Escape closes the panel and puts focus back on the button that opens it.
    await page.keyboard.press('/');
    await expect(box(page)).toBeFocused();
    await typeAndWait(page, built.letters);
    await page.keyboard.press('Escape');
    await expect(panel(page)).toBeHidden();
    await expect(searchButton(page)).toBeFocused();

    // The button opens it again, the words still in the box; "See all" goes to /search with them.
    await searchButton(page).click();
    await expect(box(page)).toBeFocused();
    await expect(box(page)).toHaveValue(built.letters);
    await expect(seeAll(page)).toBeVisible();
    const total = Number(/^See all (\d+)/.exec((await seeAll(page).textContent()) ?? '')?.[1]);
    await seeAll(page).click();
    await expect(page).toHaveURL(`${SITE_URL}/search?q=${built.letters}`);
    await expect(page.getByRole('searchbox', { name: 'Search for' })).toHaveValue(built.letters);
    await expect(page.getByTestId('result-count')).toHaveText(
      `${total} ${total === 1 ? 'result' : 'results'} for “${built.letters}”`,
    );
  });
}

test('the keys of the combobox: arrows wrap round, Home and End go back to the box, Enter with none active goes to /search', async ({
  page,
}) => {
  const built = await fromTheBuild(page);
  await page.goto(built.detail);
  await page.keyboard.press('Control+k');
  await expect(box(page)).toBeFocused();
  await typeAndWait(page, built.letters);
  const count = await options(page).count();
  // From the first, ArrowUp wraps round to the last ("See all"), ArrowDown back to the first.
  await page.keyboard.press('ArrowUp');
  await expect(seeAll(page)).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowDown');
  await expect(options(page).first()).toHaveAttribute('aria-selected', 'true');
  await expect(options(page).nth(count - 1)).toHaveAttribute('aria-selected', 'false');
  // Home: back in the box, no option active.
  await page.keyboard.press('Home');
  await expect(box(page)).not.toHaveAttribute('aria-activedescendant');
  await expect(page.getByRole('option', { selected: true })).toHaveCount(0);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`${SITE_URL}/search?q=${built.letters}`);
});

test('nothing of search loads before the visitor reaches for it: not with the page, not when the bar wakes for its menus', async ({
  page,
}) => {
  const built = await fromTheBuild(page);
  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
  await page.goto(built.detail);
  // The bar hydrates for its menus.
  await page.locator('header').getByRole('button', { name: 'Competitions' }).hover();
  await expect(page.locator('header astro-island[ssr]')).toHaveCount(0);
  const searchCode = () =>
    fetched.filter(
      (path) =>
        path.startsWith('/pagefind/') || /\/_astro\/(InstantCombobox|instant-engine|pagefind-loader)\./.test(path),
    );
  expect(searchCode()).toEqual([]);
  // Hovering the search button is intent: the search code and Pagefind load, once.
  await searchButton(page).hover();
  await expect.poll(() => searchCode().some((path) => path === '/pagefind/pagefind.js')).toBe(true);
  await page.keyboard.press('/');
  await typeAndWait(page, built.letters);
  expect(searchCode().filter((path) => path === '/pagefind/pagefind.js')).toHaveLength(1);
});

test('the empty search panel is never blank: a line of help until there are recent searches, on a phone and a desktop', async ({
  page,
}, testInfo) => {
  const built = await fromTheBuild(page);
  const help = panel(page).getByText(SITE_SEARCH_TEXT.help);
  for (const [label, size] of [
    ['390', PHONE],
    ['1280', DESKTOP],
  ] as const) {
    await page.setViewportSize(size);
    await page.goto('/about');
    await page.keyboard.press('/');
    await expect(box(page)).toBeFocused();
    await expect(help).toBeVisible();
    await expectNoAxeViolations(page, `the empty search panel at ${label} px`);
    await keepScreenshot(page, testInfo, `search-panel-empty-${label}`);
    // Words replace it with their results.
    await typeAndWait(page, built.letters);
    await expect(help).toBeHidden();
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the search panel opened by its button says what to type', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/about');
    await searchButton(page).click();
    await expect(panel(page).getByText(SITE_SEARCH_TEXT.help)).toBeVisible();
  });
});

test('recent searches: offered in the empty box, picked back into it, kept in this browser only until logout', async ({
  page,
}) => {
  const user = { name: 'Meera Iyer', email: 'meera.iyer.search@university.edu' };
  await signIn(page, user);
  await expect(page).toHaveURL(`${SITE_URL}/`);
  const built = await fromTheBuild(page);
  await page.goto(built.detail);
  await page.keyboard.press('/');
  await typeAndWait(page, built.letters);
  await seeAll(page).click();
  await expect(page).toHaveURL(/\/search\?q=/);

  await page.goto('/about');
  await page.keyboard.press('/');
  // With recent searches to offer, no help line.
  await expect(panel(page).getByText(SITE_SEARCH_TEXT.help)).toBeHidden();
  const recent = page
    .getByRole('listbox', { name: 'Recent searches' })
    .getByRole('option', { name: built.letters, exact: true });
  await expect(recent).toBeVisible();
  await recent.click();
  await expect(box(page)).toHaveValue(built.letters);
  await expect(seeAll(page)).toContainText(`for “${built.letters}”`);
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: `Account menu for ${user.name}` }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(`${SITE_URL}/`);
  expect(await page.evaluate(() => localStorage.getItem('wof:recent-searches'))).toBeNull();
  await page.keyboard.press('/');
  await expect(box(page)).toBeFocused();
  await expect(page.getByRole('listbox', { name: 'Recent searches' })).toBeHidden();
  await expect(panel(page).getByText(SITE_SEARCH_TEXT.help)).toBeVisible();
});
