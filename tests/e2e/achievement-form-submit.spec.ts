/**
 * The Submit Achievement form end to end with real uploads (spec 2, sections
 * 2.8, 3.2, 4, 7.2, 7.3 and 8): each of the four categories submitted with
 * the exact payload, and the document upload failures that need the demo
 * backend's fault injection (a 500 with the server's message, a request that
 * never answers). Serial: faults are set only on /api/upload/document and
 * cleared in `finally`.
 */
import type { Page } from '@playwright/test';
import { API_URL, DESKTOP, expect, holdRequests, hydrated, keepScreenshot, PHONE, signInTo, test, type TestUser, pageFaults } from './support/fixtures.ts';
import { escapeRegExp as escape, field, pathsOf, PDF, PNG, recordPosts, type Post } from './support/forms.ts';

test.describe.configure({ mode: 'serial', timeout: 120_000 });

const FORM = '/achievements/nominate-achievements';
/** Files of exactly these bytes: the backend must store them unchanged. */
const png = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });
const pdf = (name: string) => ({ name, mimeType: 'application/pdf', buffer: PDF });
const uploadAlert = (page: Page) => page.locator('[data-banner="error"]').filter({ has: page.locator('[data-upload-alert]') });
const submitButton = (page: Page) => page.getByRole('button', { name: 'Submit Achievement' });
/** A URL the demo backend gave for an uploaded file. */
const UPLOADED_URL = new RegExp(`^${escape(API_URL)}/uploads/[\\w.-]+$`);
const UPLOADED = expect.stringMatching(UPLOADED_URL);

async function openForm(page: Page, user: TestUser) {
  await signInTo(page, FORM, user);
  await hydrated(page);
  await expect(page.getByText(`Welcome, ${user.name}!`)).toBeVisible();
}

async function fill(page: Page, values: Record<string, string>) {
  for (const [path, value] of Object.entries(values)) await field(page, path).fill(value);
}

/** Fills the student part and uploads a real photo. */
async function fillStudent(page: Page) {
  await fill(page, {
    'student.rollNumber': 'R2021CS042',
    'student.programme': 'B.Tech CSE',
    'student.batch': '2021-2025',
    'student.semester': '7',
    'student.year': '4',
    'student.linkedinLink': 'https://www.linkedin.com/in/meera',
  });
  await field(page, 'student.profileImageUrl').setInputFiles(png('meera.png'));
  await expect(page.getByText('Profile image uploaded')).toBeVisible();
}

const STUDENT = {
  name: 'Meera Nair',
  rollNumber: 'R2021CS042',
  programme: 'B.Tech CSE',
  batch: '2021-2025',
  semester: '7',
  year: '4',
  linkedinLink: 'https://www.linkedin.com/in/meera',
  profileImageUrl: UPLOADED,
};

/** Submits and returns the JSON body of the POST, after the success banner. */
async function submitAndRead(page: Page, posts: Post[], click = true) {
  if (click) await submitButton(page).click();
  await expect(page.locator('[data-banner="success"]')).toHaveText(/Achievement submitted successfully!/);
  const sent = posts.filter((post) => post.path === '/api/achievement-nominations');
  expect(sent).toHaveLength(1);
  const request = sent[0]!.request;
  expect(request.headers().authorization).toMatch(/^Bearer /);
  expect(request.headers()['content-type']).toMatch(/^application\/json/);
  const answer = await (await request.response())!.json();
  expect(answer.success).toBe(true);
  return request.postDataJSON() as Record<string, unknown>;
}

/**
 * After success: banner and toast, the form empty again, the draft gone, the page at the top. Spec rule (spec 2,
 * section 2.8: "the form resets to empty"): the name too; it used to be prefilled again.
 */
