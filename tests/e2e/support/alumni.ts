/**
 * What the Star Alumni tests share: the list and detail routes, the alumni the
 * build published (read from the backend, never hard-coded) and how the site
 * shows them.
 */
import type { Page } from '@playwright/test';
import { seedFacts } from '#scripts/demo-api/seed.ts';
import { AlumniSchema, type Alumni } from '#api/schemas/alumni.ts';
import { parseRecords } from '#api/schemas/lenient.ts';
import { apiData } from './fixtures.ts';

export const LIST = '/StarAlumni/star-alumni';
export const DETAIL = '/StarAlumni/star-alumni-details';

export const FACTS = seedFacts({ hostile: true });

/**
 * The alumni the build published, in the backend's order: the approved list
 * minus records the build drops (invalid for the site's lenient schema, or
 * without an alumni block) and minus entries another test may have approved
 * after the build.
 */
export async function builtEntries(): Promise<Alumni[]> {
  const raw = await apiData<unknown[]>('/api/alumni/approved');
  const notBuilt = new Set([...FACTS.alumni.pending, ...FACTS.alumni.rejected]);
  const seen = new Set<string>();
  return parseRecords(AlumniSchema, raw).records.filter((record) => {
    if (seen.has(record.nominationId) || notBuilt.has(record.nominationId) || !record.alumni) return false;
    seen.add(record.nominationId);
    return true;
  });
}

export const isRegular = (record: Alumni) => /^ALM-\d{4}-\d+$/.test(record.nominationId);

export const shown = (value: string | undefined): string => value ?? 'N/A';
export const detailPath = (id: string) => `${DETAIL}/${encodeURIComponent(id)}`;

export const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export const cardFor = (page: Page, id: string) =>
  page.locator('article', { has: page.locator(`a[href="${detailPath(id)}"]`) });
