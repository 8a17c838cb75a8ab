/**
 * The 'Nominate Your Competition' page (spec 2, sections 2.5 and 3.1): signed
 * out it shows the log-in texts while the guard sends the user to sign in, and
 * only it loads the form's code.
 */
import { expect, SITE_URL, test } from './support/fixtures.ts';
import { expectLogInTexts } from './support/forms.ts';
import { FORM } from './support/competition-form.ts';

test.describe.configure({ timeout: 120_000 });

test.describe('signed out', () => {
  test('the form is replaced by the log-in texts while the guard sends the user to sign in', async ({
    page,
    request,
  }) => {
    await expectLogInTexts(
      page,
      FORM,
      'Nominate Your Competition',
      'You need to be logged in to nominate a competition. Please log in to continue.',
    );

    const html = await (await request.get(`${SITE_URL}${FORM}`)).text();
    expect(html).toContain('Please log in to access this form.');
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toMatch(/component-url="\/_astro\/CompetitionNominationForm\.[\w-]+\.js"/);
    expect(html).toMatch(/client="load"/);
  });
});

test('only the competition form page loads the competition form code', async ({ request }) => {
  for (const path of [
    '/',
    '/competitions/hackathons',
    '/projects/nominateprojects',
    '/placements-internships/nominateinternships',
    '/about',
  ]) {
    expect(await (await request.get(`${SITE_URL}${path}`)).text(), path).not.toContain('CompetitionNominationForm');
  }
});