async function expectReset(page: Page, user: TestUser) {
  await expect(page.locator('[data-banner="success"]')).toBeFocused();
  await expect(page.locator('[role="status"]:not([data-banner])', { hasText: 'Achievement submitted successfully!' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(50);
  await expect(field(page, 'student.name')).toHaveValue('');
  await expect(field(page, 'student.rollNumber')).toHaveValue('');
  await expect(field(page, 'category')).toHaveValue('');
  await expect(page.getByText('Profile image uploaded')).toHaveCount(0);
  await expect(submitButton(page)).toBeEnabled();
  await page.waitForTimeout(600);
  expect(await page.evaluate((key) => localStorage.getItem(key), `wof:draft:achievement-nomination:${user.email}`)).toBeNull();
}

test('Research Publication with real uploads (photo, author photo, award proof, paper) is sent exactly as specified', async ({ page, request }, testInfo) => {
  const user = { name: 'Meera Nair 3rd-year', email: 'meera.research@university.edu' };
  await openForm(page, user);
  const posts = recordPosts(page);
  // Prefilled as given (spec rule: it used to keep only the leading letters and spaces, spec 1's rule for projects).
  await expect(field(page, 'student.name')).toHaveValue('Meera Nair 3rd-year');
  await field(page, 'student.name').fill('Meera Nair');
  await fillStudent(page);

  // Typed in another category first: that block is set aside, not sent.
  await field(page, 'category').selectOption('Higher Studies');
  await field(page, 'higherStudiesDetails.university').fill('Typed, then left');
  await field(page, 'category').selectOption('Research Publication');
  await expect(field(page, 'higherStudiesDetails.university')).toHaveCount(0);

  await field(page, 'researchDetails.publicationType').selectOption('Conference Proceedings');
  await fill(page, {
    'researchDetails.title': 'Energy-aware scheduling for campus microgrids',
    'researchDetails.description': 'We schedule flexible loads when the campus grid runs on solar power.',
  });
  await expect(page.getByText('45/80')).toBeVisible();

  await page.getByRole('button', { name: 'Add Author' }).click();
  await fill(page, {
    'researchDetails.additionalAuthors.0.name': 'Neha Singh',
    'researchDetails.additionalAuthors.0.affiliation': 'IIT Delhi',
    'researchDetails.additionalAuthors.0.email': 'neha@iitd.ac.in',
    'researchDetails.additionalAuthors.0.phone': '+91 91234 56789',
    'researchDetails.additionalAuthors.0.program': 'M.Tech',
    'researchDetails.additionalAuthors.0.batch': '2022-2024',
  });
  // While a photo uploads: its own uploading state, the badge, and the submit button waits.
  const releaseUpload = await holdRequests(page, `${API_URL}/api/upload/profile-image`);
  await field(page, 'researchDetails.additionalAuthors.0.profileImageUrl').setInputFiles(png('neha.png'));
  await expect(page.getByText('Uploading author image...')).toBeVisible();
  await expect(page.getByText('Uploading profile image...')).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: 'Uploading files...' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Wait for uploads...' })).toBeDisabled();
  releaseUpload();
  await expect(page.getByText('Author image uploaded')).toBeVisible();
  await page.unroute(`${API_URL}/api/upload/profile-image`);
  await expect(submitButton(page)).toBeEnabled();

  await fill(page, {
    'researchDetails.publisherInfo.primaryInfo': 'IEEE',
    'researchDetails.publisherInfo.secondaryInfo': 'SmartGridComm 2024 Proceedings',
    'researchDetails.identifiers.eIdentifier': '10.1109/SGC.2024.0042',
    'researchDetails.identifiers.printIdentifier': '978-1-6654-0000-1',
    'researchDetails.dates.publicationDate': '2024-05-01',
    'researchDetails.links.publicationUrl': 'https://doi.org/10.1109/SGC.2024.0042',
    'researchDetails.links.publisherWebsite': 'https://ieeexplore.ieee.org',
    'researchDetails.outcome.0': 'Adopted by the campus facilities team',
  });
  await page.getByRole('button', { name: 'Add Outcome' }).click();
  await field(page, 'researchDetails.outcome.1').fill('Cited by 12 papers');

  await page.getByRole('button', { name: 'Add Award' }).click();
  await field(page, 'researchDetails.awards.0.name').fill('Best Paper Award');
  await field(page, 'researchDetails.awards.0.pptLink').setInputFiles(pdf('award.pdf'));
  await expect(page.getByText('Proof uploaded successfully')).toBeVisible();

  await fill(page, {
    'researchDetails.supervisor.name': 'Dr. Kavita Rao',
    'researchDetails.supervisor.affiliation': 'School of Engineering',
    'researchDetails.supervisor.designation': 'Professor',
    'researchDetails.supervisor.phone': '+91 98765 43210',
    'researchDetails.supervisor.email': 'kavita.rao@university.edu',
  });
  await field(page, 'researchDetails.pptLink').setInputFiles(pdf('paper.pdf'));
  await expect(page.getByText('Research paper uploaded successfully')).toBeVisible();
  await expect(page.getByRole('link', { name: /View Research Paper/ })).toHaveAttribute('href', UPLOADED_URL);
  await page.setViewportSize(PHONE);
  await keepScreenshot(page, testInfo, 'achievement-research-filled-390');
  await page.setViewportSize(DESKTOP);
  await keepScreenshot(page, testInfo, 'achievement-research-filled-1280');

  // Held until the submitting state has been seen.
  const releasePost = await holdRequests(page, `${API_URL}/api/achievement-nominations`, 'POST');
  const clicked = submitButton(page).click();
  await expect(page.getByRole('dialog', { name: 'Submitting your achievement...' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
  releasePost();
  await clicked;
  const payload = await submitAndRead(page, posts, false);
  expect(payload).toEqual({
    category: 'Research Publication',
    student: STUDENT,
    researchDetails: {
      publicationType: 'Conference Proceedings',
      title: 'Energy-aware scheduling for campus microgrids',
      description: 'We schedule flexible loads when the campus grid runs on solar power.',
      additionalAuthors: [
        {
          name: 'Neha Singh',
          affiliation: 'IIT Delhi',
          email: 'neha@iitd.ac.in',
          phone: '+91 91234 56789',
          program: 'M.Tech',
          batch: '2022-2024',
          profileImageUrl: UPLOADED,
        },
      ],
      publisherInfo: { primaryInfo: 'IEEE', secondaryInfo: 'SmartGridComm 2024 Proceedings' },
      identifiers: { eIdentifier: '10.1109/SGC.2024.0042', printIdentifier: '978-1-6654-0000-1' },
      dates: { publicationDate: '2024-05-01' },
      links: { publicationUrl: 'https://doi.org/10.1109/SGC.2024.0042', publisherWebsite: 'https://ieeexplore.ieee.org' },
      outcome: ['Adopted by the campus facilities team', 'Cited by 12 papers'],
      awards: [{ name: 'Best Paper Award', pptLink: UPLOADED }],
      supervisor: {
        name: 'Dr. Kavita Rao',
        affiliation: 'School of Engineering',
        designation: 'Professor',
        phone: '+91 98765 43210',
        email: 'kavita.rao@university.edu',
      },
      pptLink: UPLOADED,
    },
    openSourceDetails: null,
    higherStudiesDetails: null,
    certificationDetails: null,
    submittedBy: { name: user.name, email: user.email },
  });
  expect(pathsOf(posts).sort()).toEqual(
    [
      '/api/achievement-nominations',
      '/api/upload/document',
      '/api/upload/document',
      '/api/upload/profile-image',
      '/api/upload/profile-image',
    ].sort(),
  );
  // Uploads are multipart, and the backend stored exactly the bytes chosen.
  for (const { request: upload } of posts.filter((post) => post.path.startsWith('/api/upload/'))) {
    expect(upload.headers()['content-type']).toMatch(/^multipart\/form-data; boundary=/);
  }
  const details = payload.researchDetails as { pptLink: string; additionalAuthors: Array<{ profileImageUrl: string }> };
  expect(Buffer.from(await (await request.get(details.pptLink)).body())).toEqual(PDF);
  expect(Buffer.from(await (await request.get(details.additionalAuthors[0]!.profileImageUrl)).body())).toEqual(PNG);
  await expectReset(page, user);
  await page.setViewportSize(PHONE);
  await page.screenshot({ path: testInfo.outputPath('achievement-success-390.png') });
});

test('Open Source is sent with only its block: blank contributions dropped, the pull requests as typed', async ({ page }) => {
  const user = { name: 'Meera Nair', email: 'meera.opensource@university.edu' };
  await openForm(page, user);
  const posts = recordPosts(page);
  await fillStudent(page);
  await field(page, 'category').selectOption('Open Source');
  await fill(page, {
    'openSourceDetails.projectName': 'Firefox Accessibility',
    'openSourceDetails.organization': 'Mozilla',
    'openSourceDetails.program': 'Google Summer of Code',
    'openSourceDetails.pr': '12',
    'openSourceDetails.repoLink': 'https://github.com/mozilla/gecko-dev',
    'openSourceDetails.description': 'Keyboard and screen reader fixes in the browser UI.',
    'openSourceDetails.contributions.0': 'Fixed focus rings in dialogs',
    'openSourceDetails.techStack.0': 'JavaScript',
    'openSourceDetails.impact.0': 'Used by millions of people',
  });
  await field(page, 'openSourceDetails.role').selectOption('Maintainer');
  await field(page, 'openSourceDetails.techDomain').selectOption('Web Development');
  await page.getByRole('button', { name: 'Add Contribution' }).click();
  await page.getByRole('button', { name: 'Add Technology' }).click();
  await field(page, 'openSourceDetails.techStack.1').fill('Rust');
  await page.getByRole('button', { name: 'Add Award' }).click();
  await field(page, 'openSourceDetails.awards.0.name').fill('Top Contributor 2024');
  await field(page, 'openSourceDetails.awards.0.pptLink').setInputFiles(pdf('award.pdf'));
  await expect(page.getByText('Proof uploaded successfully')).toBeVisible();

  const payload = await submitAndRead(page, posts);
  expect(payload).toEqual({
    category: 'Open Source',
    student: STUDENT,
    researchDetails: null,
    openSourceDetails: {
      projectName: 'Firefox Accessibility',
      description: 'Keyboard and screen reader fixes in the browser UI.',
      contributions: ['Fixed focus rings in dialogs'],
      pr: '12',
      techStack: ['JavaScript', 'Rust'],
      techDomain: 'Web Development',
      program: 'Google Summer of Code',
      organization: 'Mozilla',
      role: 'Maintainer',
      repoLink: 'https://github.com/mozilla/gecko-dev',
      impact: ['Used by millions of people'],
      awards: [{ name: 'Top Contributor 2024', pptLink: UPLOADED }],
    },
    higherStudiesDetails: null,
    certificationDetails: null,
    submittedBy: { name: user.name, email: user.email },
  });
  await expectReset(page, user);
});

test('Higher Studies is sent with program level Other and its "Please specify" text', async ({ page }) => {
  const user = { name: 'Meera Nair', email: 'meera.higher@university.edu' };
  await openForm(page, user);
  const posts = recordPosts(page);
  await fillStudent(page);
  // Research typed first, then switched away from: it is set aside and sent as null.
  await field(page, 'category').selectOption('Research Publication');
  await field(page, 'researchDetails.title').fill('Not this one');
  await field(page, 'category').selectOption('Higher Studies');
  await fill(page, {
    'higherStudiesDetails.university': 'ETH Zurich',
    'higherStudiesDetails.country': 'Switzerland',
    'higherStudiesDetails.course': 'Computer Science',
    'higherStudiesDetails.specialization': 'Machine Learning',
    'higherStudiesDetails.admissionYear': '2025',
    'higherStudiesDetails.description': 'Admitted with a full scholarship.',
  });
  await field(page, 'higherStudiesDetails.universityType').selectOption('Foreign');
  await field(page, 'higherStudiesDetails.programLevel').selectOption('Other');
  await page.getByLabel(/^Please specify\*?$/).fill('Integrated Masters and PhD');

  const payload = await submitAndRead(page, posts);
  expect(payload).toEqual({
    category: 'Higher Studies',
    student: STUDENT,
    researchDetails: null,
    openSourceDetails: null,
    higherStudiesDetails: {
      university: 'ETH Zurich',
      universityType: 'Foreign',
      description: 'Admitted with a full scholarship.',
      country: 'Switzerland',
      course: 'Computer Science',
      specialization: 'Machine Learning',
      programLevel: 'Other',
      programLevelOther: 'Integrated Masters and PhD',
      admissionYear: '2025',
    },
    certificationDetails: null,
    submittedBy: { name: user.name, email: user.email },
  });
  expect(pathsOf(posts)).toEqual(['/api/upload/profile-image', '/api/achievement-nominations']);
  await expectReset(page, user);
});

test('Global Certification with a real proof upload is sent exactly as specified', async ({ page }) => {
  const user = { name: 'Meera Nair', email: 'meera.certification@university.edu' };
  await openForm(page, user);
  const posts = recordPosts(page);
  await fillStudent(page);
  await field(page, 'category').selectOption('Global Certification');
  await fill(page, {
    'certificationDetails.certificationName': 'AWS Certified Solutions Architect',
    'certificationDetails.issuingOrganization': 'Amazon Web Services',
    'certificationDetails.issueDate': '2024-03-01',
    'certificationDetails.expiryDate': '2027-03-01',
    'certificationDetails.credentialId': 'AWS-SAA-123456',
    'certificationDetails.credentialUrl': 'https://www.credly.com/badges/123456',
    'certificationDetails.description': 'Designing resilient systems on AWS.',
    'certificationDetails.skills.0': 'Cloud architecture',
    'certificationDetails.outcome.0': 'Led the lab migration to AWS',
  });
  await field(page, 'certificationDetails.certificationType').selectOption('Associate');
  await field(page, 'certificationDetails.technologyDomain').selectOption('Cloud Computing');
  await page.getByRole('button', { name: 'Add Skill' }).click();
  await field(page, 'certificationDetails.skills.1').fill('Cost optimisation');
  await field(page, 'certificationDetails.pptLink').setInputFiles(pdf('certificate.pdf'));
  await expect(page.getByText('Proof uploaded successfully')).toBeVisible();

  const payload = await submitAndRead(page, posts);
  expect(payload).toEqual({
    category: 'Global Certification',
    student: STUDENT,
    researchDetails: null,
    openSourceDetails: null,
    higherStudiesDetails: null,
    certificationDetails: {
      certificationName: 'AWS Certified Solutions Architect',
      description: 'Designing resilient systems on AWS.',
      issuingOrganization: 'Amazon Web Services',
      issueDate: '2024-03-01',
      expiryDate: '2027-03-01',
      credentialId: 'AWS-SAA-123456',
      credentialUrl: 'https://www.credly.com/badges/123456',
      certificationType: 'Associate',
      technologyDomain: 'Cloud Computing',
      skills: ['Cloud architecture', 'Cost optimisation'],
      outcome: ['Led the lab migration to AWS'],
      awards: [],
      pptLink: UPLOADED,
    },
    submittedBy: { name: user.name, email: user.email },
  });
  await expectReset(page, user);
});

test('a document upload answered 500 by the backend: retried twice, then the server message and the file alert', async ({ page }, testInfo) => {
  const user = { name: 'Meera Nair', email: 'meera.fault500@university.edu' };
  await openForm(page, user);
  await field(page, 'category').selectOption('Global Certification');
  await field(page, 'certificationDetails.certificationName').fill('Kept through a failure');
  const posts = recordPosts(page);
  const faults = await pageFaults(page);
  try {
    await faults.set({ fail: { '/api/upload/document': 500 } });
    await field(page, 'certificationDetails.pptLink').setInputFiles(pdf('proof.pdf'));
    await expect(uploadAlert(page).locator('[data-upload-message]')).toHaveText('Injected failure (status 500)', { timeout: 20_000 });
  } finally {
    await faults.clear();
  }
  await expect(uploadAlert(page)).toHaveAttribute('role', 'alert');
  await expect(uploadAlert(page).locator('[data-upload-alert]')).toHaveText('Failed to upload file. Please try again.');
  expect(pathsOf(posts)).toEqual(['/api/upload/document', '/api/upload/document', '/api/upload/document']);
  await expect(field(page, 'certificationDetails.pptLink')).toHaveValue('');
  await page.screenshot({ path: testInfo.outputPath('achievement-upload-alert-1280.png') });
  await page.reload();
  await hydrated(page);
  await expect(field(page, 'certificationDetails.certificationName')).toHaveValue('Kept through a failure');
  // Choosing the file again now works.
  await field(page, 'certificationDetails.pptLink').setInputFiles(pdf('proof.pdf'));
  await expect(page.getByText('Proof uploaded successfully')).toBeVisible();
});

test('a document upload that never answers times out after 60 s, is retried twice, then says it could not connect', async ({ page }) => {
  await page.clock.install();
  const user = { name: 'Meera Nair', email: 'meera.timeout@university.edu' };
  await openForm(page, user);
  await field(page, 'category').selectOption('Research Publication');
  const posts = recordPosts(page);
  const message = uploadAlert(page).locator('[data-upload-message]');
  const faults = await pageFaults(page);
  try {
    await faults.set({ hang: ['/api/upload/document'] });
    await field(page, 'researchDetails.pptLink').setInputFiles(pdf('paper.pdf'));
    await expect(page.getByText('Uploading research paper...')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Wait for uploads...' })).toBeDisabled();
    await page.clock.fastForward(59_000);
    await expect(page.getByText('Uploading research paper...')).toBeVisible();
    expect(pathsOf(posts)).toEqual(['/api/upload/document']);
    // 60 s, 1 s, 60 s, 2 s, 60 s: forward in steps until the last attempt gives up.
    await expect(async () => {
      await page.clock.fastForward(5_000);
      await expect(message).toBeVisible({ timeout: 500 });
    }).toPass({ timeout: 90_000 });
  } finally {
    await faults.clear();
  }
  await expect(message).toHaveText('Could not connect to the server. Please check your network.');
  await expect(uploadAlert(page).locator('[data-upload-alert]')).toHaveText('Failed to upload file. Please try again.');
  expect(pathsOf(posts)).toEqual(['/api/upload/document', '/api/upload/document', '/api/upload/document']);
  await expect(field(page, 'researchDetails.pptLink')).toHaveValue('');
  await expect(submitButton(page)).toBeEnabled();
});
