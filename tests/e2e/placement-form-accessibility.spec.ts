/** 'Nominate for Internship / Placement' at 390 and 1280 px: axe finds nothing, empty, with a photo and with every error. */
import AxeBuilder from '@axe-core/playwright';
import type { Page, TestInfo } from '@playwright/test';
import { DESKTOP, expect, keepScreenshot, PHONE, test } from './support/fixtures.ts';
import { labelled, png, summary } from './support/forms.ts';
import { newUser, openForm, submitButton } from './support/placement-form.ts';

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

test('accessibility: axe finds nothing at 390 and 1280 px, empty, with a photo and with every error; every control has a label', async ({ page }, testInfo) => {
  await openForm(page, newUser());
  await checkFormAtBothWidths(page, testInfo, 'placement-form');
  const unlabelled = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLInputElement>('form input, form select, form textarea')]
      .filter((control) => (control.labels?.length ?? 0) === 0 && !control.getAttribute('aria-label') && !control.getAttribute('aria-labelledby'))
      .map((control) => control.id || control.name),
  );
  expect(unlabelled).toEqual([]);
  await labelled(page, 'Profile Photo').setInputFiles(png('me.png'));
  await submitButton(page).click();
  await expect(summary(page)).toBeVisible();
  await expect(summary(page)).toHaveAttribute('role', 'alert');
  await checkFormAtBothWidths(page, testInfo, 'placement-form-errors');
});
