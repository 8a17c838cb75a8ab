/**
 * The Submit Achievement page (spec 2, section 2.8): signed out it shows the
 * log-in texts while the guard sends the user to sign in, signing in comes back
 * with the student's name, and only it loads the form's code.
 */
import { expect, SITE_URL, test } from './support/fixtures.ts';
import { expectLogInTexts, field } from './support/forms.ts';
import { FORM, newUser, openForm, submitButton } from './support/achievement-form.ts';

test.describe('signed out', () => {
  test('the form is replaced by the log-in texts while the guard sends the user to sign in', async ({
    page,
    request,
  }) => {
    await expectLogInTexts(
      page,
      FORM,
      'Submit Achievement',
      'You need to be logged in to submit an achievement. Please log in to continue.',
    );

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
  expect(page).toMatch(
    /<astro-island[^>]*client="load"[^>]*AchievementNominationForm|<astro-island[^>]*AchievementNominationForm[^>]*client="load"/,
  );
  for (const path of [
    '/',
    '/about',
    '/login',
    '/achievements/research',
    '/achievements/open-source',
    '/projects/nominateprojects',
  ]) {
    expect(await html(path), path).not.toContain('AchievementNominationForm');
  }
});
