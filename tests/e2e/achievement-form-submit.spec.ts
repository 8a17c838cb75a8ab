/**
 * The Submit Achievement form end to end with real uploads (spec 2, sections
 * 2.8, 3.2, 7.2 and 7.3): Open Source, Higher Studies and Global Certification,
 * each sent with the exact payload (Research Publication in
 * achievement-form-submit-research.spec.ts). Serial.
 */
import { expect, test } from './support/fixtures.ts';
import { field, pathsOf, recordPosts } from './support/forms.ts';
import {
  STUDENT,
  UPLOADED,
  expectReset,
  fill,
  fillStudent,
  openForm,
  pdf,
  submitAndRead,
} from './support/achievement-submit.ts';

test.describe.configure({ mode: 'serial', timeout: 120_000 });

test('Open Source is sent with only its block: blank contributions dropped, the pull requests as typed', async ({
  page,
}) => {
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
