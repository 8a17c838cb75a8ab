/**
 * What the Placements and Internships tests share: the two lists with both
 * spellings of their routes and their texts, the entries the build published
 * (read from the backend, never hard-coded) and how the site shows them.
 */
import type { Page } from '@playwright/test';
import { seedFacts } from '#scripts/demo-api/seed.ts';
import type { PlacementCategory } from '#api/enums.ts';
import { parseRecords } from '#api/schemas/lenient.ts';
import { PlacementSchema, type Placement } from '#api/schemas/placement.ts';
import { apiData } from './fixtures.ts';

// ---------------------------------------------------------------- the routes, as the spec and the menu spell them

export interface List {
  category: PlacementCategory;
  /** The menu's lower-case route; the page every spelling names as canonical. */
  canonical: string;
  /** The spec's capitalised spelling. */
  alias: string;
  api: string;
  detail: string;
  heading: string;
  countLabel: string;
  notFound: string;
  noDetails: string;
}

export const PLACEMENTS: List = {
  category: 'Placement',
  canonical: '/placements-internships/placements',
  alias: '/placements-internships/Placements',
  api: 'placement',
  detail: '/placements-internships/placementDetails',
  heading: 'Placements',
  countLabel: 'Placements Displayed',
  notFound: 'Placement details not found. It might not exist or is not approved yet.',
  noDetails: 'No Placement details found for this ID.',
};
export const INTERNSHIPS: List = {
  category: 'Internship',
  canonical: '/placements-internships/internships',
  alias: '/placements-internships/Internships',
  api: 'internship',
  detail: '/placements-internships/internshipDetails',
  heading: 'Internships',
  countLabel: 'Internships Displayed',
  notFound: 'Internship details not found. It might not exist or is not approved yet.',
  noDetails: 'No Internship details found for this ID.',
};
export const LISTS = [PLACEMENTS, INTERNSHIPS];

// ---------------------------------------------------------------- backend data

export const FACTS = seedFacts({ hostile: true });

/**
 * The entries the build published for a list, in the backend's order: the
 * approved list minus records the build drops (invalid for the site's
 * lenient schema, or of the other category) and minus entries another test
 * may have approved after the build.
 */
export async function builtEntries(list: List): Promise<Placement[]> {
  const raw = await apiData<unknown[]>(`/api/placement-nominations/approved/${list.api}`);
  const facts = FACTS.placement[list.category];
  const notBuilt = new Set([...facts.pending, ...facts.rejected]);
  const seen = new Set<string>();
  return parseRecords(PlacementSchema, raw).records.filter((record) => {
    if (seen.has(record.nominationId) || notBuilt.has(record.nominationId)) return false;
    if (record.category?.toLowerCase() !== list.category.toLowerCase()) return false;
    seen.add(record.nominationId);
    return true;
  });
}

export const isRegular = (record: Placement) => /^PLC-\d{4}-\d+$/.test(record.nominationId);

export const shown = (value: string | undefined): string => value ?? 'N/A';
export const detailPath = (list: List, id: string) => `${list.detail}/${encodeURIComponent(id)}`;
export const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// ---------------------------------------------------------------- page helpers

export const cardFor = (page: Page, list: List, id: string) =>
  page.locator('article', { has: page.locator(`a[href="${detailPath(list, id)}"]`) });
