/**
 * What site search indexes (issue 10): not what only draws a card or what every
 * detail page repeats, and a hostile record's text stays text in the results.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { openSearch, results, searchFor } from './support/search.ts';

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
      for (const result of search.results as Array<{
        matchedMetaFields?: string[];
        data(): Promise<{ url: string; content: string }>;
      }>) {
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
  const byLook = found.flatMap(({ word, url, fields }) =>
    fields.filter((field) => /^(layout|image|picture)$/.test(field)).map((field) => `${word}: ${url} by ${field}`),
  );
  expect(byLook).toEqual([]);
});

test('what every detail page repeats (“opens in a new tab”, “Go Back”, the gallery’s buttons) is not searchable', async ({
  page,
}) => {
  await openSearch(page);
  const found = await pagefindResults(page, ['tab', 'back', 'previous']);
  const repeated = found.flatMap(({ word, url, content }) =>
    ['opens in a new tab', 'Go Back', 'Previous']
      .filter((phrase) => content.includes(phrase))
      .map((phrase) => `${word}: ${url} holds “${phrase}”`),
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
  const hostile = results(page)
    .filter({ has: page.locator(`a[href*="PRJ-HOSTILE-"]`) })
    .first();
  await expect(hostile.locator('h3')).toHaveText('<script>alert(1)</script>');
  await expect(page.locator('main img[src="x"], main [onerror], main a[href^="javascript:" i]')).toHaveCount(0);
  expect(dialogs).toEqual([]);
});
