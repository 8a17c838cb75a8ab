/**
 * The Submit Achievement form's rules, upload failures, drafts and
 * accessibility (spec 2, sections 2.8, 4, 5.2, 7.2 and 8; DESIGN.md house
 * rules). Nothing here injects backend faults, so these tests run in parallel
 * with everything else: failures are made with routes on this page only,
 * slow uploads with this page's network throttling, and an expired session
 * with a token issued already expired for the test's own user.
 */
import type { Page } from '@playwright/test';
import { API_URL, checkAtBothWidths, expect, hydrated, PHONE, signIn, SITE_URL, test, type TestUser } from './support/fixtures.ts';
import {
  draftKey as draftKeyOf,
  escapeRegExp as escape,
  expiredToken,
  field,
  fieldError as errorOf,
  idOf,
  MB,
  newUser as userWithPrefix,
  openForm as openFormAt,
  pdf,
  PNG,
  png,
  recordPostPaths as recordPosts,
  sentAs,
  submitExpecting as submitAndExpect,
  summary,
} from './support/forms.ts';

const FORM = '/achievements/nominate-achievements';
const FORM_ID = 'achievement-nomination';
const submitBanner = (page: Page) => page.locator('[data-banner]').filter({ hasNot: page.locator('[data-upload-alert], [data-draft-notice]') });
const uploadAlert = (page: Page) => page.locator('[data-banner="error"]').filter({ has: page.locator('[data-upload-alert]') });
const submitButton = (page: Page) => page.getByRole('button', { name: 'Submit Achievement' });
const draftKey = (user: TestUser) => draftKeyOf(FORM_ID, user);
const uploaded = (name: string) => `${API_URL}/uploads/${name}`;
/** A user of this test alone (drafts are per user). */
const newUser = (name = 'Diya Menon') => userWithPrefix('achievement', name);

/** Opens the form signed in; with `draft`, that draft is in storage before the form starts. */
const openForm = (page: Page, user: TestUser, draft?: unknown) => openFormAt(page, FORM, user, { draft, formId: FORM_ID });

const STUDENT = {
  name: 'Diya Menon',
  rollNumber: 'R2021CS007',
  programme: 'B.Tech CSE',
  batch: '2021-2025',
  semester: '7',
  year: '4',
  linkedinLink: 'https://www.linkedin.com/in/diya',
  profileImageUrl: uploaded('diya.png'),
};

/** A complete Higher Studies submission as the form's draft holds it. */
function higherStudiesDraft() {
  return {
    category: 'Higher Studies',
    student: STUDENT,
    researchDetails: null,
    openSourceDetails: null,
    higherStudiesDetails: {
      university: 'ETH Zurich',
      universityType: 'Foreign',
      description: 'Master of Science in Computer Science.',
      country: 'Switzerland',
      course: 'MSc Computer Science',
      specialization: '',
      programLevel: 'Masters',
      programLevelOther: '',
      admissionYear: '2025',
    },
    certificationDetails: null,
    setAside: {},
  };
}

/** Clicks submit and expects `messages` in the summary and under their fields; nothing else is listed. */
const submitExpecting = (page: Page, messages: Record<string, string>) => submitAndExpect(page, submitButton(page), messages, { only: true });

test.describe('signed out', () => {
  test('the form is replaced by the log-in texts while the guard sends the user to sign in', async ({ page, request }) => {
    // Answer the redirect to /login with 204 so the browser stays on the form page and its texts can be read.
    let redirected = false;
    await page.route(`${SITE_URL}/login`, (route) => {
      redirected = true;
      return route.fulfill({ status: 204 });
    });
    await page.goto(FORM);
    await expect(page.getByRole('heading', { name: 'Submit Achievement', level: 1 })).toBeVisible();
    await expect(page.getByText('Please log in to access this form.')).toBeVisible();
    await expect(page.getByText('You need to be logged in to submit an achievement. Please log in to continue.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to Sign In' })).toHaveAttribute('href', '/login');
    // No nomination form (the top bar's search box is a form of its own, outside main).
    await expect(page.locator('main form')).toHaveCount(0);
    expect(redirected).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('auth_redirect'))).toBe(FORM);

    // Without JavaScript the page still says it, and it is kept out of search results.
    const html = await (await request.get(`${SITE_URL}${FORM}`)).text();
    expect(html).toContain('Please log in to access this form.');
    expect(html).toContain('<meta name="robots" content="noindex">');
  });

  // Spec rule: the name is the user's as given; keeping only leading letters and spaces is spec 1's rule for projects.
  test('signing in comes back to the form with the student name prefilled', async ({ page }) => {
    const user = newUser('Diya Menon 4th-year');
    await openForm(page, user);
    await expect(field(page, 'student.name')).toHaveValue('Diya Menon 4th-year');
    await expect(submitButton(page)).toBeEnabled();
    await expect(page.getByText('Choose a category above to see the details it needs.')).toBeVisible();
  });
});

test('only the form page loads the form code, as a client:load island', async ({ request }) => {
  const html = async (path: string) => (await request.get(`${SITE_URL}${path}`)).text();
  const page = await html(FORM);
  expect(page).toMatch(/component-url="\/_astro\/AchievementNominationForm\.[\w-]+\.js"/);
  expect(page).toMatch(/<astro-island[^>]*client="load"[^>]*AchievementNominationForm|<astro-island[^>]*AchievementNominationForm[^>]*client="load"/);
  for (const path of ['/', '/about', '/login', '/achievements/research', '/achievements/open-source', '/projects/nominateprojects']) {
    expect(await html(path), path).not.toContain('AchievementNominationForm');
  }
});

