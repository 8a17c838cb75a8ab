/**
 * A complete placement nomination at the spec spelling (spec 2, sections 2.9,
 * 7.2 and 7.3): the photo chosen on the device is uploaded first, then the exact
 * payload is posted and the form resets.
 */
import { FILES_URL, expect, holdRequests, test } from './support/fixtures.ts';
import {
  chosenFiles,
  keptFileCount,
  labelled,
  pathsOf as paths,
  png,
  recordPosts,
  successBanner,
  watchOverlay,
} from './support/forms.ts';
import {
  PROFILE_UPLOAD,
  SPEC_FORM,
  draftKey,
  expectSuccess,
  openForm,
  submitButton,
} from './support/placement-form.ts';

test.describe.configure({ timeout: 120_000 });

test('a complete nomination at the spec spelling: the photo first, then the post; the exact payload; reset keeps name and e-mail', async ({
  page,
}) => {
  const user = { name: 'Priya Nair 4th-year', email: `placement-full-${process.pid}-${Date.now()}@university.edu` };
  await openForm(page, user, undefined, SPEC_FORM);
  await expect(page.getByRole('heading', { name: 'Internship / Placement Details' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Student Details' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Project Details' })).toBeVisible();
  // Name and e-mail come from the signed-in user, as given (spec rule, spec 2, section 5.3: the name used to keep only its
  // leading letters and spaces, spec 1's rule for projects).
  await expect(labelled(page, 'Name')).toHaveValue('Priya Nair 4th-year');
  await expect(labelled(page, 'Email')).toHaveValue(user.email);

  await expect(labelled(page, 'Category').locator('option')).toHaveText(['Select category', 'Placement', 'Internship']);
  await labelled(page, 'Category').selectOption('Internship');
  await labelled(page, 'Organization Name').fill('Acme Labs');
  await labelled(page, 'Location').fill('Bengaluru');
  await labelled(page, 'Organization Link').fill('https://acme.example.com');
  await labelled(page, 'Designation').fill('Software Engineer Intern');
  await labelled(page, 'Duration').fill('6 months');
  await labelled(page, 'Package (if any)').fill('40,000/month');
  await labelled(page, 'Roll Number').fill('R2021CS007');
  await labelled(page, 'Programme').fill('B.Tech CSE');
  await labelled(page, 'Batch').fill('2021-2025');
  await labelled(page, 'Semester').fill('8');
  await labelled(page, 'Year').fill('4');
  await labelled(page, 'Phone').fill('+91 98765 43210');
  await labelled(page, 'LinkedIn Profile').fill('https://www.linkedin.com/in/priya');
  await expect(page.locator('#field-student-profileImageUrl-hint')).toContainText('Passport size');
  await labelled(page, 'Profile Photo').setInputFiles(png('priya.png'));
  await expect(chosenFiles(page)).toHaveText(['priya.png']);
  await labelled(page, 'Project Assigned (optional)').fill('Search ranking');
  await labelled(page, 'Project Description (optional)').fill('Learning-to-rank for the product catalogue.');

  const posts = recordPosts(page);
  await page.waitForTimeout(300);
  expect(posts).toEqual([]);

  const release = await holdRequests(page, PROFILE_UPLOAD);
  const overlays = await watchOverlay(page);
  await submitButton(page).click();
  await expect(page.getByRole('dialog', { name: 'Uploading profile image...' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
  await expect(page.locator('[data-upload-state="uploading"]')).toContainText('Uploading profile image...');
  release();
  await expectSuccess(page);
  await expect(successBanner(page)).toBeFocused();
  expect(await overlays()).toEqual(['Uploading profile image...', 'Submitting your nomination...']);
  expect(paths(posts)).toEqual(['/api/upload/profile-image', '/api/placement-nominations']);

  const upload = await (await posts[0]!.request.response())!.json();
  const photo: string = upload.imageUrl ?? upload.url ?? upload.data?.url;
  expect(photo).toMatch(new RegExp(`^${FILES_URL}`));
  const request = posts[1]!.request;
  expect(request.headers().authorization).toMatch(/^Bearer /);
  expect(request.postDataJSON()).toEqual({
    category: 'Internship',
    organizationName: 'Acme Labs',
    location: 'Bengaluru',
    organizationLink: 'https://acme.example.com/',
    studentDesignation: 'Software Engineer Intern',
    duration: '6 months',
    pkg: '40,000/month',
    projectAssigned: 'Search ranking',
    projectDescription: 'Learning-to-rank for the product catalogue.',
    student: {
      name: 'Priya Nair 4th-year',
      rollNumber: 'R2021CS007',
      programme: 'B.Tech CSE',
      batch: '2021-2025',
      semester: '8',
      year: '4',
      emailId: user.email,
      phone: '+91 98765 43210',
      linkedinLink: 'https://www.linkedin.com/in/priya',
      profileImage: photo,
      profileImageUrl: photo,
    },
    submittedBy: { name: user.name, email: user.email },
  });

  // Reset: empty, but the user's name and e-mail prefilled again; no file; no draft.
  await expect(labelled(page, 'Organization Name')).toHaveValue('');
  await expect(labelled(page, 'Category')).toHaveValue('');
  await expect(labelled(page, 'Name')).toHaveValue('Priya Nair 4th-year');
  await expect(labelled(page, 'Email')).toHaveValue(user.email);
  await expect(chosenFiles(page)).toHaveCount(0);
  await expect(labelled(page, 'Profile Photo')).toHaveValue('');
  await expect(page.locator('[data-upload-state="idle"]')).toHaveCount(1);
  await page.waitForTimeout(600);
  expect(await page.evaluate((key) => localStorage.getItem(key), draftKey(user))).toBeNull();
  expect(await keptFileCount(page)).toBe(0);
});
