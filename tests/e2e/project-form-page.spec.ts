/**
 * The project nomination pages (spec 1, section 2): signed out they show the
 * log-in texts while the guard sends the user to sign in, /projects/nominate
 * serves the same form, and only the two form pages load its code.
 */
import { expect, hydrated, signIn, SITE_URL, test } from './support/fixtures.ts';
import { expectLogInTexts } from './support/forms.ts';
import { FORM, newUser } from './support/project-form.ts';

test.describe('signed out', () => {
  test('the form is replaced by the log-in texts while the guard sends the user to sign in', async ({
    page,
    request,
  }) => {
    await expectLogInTexts(
      page,
      FORM,
      'Nominate Your Project',
      'You need to be logged in to nominate a project. Please log in to continue.',
    );

    // Without JavaScript the page still says it.
    const html = await (await request.get(`${SITE_URL}${FORM}`)).text();
    expect(html).toContain('Please log in to access this form.');
  });

  test('/projects/nominate serves the same form, pointing at /projects/nominateprojects', async ({ page }) => {
    const user = newUser('Kiran Bose');
    await page.goto('/projects/nominate');
    await expect(page).toHaveURL(`${SITE_URL}/login`);
    await signIn(page, user);
    await expect(page).toHaveURL(`${SITE_URL}/projects/nominate`);
    await hydrated(page);
    await expect(page.getByRole('heading', { name: 'Nominate Your Project', level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Submit Nomination' })).toBeVisible();
    // Forms are kept out of search results; the alias and the route share one draft per user.
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });
});

test('only the two form pages load the form code', async ({ request }) => {
  const html = async (path: string) => (await request.get(`${SITE_URL}${path}`)).text();
  for (const path of [FORM, '/projects/nominate'])
    expect(await html(path), path).toMatch(/component-url="\/_astro\/ProjectNominationForm\.[\w-]+\.js"/);
  for (const path of ['/', '/about', '/login', '/projects/industry', '/projects/my-nominations']) {
    expect(await html(path), path).not.toContain('ProjectNominationForm');
  }
});
