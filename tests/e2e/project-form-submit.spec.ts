/**
 * The project nomination form end to end with real uploads (spec 1, sections
 * 2–5, 7): a complete Start-Up nomination with every kind of file, sent exactly
 * as specified and shown as Pending. Serial.
 */
import { API_URL, DESKTOP, expect, holdRequests, keepScreenshot, PHONE, test } from './support/fixtures.ts';
import { field, labelled, pdf, png } from './support/forms.ts';
import { openForm, recordMp4 } from './support/project-submit.ts';

test.describe.configure({ mode: 'serial', timeout: 120_000 });

test('a complete Start-Up nomination with real uploads is sent exactly as specified and shows up as Pending', async ({
  page,
}, testInfo) => {
  const user = { name: 'Meera Nair 3rd-year', email: 'meera.submit@university.edu' };
  await openForm(page, user);
  // The leader's name is prefilled with the leading letters and spaces of the user's name.
  await expect(field(page, 'teamLeader.name')).toHaveValue('Meera Nair');

  // Category: typing in one block and then switching keeps the typed block in the state, sends only the chosen one.
  await labelled(page, 'Category').selectOption('Industry');
  await field(page, 'industryDetails.name').fill('Acme Corp');
  await labelled(page, 'Category').selectOption('Start-Up');

  await labelled(page, 'Project Title').fill('GreenGrid Energy Analytics');
  await expect(page.getByText('26/30')).toBeVisible();
  for (const [key, value] of Object.entries({
    rollNumber: 'R2021CS042',
    programme: 'B.Tech CSE',
    batch: '2021-2025',
    semester: '6',
    year: '3',
  })) {
    await field(page, `teamLeader.${key}`).fill(value);
  }
  await field(page, 'teamLeader.linkedinLink').fill('https://www.linkedin.com/in/meera');

  // While an upload runs: the badge, and the submit button waits.
  const releaseUpload = await holdRequests(page, `${API_URL}/api/upload/profile-image`);
  await field(page, 'teamLeader.profileImageUrl').setInputFiles(png('leader.png'));
  await expect(page.getByText('Uploading photo...')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Uploading files...' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Wait for uploads...' })).toBeDisabled();
  releaseUpload();
  await expect(page.getByText('Photo uploaded')).toBeVisible();
  await page.unroute(`${API_URL}/api/upload/profile-image`);
  await expect(page.getByRole('button', { name: 'Submit Nomination' })).toBeEnabled();
  await expect(page.getByText('Uploading files...')).toHaveCount(0);

  // One team member with a photo (optional for members).
  await page.getByRole('button', { name: 'Add Team Member' }).click();
  for (const [key, value] of Object.entries({
    name: 'Kabir Das',
    rollNumber: 'R2021CS043',
    programme: 'B.Tech CSE',
    batch: '2021-2025',
    semester: '6',
    year: '3',
  })) {
    await field(page, `teamMembers.0.${key}`).fill(value);
  }
  await field(page, 'teamMembers.0.profileImageUrl').setInputFiles(png('kabir.png'));
  await expect(
    page.locator('[data-upload-state="uploaded"]').filter({ has: field(page, 'teamMembers.0.profileImageUrl') }),
  ).toBeVisible();

  await labelled(page, 'Problem Statement (max 100 words)').fill(
    'Campus buildings waste energy because nobody can see where it goes.',
  );
  await field(page, 'features.0').fill('Live energy dashboard');
  await page.getByRole('button', { name: 'Add Feature' }).click();
  await field(page, 'features.1').fill('Anomaly alerts');
  await field(page, 'outcome.0').fill('12% lower consumption in the pilot');

  // Achievements: one with a proof, one left blank (dropped on submit).
  await page.getByRole('button', { name: 'Add Achievement' }).click();
  await field(page, 'achievements.0.name').fill('Best Startup Award');
  await field(page, 'achievements.0.proofUrl').setInputFiles(pdf('award.pdf'));
  await expect(page.getByText('Proof uploaded successfully')).toBeVisible();
  await page.getByRole('button', { name: 'Add Achievement' }).click();

  await labelled(page, 'Technology Domain').selectOption('IoT');
  await field(page, 'techStack.0').fill('React');
  for (const [key, value] of Object.entries({
    name: 'Dr. Kavita Rao',
    department: 'CSE',
    email: 'kavita.rao@university.edu',
    phone: '+91 98765 43210',
    designation: 'Professor',
  })) {
    await field(page, `mentor.internalMentor.${key}`).fill(value);
  }
  await labelled(page, 'GitHub Repository URL').fill('https://github.com/example/greengrid');

  // A real video, read and checked in the browser, then uploaded.
  await field(page, 'videoUrl').setInputFiles(await recordMp4(page));
  await expect(page.getByText('Video uploaded successfully')).toBeVisible();
  await expect(page.getByRole('link', { name: /View Video/ })).toHaveAttribute('href', new RegExp(`^${API_URL}/`));

  // Start-Up block.
  await field(page, 'startupDetails.name').fill('GreenGrid');
  await field(page, 'startupDetails.foundationYear').fill('2022');
  await expect(page.getByRole('button', { name: 'Remove Founder 1' })).toHaveCount(0);
  await field(page, 'startupDetails.founders.0.name').fill('Meera Nair');
  await field(page, 'startupDetails.founders.0.role').fill('CEO');
  await field(page, 'startupDetails.description').fill('Energy analytics for campuses.');
  await field(page, 'startupDetails.incubatorName').fill('University Incubator');
  await page.getByRole('radio', { name: 'Yes' }).check();
  await field(page, 'startupDetails.incubationLetterUrl').setInputFiles(pdf('letter.pdf'));
  await expect(
    page.getByText('Uploading certificate...').or(page.getByText('Certificate uploaded successfully')),
  ).toBeVisible();
  await expect(page.getByText('Certificate uploaded successfully')).toBeVisible();
  await expect(page.getByRole('link', { name: /View Certificate/ })).toBeVisible();
  await expect(page.getByText('Maximum file size: 5MB', { exact: true })).toBeVisible();

  await labelled(page, 'Live Project URL').fill('https://greengrid.example.com');

  // Images: three at once, then one removed.
  await field(page, 'posterImages').setInputFiles([png('one.png'), png('two.png'), png('three.png')]);
  await expect(page.getByRole('img', { name: /^Project image \d$/ })).toHaveCount(3);
  await page.getByRole('button', { name: 'Remove Project image 3' }).click();
  await expect(page.getByRole('img', { name: /^Project image \d$/ })).toHaveCount(2);

  // The draft holds the uploaded files' URLs.
  const draftKey = `wof:draft:project-nomination:${user.email}`;
  await expect
    .poll(() =>
      page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null')?.data.posterImages.length, draftKey),
    )
    .toBe(2);

  // Submit, held until the overlay has been seen.
  const releasePost = await holdRequests(page, `${API_URL}/api/project-nominations`, 'POST');
  const sent = page.waitForRequest(
    (request) => request.url() === `${API_URL}/api/project-nominations` && request.method() === 'POST',
  );
  await page.getByRole('button', { name: 'Submit Nomination' }).click();
  await expect(page.getByRole('dialog', { name: 'Submitting your project nomination...' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
  releasePost();
  const request = await sent;
  const payload = request.postDataJSON();
  const answer = await (await request.response())!.json();

  const banner = page.locator('[data-banner="success"]');
  // The spec's text, then where to follow the nomination (issue 53).
  await expect(banner).toHaveText(
    /Project nomination submitted successfully! Follow its status in My Project Nominations\./,
  );
  await expect(banner).toBeFocused();
  const followUp = banner.getByRole('link', { name: 'My Project Nominations' });
  await expect(followUp).toHaveAttribute('href', '/projects/my-nominations');
  for (const size of [PHONE, DESKTOP]) {
    await page.setViewportSize(size);
    await expect(followUp).toBeInViewport();
    await keepScreenshot(page, testInfo, `project-submitted-${size.width}`);
  }
  expect(request.headers().authorization).toMatch(/^Bearer /);

  expect(payload).toMatchObject({
    category: 'Start-Up',
    projectTitle: 'GreenGrid Energy Analytics',
    teamLeader: { name: 'Meera Nair', rollNumber: 'R2021CS042', linkedinLink: 'https://www.linkedin.com/in/meera' },
    features: ['Live energy dashboard', 'Anomaly alerts'],
    outcome: ['12% lower consumption in the pilot'],
    achievements: [{ name: 'Best Startup Award' }],
    technologyDomain: 'IoT',
    techStack: ['React'],
    mentor: { internalMentor: { name: 'Dr. Kavita Rao', email: 'kavita.rao@university.edu' } },
    githubLink: 'https://github.com/example/greengrid',
    liveUrl: 'https://greengrid.example.com/',
    startupDetails: {
      name: 'GreenGrid',
      foundationYear: 2022,
      founders: [{ name: 'Meera Nair', role: 'CEO' }],
      incubatorName: 'University Incubator',
      isRegistered: true,
    },
    submittedBy: { name: user.name, email: user.email },
  });
  expect(payload.teamMembers).toHaveLength(1);
  expect(payload.posterImages).toHaveLength(2);
  for (const url of [
    payload.teamLeader.profileImageUrl,
    payload.teamMembers[0].profileImageUrl,
    payload.achievements[0].proofUrl,
    payload.videoUrl,
    payload.startupDetails.incubationLetterUrl,
    ...payload.posterImages,
  ]) {
    expect(url).toMatch(/^https?:\/\//);
  }
  for (const other of ['industryDetails', 'inHouseDetails', 'researchDetails'])
    expect(payload).not.toHaveProperty(other);

  // Reset to empty with the leader's name prefilled again; the draft is gone.
  await expect(labelled(page, 'Project Title')).toHaveValue('');
  await expect(field(page, 'teamLeader.name')).toHaveValue('Meera Nair');
  await expect(page.getByText('Photo uploaded')).toHaveCount(0);
  await page.waitForTimeout(600);
  expect(await page.evaluate((key) => localStorage.getItem(key), draftKey)).toBeNull();

  // My Project Nominations, reached from the banner, lists it as Pending.
  const id: string = answer.data.nominationId;
  await followUp.click();
  await expect(page).toHaveURL(/\/projects\/my-nominations$/);
  const row = page.getByRole('link', { name: /GreenGrid Energy Analytics/ });
  await expect(row).toHaveAttribute('href', `/projects/nominations/${id}`);
  await expect(row).toContainText('Pending');
  await expect(row).toContainText('Start-Up');
  await expect(row).toContainText('Meera Nair');
  await expect(row).toContainText('Submitted on');
  await expect(row).toContainText('View Details');
});
