/** The project nomination form at 390 and 1280 px: axe finds nothing, empty and with every error shown; every control has a label. */
import type { Page, TestInfo } from '@playwright/test';
import { axeOf, DESKTOP, keepScreenshot, PHONE, expect, test } from './support/fixtures.ts';
import { expectEveryControlLabelled, expectNoDanglingDescriptions, labelled, summary } from './support/forms.ts';
import { newUser, openForm } from './support/project-form.ts';

/**
 * axe on the page at 390 and 1280 px, with a screenshot of each. The top bar is
 * left out: its signed-in user menu button fails label-content-name-mismatch
 * (reported to its owner); everything this form renders is checked.
 */
async function checkFormAtBothWidths(page: Page, testInfo: TestInfo, name: string) {
  for (const [label, size] of [
    ['390', PHONE],
    ['1280', DESKTOP],
  ] as const) {
    await page.setViewportSize(size);
    const results = await axeOf(page).exclude('header').analyze();
    const found = results.violations.map(
      (v) => `${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    );
    expect(found, `axe at ${label} px`).toEqual([]);
    await keepScreenshot(page, testInfo, `${name}-${label}`);
  }
}

test.describe('accessibility', () => {
  test('axe finds nothing at 390 and 1280 px, empty and with every error shown; every control has a label', async ({
    page,
  }, testInfo) => {
    // Four axe runs over the longest form and full-page screenshots: over a minute on a loaded machine.
    test.slow();
    await openForm(page, newUser());
    await labelled(page, 'Category').selectOption('Start-Up');
    await page.getByRole('button', { name: 'Add Team Member' }).click();
    await page.getByRole('button', { name: 'Add Achievement' }).click();
    await checkFormAtBothWidths(page, testInfo, 'project-form');

    await expectEveryControlLabelled(page);
    await expectNoDanglingDescriptions(page);

    await page.getByRole('button', { name: 'Submit Nomination' }).click();
    await expect(summary(page)).toBeVisible();
    await checkFormAtBothWidths(page, testInfo, 'project-form-errors');
  });
});