test.describe('validation: every rule shows its message and nothing is sent', () => {
  test('an empty form: the category, every student field and the photo; summary, focus and live messages', async ({ page }) => {
    await openForm(page, newUser('Aditi Rao'));
    const posts = recordPosts(page);
    await submitExpecting(page, {
      'student.rollNumber': 'Roll number is required',
      'student.programme': 'Programme is required',
      'student.batch': 'Batch is required',
      'student.semester': 'Semester is required',
      'student.year': 'Year is required',
      'student.linkedinLink': 'LinkedIn profile is required',
      'student.profileImageUrl': 'Please wait for the profile image to finish uploading or select one.',
      category: 'Please select an achievement category',
    });
    await expect(summary(page)).toHaveAttribute('role', 'alert');
    await expect(summary(page).getByRole('heading')).toHaveText('Please correct the following 8 errors before submitting:');
    await expect(field(page, 'student.rollNumber')).toBeFocused();
    await expect(errorOf(page, 'student.rollNumber')).toHaveAttribute('aria-live', 'polite');
    // The summary's links lead to their fields.
    await summary(page).getByRole('link', { name: 'Please select an achievement category' }).click();
    await expect(field(page, 'category')).toBeFocused();

    // The name is required too; LinkedIn must be a web address (https:// is put in front when left out).
    await field(page, 'student.name').fill('');
    await expect(errorOf(page, 'student.name')).toHaveText('Name is required');
    await field(page, 'student.linkedinLink').fill('aditi');
    await expect(errorOf(page, 'student.linkedinLink')).toHaveText('Please enter a valid URL');
    await field(page, 'student.linkedinLink').fill('linkedin.com/in/aditi');
    await expect(errorOf(page, 'student.linkedinLink')).toBeEmpty();
    await expect(sentAs(page, 'student.linkedinLink')).toHaveText('Will be sent as https://linkedin.com/in/aditi');
    // Fixing a field removes its message at once.
    await field(page, 'student.rollNumber').fill('R1');
    await expect(summary(page).getByRole('link', { name: 'Roll number is required' })).toHaveCount(0);
    await expect(field(page, 'student.rollNumber')).not.toHaveAttribute('aria-invalid', 'true');
    expect(posts).toEqual([]);
  });

  test('a field shows its message when the user leaves it, not while typing nor when only passing through', async ({ page }) => {
    await openForm(page, newUser());
    const roll = field(page, 'student.rollNumber');
    await roll.focus();
    await roll.blur();
    await expect(errorOf(page, 'student.rollNumber')).toBeEmpty();
    await roll.fill('R');
    await roll.fill('');
    await expect(errorOf(page, 'student.rollNumber')).toBeEmpty();
    await roll.blur();
    await expect(errorOf(page, 'student.rollNumber')).toHaveText('Roll number is required');
    await expect(errorOf(page, 'student.programme')).toBeEmpty();
  });

  test('Research Publication: every required field, limits with counters, formats, labels by type, authors and awards', async ({ page }) => {
    await openForm(page, newUser(), { ...higherStudiesDraft(), category: '', higherStudiesDetails: null });
    const posts = recordPosts(page);
    await field(page, 'category').selectOption('Research Publication');
    await submitExpecting(page, {
      'researchDetails.publicationType': 'Please select a publication type',
      'researchDetails.title': 'Title is required',
      'researchDetails.description': 'Description is required',
      'researchDetails.publisherInfo.primaryInfo': 'Primary publisher information is required',
      'researchDetails.publisherInfo.secondaryInfo': 'Secondary publisher information is required',
      'researchDetails.identifiers.eIdentifier': 'Electronic identifier is required',
      'researchDetails.identifiers.printIdentifier': 'Print identifier is required',
      'researchDetails.dates.publicationDate': 'Publication date is required',
      'researchDetails.links.publicationUrl': 'Publication URL is required',
      'researchDetails.links.publisherWebsite': 'Publisher website is required',
      'researchDetails.outcome.0': 'Outcome is required',
      'researchDetails.supervisor.name': 'Supervisor name is required',
      'researchDetails.supervisor.affiliation': 'Supervisor affiliation is required',
      'researchDetails.supervisor.designation': 'Supervisor designation is required',
      'researchDetails.supervisor.phone': 'Supervisor phone is required',
      'researchDetails.supervisor.email': 'Supervisor email is required',
      'researchDetails.pptLink': 'Please upload the research paper',
    });
    await expect(field(page, 'researchDetails.publicationType')).toBeFocused();
    await expect(field(page, 'researchDetails.publicationType').locator('option')).toHaveText([
      'Select publication type',
      'Journal',
      'Book',
      'Book Chapter',
      'Conference Proceedings',
      'Patent',
    ]);

    // Publisher labels follow the publication type.
    const label = (path: string) => page.locator(`label[for="${idOf(path)}"]`);
    await expect(label('researchDetails.publisherInfo.primaryInfo')).toHaveText('Primary Publisher Information*');
    await field(page, 'researchDetails.publicationType').selectOption('Journal');
    await expect(label('researchDetails.publisherInfo.primaryInfo')).toHaveText('Publisher*');
    await expect(label('researchDetails.publisherInfo.secondaryInfo')).toHaveText('Journal, Volume & Issue*');
    await expect(label('researchDetails.identifiers.eIdentifier')).toHaveText('DOI / e-ISSN*');
    await field(page, 'researchDetails.publicationType').selectOption('Patent');
    await expect(label('researchDetails.publisherInfo.primaryInfo')).toHaveText('Patent Office*');
    await expect(label('researchDetails.identifiers.printIdentifier')).toHaveText('Publication Number*');

    // Title at most 80 and description at most 500 characters, with counters.
    const title = field(page, 'researchDetails.title');
    await title.fill('t'.repeat(90));
    await expect(title).toHaveValue('t'.repeat(80));
    await expect(page.locator(`#${idOf('researchDetails.title')}-hint`)).toContainText('80/80');
    const description = field(page, 'researchDetails.description');
    await description.fill('d'.repeat(520));
    await expect(description).toHaveValue('d'.repeat(500));
    await expect(page.locator(`#${idOf('researchDetails.description')}-hint`)).toContainText('500/500');
    await expect(errorOf(page, 'researchDetails.title')).toBeEmpty();

    // URL, e-mail and date formats; a phone is taken as written.
    await expect(field(page, 'researchDetails.dates.publicationDate')).toHaveAttribute('type', 'date');
    await field(page, 'researchDetails.links.publicationUrl').fill('doi.org/10.1/x');
    await field(page, 'researchDetails.links.publicationUrl').blur();
    await expect(errorOf(page, 'researchDetails.links.publicationUrl')).toBeEmpty();
    await expect(sentAs(page, 'researchDetails.links.publicationUrl')).toHaveText('Will be sent as https://doi.org/10.1/x');
    await field(page, 'researchDetails.links.publisherWebsite').fill('javascript:alert(1)');
    await expect(errorOf(page, 'researchDetails.links.publisherWebsite')).toHaveText(/valid URL/);
    await expect(field(page, 'researchDetails.supervisor.email')).toHaveAttribute('type', 'email');
    await field(page, 'researchDetails.supervisor.email').fill('not-an-email');
    await expect(errorOf(page, 'researchDetails.supervisor.email')).toHaveText('Please enter a valid email address');
    await field(page, 'researchDetails.supervisor.phone').fill('+91 98765 43210 ext 5');
    await field(page, 'researchDetails.supervisor.phone').blur();
    await expect(errorOf(page, 'researchDetails.supervisor.phone')).toBeEmpty();

    // Outcomes keep one row: removing the last leaves one empty row.
    await field(page, 'researchDetails.outcome.0').fill('Cited');
    await page.getByRole('button', { name: 'Add Outcome' }).click();
    await expect(field(page, 'researchDetails.outcome.1')).toBeFocused();
    await page.getByRole('button', { name: 'Remove Outcome 2' }).click();
    await page.getByRole('button', { name: 'Remove Outcome 1' }).click();
    await expect(field(page, 'researchDetails.outcome.0')).toHaveValue('');
    await expect(page.getByRole('button', { name: 'Remove Outcome 2' })).toHaveCount(0);

    // Additional authors: a name and a photo (marked required); e-mail checked when given. Awards: a name and a proof.
    await expect(page.getByText('No additional authors added.')).toBeVisible();
    await page.getByRole('button', { name: 'Add Author' }).click();
    await expect(field(page, 'researchDetails.additionalAuthors.0.name')).toBeFocused();
    await expect(page.locator(`label[for="${idOf('researchDetails.additionalAuthors.0.profileImageUrl')}"]`)).toHaveText('Author 1 photo*');
    await field(page, 'researchDetails.additionalAuthors.0.email').fill('neha@');
    await expect(page.getByText('No awards added.')).toBeVisible();
    await page.getByRole('button', { name: 'Add Award' }).click();
    await submitButton(page).click();
    await expect(errorOf(page, 'researchDetails.additionalAuthors.0.name')).toHaveText('Author name is required');
    await expect(errorOf(page, 'researchDetails.additionalAuthors.0.profileImageUrl')).toHaveText('Author photo is required');
    await expect(errorOf(page, 'researchDetails.additionalAuthors.0.email')).toHaveText('Please enter a valid email address');
    await expect(errorOf(page, 'researchDetails.awards.0.name')).toHaveText('Award name is required');
    await expect(errorOf(page, 'researchDetails.awards.0.pptLink')).toHaveText('Please upload a proof for this award');
    await page.getByRole('button', { name: 'Remove Author 1' }).click();
    await expect(page.getByText('No additional authors added.')).toBeVisible();
    await page.getByRole('button', { name: 'Remove Award 1' }).click();
    await expect(page.getByText('No awards added.')).toBeVisible();
    expect(posts).toEqual([]);
  });

  test('Open Source: required fields, optional repository link checked as a URL, keep-one lists', async ({ page }) => {
    await openForm(page, newUser(), { ...higherStudiesDraft(), category: '', higherStudiesDetails: null });
    const posts = recordPosts(page);
    await field(page, 'category').selectOption('Open Source');
    await submitExpecting(page, {
      'openSourceDetails.projectName': 'Project name is required',
      'openSourceDetails.organization': 'Organization is required',
      'openSourceDetails.role': 'Please select your role',
      'openSourceDetails.description': 'Description is required',
      'openSourceDetails.techDomain': 'Please select a technology domain',
      'openSourceDetails.techStack.0': 'Technology is required',
      'openSourceDetails.impact.0': 'Impact is required',
    });
    await expect(field(page, 'openSourceDetails.role').locator('option')).toHaveText([
      'Select your role',
      'Contributor',
      'Tester',
      'Open Source Enthusiast',
      'Group Project Member',
      'Mentor',
      'Maintainer',
      'Other',
    ]);
    await expect(field(page, 'openSourceDetails.techDomain').locator('option').nth(1)).toHaveText('Web Development');
    await field(page, 'openSourceDetails.repoLink').fill('mailto:dev@mozilla.org');
    await field(page, 'openSourceDetails.repoLink').blur();
    await expect(errorOf(page, 'openSourceDetails.repoLink')).toHaveText('Please enter a valid URL');
    // Optional fields say so and have no message when empty.
    for (const path of ['program', 'pr', 'contributions.0']) {
      await expect(field(page, `openSourceDetails.${path}`)).not.toHaveAttribute('aria-required', 'true');
      await expect(errorOf(page, `openSourceDetails.${path}`)).toBeEmpty();
    }
    await page.getByRole('button', { name: 'Add Technology' }).click();
    await field(page, 'openSourceDetails.techStack.1').fill('Rust');
    await page.getByRole('button', { name: 'Remove Technology 1' }).click();
    await expect(field(page, 'openSourceDetails.techStack.0')).toHaveValue('Rust');
    await page.getByRole('button', { name: 'Remove Technology 1' }).click();
    await expect(field(page, 'openSourceDetails.techStack.0')).toHaveValue('');
    expect(posts).toEqual([]);
  });

  test('Higher Studies: required fields; program level Other asks for "Please specify"', async ({ page }) => {
    await openForm(page, newUser(), { ...higherStudiesDraft(), category: '', higherStudiesDetails: null });
    const posts = recordPosts(page);
    await field(page, 'category').selectOption('Higher Studies');
    await submitExpecting(page, {
      'higherStudiesDetails.university': 'University is required',
      'higherStudiesDetails.universityType': 'Please select a university type',
      'higherStudiesDetails.country': 'Country is required',
      'higherStudiesDetails.course': 'Course is required',
      'higherStudiesDetails.programLevel': 'Please select a program level',
      'higherStudiesDetails.admissionYear': 'Admission year is required',
      'higherStudiesDetails.description': 'Description is required',
    });
    await expect(field(page, 'higherStudiesDetails.universityType').locator('option')).toHaveText([
      'Select university type',
      'Central',
      'State',
      'Private',
      'Semi-Private',
      'Deemed',
      'Autonomous',
      'Foreign',
      'Other',
    ]);
    await expect(field(page, 'higherStudiesDetails.programLevel').locator('option')).toHaveText([
      'Select program level',
      'Masters',
      'PhD',
      'Post-Doctoral',
      'Other',
    ]);
    await expect(field(page, 'higherStudiesDetails.programLevelOther')).toHaveCount(0);
    await field(page, 'higherStudiesDetails.programLevel').selectOption('Other');
    await expect(page.getByLabel(/^Please specify\*?$/)).toBeVisible();
    await expect(errorOf(page, 'higherStudiesDetails.programLevelOther')).toHaveText('Please specify the program level');
    await expect(field(page, 'higherStudiesDetails.programLevelOther')).toHaveAttribute('aria-required', 'true');
    await field(page, 'higherStudiesDetails.programLevel').selectOption('PhD');
    await expect(field(page, 'higherStudiesDetails.programLevelOther')).toHaveCount(0);
    await expect(field(page, 'higherStudiesDetails.specialization')).not.toHaveAttribute('aria-required', 'true');
    expect(posts).toEqual([]);
  });

  test('Global Certification: required fields and the proof; expiry, credential ID and URL optional', async ({ page }) => {
    await openForm(page, newUser(), { ...higherStudiesDraft(), category: '', higherStudiesDetails: null });
    const posts = recordPosts(page);
    await field(page, 'category').selectOption('Global Certification');
    await submitExpecting(page, {
      'certificationDetails.certificationName': 'Certification name is required',
      'certificationDetails.issuingOrganization': 'Issuing organization is required',
      'certificationDetails.certificationType': 'Please select a certification type',
      'certificationDetails.technologyDomain': 'Please select a technology domain',
      'certificationDetails.issueDate': 'Issue date is required',
      'certificationDetails.description': 'Description is required',
      'certificationDetails.skills.0': 'Skill is required',
      'certificationDetails.outcome.0': 'Outcome is required',
      'certificationDetails.pptLink': 'Please upload a proof of certification',
    });
    await expect(field(page, 'certificationDetails.certificationType').locator('option')).toHaveText([
      'Select certification type',
      'Beginner',
      'Fundamental',
      'Associate',
      'Professional',
      'Expert',
      'Speciality',
      'Master',
    ]);
    for (const path of ['expiryDate', 'credentialId', 'credentialUrl']) {
      await expect(field(page, `certificationDetails.${path}`)).not.toHaveAttribute('aria-required', 'true');
    }
    await field(page, 'certificationDetails.credentialUrl').fill('credly');
    await expect(errorOf(page, 'certificationDetails.credentialUrl')).toHaveText(/valid URL/);
    expect(posts).toEqual([]);
  });
});

