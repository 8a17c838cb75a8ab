/**
 * Site search (issue 10) against the built site's Pagefind index: titles, team
 * members, companies and technologies find their entries, as the backend's
 * approved lists and details say.
 */
import type { Page } from '@playwright/test';
import { PlacementSchema, type Placement } from '#api/schemas/placement.ts';
import { parseRecords } from '#api/schemas/lenient.ts';
import { apiData, expect, hydrated, test } from './support/fixtures.ts';
import {
  FACTS,
  builtProjects,
  facet,
  notBuilt,
  openSearch,
  results,
  searchFor,
  shownCount,
  status,
  submittedBeforeBuild,
  valueBox,
} from './support/search.ts';

async function builtPlacements(): Promise<Placement[]> {
  const skip = notBuilt(FACTS.placement.Placement);
  const raw = await apiData<unknown[]>('/api/placement-nominations/approved/placement');
  return parseRecords(PlacementSchema, raw).records.filter(
    (record) =>
      !skip.has(record.nominationId) && /^PLC-\d{4}-\d+$/.test(record.nominationId) && submittedBeforeBuild(record),
  );
}

/** The same value as a facet shows it: trimmed, inner spaces collapsed, compared without case. */
const sameValue = (a: string | undefined, b: string) =>
  !!a && a.replace(/\s+/g, ' ').trim().toLowerCase() === b.toLowerCase();

const resultHrefs = (page: Page) =>
  results(page)
    .locator('h3 a')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));

async function showAll(page: Page, legend: string) {
  const more = facet(page, legend).getByRole('button', { name: /^Show all/ });
  if (await more.count()) await more.click();
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
  const expected = projects
    .filter(
      (p) => p.record.teamMembers.some((m) => m.name === member.name) || p.record.teamLeader?.name === member.name,
    )
    .map((p) => p.href);
  await openSearch(page, `?area=Projects`);
  await searchFor(page, member.name);
  await expect.poll(() => resultHrefs(page)).toEqual(expect.arrayContaining(expected));
});

test('a company finds its placements, and the Organization facet lists exactly them', async ({ page }) => {
  const placements = await builtPlacements();
  const company = placements
    .map((p) => p.organizationName ?? '')
    .find((name) => name && placements.filter((p) => sameValue(p.organizationName, name)).length >= 2);
  if (!company) throw new Error('the seed has a company with several placements');
  const expected = placements
    .filter((p) => sameValue(p.organizationName, company))
    .map((p) => `/placements-internships/placementDetails/${encodeURIComponent(p.nominationId)}`);

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
  const tech = stack.find(
    (t) =>
      /^[A-Za-z]+$/.test(t) &&
      t.length > 4 &&
      stack.filter((s) => s === t).length >= 2 &&
      stack.filter((s) => s === t).length <= 20,
  );
  if (!tech) throw new Error('the seed has a technology used by a few projects');
  const expected = projects.filter((p) => p.record.techStack.includes(tech)).map((p) => p.href);
  await openSearch(page, `?area=Projects&tech=${encodeURIComponent(tech)}`);
  await expect(status(page)).toHaveText(`${expected.length} results`);
  await expect.poll(async () => (await resultHrefs(page)).sort()).toEqual([...expected].sort());
  await searchFor(page, tech);
  await expect
    .poll(() => resultHrefs(page))
    .toEqual(expect.arrayContaining(expected.slice(0, Math.min(expected.length, 12))));
});
