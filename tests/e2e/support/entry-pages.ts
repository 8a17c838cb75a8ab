/** What the tests of the areas' list and detail pages share: cards, sections, label/value fields, a seeded entry. */
import type { Locator, Page } from '@playwright/test';

/** The first item that passes `test`; a seed without one fails the test, naming `what`. */
export function pick<T>(items: T[], what: string, test: (item: T) => boolean): T {
  const found = items.find(test);
  if (!found) throw new Error(`the seed has no entry with ${what}`);
  return found;
}

/** A list page's cards. */
export const cards = (page: Page) => page.locator('main ul > li > article');
/** The detail links of the cards a list page shows, in order. */
export const hrefsOf = (page: Page) =>
  cards(page)
    .locator('h2 a')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));

/** A detail page's section (or side panel) by its heading. */
export const section = (page: Page, title: string) =>
  page.locator('section', { has: page.getByRole('heading', { level: 2, name: title, exact: true }) });

/** The value shown for a label in a label/value list. */
export function field(scope: Locator, label: string): Locator {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return scope
    .locator('dl > div')
    .filter({
      has: scope
        .page()
        .locator('dt')
        .getByText(new RegExp(`^${escaped}:?$`)),
    })
    .locator('dd');
}
