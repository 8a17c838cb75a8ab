/**
 * The Placements and Internships detail pages against the demo backend (spec 2,
 * section 2.9): their sections and fallbacks; axe at both widths. Expected values
 * are read from the backend, never hard-coded.
 */
import { safeImage, safeLink } from '#lib/safe-url.ts';
import { avatarRole } from '#lib/pictures.ts';
import { checkAtBothWidths, expect, test } from './support/fixtures.ts';
import { builtSocialCard, builtSrc } from './support/pictures.ts';
import { field, pick, section } from './support/entry-pages.ts';
import { LISTS, builtEntries, detailPath, escape, isRegular, shown } from './support/placements.ts';

// ---------------------------------------------------------------- details

for (const list of LISTS) {
  test(`${list.detail}/{id} shows every section of a complete ${list.category}`, async ({ page }) => {
    const record = pick(
      (await builtEntries(list)).filter(isRegular),
      'every field',
      (r) =>
        !!safeLink(r.organizationLink) &&
        !!r.pkg &&
        !!r.duration &&
        !!r.projectAssigned &&
        !!r.projectDescription &&
        !!safeImage(r.student?.profileImageUrl) &&
        !!safeLink(r.student?.linkedinLink),
    );
    const student = record.student!;
    await page.goto(detailPath(list, record.nominationId));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(record.organizationName!);
    await expect(page.locator('main header').getByText(list.category, { exact: true })).toBeVisible();
    await expect(page.getByText(`Nomination ID: ${record.nominationId}`)).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^${escape(record.organizationName!)}`));
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
      'content',
      await builtSocialCard(student.profileImageUrl),
    );
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      new RegExp(escape(record.organizationName!)),
    );

    expect(await page.locator('main section > h2').allTextContents()).toEqual([
      'Organization Details',
      'Specifics',
      'Project Assigned',
      'Project Description',
      'Student Information',
    ]);
    const organization = section(page, 'Organization Details');
    await expect(field(organization, 'Organization Name')).toHaveText(record.organizationName!);
    await expect(field(organization, 'Location')).toHaveText(shown(record.location));
    const website = organization.getByRole('link');
    await expect(website).toHaveAttribute('href', safeLink(record.organizationLink)!);
    await expect(website).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(website).toContainText(new URL(safeLink(record.organizationLink)!).host);

    const specifics = section(page, 'Specifics');
    await expect(field(specifics, 'Designation')).toHaveText(shown(record.studentDesignation));
    await expect(field(specifics, 'Duration')).toHaveText(record.duration!);
    await expect(field(specifics, 'Stipend/Package')).toHaveText(record.pkg!);
    await expect(section(page, 'Project Assigned')).toContainText(record.projectAssigned!);
    await expect(section(page, 'Project Description')).toContainText(record.projectDescription!);

    const info = section(page, 'Student Information');
    await expect(info.locator('img')).toHaveAttribute(
      'src',
      (await builtSrc(student.profileImageUrl, avatarRole(112)))!,
    );
    await expect(info).toContainText(student.name!);
    for (const [label, value] of [
      ['Roll Number', student.rollNumber],
      ['Programme', student.programme],
      ['Batch', student.batch],
      ['Year', student.year],
      ['Semester', student.semester],
    ] as const) {
      await expect(field(info, label), label).toHaveText(shown(value));
    }
    await expect(info.getByRole('link', { name: /LinkedIn Profile/ })).toHaveAttribute(
      'href',
      safeLink(student.linkedinLink)!,
    );
    await expect(page.getByRole('link', { name: 'Go Back' })).toHaveAttribute('href', list.canonical);

    // No JavaScript but the top bar's.
    const islands = await page
      .locator('astro-island')
      .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('component-url') ?? ''));
    expect(islands).toHaveLength(1);
    expect(islands[0]).toMatch(/TopBar/);
  });
}

test('placement details fall back to N/A and the default photo', async ({ page }) => {
  const all = (
    await Promise.all(
      LISTS.map(async (list) => (await builtEntries(list)).filter(isRegular).map((record) => ({ list, record }))),
    )
  ).flat();

  const noPackage = pick(all, 'no package', ({ record }) => !record.pkg);
  await page.goto(detailPath(noPackage.list, noPackage.record.nominationId));
  await expect(field(section(page, 'Specifics'), 'Stipend/Package')).toHaveText('N/A');

  const noProject = pick(all, 'no project assigned', ({ record }) => !record.projectAssigned);
  await page.goto(detailPath(noProject.list, noProject.record.nominationId));
  await expect(section(page, 'Project Assigned').locator('p')).toHaveText('N/A');

  const noPhoto = pick(all, 'no student photo', ({ record }) => !record.student?.profileImageUrl);
  await page.goto(detailPath(noPhoto.list, noPhoto.record.nominationId));
  const info = section(page, 'Student Information');
  await expect(info.locator('img')).toHaveCount(0);
  await expect(info.locator('[style*="default-student-image.png"]')).toHaveCount(1);
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /\/og-default\.png$/);

  const noLinkedIn = pick(all, 'no LinkedIn link', ({ record }) => !record.student?.linkedinLink);
  await page.goto(detailPath(noLinkedIn.list, noLinkedIn.record.nominationId));
  await expect(section(page, 'Student Information').getByRole('link')).toHaveCount(0);
  await expect(section(page, 'Student Information')).toContainText('LinkedIn: N/A');
});

test('axe: a placement and an internship detail page at 390 and 1280 px', async ({ page }, testInfo) => {
  for (const list of LISTS) {
    const record = pick(
      (await builtEntries(list)).filter(isRegular),
      'a photo and a website',
      (r) => !!safeLink(r.organizationLink) && !!r.student?.profileImageUrl,
    );
    await page.goto(detailPath(list, record.nominationId));
    await checkAtBothWidths(page, testInfo, `${list.category.toLowerCase()}-detail`);
  }
});
