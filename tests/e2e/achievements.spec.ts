/**
 * The public Achievements area against the demo backend (spec 2, sections 2.6
 * and 2.7): the four lists with their counts, cards, Show More and pagination;
 * the four detail variants with their sections, hidden sections and
 * fallbacks; hostile records; axe at both widths; fresh entries via the 404 page.
 * Expected values are read from the backend, never hard-coded.
 */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { seedFacts } from '#scripts/demo-api/seed.ts';
import { ACHIEVEMENT_CATEGORIES, type AchievementCategory } from '#api/enums.ts';
import { publicationLabels } from '#features/achievements/publication-labels.ts';
import { AREA, listRoute } from '#features/areas.ts';
import { formatLongDate } from '#lib/dates.ts';
import { apiData, checkAtBothWidths, demoControl, expect, test } from './support/fixtures.ts';
import { builtSocialCard } from './support/pictures.ts';
import { cards, field, pick, section } from './support/entry-pages.ts';
import { expectInert, forbidDialogs } from './support/inert.ts';

// ---------------------------------------------------------------- backend data

interface Student {
  name?: string;
  rollNumber?: string;
  programme?: string;
  batch?: string;
  year?: string;
  linkedinLink?: string;
  profileImageUrl?: string;
}
interface Award {
  name?: string;
  pptLink?: string;
}
/** The fields these tests read; the backend sends more. */
interface Raw {
  nominationId?: unknown;
  category?: string;
  student?: Student;
  researchDetails?: {
    publicationType?: string;
    title?: string;
    description?: string;
    additionalAuthors?: Array<{ name?: string; affiliation?: string; program?: string; batch?: string; profileImageUrl?: string }>;
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
const FACTS = seedFacts({ hostile: true });

/** The list a test starts from: approved ids the build kept, in the backend's order. */
async function builtIds(category: AchievementCategory): Promise<string[]> {
  const list = await apiData<Array<{ nominationId?: unknown }>>(
    AREA.achievements.api.lists[category],
  );
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

const detailOf = (id: string) => apiData<Raw>(`/api/achievement-nominations/approved/${encodeURIComponent(id)}`);

/** The details of the regular seeded entries of a list (not the hostile or wrong-typed ones). */
async function regularEntries(category: AchievementCategory): Promise<Array<{ id: string; raw: Raw }>> {
  const ids = (await builtIds(category)).filter((id) => /^ACH-\d{4}-\d+$/.test(id));
  return Promise.all(ids.map(async (id) => ({ id, raw: await detailOf(id) })));
}

const nonEmpty = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';
/** How the site shows a possibly missing value. */
const shown = (value: unknown): string =>
  value === undefined || value === null || String(value).trim() === '' ? 'N/A' : String(value).trim();
const detailPath = (category: AchievementCategory, id: string) => `${AREA.achievements.details[category]}/${encodeURIComponent(id)}`;

// ---------------------------------------------------------------- what the spec's table says a card shows

const LIST_TEXT: Record<AchievementCategory, { heading: string; counter: string }> = {
  'Research Publication': { heading: 'Research Publications Showcase', counter: 'Publications Displayed' },
  'Global Certification': { heading: 'Students globally certified', counter: 'Certifications Displayed' },
  'Higher Studies': { heading: 'Students Pursuing Higher Studies', counter: 'Higher Pursuits' },
  'Open Source': { heading: 'Open Source Showcase', counter: 'Contributions Displayed' },
};

function firstThirtyWords(text: string): string {
  const words = text.trim().split(/\s+/);
  return words.length > 30 ? `${words.slice(0, 30).join(' ')}...` : words.join(' ');
}

function expectedCard(category: AchievementCategory, raw: Raw): { title?: string; badge?: string; extraLabel: string; extra?: string } {
  switch (category) {
    case 'Research Publication': {
      const d = raw.researchDetails;
      return { title: d?.title, badge: d?.publicationType, extraLabel: 'Abstract', extra: d?.description && firstThirtyWords(d.description) };
    }
    case 'Global Certification': {
      const d = raw.certificationDetails;
      return { title: d?.certificationName, badge: d?.issuingOrganization, extraLabel: 'Certification Level', extra: d?.certificationType };
    }
    case 'Higher Studies': {
      const d = raw.higherStudiesDetails;
      return { title: d?.course, badge: nonEmpty(d?.programLevelOther) ? d.programLevelOther : d?.programLevel, extraLabel: 'Admission Year', extra: d?.admissionYear };
    }
    case 'Open Source': {
      const d = raw.openSourceDetails;
      return { title: d?.projectName, badge: d?.role, extraLabel: 'Organization', extra: d?.organization };
    }
  }
}

// ---------------------------------------------------------------- page helpers

const cardFor = (page: Page, category: AchievementCategory, id: string) =>
  page.locator('article', { has: page.locator(`a[href="${detailPath(category, id)}"]`) });

/** Only the top bar is an island: no other JavaScript on public pages. */
async function expectOnlyTopBarIsland(page: Page) {
  const islands = await page.locator('astro-island').evaluateAll((nodes) => nodes.map((node) => node.getAttribute('component-url') ?? ''));
  expect(islands).toHaveLength(1);
  expect(islands[0]).toMatch(/TopBar/);
}

// ---------------------------------------------------------------- lists

for (const category of ACHIEVEMENT_CATEGORIES) {
  const route = listRoute(AREA.achievements, category);

  test(`${route} lists every approved ${category} entry with its count, fields and pages`, async ({ page }) => {
    const ids = await builtIds(category);
    expect(ids.length, 'the e2e seed fills every list beyond one page').toBeGreaterThan(24);
    const dialogs = forbidDialogs(page);

    await page.goto(route);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(LIST_TEXT[category].heading);
    await expect(page.getByTestId('list-count')).toHaveText(String(ids.length));
    await expect(page.getByText(LIST_TEXT[category].counter, { exact: true })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^${LIST_TEXT[category].heading}`));

    // Page 1: the first 24, in the backend's order, each linking to its detail route.
    const hrefs = () => cards(page).locator('h2 a').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    await expect.poll(hrefs).toEqual(ids.slice(0, 24).map((id) => detailPath(category, id)));

    // A regular entry's card shows the table's title, badge and student facts.
    const regular = ids.find((id) => /^ACH-\d{4}-\d+$/.test(id) && ids.indexOf(id) < 24);
    if (!regular) throw new Error('no regular entry on page 1');
    const raw = await detailOf(regular);
    const want = expectedCard(category, raw);
    const card = cardFor(page, category, regular);
    await expect(card.locator('h2')).toHaveText(shown(want.title));
    if (nonEmpty(want.badge)) await expect(card.getByTestId('card-badge')).toHaveText(want.badge.trim());
    else await expect(card.getByTestId('card-badge')).toHaveCount(0);
    await expect(card.getByTestId('card-student')).toHaveText(shown(raw.student?.name));
    await expect(field(card, 'Programme')).toHaveText(shown(raw.student?.programme));
    await expect(field(card, 'Roll Number')).toHaveText(shown(raw.student?.rollNumber));
    // The expanded extra is in the card, closed until Show More.
    await expect(card.getByTestId('card-extra')).toBeHidden();
    await card.getByText('Show More').click();
    await expect(card.getByTestId('card-extra').locator('dt')).toHaveText(want.extraLabel);
    await expect(card.getByTestId('card-extra').locator('dd')).toHaveText(shown(want.extra));

    // Page 2 holds the rest, reached through the numbered pagination.
    await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(new RegExp(`${route}/2/?$`));
    // Polled: the address changes before the new page's cards are in the document.
    await expect.poll(hrefs).toEqual(ids.slice(24, 48).map((id) => detailPath(category, id)));
    await expect(page.getByTestId('list-count')).toHaveText(String(ids.length));
    await expect(page.getByRole('link', { name: 'Previous' })).toHaveAttribute('href', route);

    await expectOnlyTopBarIsland(page);
    expect(dialogs).toEqual([]);
  });
}

test('Show More and Show Less reveal and hide the extra without navigating', async ({ page }) => {
  const category = 'Research Publication';
  const entries = await regularEntries(category);
  const long = pick(entries.slice(0, 20), 'an abstract over 30 words', ({ raw }) => (raw.researchDetails?.description ?? '').split(/\s+/).length > 30);
  await page.goto(listRoute(AREA.achievements, category));
  const card = cardFor(page, category, long.id);
  const url = page.url();

  await card.getByText('Show More').click();
  const extra = card.getByTestId('card-extra');
  await expect(extra).toBeVisible();
  await expect(extra.locator('dd')).toHaveText(firstThirtyWords(long.raw.researchDetails?.description ?? ''));
  await expect(extra.locator('dd')).toHaveText(/\.\.\.$/);
  await expect(card.getByText('Show Less')).toBeVisible();
  expect(page.url()).toBe(url);

  await card.getByText('Show Less').click();
  await expect(extra).toBeHidden();
  await expect(card.getByText('Show More')).toBeVisible();
  expect(page.url()).toBe(url);

  // By keyboard too: the toggle is a native disclosure.
  await card.locator('summary').focus();
  await page.keyboard.press('Enter');
  await expect(extra).toBeVisible();
  expect(page.url()).toBe(url);
});

test('a click anywhere on a card opens its detail route', async ({ page }) => {
  const category = 'Open Source';
  const [first] = await regularEntries(category);
  if (!first) throw new Error('no open source entry');
  await page.goto(listRoute(AREA.achievements, category));
  // The title link is stretched over the card: a click on the student's name (not a link itself) lands on it.
  const card = cardFor(page, category, first.id);
  const cardBox = await card.boundingBox();
  const nameBox = await card.getByTestId('card-student').boundingBox();
  if (!cardBox || !nameBox) throw new Error('card not laid out');
  await card.click({ position: { x: nameBox.x - cardBox.x + 4, y: nameBox.y - cardBox.y + 4 } });
  await expect(page).toHaveURL(new RegExp(`${detailPath(category, first.id)}/?$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(first.raw.openSourceDetails?.projectName ?? 'N/A');
});

test('cards fall back to the default student image, and research cards to the first letter', async ({ page }) => {
  const research = await regularEntries('Research Publication');
  const noPhoto = pick(research.slice(0, 20), 'a research student without a photo', ({ raw }) => !raw.student?.profileImageUrl);
  await page.goto(listRoute(AREA.achievements, 'Research Publication'));
  const letter = cardFor(page, 'Research Publication', noPhoto.id).getByTestId('avatar-letter');
  await expect(letter).toHaveText((noPhoto.raw.student?.name ?? 'S').trim()[0]!.toUpperCase());

  const certs = await regularEntries('Global Certification');
  const certNoPhoto = pick(certs.slice(0, 20), 'a certified student without a photo', ({ raw }) => !raw.student?.profileImageUrl);
  await page.goto(listRoute(AREA.achievements, 'Global Certification'));
  const card = cardFor(page, 'Global Certification', certNoPhoto.id);
  await expect(card.locator('img')).toHaveCount(0);
  await expect(card.locator('[style*="default-student-image.png"]')).toHaveCount(1);
});

// ---------------------------------------------------------------- details

test('research publication detail: every section, type-specific labels, hidden when absent', async ({ page }) => {
  const category = 'Research Publication';
  const entries = await regularEntries(category);
  const full = pick(entries, 'co-authors and awards', ({ raw }) => (raw.researchDetails?.additionalAuthors?.length ?? 0) > 0 && (raw.researchDetails?.awards?.length ?? 0) > 0);
  const d = full.raw.researchDetails!;
  const dialogs = forbidDialogs(page);
  await page.goto(detailPath(category, full.id));

  await expect(page.getByRole('heading', { level: 1 })).toHaveText(d.title!);
  await expect(page).toHaveTitle(new RegExp(`^${d.title!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
  await expect(page.locator('main header').getByText(d.publicationType!, { exact: true })).toBeVisible();
  await expect(page.getByText(`Nomination ID: ${full.id}`)).toBeVisible();
  await expect(section(page, 'Description')).toContainText(d.description!);

  const publisher = section(page, 'Publisher Information');
  const labels = publicationLabels(d.publicationType);
  await expect(field(publisher, 'Publication Type')).toHaveText(d.publicationType!);
  await expect(field(publisher, 'Publication Date')).toHaveText(formatLongDate(d.dates?.publicationDate));
  await expect(field(publisher, labels.primaryInfo)).toHaveText(d.publisherInfo!.primaryInfo!);
  await expect(field(publisher, labels.secondaryInfo)).toHaveText(d.publisherInfo!.secondaryInfo!);
  await expect(field(publisher, labels.eIdentifier)).toHaveText(d.identifiers!.eIdentifier!);
  await expect(field(publisher, labels.printIdentifier)).toHaveText(d.identifiers!.printIdentifier!);

  const awards = section(page, 'Awards');
  await expect(awards).toContainText(d.awards![0]!.name!);
  const presentation = awards.getByRole('link', { name: /View Presentation/ });
  await expect(presentation).toHaveAttribute('href', d.awards![0]!.pptLink!);
  await expect(presentation).toHaveAttribute('rel', 'noopener noreferrer');

  const authors = section(page, 'Additional Authors').locator('li');
  await expect(authors).toHaveCount(d.additionalAuthors!.length);
  for (const [index, author] of d.additionalAuthors!.entries()) {
    await expect(authors.nth(index)).toContainText(author.name!);
    await expect(field(authors.nth(index), 'Affiliation')).toHaveText(author.affiliation ?? 'N/A');
    await expect(field(authors.nth(index), 'Program')).toHaveText(author.program ?? 'N/A');
    await expect(field(authors.nth(index), 'Batch')).toHaveText(author.batch ?? 'N/A');
  }

  const student = section(page, 'Student Author');
  await expect(student).toContainText(full.raw.student!.name!);
  await expect(field(student, 'Roll Number')).toHaveText(full.raw.student!.rollNumber!);
  await expect(field(student, 'Programme')).toHaveText(full.raw.student!.programme!);

  const supervisor = section(page, 'Supervisor');
  await expect(field(supervisor, 'Name')).toHaveText(d.supervisor!.name!);
  await expect(field(supervisor, 'Designation')).toHaveText(d.supervisor!.designation ?? 'N/A');

  const resources = section(page, 'Resource Links');
  await expect(resources.getByRole('link', { name: /View Publication/ })).toHaveAttribute('href', new URL(d.links!.publicationUrl!).href);
  await expect(resources.getByRole('link', { name: /Publisher Website/ })).toHaveAttribute('href', new URL(d.links!.publisherWebsite!).href);
  await expect(resources.getByRole('link', { name: /Research Paper/ })).toHaveAttribute('href', d.pptLink!);

  await expect(page.getByRole('link', { name: 'Go Back' })).toHaveAttribute('href', listRoute(AREA.achievements, category));
  // The social card cut from the student's photo (the seed's 200 px portraits are too small for one: the site's card).
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', await builtSocialCard(full.raw.student?.profileImageUrl));
  await expectOnlyTopBarIsland(page);

  // Without co-authors or awards, those sections are not shown at all.
  const plain = pick(entries, 'no co-authors and no awards', ({ raw }) => !raw.researchDetails?.additionalAuthors?.length && !raw.researchDetails?.awards?.length);
  await page.goto(detailPath(category, plain.id));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(plain.raw.researchDetails!.title!);
  await expect(section(page, 'Additional Authors')).toHaveCount(0);
  await expect(section(page, 'Awards')).toHaveCount(0);
  expect(dialogs).toEqual([]);
});

test('open source detail: contributions, context, impact, awards, technical details, repository', async ({ page }) => {
  const category = 'Open Source';
  const entries = await regularEntries(category);
  const full = pick(entries, 'awards', ({ raw }) => (raw.openSourceDetails?.awards?.length ?? 0) > 0);
  const d = full.raw.openSourceDetails!;
  await page.goto(detailPath(category, full.id));

  await expect(page.getByRole('heading', { level: 1 })).toHaveText(d.projectName!);
  await expect(page.locator('main header').getByText('Open Source', { exact: true })).toBeVisible();
  await expect(page.getByText(`Nomination ID: ${full.id}`)).toBeVisible();
  await expect(section(page, 'Description')).toContainText(d.description!);

  const contributions = section(page, 'Contributions').locator('ol > li');
  await expect(contributions).toHaveCount(d.contributions!.length);
  for (const [index, text] of d.contributions!.entries()) {
    await expect(contributions.nth(index)).toHaveText(`${index + 1}${text}`);
  }
  const context = section(page, 'Project Context');
  await expect(field(context, 'Program')).toHaveText(d.program!);
  await expect(field(context, 'Role')).toHaveText(d.role!);
  await expect(field(context, 'Pull Requests Merged')).toHaveText(String(d.pr));
  await expect(section(page, 'Impact').locator('li')).toHaveText(d.impact!);
  const awards = section(page, 'Awards');
  await expect(awards).toContainText(d.awards![0]!.name!);
  await expect(awards.getByRole('link', { name: /View Presentation/ })).toHaveAttribute('href', d.awards![0]!.pptLink!);

  await expect(section(page, 'Primary Contributor')).toContainText(full.raw.student!.name!);
  const technical = section(page, 'Technical Details');
  await expect(field(technical, 'Domain')).toHaveText(d.techDomain!);
  await expect(technical.locator('ul > li')).toHaveText(d.techStack!);
  const repository = section(page, 'Repository');
  await expect(field(repository, 'Organization')).toHaveText(d.organization!);
  const github = repository.getByRole('link', { name: /View on GitHub/ });
  await expect(github).toHaveAttribute('href', new URL(d.repoLink!).href);
  await expect(github).toHaveAttribute('target', '_blank');
  await expect(github).toHaveAttribute('rel', 'noopener noreferrer');

  // No awards: no Awards section. No LinkedIn: no LinkedIn link.
  const plain = pick(entries, 'no awards', ({ raw }) => !raw.openSourceDetails?.awards?.length);
  await page.goto(detailPath(category, plain.id));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(plain.raw.openSourceDetails!.projectName!);
  await expect(section(page, 'Awards')).toHaveCount(0);
  const noLinkedin = pick(entries, 'a student without LinkedIn', ({ raw }) => !raw.student?.linkedinLink);
  await page.goto(detailPath(category, noLinkedin.id));
  await expect(section(page, 'Primary Contributor').getByRole('link', { name: /LinkedIn/ })).toHaveCount(0);
});

test('higher studies detail: university title, program level with the other text, student', async ({ page }) => {
  const category = 'Higher Studies';
  const entries = await regularEntries(category);
  const other = pick(entries, 'a program level "Other" with its text', ({ raw }) => nonEmpty(raw.higherStudiesDetails?.programLevelOther));
  const d = other.raw.higherStudiesDetails!;
  const level = `${d.programLevel} (${d.programLevelOther})`;
  await page.goto(detailPath(category, other.id));

  await expect(page.getByRole('heading', { level: 1 })).toHaveText(d.university!);
  await expect(page.locator('main header').getByText(level, { exact: true })).toBeVisible();
  await expect(page.getByText(`Nomination ID: ${other.id}`)).toBeVisible();
  await expect(section(page, 'Description')).toContainText(d.description!);
  const university = section(page, 'University Details');
  await expect(field(university, 'University Type')).toHaveText(d.universityType!);
  await expect(field(university, 'Country')).toHaveText(d.country!);
  const program = section(page, 'Program Details');
  await expect(field(program, 'Program Level')).toHaveText(level);
  await expect(field(program, 'Course')).toHaveText(d.course!);
  await expect(field(program, 'Specialization')).toHaveText(d.specialization!);
  await expect(field(program, 'Admission Year')).toHaveText(String(d.admissionYear));
  const student = section(page, 'Student Information');
  await expect(student).toContainText(other.raw.student!.name!);
  await expect(field(student, 'Batch')).toHaveText(other.raw.student!.batch!);
  await expect(field(student, 'Year')).toHaveText(String(other.raw.student!.year));

  // A plain level has no brackets.
  const plain = pick(entries, 'a plain program level', ({ raw }) => !nonEmpty(raw.higherStudiesDetails?.programLevelOther) && nonEmpty(raw.higherStudiesDetails?.programLevel));
  await page.goto(detailPath(category, plain.id));
  await expect(field(section(page, 'Program Details'), 'Program Level')).toHaveText(plain.raw.higherStudiesDetails!.programLevel!);
});

test('global certification detail: sections only when present, lifetime validity, credential fallbacks', async ({ page }) => {
  const category = 'Global Certification';
  const entries = await regularEntries(category);

  const lifetime = pick(entries, 'an issue date and no expiry', ({ raw }) => nonEmpty(raw.certificationDetails?.issueDate) && !nonEmpty(raw.certificationDetails?.expiryDate));
  const d = lifetime.raw.certificationDetails!;
  await page.goto(detailPath(category, lifetime.id));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(d.certificationName!);
  await expect(page.locator('main header').getByText(d.certificationType!, { exact: true })).toBeVisible();
  await expect(page.getByText(`Nomination ID: ${lifetime.id}`)).toBeVisible();
  await expect(section(page, 'Description')).toContainText(d.description!);
  await expect(section(page, 'Issuing Organization')).toContainText(d.issuingOrganization!);
  const dates = section(page, 'Certification Dates');
  await expect(field(dates, 'Issue Date')).toHaveText(formatLongDate(d.issueDate));
  await expect(dates.getByText('Validity: Lifetime', { exact: true })).toBeVisible();
  await expect(field(dates, 'Expiry Date')).toHaveCount(0);
  await expect(section(page, 'Technology Domain')).toContainText(d.technologyDomain!);
  await expect(section(page, 'Skills Acquired').locator('li')).toHaveText(d.skills!);
  await expect(section(page, 'Outcomes').locator('li')).toHaveText(d.outcome!);
  await expect(section(page, 'Certified Student')).toContainText(lifetime.raw.student!.name!);

  const expiring = pick(entries, 'an expiry date', ({ raw }) => nonEmpty(raw.certificationDetails?.expiryDate));
  await page.goto(detailPath(category, expiring.id));
  const expiringDates = section(page, 'Certification Dates');
  await expect(field(expiringDates, 'Expiry Date')).toHaveText(formatLongDate(expiring.raw.certificationDetails!.expiryDate));
  await expect(expiringDates.getByText('Validity: Lifetime')).toHaveCount(0);

  // Credential details: the ID and a 'View Credential' link, or N/A and no link.
  const credential = pick(entries, 'a credential', ({ raw }) => nonEmpty(raw.certificationDetails?.credentialUrl));
  await page.goto(detailPath(category, credential.id));
  const panel = section(page, 'Credential Details');
  await expect(field(panel, 'Credential ID')).toHaveText(credential.raw.certificationDetails!.credentialId!);
  await expect(panel.getByRole('link', { name: /View Credential/ })).toHaveAttribute('href', new URL(credential.raw.certificationDetails!.credentialUrl!).href);
  const noCredential = pick(entries, 'no credential', ({ raw }) => !nonEmpty(raw.certificationDetails?.credentialId));
  await page.goto(detailPath(category, noCredential.id));
  await expect(field(section(page, 'Credential Details'), 'Credential ID')).toHaveText('N/A');
  await expect(section(page, 'Credential Details').getByRole('link')).toHaveCount(0);

  // Awards appear only when there are some.
  const withAwards = entries.find(({ raw }) => (raw.certificationDetails?.awards?.length ?? 0) > 0);
  if (withAwards) {
    await page.goto(detailPath(category, withAwards.id));
    await expect(section(page, 'Awards').getByRole('link', { name: /View Presentation/ })).toBeVisible();
  }
  const withoutAwards = pick(entries, 'no awards', ({ raw }) => !raw.certificationDetails?.awards?.length);
  await page.goto(detailPath(category, withoutAwards.id));
  await expect(section(page, 'Awards')).toHaveCount(0);
});

test('detail pages fall back to the default student image and the default social image', async ({ page }) => {
  const entries = await regularEntries('Higher Studies');
  const noPhoto = pick(entries, 'a student without a photo', ({ raw }) => !raw.student?.profileImageUrl);
  await page.goto(detailPath('Higher Studies', noPhoto.id));
  const panel = section(page, 'Student Information');
  await expect(panel.locator('img')).toHaveCount(0);
  await expect(panel.locator('[style*="default-student-image.png"]')).toHaveCount(1);
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /\/og-default\.png$/);
});

test('an unreadable date shows "Invalid Date"', async ({ page }) => {
  // The hostile certification carries text where its dates belong.
  const category = 'Global Certification';
  const ids = await builtIds(category);
  const raws = await Promise.all(ids.map(async (id) => ({ id, raw: await detailOf(id) })));
  const invalid = raws.find(({ raw }) =>
    [raw.certificationDetails?.issueDate, raw.certificationDetails?.expiryDate].some(
      (value) => typeof value === 'string' && value.trim() !== '' && Number.isNaN(new Date(value.trim()).getTime()),
    ),
  );
  test.skip(!invalid, 'the seed has no certification with an unreadable date');
  await page.goto(detailPath(category, invalid!.id));
  await expect(section(page, 'Certification Dates')).toContainText('Invalid Date');
});

// ---------------------------------------------------------------- hostile data

for (const category of ACHIEVEMENT_CATEGORIES) {
  test(`hostile ${category} records render as inert text`, async ({ page }) => {
    const hostile = FACTS.hostile?.[`achievement/${category}`];
    if (!hostile) throw new Error('the e2e backend is seeded with hostile records');
    const dialogs = forbidDialogs(page);
    await page.addInitScript(() => {
      // An injected handler would call alert(); count any call, even if a dialog were suppressed.
      (window as unknown as { __alerts: number }).__alerts = 0;
      window.alert = () => void ((window as unknown as { __alerts: number }).__alerts += 1);
    });

    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(listRoute(AREA.achievements, category));
      await expect(cardFor(page, category, hostile.markup)).toBeVisible();
      await expectInert(page);
      await cardFor(page, category, hostile.markup).getByText('Show More').click();
      await expectInert(page);

      await page.goto(detailPath(category, hostile.markup));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByText(`Nomination ID: ${hostile.markup}`)).toBeVisible();
      await expectInert(page);
      expect(await page.evaluate(() => (window as unknown as { __alerts: number }).__alerts)).toBe(0);

      const wrong = await page.goto(detailPath(category, hostile.wrongTypes));
      expect(wrong?.status()).toBe(200);
      await expect(page.getByText(`Nomination ID: ${hostile.wrongTypes}`)).toBeVisible();
      await expectInert(page);
    }
    // Markup shows as the text it is somewhere on the detail page.
    await page.goto(detailPath(category, hostile.markup));
    await expect(page.locator('main').getByText(/<script>alert\(1\)<\/script>|<img src=x onerror=alert\(1\)>/).first()).toBeVisible();
    expect(dialogs).toEqual([]);
  });
}

// ---------------------------------------------------------------- accessibility

for (const category of ACHIEVEMENT_CATEGORIES) {
  test(`axe: the ${category} list and a detail page at 390 and 1280 px`, async ({ page }, testInfo) => {
    const slug = AREA.achievements.api.lists[category].split('/').pop();
    await page.goto(listRoute(AREA.achievements, category));
    // With one card open, so the disclosure's content is checked too.
    await cards(page).first().getByText('Show More').click();
    await checkAtBothWidths(page, testInfo, `achievements-${slug}-list`);

    const [first] = await regularEntries(category);
    if (!first) throw new Error(`no ${category} entry`);
    await page.goto(detailPath(category, first.id));
    await checkAtBothWidths(page, testInfo, `achievements-${slug}-detail`);
  });
}

// ---------------------------------------------------------------- fresh entries (the 404 page)

const FRESH_REGISTERED = readFileSync(new URL('../../src/features/fresh/registry.ts', import.meta.url), 'utf8').includes('achievementFresh');

test.describe('entries newer than the build', () => {
  test.skip(!FRESH_REGISTERED, 'achievementFresh is not registered in src/features/fresh/registry.ts yet');

  test('an open source entry approved after the build renders through the 404 page', async ({ page }) => {
    const category = 'Open Source';
    const id = FACTS.achievement[category].pending[0];
    if (!id) throw new Error('the seed has a pending open source entry');
    await demoControl('moderate', { id, action: 'approve' });
    try {
      const raw = await detailOf(id);
      await page.goto(detailPath(category, id));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(raw.openSourceDetails?.projectName ?? 'N/A');
      await expect(page.getByText(`Nomination ID: ${id}`)).toBeVisible();
      await expect(section(page, 'Primary Contributor')).toContainText(raw.student?.name ?? 'N/A');
      await expect(page.getByText('Page Not Found')).toBeHidden();
      await expect(page.getByRole('button', { name: 'Go Back' })).toBeVisible();
    } finally {
      await demoControl('moderate', { id, action: 'reject' });
    }
  });

  test('a pending certification id shows the not-found message with Go Back', async ({ page }) => {
    const category = 'Global Certification';
    const id = FACTS.achievement[category].pending[0];
    if (!id) throw new Error('the seed has a pending certification');
    await page.goto(detailPath(category, id));
    await expect(page.getByText('Global Certification not found. It might not exist or is not approved yet.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Go Back' })).toBeVisible();
  });

  test('a research id on the certification route shows the not-found card', async ({ page }) => {
    const [research] = await builtIds('Research Publication');
    if (!research) throw new Error('no research entry');
    await page.goto(detailPath('Global Certification', research));
    await expect(page.getByText('Global Certification not found. It might not exist or is not approved yet.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Go Back' })).toBeVisible();
  });
});
