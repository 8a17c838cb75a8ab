/**
 * What the Submit Achievement tests with real uploads share: opening the form
 * signed in, the files they upload, filling the student in, submitting and
 * reading the payload the backend received, and the reset form after it.
 */
import type { Page } from '@playwright/test';
import { FILES_URL, expect, hydrated, signInTo, type TestUser } from './fixtures.ts';
import { escapeRegExp as escape, field, PDF, PNG, type Post } from './forms.ts';

export const FORM = '/achievements/nominate-achievements';
/** Files of exactly these bytes: the backend must store them unchanged. */
export const png = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });
export const pdf = (name: string) => ({ name, mimeType: 'application/pdf', buffer: PDF });

export const submitButton = (page: Page) => page.getByRole('button', { name: 'Submit Achievement' });
/** A URL the demo backend gave for an uploaded file. */
export const UPLOADED_URL = new RegExp(`^${escape(FILES_URL)}[\\w.-]+$`);
export const UPLOADED = expect.stringMatching(UPLOADED_URL);

export async function openForm(page: Page, user: TestUser) {
  await signInTo(page, FORM, user);
  await hydrated(page);
  await expect(page.getByText(`Welcome, ${user.name}!`)).toBeVisible();
}

export async function fill(page: Page, values: Record<string, string>) {
  for (const [path, value] of Object.entries(values)) await field(page, path).fill(value);
}

/** Fills the student part and uploads a real photo. */
export async function fillStudent(page: Page) {
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

export const STUDENT = {
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
export async function submitAndRead(page: Page, posts: Post[], click = true) {
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
export async function expectReset(page: Page, user: TestUser) {
  await expect(page.locator('[data-banner="success"]')).toBeFocused();
  await expect(
    page.locator('[role="status"]:not([data-banner])', { hasText: 'Achievement submitted successfully!' }),
  ).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(50);
  await expect(field(page, 'student.name')).toHaveValue('');
  await expect(field(page, 'student.rollNumber')).toHaveValue('');
  await expect(field(page, 'category')).toHaveValue('');
  await expect(page.getByText('Profile image uploaded')).toHaveCount(0);
  await expect(submitButton(page)).toBeEnabled();
  await page.waitForTimeout(600);
  expect(
    await page.evaluate((key) => localStorage.getItem(key), `wof:draft:achievement-nomination:${user.email}`),
  ).toBeNull();
}
