/**
 * The /search page and the top bar's search box (issue 10): without JavaScript
 * the page says search needs it; / focuses the box and Enter searches; axe finds
 * nothing at 390 and 1280 px.
 */
import { SEARCH_TEXT } from '#features/search/texts.ts';
import { checkAtBothWidths, DESKTOP, expect, hydrated, keepScreenshot, PHONE, test } from './support/fixtures.ts';
import { box, openSearch, results, searchFor, status } from './support/search.ts';

test('without JavaScript, /search says search needs it and links to every list', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: process.env.E2E_SITE_URL });
  const page = await context.newPage();
  await page.goto('/search?q=robot');
  const notice = page.getByTestId('search-noscript');
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('Search needs JavaScript');
  for (const href of [
    '/projects/industry',
    '/competitions/hackathons',
    '/achievements/open-source',
    '/placements-internships/placements',
    '/StarAlumni/star-alumni',
  ]) {
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

test('before a search: beside filters no taller than the window, every list to browse (1280 px); a placeholder that fits (390 px)', async ({
  page,
}, testInfo) => {
  await page.setViewportSize(DESKTOP);
  await openSearch(page);
  await expect(page.getByText(SEARCH_TEXT.idle)).toBeVisible();
  const browse = page.getByTestId('search-browse');
  await expect(browse.getByRole('heading', { name: SEARCH_TEXT.browseLists })).toBeVisible();
  for (const href of [
    '/projects/industry',
    '/competitions/hackathons',
    '/achievements/open-source',
    '/placements-internships/placements',
    '/StarAlumni/star-alumni',
  ]) {
    await expect(browse.locator(`a[href="${href}"]`)).toBeVisible();
  }
  // The filters scroll on their own: the column once stood 1,300 px tall beside one line of text.
  const filters = page.locator('section[aria-labelledby="filters-heading"]');
  expect((await filters.boundingBox())!.height).toBeLessThanOrEqual(DESKTOP.height);
  expect(await filters.evaluate((element) => element.scrollHeight > element.clientHeight)).toBe(true);
  // The last filter is reachable by keyboard: focusing it scrolls it into the column's view.
  const last = filters.getByRole('checkbox').last();
  await last.focus();
  await expect(last).toBeInViewport();
  await keepScreenshot(page, testInfo, 'search-idle-1280');

  await page.setViewportSize(PHONE);
  // The whole placeholder fits in the box (it was cut to "A name, a title, a comp").
  const fits = await box(page).evaluate((input: HTMLInputElement) => {
    const style = getComputedStyle(input);
    const context = document.createElement('canvas').getContext('2d')!;
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    return { text: context.measureText(input.placeholder).width, room };
  });
  expect(fits.text).toBeLessThanOrEqual(fits.room);
  await expect(page.getByRole('button', { name: SEARCH_TEXT.submit, exact: true })).toBeVisible();
  await keepScreenshot(page, testInfo, 'search-idle-390');
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
