/**
 * A Research Publication submitted end to end with real uploads (spec 2, sections
 * 2.8, 3.2, 7.2 and 7.3): the photo, an author's photo, an award's proof and the
 * paper, then the exact payload. Serial, like the other submissions with real
 * uploads.
 */
import { API_URL, DESKTOP, expect, holdRequests, keepScreenshot, PHONE, test } from './support/fixtures.ts';
import { field, pathsOf, PDF, PNG, recordPosts } from './support/forms.ts';
import {
  STUDENT,
  UPLOADED,
  UPLOADED_URL,
  expectReset,
  fill,
  fillStudent,
  openForm,
  pdf,
  png,
  submitAndRead,
  submitButton,
} from './support/achievement-submit.ts';

test.describe.configure({ mode: 'serial', timeout: 120_000 });

test('Research Publication with real uploads (photo, author photo, award proof, paper) is sent exactly as specified', async ({
  page,
  request,
}, testInfo) => {
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
      links: {
        publicationUrl: 'https://doi.org/10.1109/SGC.2024.0042',
        publisherWebsite: 'https://ieeexplore.ieee.org/',
      },
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