test.describe('upload failures', () => {
  // Spec rule (spec 2, section 5.2): the 1 MB / 5 MB limits are not enforced on the client, and the photo takes JPG and PNG
  // only. This test used to refuse a 1 MB + 1 photo and a 5 MB + 1 document in the browser; sizes now go to the backend (next test).
  test('wrong-type files are refused in the browser with the message, the alert and no request; the photo takes JPG and PNG only', async ({
    page,
  }, testInfo) => {
    await openForm(page, newUser(), { ...higherStudiesDraft(), student: { ...STUDENT, profileImageUrl: '' }, category: '', higherStudiesDetails: null });
    await field(page, 'category').selectOption('Research Publication');
    await page.getByRole('button', { name: 'Add Author' }).click();
    const posts = recordPosts(page);
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    const webp = { name: 'me.webp', mimeType: 'image/webp', buffer: PNG };
    const cases: Array<[string, Parameters<Page['setInputFiles']>[1], string, string]> = [
      ['student.profileImageUrl', pdf('cv.pdf'), 'Invalid file type. Please upload JPG or PNG files only', 'Failed to upload image. Please try again.'],
      ['student.profileImageUrl', webp, 'Invalid file type. Please upload JPG or PNG files only', 'Failed to upload image. Please try again.'],
      [
        'researchDetails.additionalAuthors.0.profileImageUrl',
        pdf('author.pdf'),
        'Invalid file type. Please upload JPG or PNG files only',
        'Failed to upload author image. Please try again.',
      ],
      ['researchDetails.pptLink', png('paper.png'), 'Invalid file type. Please upload PDF, DOC, DOCX, PPT or PPTX files only', 'Failed to upload file. Please try again.'],
    ];
    for (const [path, file, message, alert] of cases) {
      await field(page, path).setInputFiles(file);
      await expect(uploadAlert(page), path).toHaveAttribute('role', 'alert');
      await expect(uploadAlert(page).locator('[data-upload-message]'), path).toHaveText(message);
      await expect(uploadAlert(page).locator('[data-upload-alert]'), path).toHaveText(alert);
      await expect(errorOf(page, path), path).toHaveText(message);
      await expect(field(page, path), path).toHaveValue('');
    }
    await expect(field(page, 'student.profileImageUrl')).toHaveAttribute('accept', 'image/jpeg,image/jpg,image/png');
    await expect(field(page, 'researchDetails.pptLink')).toHaveAttribute('accept', '.pdf,.doc,.docx,.ppt,.pptx');
    expect(posts).toEqual([]);
    // The alert is part of the page, in view where the file was chosen, never a browser dialog.
    expect(dialogs).toEqual([]);
    await expect(uploadAlert(page)).toBeInViewport();
    await page.setViewportSize(PHONE);
    await field(page, 'researchDetails.pptLink').scrollIntoViewIfNeeded();
    await expect(uploadAlert(page)).toBeInViewport();
    await page.screenshot({ path: testInfo.outputPath('achievement-upload-alert-390.png') });
    await uploadAlert(page).getByRole('button', { name: 'Dismiss message' }).click();
    await expect(uploadAlert(page)).toHaveCount(0);
  });

  test('sizes are not checked in the browser (spec 2, section 5.2): a 2 MB photo and a 6 MB paper go to the backend, whose refusal shows as its message with the alert', async ({
    page,
  }) => {
    await openForm(page, newUser(), { ...higherStudiesDraft(), student: { ...STUDENT, profileImageUrl: '' }, category: '', higherStudiesDetails: null });
    await field(page, 'category').selectOption('Research Publication');
    const posts = recordPosts(page);
    const cases = [
      ['student.profileImageUrl', png('big.png', 2 * MB), '/api/upload/profile-image', 'Failed to upload image. Please try again.'],
      ['researchDetails.pptLink', pdf('paper.pdf', 6 * MB), '/api/upload/document', 'Failed to upload file. Please try again.'],
    ] as const;
    for (const [path, file, endpoint, alert] of cases) {
      const answered = page.waitForResponse((response) => response.url() === `${API_URL}${endpoint}`);
      await field(page, path).setInputFiles(file);
      const answer = await answered;
      // The backend refused it (413), not the browser; its own words are what the form shows (spec 2, section 8).
      expect(answer.status(), path).toBe(413);
      const { message } = (await answer.json()) as { message: string };
      await expect(uploadAlert(page).locator('[data-upload-message]'), path).toHaveText(message);
      await expect(uploadAlert(page).locator('[data-upload-alert]'), path).toHaveText(alert);
      await expect(errorOf(page, path), path).toHaveText(message);
      await expect(field(page, path), path).toHaveValue('');
    }
    // A 4xx is not retried: one request each.
    expect(posts).toEqual(['/api/upload/profile-image', '/api/upload/document']);
    await expect(field(page, 'researchDetails.title')).toBeVisible();
  });

  test('answered 500: retried twice, waiting 1 s then 2 s, then "Server error (500)." and the alert; the input is cleared', async ({ page }) => {
    await openForm(page, newUser(), { ...higherStudiesDraft(), student: { ...STUDENT, profileImageUrl: '' } });
    const attempts: number[] = [];
    await page.route(`${API_URL}/api/upload/profile-image`, (route) => {
      attempts.push(Date.now());
      return route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ success: false }) });
    });
    await field(page, 'student.profileImageUrl').setInputFiles(png('me.png'));
    await expect(page.getByText('Uploading profile image...')).toBeVisible();
    await expect(uploadAlert(page).locator('[data-upload-message]')).toHaveText('Server error (500).', { timeout: 15_000 });
    await expect(uploadAlert(page).locator('[data-upload-alert]')).toHaveText('Failed to upload image. Please try again.');
    expect(attempts).toHaveLength(3);
    expect(attempts[1]! - attempts[0]!).toBeGreaterThanOrEqual(900);
    expect(attempts[2]! - attempts[1]!).toBeGreaterThanOrEqual(1900);
    await expect(field(page, 'student.profileImageUrl')).toHaveValue('');
    await expect(errorOf(page, 'student.profileImageUrl')).toHaveText('Server error (500).');
    // The server's own message wins when it gives one; a 4xx is not retried.
    await page.unroute(`${API_URL}/api/upload/profile-image`);
    attempts.length = 0;
    await page.route(`${API_URL}/api/upload/profile-image`, (route) => {
      attempts.push(Date.now());
      return route.fulfill({ status: 400, contentType: 'application/json', body: JSON.stringify({ success: false, message: 'The uploaded file is empty' }) });
    });
    await field(page, 'student.profileImageUrl').setInputFiles(png('me.png'));
    await expect(uploadAlert(page).locator('[data-upload-message]')).toHaveText('The uploaded file is empty');
    expect(attempts).toHaveLength(1);
    // The typed form is all still there.
    await expect(field(page, 'higherStudiesDetails.university')).toHaveValue('ETH Zurich');
  });

  test('an answer that names no file: "Server error (201)." (spec 2, section 8), not a made-up text', async ({ page }) => {
    await openForm(page, newUser(), { ...higherStudiesDraft(), student: { ...STUDENT, profileImageUrl: '' } });
    await page.route(`${API_URL}/api/upload/profile-image`, (route) =>
      route.fulfill({ status: 201, contentType: 'application/json', body: JSON.stringify({ success: true, data: null, message: 'Uploaded' }) }),
    );
    await field(page, 'student.profileImageUrl').setInputFiles(png('me.png'));
    await expect(uploadAlert(page).locator('[data-upload-message]')).toHaveText('Server error (201).');
    await expect(uploadAlert(page).locator('[data-upload-alert]')).toHaveText('Failed to upload image. Please try again.');
    await expect(field(page, 'higherStudiesDetails.university')).toHaveValue('ETH Zurich');
  });

  test('no answer at all: "Could not connect to the server. Please check your network." and the author alert', async ({ page }) => {
    await openForm(page, newUser(), { ...higherStudiesDraft(), category: '', higherStudiesDetails: null });
    await field(page, 'category').selectOption('Research Publication');
    await page.getByRole('button', { name: 'Add Author' }).click();
    await page.route(`${API_URL}/api/upload/profile-image`, (route) => route.abort('connectionreset'));
    await field(page, 'researchDetails.additionalAuthors.0.profileImageUrl').setInputFiles(png('author.png'));
    await expect(uploadAlert(page).locator('[data-upload-message]')).toHaveText('Could not connect to the server. Please check your network.', {
      timeout: 15_000,
    });
    await expect(uploadAlert(page).locator('[data-upload-alert]')).toHaveText('Failed to upload author image. Please try again.');
    await expect(field(page, 'researchDetails.additionalAuthors.0.profileImageUrl')).toHaveValue('');
  });

  // Spec rule (spec 2, section 8): offline is worded as the achievement catalogue words no answer: an upload "Could not
  // connect to the server…", a submission the server message or "Failed to submit achievement" (this test used to expect
  // spec 1's project texts).
  test('offline: uploads and submit say so in the achievement words, send nothing and keep everything; back online it goes through', async ({
    page,
    context,
  }) => {
    const user = newUser();
    await openForm(page, user, higherStudiesDraft());
    await field(page, 'category').selectOption('Global Certification');
    const posts = recordPosts(page);
    await context.setOffline(true);
    try {
      await field(page, 'certificationDetails.pptLink').setInputFiles(pdf('proof.pdf'));
      await expect(uploadAlert(page).locator('[data-upload-message]')).toHaveText('Could not connect to the server. Please check your network.');
      await expect(uploadAlert(page).locator('[data-upload-alert]')).toHaveText('Failed to upload file. Please try again.');
      await field(page, 'category').selectOption('Higher Studies');
      await submitButton(page).click();
      await expect(submitBanner(page)).toHaveText(/Failed to submit achievement/);
      await expect(submitBanner(page)).toBeFocused();
      await expect(field(page, 'higherStudiesDetails.university')).toHaveValue('ETH Zurich');
      expect(posts).toEqual([]);
    } finally {
      await context.setOffline(false);
    }
    await submitButton(page).click();
    await expect(page.locator('[data-banner="success"]')).toHaveText(/Achievement submitted successfully!/);
  });

  test('a document upload shows its progress bar only while progress is between 1 and 99 (a real, throttled upload)', async ({ page }) => {
    await openForm(page, newUser(), { ...higherStudiesDraft(), category: '', higherStudiesDetails: null });
    await field(page, 'category').selectOption('Global Certification');
    // Record every progress value the page shows, and whether the uploading state showed without a bar.
    await page.evaluate(() => {
      const seen: { bars: number[]; withoutBar: number } = { bars: [], withoutBar: 0 };
      (window as unknown as { __seen: typeof seen }).__seen = seen;
      const look = () => {
        const state = document.querySelector('[data-upload-state="uploading"]');
        if (!state) return;
        const bar = state.querySelector('progress');
        if (bar) seen.bars.push(bar.value);
        else seen.withoutBar += 1;
      };
      new MutationObserver(look).observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
    });
    // This page only: about 256 KB/s upwards, so a 1.5 MB document takes a few seconds.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 20, downloadThroughput: -1, uploadThroughput: 256 * 1024 });
    const answered = page.waitForResponse((response) => response.url() === `${API_URL}/api/upload/document`);
    await field(page, 'certificationDetails.pptLink').setInputFiles(pdf('proof.pdf', 1536 * 1024));
    const status = page.getByRole('status').filter({ hasText: 'Uploading proof...' });
    await expect(status).toBeVisible();
    const bar = status.locator('progress');
    await expect(bar).toBeVisible({ timeout: 20_000 });
    await expect(bar).toHaveAccessibleName('Uploading proof...');
    expect(Number(await bar.getAttribute('value'))).toBeGreaterThanOrEqual(1);
    await expect(status).toContainText(/\b\d{1,2}%/);
    expect((await answered).ok()).toBe(true);
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    await expect(page.getByText('Proof uploaded successfully')).toBeVisible();
    await expect(page.locator('progress')).toHaveCount(0);
    const seen = await page.evaluate(() => (window as unknown as { __seen: { bars: number[]; withoutBar: number } }).__seen);
    expect(seen.bars.length).toBeGreaterThan(1);
    expect(seen.bars.every((value) => value >= 1 && value <= 99), `progress shown: ${seen.bars.join(', ')}`).toBe(true);
    expect(new Set(seen.bars).size).toBeGreaterThan(1);
    expect(seen.withoutBar).toBeGreaterThan(0);
    await expect(page.getByRole('link', { name: /View Proof/ })).toHaveAttribute('href', new RegExp(`^${escape(API_URL)}/uploads/`));
  });
});

