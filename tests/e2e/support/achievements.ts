/**
 * What the Achievements area's tests share: the fields of a record they read,
 * the entries the build published (read from the backend, never hard-coded),
 * and how the site shows them.
 */
import type { Page } from '@playwright/test';
import { seedFacts } from '#scripts/demo-api/seed.ts';
import type { AchievementCategory } from '#api/enums.ts';
import { AREA } from '#features/areas.ts';
import { apiData, expect } from './fixtures.ts';

// ---------------------------------------------------------------- backend data

export interface Student {
  name?: string;
  rollNumber?: string;
  programme?: string;
  batch?: string;
  year?: string;
  linkedinLink?: string;
  profileImageUrl?: string;
}
export interface Award {
  name?: string;
  pptLink?: string;
}
/** The fields these tests read; the backend sends more. */
export interface Raw {
  nominationId?: unknown;
  category?: string;
  student?: Student;
  researchDetails?: {
    publicationType?: string;
    title?: string;
    description?: string;
    additionalAuthors?: Array<{
      name?: string;
      affiliation?: string;
      program?: string;
      batch?: string;
      profileImageUrl?: string;
    }>;
    publisherInfo?: { primaryInfo?: string; secondaryInfo?: string };
    identifiers?: { eIdentifier?: string; printIdentifier?: string };
    dates?: { publicationDate?: string };
    links?: { publicationUrl?: string; publisherWebsite?: string };
    awards?: Award[];
    supervisor?: { name?: string; designation?: string; affiliation?: string };
    pptLink?: string;
  } | null;
  openSourceDetails?: {
    projectName?: string;
    description?: string;
    contributions?: string[];
    pr?: string;
    techStack?: string[];
    techDomain?: string;
    program?: string;
    organization?: string;
    role?: string;
    repoLink?: string;
    impact?: string[];
    awards?: Award[];
  } | null;
  higherStudiesDetails?: {
    university?: string;
    universityType?: string;
    description?: string;
    country?: string;
    course?: string;
    specialization?: string;
    programLevel?: string;
    programLevelOther?: string;
    admissionYear?: string;
  } | null;
  certificationDetails?: {
    certificationName?: string;
    description?: string;
    issuingOrganization?: string;
    issueDate?: string;
    expiryDate?: string;
    credentialId?: string;
    credentialUrl?: string;
    certificationType?: string;
    technologyDomain?: string;
    skills?: string[];
    outcome?: string[];
    awards?: Award[];
  } | null;
}

/** What the seed holds (pending ids, hostile ids); the e2e backend is seeded with hostile records. */
export const FACTS = seedFacts({ hostile: true });

/** The list a test starts from: approved ids the build kept, in the backend's order. */
export async function builtIds(category: AchievementCategory): Promise<string[]> {
  const list = await apiData<Array<{ nominationId?: unknown }>>(AREA.achievements.api.lists[category]);
  // Another test may approve a pending entry after the build; it is not on the built pages.
  const notBuilt = new Set([...FACTS.achievement[category].pending, ...FACTS.achievement[category].rejected]);
  const seen = new Set<string>();
  const ids: string[] = [];
  for (const item of list) {
    const raw = item.nominationId;
    if (typeof raw !== 'string' && typeof raw !== 'number') continue; // dropped by the build: no usable id
    const id = String(raw).trim();
    if (!/^(?!\.{1,2}$)[^/\\?#%\s\u0000-\u001f\u007f]+$/u.test(id) || id.length > 200) continue;
    if (seen.has(id) || notBuilt.has(id)) continue;
    seen.add(id);
    ids.push(id);
  }
  return ids;
}

export const detailOf = (id: string) => apiData<Raw>(`/api/achievement-nominations/approved/${encodeURIComponent(id)}`);

/** The details of the regular seeded entries of a list (not the hostile or wrong-typed ones). */
export async function regularEntries(category: AchievementCategory): Promise<Array<{ id: string; raw: Raw }>> {
  const ids = (await builtIds(category)).filter((id) => /^ACH-\d{4}-\d+$/.test(id));
  return Promise.all(ids.map(async (id) => ({ id, raw: await detailOf(id) })));
}

export const nonEmpty = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

export const detailPath = (category: AchievementCategory, id: string) =>
  `${AREA.achievements.details[category]}/${encodeURIComponent(id)}`;

// ---------------------------------------------------------------- page helpers

export const cardFor = (page: Page, category: AchievementCategory, id: string) =>
  page.locator('article', { has: page.locator(`a[href="${detailPath(category, id)}"]`) });

/** Only the top bar is an island: no other JavaScript on public pages. */
export async function expectOnlyTopBarIsland(page: Page) {
  const islands = await page
    .locator('astro-island')
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('component-url') ?? ''));
  expect(islands).toHaveLength(1);
  expect(islands[0]).toMatch(/TopBar/);
}
