/** 'Nominate Your Competition' at 390 and 1280 px: axe finds nothing, empty, with files chosen and with every error shown. */
import { checkAtBothWidths, expect, test } from './support/fixtures.ts';
import {
  errorBanner,
  expectEveryControlLabelled,
  expectNoDanglingDescriptions,
  field,
  labelled,
  png,
  summary,
} from './support/forms.ts';
import { newUser, openForm, submitButton } from './support/competition-form.ts';

test.describe.configure({ timeout: 120_000 });

test.describe('accessibility', () => {
  test('axe finds nothing at 390 and 1280 px, empty, with files chosen, and with every error shown; every control has a label', async ({
    page,
  }, testInfo) => {
    await openForm(page, newUser());
    await page.getByRole('button', { name: 'Add Team Member' }).click();
    await page.getByRole('button', { name: 'Add Achievement' }).click();
    await checkAtBothWidths(page, testInfo, 'competition-form');

    await expectEveryControlLabelled(page);
    await expectNoDanglingDescriptions(page);

    await field(page, 'teamLeader.profileImageUrl').setInputFiles(png('me.png'));
    await field(page, 'posterImages').setInputFiles([png('p1.png'), png('p2.png')]);
    await labelled(page, 'Presentation (optional)').setInputFiles(png('wrong.png'));
    await expect(errorBanner(page)).toHaveAttribute('role', 'alert');
    await checkAtBothWidths(page, testInfo, 'competition-form-files');

    await submitButton(page).click();
    await expect(summary(page)).toBeVisible();
    await checkAtBothWidths(page, testInfo, 'competition-form-errors');
  });
});
