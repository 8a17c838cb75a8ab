/** 'Nominate for Internship / Placement' at 390 and 1280 px: axe finds nothing, empty, with a photo and with every error. */
import { checkAtBothWidths, expect, test } from './support/fixtures.ts';
import { expectEveryControlLabelled, labelled, png, summary } from './support/forms.ts';
import { newUser, openForm, submitButton } from './support/placement-form.ts';

test.describe.configure({ timeout: 120_000 });

test('accessibility: axe finds nothing at 390 and 1280 px, empty, with a photo and with every error; every control has a label', async ({
  page,
}, testInfo) => {
  await openForm(page, newUser());
  await checkAtBothWidths(page, testInfo, 'placement-form');
  await expectEveryControlLabelled(page);
  await labelled(page, 'Profile Photo').setInputFiles(png('me.png'));
  await submitButton(page).click();
  await expect(summary(page)).toBeVisible();
  await expect(summary(page)).toHaveAttribute('role', 'alert');
  await checkAtBothWidths(page, testInfo, 'placement-form-errors');
});