test.describe('drafts never lose anything', () => {
  test('a reload restores typed text, the chosen block, a block set aside and uploaded files; Discard draft empties the form', async ({ page }) => {
    const user = newUser('Rohan Gupta');
    await openForm(page, user);
    await field(page, 'student.rollNumber').fill('R2021CS099');
    await field(page, 'category').selectOption('Research Publication');
    await field(page, 'researchDetails.title').fill('Typed before switching');
    await field(page, 'category').selectOption('Open Source');
    await expect(field(page, 'researchDetails.title')).toHaveCount(0);
    await field(page, 'openSourceDetails.projectName').fill('Firefox');
    await field(page, 'openSourceDetails.impact.0').fill('Faster pages');
    await field(page, 'student.profileImageUrl').setInputFiles(png('me.png'));
    await expect(page.getByText('Profile image uploaded')).toBeVisible();
    await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), draftKey(user))).toContain('Faster pages');

    await page.reload();
    await hydrated(page);
    await expect(page.locator('[data-draft-notice]')).toHaveText('Draft restored');
    await expect(field(page, 'student.rollNumber')).toHaveValue('R2021CS099');
    await expect(field(page, 'category')).toHaveValue('Open Source');
    await expect(field(page, 'openSourceDetails.projectName')).toHaveValue('Firefox');
    await expect(field(page, 'openSourceDetails.impact.0')).toHaveValue('Faster pages');
    await expect(page.getByText('Profile image uploaded')).toBeVisible();
    await expect(page.getByRole('link', { name: /View Photo/ })).toHaveAttribute('href', new RegExp(`^${escape(API_URL)}/uploads/`));
    // The block typed before the switch comes back when its category is chosen again.
    await field(page, 'category').selectOption('Research Publication');
    await expect(field(page, 'researchDetails.title')).toHaveValue('Typed before switching');
    await field(page, 'category').selectOption('Open Source');
    await expect(field(page, 'openSourceDetails.projectName')).toHaveValue('Firefox');

    await page.getByRole('button', { name: 'Discard draft' }).click();
    await expect(field(page, 'student.rollNumber')).toHaveValue('');
    await expect(field(page, 'student.name')).toHaveValue('Rohan Gupta');
    await expect(field(page, 'category')).toHaveValue('');
    await expect(page.locator('[data-draft-notice]')).toHaveCount(0);
    await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), draftKey(user))).toBeNull();
  });

  test('a failed submit shows the server message or the fallback at the top and keeps the draft', async ({ page }) => {
    const user = newUser();
    await openForm(page, user, higherStudiesDraft());
    await page.route(`${API_URL}/api/achievement-nominations`, (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ success: false, message: 'Database is unavailable' }) })
        : route.fallback(),
    );
    await submitButton(page).scrollIntoViewIfNeeded();
    await submitButton(page).click();
    await expect(submitBanner(page)).toHaveText(/Database is unavailable/);
    await expect(submitBanner(page)).toHaveAttribute('role', 'alert');
    await expect(submitBanner(page)).toBeFocused();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(50);

    await page.unroute(`${API_URL}/api/achievement-nominations`);
    await page.route(`${API_URL}/api/achievement-nominations`, (route) =>
      route.request().method() === 'POST' ? route.abort('connectionreset') : route.fallback(),
    );
    await submitButton(page).click();
    await expect(submitBanner(page)).toHaveText(/Failed to submit achievement/);
    await expect(page.locator('[role="status"]:not([data-banner])', { hasText: 'Achievement submitted successfully!' })).toHaveCount(0);

    await page.reload();
    await hydrated(page);
    await expect(page.locator('[data-draft-notice]')).toHaveText('Draft restored');
    await expect(field(page, 'higherStudiesDetails.university')).toHaveValue('ETH Zurich');
    await expect(page.getByText('Profile image uploaded')).toBeVisible();
  });

  test('an upload refused with 401: sign in again, come back with the draft, and the file is uploaded', async ({ page }) => {
    const user = newUser('Leela Menon');
    await openForm(page, user);
    await field(page, 'student.rollNumber').fill('Through a sign-in');
    await page.evaluate((value) => localStorage.setItem('auth_token', value), await expiredToken(user));

    await field(page, 'student.profileImageUrl').setInputFiles(png('me.png'));
    await page.waitForURL((url) => url.pathname === '/login');
    expect(await page.evaluate(() => localStorage.getItem('auth_redirect'))).toBe(FORM);
    expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();

    await signIn(page, user);
    await page.waitForURL((url) => url.pathname === FORM);
    await hydrated(page);
    await expect(page.locator('[data-draft-notice]')).toHaveText('You are signed in again. Your draft has been restored.');
    await expect(field(page, 'student.rollNumber')).toHaveValue('Through a sign-in');
    // The photo that met the 401 was kept and is uploaded now.
    await expect(page.getByText('Profile image uploaded')).toBeVisible();
  });

  test('a submit refused with 401: sign in again, the draft is back, and the achievement goes through', async ({ page }) => {
    const user = newUser();
    await openForm(page, user, higherStudiesDraft());
    await page.evaluate((value) => localStorage.setItem('auth_token', value), await expiredToken(user));
    await submitButton(page).click();
    await page.waitForURL((url) => url.pathname === '/login');

    await signIn(page, user);
    await page.waitForURL((url) => url.pathname === FORM);
    await hydrated(page);
    await expect(page.locator('[data-draft-notice]')).toHaveText('You are signed in again. Your draft has been restored.');
    await expect(field(page, 'higherStudiesDetails.course')).toHaveValue('MSc Computer Science');
    await submitButton(page).click();
    await expect(page.locator('[data-banner="success"]')).toHaveText(/Achievement submitted successfully!/);
  });
});

