/**
 * What the Competitions area's tests share: its three lists as the spec spells
 * their routes, the entries the build published (read from the backend, never
 * hard-coded) and how the site shows them.
 */
import type { Page } from '@playwright/test';
import { seedFacts } from '#scripts/demo-api/seed.ts';
import type { CompetitionCategory } from '#api/enums.ts';
import { CompetitionSchema, type Competition } from '#api/schemas/competition.ts';
import { parseRecords } from '#api/schemas/lenient.ts';
import { safeImage } from '#lib/safe-url.ts';
import { apiData } from './fixtures.ts';

// ---------------------------------------------------------------- the routes, as the spec spells them

export interface List {
  category: CompetitionCategory;
  route: string;
  /** The backend's list segment (spec 2, section 7.1). */
  api: string;
  detail: string;
  heading: string;
}

export const LISTS: List[] = [
  {
    category: 'Hackathon',
    route: '/competitions/hackathons',
    api: 'hackathons',
    detail: '/competitions/hackathondetails',
    heading: 'Hackathons Showcase',
  },
  {
    category: 'Coding Contest',
    route: '/competitions/coding-contests',
    api: 'coding-contests',
    detail: '/competitions/codingdetails',
    heading: 'Coding Contests Showcase',
  },
  {
    category: 'Project Competition',
    route: '/competitions/projectcompetitions',
    api: 'project-competitions',
    detail: '/competitions/projectcompetitiondetails',
    heading: 'Project Competitions Showcase',
  },
];
export const [HACKATHONS, CODING, PROJECTS] = LISTS as [List, List, List];

// ---------------------------------------------------------------- backend data

/** What the seed holds (pending ids, hostile ids); the e2e backend is seeded with hostile records. */
export const FACTS = seedFacts({ hostile: true });

/**
 * The entries the build published for a list, in the backend's order: its
 * approved list minus the records the build drops as invalid (read with the
 * site's own lenient schema) and minus entries another test may have approved
 * after the build.
 */
export async function builtEntries(list: List): Promise<Competition[]> {
  const raw = await apiData<unknown[]>(`/api/competition-nominations/approved/${list.api}`);
  const facts = FACTS.competition[list.category];
  const notBuilt = new Set([...facts.pending, ...facts.rejected]);
  const seen = new Set<string>();
  return parseRecords(CompetitionSchema, raw).records.filter((record) => {
    if (seen.has(record.nominationId) || notBuilt.has(record.nominationId)) return false;
    seen.add(record.nominationId);
    return true;
  });
}

/** The regular seeded entries (not the hostile or wrong-typed ones). */
export const isRegular = (record: Competition) => /^CMP-\d{4}-\d+$/.test(record.nominationId);

/** How the site shows a possibly missing value. */
export const shown = (value: string | undefined): string => value ?? 'N/A';
export const titleOf = (record: Competition) => record.title ?? record.competitionName ?? 'N/A';
export const imagesOf = (record: Competition) =>
  record.posterImages.map((src) => safeImage(src)).filter((src): src is string => !!src);
export const detailPath = (list: List, id: string) => `${list.detail}/${encodeURIComponent(id)}`;

// ---------------------------------------------------------------- page helpers

export const cardFor = (page: Page, list: List, id: string) =>
  page.locator('article', { has: page.locator(`a[href="${detailPath(list, id)}"]`) });
