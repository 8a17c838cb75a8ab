/**
 * The shared shell's footer and the site's own pages (spec 1, section 2): About,
 * the 404 page, Privacy Policy and Terms of Use; axe on the shell and About.
 */
import { checkAtBothWidths, expect, test, visit } from './support/fixtures.ts';
import { SITE } from '#site';

test.describe('footer', () => {
  test('has its link groups, contact details, the current year and the legal links', async ({ page }) => {
    await visit(page, '/about');
    const footer = page.locator('footer');
    for (const [group, hrefs] of Object.entries({
      'Quick Links': [
        '/competitions/hackathons',
        '/competitions/coding-contests',
        '/achievements/open-source',
        '/placements-internships/placements',
      ],
      Resources: ['/projects/industry', '/projects/research', '/StarAlumni/star-alumni', '/projects/startup'],
    })) {
      const nav = footer.getByRole('navigation', { name: group });
      for (const href of hrefs) await expect(nav.locator(`a[href="${href}"]`)).toHaveCount(1);
    }
    await expect(footer.locator('address')).toContainText('Phone:');
    await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
    await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Terms of Use' })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Sitemap' })).toHaveAttribute('href', '/sitemap.xml');
    await expect(footer.getByRole('list', { name: 'Social media' }).getByRole('link')).not.toHaveCount(0);
  });
});

test('the shell and About page have no axe violations at both widths', async ({ page }, testInfo) => {
  await visit(page, '/about');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await checkAtBothWidths(page, testInfo, 'about');
});

test('About says what the wall of fame is, what it showcases and how to get featured', async ({ page }) => {
  await visit(page, '/about');
  for (const heading of ['Our purpose', 'What we showcase', 'Why it matters', 'How to get featured', 'Our vision']) {
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
  }
  for (const item of [
    'Award-winning projects',
    'Internships and placements',
    'International certifications and higher studies',
    'Hackathon and competition wins',
    'Startup initiatives',
    'Research publications',
  ]) {
    await expect(page.getByRole('heading', { name: item })).toBeVisible();
  }
  await expect(page.getByText('Mentors, faculty members and peers can nominate')).toBeVisible();
});

test('unknown paths show the 404 page with a way home', async ({ page }, testInfo) => {
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to Homepage' })).toHaveAttribute('href', '/');
  // The address is a word of its own: the built HTML once ran it into "at" ("support atwalloffame@…").
  await expect(page.locator('#not-found p').filter({ hasText: 'please contact support' })).toHaveText(
    `If you think this is a mistake, please contact support at ${SITE.email}.`,
  );
  await checkAtBothWidths(page, testInfo, '404');
});

test('the footer’s Privacy Policy and Terms of Use lead to real pages', async ({ page }, testInfo) => {
  await page.goto('/about');
  await page.locator('footer').getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  await expect(
    page.getByText('Contact details such as e-mail addresses and phone numbers are never shown publicly.'),
  ).toBeVisible();
  await checkAtBothWidths(page, testInfo, 'privacy');
  await page.locator('footer').getByRole('link', { name: 'Terms of Use' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of Use' })).toBeVisible();
});