test.describe('accessibility', () => {
  test.describe.configure({ timeout: 150_000 });

  test('the empty form: axe finds nothing at 390 and 1280 px', async ({ page }, testInfo) => {
    await openForm(page, newUser());
    await checkAtBothWidths(page, testInfo, 'achievement-form-empty');
  });

  const categories = ['Research Publication', 'Open Source', 'Higher Studies', 'Global Certification'] as const;
  for (const [index, category] of categories.entries()) {
    test(`${category}: axe finds nothing at 390 and 1280 px, empty and with every error; every control has a label; errors are announced`, async ({
      page,
    }, testInfo) => {
      await openForm(page, newUser());
      await field(page, 'category').selectOption(category);
      if (category === 'Research Publication') {
        await page.getByRole('button', { name: 'Add Author' }).click();
        await page.getByRole('button', { name: 'Add Award' }).click();
      }
      if (category === 'Higher Studies') await field(page, 'higherStudiesDetails.programLevel').selectOption('Other');
      const slug = `achievement-form-${index + 1}`;
      await checkAtBothWidths(page, testInfo, slug);

      const unlabelled = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLInputElement>('form input, form select, form textarea')]
          .filter((control) => control.labels === null || control.labels.length === 0)
          .filter((control) => !control.getAttribute('aria-label') && !control.getAttribute('aria-labelledby'))
          .map((control) => control.id || control.name),
      );
      expect(unlabelled).toEqual([]);
      const dangling = await page.evaluate(() =>
        [...document.querySelectorAll('[aria-describedby]')].flatMap((element) =>
          element
            .getAttribute('aria-describedby')!
            .split(' ')
            .filter((id) => !document.getElementById(id)),
        ),
      );
      expect(dangling).toEqual([]);

      await submitButton(page).click();
      await expect(summary(page)).toBeVisible();
      // Each shown message is announced: the summary is an alert, field messages are polite live regions tied to their control.
      const unannounced = await page.evaluate(() =>
        [...document.querySelectorAll('[aria-invalid="true"]')]
          .filter((control) => {
            const ids = control.getAttribute('aria-describedby')?.split(' ') ?? [];
            return !ids.some((id) => id.endsWith('-error') && document.getElementById(id)?.textContent?.trim());
          })
          .map((control) => control.id),
      );
      expect(unannounced).toEqual([]);
      await checkAtBothWidths(page, testInfo, `${slug}-errors`);
    });
  }
});
