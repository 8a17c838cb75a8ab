/**
 * The Achievements area's four detail variants against the demo backend (spec 2,
 * section 2.7): their sections, hidden sections and fallbacks. Expected values are
 * read from the backend, never hard-coded.
 */
import { publicationLabels } from '#features/achievements/publication-labels.ts';
import { AREA, listRoute } from '#features/areas.ts';
import { formatLongDate } from '#lib/dates.ts';
import { expect, test } from './support/fixtures.ts';
import { builtSocialCard } from './support/pictures.ts';
import { field, pick, section } from './support/entry-pages.ts';
import { forbidDialogs } from './support/inert.ts';
import {
  builtIds,
  detailOf,
  detailPath,
  expectOnlyTopBarIsland,
  nonEmpty,
  regularEntries,
} from './support/achievements.ts';

// ---------------------------------------------------------------- details

test('research publication detail: every section, type-specific labels, hidden when absent', async ({ page }) => {
  const category = 'Research Publication';
  const entries = await regularEntries(category);
  const full = pick(
    entries,
    'co-authors and awards',
    ({ raw }) =>
      (raw.researchDetails?.additionalAuthors?.length ?? 0) > 0 && (raw.researchDetails?.awards?.length ?? 0) > 0,
  );
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
  await expect(resources.getByRole('link', { name: /View Publication/ })).toHaveAttribute(
    'href',
    new URL(d.links!.publicationUrl!).href,
  );
  await expect(resources.getByRole('link', { name: /Publisher Website/ })).toHaveAttribute(
    'href',
    new URL(d.links!.publisherWebsite!).href,
  );
  await expect(resources.getByRole('link', { name: /Research Paper/ })).toHaveAttribute('href', d.pptLink!);

  await expect(page.getByRole('link', { name: 'Go Back' })).toHaveAttribute(
    'href',
    listRoute(AREA.achievements, category),
  );
  // The social card cut from the student's photo (the seed's 200 px portraits are too small for one: the site's card).
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
    'content',
    await builtSocialCard(full.raw.student?.profileImageUrl),
  );
  await expectOnlyTopBarIsland(page);

  // Without co-authors or awards, those sections are not shown at all.
  const plain = pick(
    entries,
    'no co-authors and no awards',
    ({ raw }) => !raw.researchDetails?.additionalAuthors?.length && !raw.researchDetails?.awards?.length,
  );
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
  const other = pick(entries, 'a program level "Other" with its text', ({ raw }) =>
    nonEmpty(raw.higherStudiesDetails?.programLevelOther),
  );
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
  const plain = pick(
    entries,
    'a plain program level',
    ({ raw }) =>
      !nonEmpty(raw.higherStudiesDetails?.programLevelOther) && nonEmpty(raw.higherStudiesDetails?.programLevel),
  );
  await page.goto(detailPath(category, plain.id));
  await expect(field(section(page, 'Program Details'), 'Program Level')).toHaveText(
    plain.raw.higherStudiesDetails!.programLevel!,
  );
});

test('global certification detail: sections only when present, lifetime validity, credential fallbacks', async ({
  page,
}) => {
  const category = 'Global Certification';
  const entries = await regularEntries(category);

  const lifetime = pick(
    entries,
    'an issue date and no expiry',
    ({ raw }) => nonEmpty(raw.certificationDetails?.issueDate) && !nonEmpty(raw.certificationDetails?.expiryDate),
  );
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
  await expect(field(expiringDates, 'Expiry Date')).toHaveText(
    formatLongDate(expiring.raw.certificationDetails!.expiryDate),
  );
  await expect(expiringDates.getByText('Validity: Lifetime')).toHaveCount(0);

  // Credential details: the ID and a 'View Credential' link, or N/A and no link.
  const credential = pick(entries, 'a credential', ({ raw }) => nonEmpty(raw.certificationDetails?.credentialUrl));
  await page.goto(detailPath(category, credential.id));
  const panel = section(page, 'Credential Details');
  await expect(field(panel, 'Credential ID')).toHaveText(credential.raw.certificationDetails!.credentialId!);
  await expect(panel.getByRole('link', { name: /View Credential/ })).toHaveAttribute(
    'href',
    new URL(credential.raw.certificationDetails!.credentialUrl!).href,
  );
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
