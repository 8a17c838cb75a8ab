/**
 * The 'Nominate for Internship / Placement' page at both spellings of its route
 * (spec 2, sections 2.1 and 3.3): the menu spelling is canonical; signed out, the
 * log-in texts show while the guard sends the user to sign in.
 */
import { expect, SITE_URL, test } from './support/fixtures.ts';
import { FORM, SPEC_FORM } from './support/placement-form.ts';

test.describe.configure({ timeout: 120_000 });

test.describe('routes', () => {
  test('both spellings serve the form; the menu spelling is canonical; signed out, the log-in texts show while the guard redirects', async ({
    page,
    request,
  }) => {
    for (const path of [SPEC_FORM, FORM]) {
      const response = await request.get(`${SITE_URL}${path}`);
      expect(response.status(), path).toBe(200);
      const html = await response.text();
      expect(html, path).toMatch(/<h1[^>]*>Nominate for Internship \/ Placement<\/h1>/);
      expect(html, path).toMatch(/component-url="\/_astro\/PlacementNominationForm\.[\w-]+\.js"/);
      expect(html, path).toContain(`<link rel="canonical" href="${SITE_URL}${FORM}">`);
      expect(html, path).toContain('<meta name="robots" content="noindex">');
      expect(html, path).toContain('Please log in to access this form.');
    }
    for (const path of [
      '/',
      '/placements-internships/placements',
      '/placements-internships/Internships',
      '/competitions/nominatecompetitions',
      '/projects/nominateprojects',
    ]) {
      expect(await (await request.get(`${SITE_URL}${path}`)).text(), path).not.toContain('PlacementNominationForm');
    }

    let redirected = false;
    await page.route(`${SITE_URL}/login`, (route) => {
      redirected = true;
      return route.fulfill({ status: 204 });
    });
    await page.goto(SPEC_FORM);
    await expect(page.getByRole('heading', { name: 'Nominate for Internship / Placement', level: 1 })).toBeVisible();
    await expect(page.getByText('Please log in to access this form.')).toBeVisible();
    await expect(
      page.getByText('You need to be logged in to nominate an internship or placement. Please log in to continue.'),
    ).toBeVisible();
    // No nomination form (the top bar's search box is a form of its own, outside main).
    await expect(page.locator('main form')).toHaveCount(0);
    expect(redirected).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('auth_redirect'))).toBe(SPEC_FORM);
  });
});
