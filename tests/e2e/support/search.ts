/**
 * What the site search tests share: the entries the build published (read from
 * the backend, never hard-coded), and the /search page's box, facets and results.
 */
import type { Page } from '@playwright/test';
import { seedFacts } from '#scripts/demo-api/seed.ts';
import { ProjectSchema, type Project } from '#api/schemas/project.ts';
import { parseRecords } from '#api/schemas/lenient.ts';
import { apiData, expect, hydrated } from './fixtures.ts';

export const FACTS = seedFacts({ hostile: true });

export const PROJECT_LISTS = [
  { category: 'Industry', api: 'industry', detail: '/projects/industrydetails' },
  { category: 'In-House', api: 'in-house', detail: '/projects/in-housedetails' },
  { category: 'Research', api: 'research', detail: '/projects/researchdetails' },
  { category: 'Start-Up', api: 'start-up', detail: '/projects/start-updetails' },
] as const;

/** Entries another test approves after the build are not in the index: seeded pending ones, and new nominations. */
export const notBuilt = (facts: { pending: string[]; rejected: string[] }) =>
  new Set([...facts.pending, ...facts.rejected]);
export const BUILT_AT = process.env.E2E_BUILT_AT ?? new Date().toISOString();
export const submittedBeforeBuild = (record: { submittedAt?: string }) =>
  !record.submittedAt || record.submittedAt < BUILT_AT;

export interface BuiltProject {
  record: Project;
  href: string;
}

export let projectsCache: Promise<BuiltProject[]> | undefined;
/** Every regular built project with its whole record (list items carry only the card's fields). */
export function builtProjects(): Promise<BuiltProject[]> {
  projectsCache ??= (async () => {
    const out: BuiltProject[] = [];
    for (const list of PROJECT_LISTS) {
      const skip = notBuilt(FACTS.project[list.category]);
      const items = parseRecords(
        ProjectSchema,
        await apiData<unknown[]>(`/api/project-nominations/approved/${list.api}`),
      ).records;
      for (const item of items) {
        if (skip.has(item.nominationId) || !/^PRJ-\d{4}-\d+$/.test(item.nominationId)) continue;
        // List items carry no dates: the detail tells when it was submitted.
        const [detail] = parseRecords(ProjectSchema, [
          await apiData(`/api/project-nominations/approved/${encodeURIComponent(item.nominationId)}`),
        ]).records;
        if (detail && submittedBeforeBuild(detail))
          out.push({ record: detail, href: `${list.detail}/${encodeURIComponent(item.nominationId)}` });
      }
    }
    return out;
  })();
  return projectsCache;
}

// ---------------------------------------------------------------- page helpers

export const results = (page: Page) => page.locator('section[aria-labelledby="results-heading"] article');

export const status = (page: Page) => page.getByTestId('result-count');
export const box = (page: Page) => page.getByRole('searchbox', { name: 'Search for' });
export const facet = (page: Page, legend: string) => page.getByRole('group', { name: legend });

export async function openSearch(page: Page, query = '') {
  await page.goto(`/search${query}`);
  await hydrated(page);
}

/** Types a query as a visitor does and waits for its answer. */
export async function searchFor(page: Page, words: string) {
  await box(page).fill(words);
  await expect(status(page)).toContainText(`for “${words}”`);
}

/**
 * The count line once the current search has answered. While a search runs the
 * line is empty, so reading it right after a change could read that gap.
 */
export async function settledCount(page: Page): Promise<string> {
  await expect(status(page)).toHaveText(/^(\d+ results?|No results)/);
  return (await status(page).textContent()) ?? '';
}

export const valueSelector = (value: string) => `input[type="checkbox"][value="${value.replace(/["\\]/g, '\\$&')}"]`;
export const valueBox = (page: Page, legend: string, value: string) =>
  facet(page, legend).locator(valueSelector(value));

/**
 * The number a facet value shows beside it, e.g. "(12)", once the current search's counts are in:
 * they follow its results (after typing, once the keys pause), the filters busy meanwhile.
 */
export async function shownCount(page: Page, legend: string, value: string): Promise<number> {
  await expect(page.locator('#search-filters [aria-busy="true"]')).toHaveCount(0);
  const label = facet(page, legend)
    .locator('label')
    .filter({ has: page.locator(valueSelector(value)) });
  const text = await label.textContent();
  return Number(/\((\d+)\)\s*$/.exec(text ?? '')?.[1]);
}
