/** 'Nominate Your Competition' at 390 and 1280 px: axe finds nothing, empty, with files chosen and with every error shown. */
import AxeBuilder from '@axe-core/playwright';
import type { Page, TestInfo } from '@playwright/test';
import { DESKTOP, expect, keepScreenshot, PHONE, test } from './support/fixtures.ts';
import { errorBanner, field, labelled, png, summary } from './support/forms.ts';
import { newUser, openForm, submitButton } from './support/competition-form.ts';

/** axe on the page at 390 and 1280 px, with a screenshot of each. */
async function checkFormAtBothWidths(page: Page, testInfo: TestInfo, name: string) {
  for (const [label, size] of [['390', PHONE], ['1280', DESKTOP]] as const) {
    await page.setViewportSize(size);
    const results = await new AxeBuilder({ page }).analyze();
    const found = results.violations.map((v) => `${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    expect(found, `axe at ${label} px`).toEqual([]);
    await keepScreenshot(page, testInfo, `${name}-${label}`);
  }
}

test.describe.configure({ timeout: 120_000 });

test.describe('accessibility', () => {
  test('axe finds nothing at 390 and 1280 px, empty, with files chosen, and with every error shown; every control has a label', async ({ page }, testInfo) => {
    await openForm(page, newUser());
    await page.getByRole('button', { name: 'Add Team Member' }).click();
    await page.getByRole('button', { name: 'Add Achievement' }).click();
    await checkFormAtBothWidths(page, testInfo, 'competition-form');

    const unlabelled = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLInputElement>('form input, form select, form textarea')]
        .filter((control) => (control.labels?.length ?? 0) === 0 && !control.getAttribute('aria-label') && !control.getAttribute('aria-labelledby'))
        .map((control) => control.id || control.name),
    );
    expect(unlabelled).toEqual([]);
    const dangling = await page.evaluate(() =>
      [...document.querySelectorAll('[aria-describedby]')].flatMap((element) =>
        element.getAttribute('aria-describedby')!.split(' ').filter((id) => !document.getElementById(id)),
      ),
    );
    expect(dangling).toEqual([]);

    await field(page, 'teamLeader.profileImageUrl').setInputFiles(png('me.png'));
    await field(page, 'posterImages').setInputFiles([png('p1.png'), png('p2.png')]);
    await labelled(page, 'Presentation (optional)').setInputFiles(png('wrong.png'));
    await expect(errorBanner(page)).toHaveAttribute('role', 'alert');
    await checkFormAtBothWidths(page, testInfo, 'competition-form-files');

    await submitButton(page).click();
    await expect(summary(page)).toBeVisible();
    await checkFormAtBothWidths(page, testInfo, 'competition-form-errors');
  });
});
