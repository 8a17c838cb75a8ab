/**
 * The Submit Achievement form at 390 and 1280 px: axe finds nothing, empty and
 * with every error of each category; every control has a label; errors are
 * announced.
 */
import { checkAtBothWidths, expect, test } from './support/fixtures.ts';
import { expectEveryControlLabelled, expectNoDanglingDescriptions, field, summary } from './support/forms.ts';
import { newUser, openForm, submitButton } from './support/achievement-form.ts';

test.describe('accessibility', () => {
  test.describe.configure({ timeout: 150_000 });

  test('the empty form: axe finds nothing at 390 and 1280 px', async ({ page }, testInfo) => {
    await openForm(page, newUser());
    await checkAtBothWidths(page, testInfo, 'achievement-form-empty');
  });

  const categories = ['Research Publication', 'Open Source', 'Higher Studies', 'Global Certification'] as const;
  for (const [index, category] of categories.entries()) {
    test(`${category}: axe finds nothing at 390 and 1280 px, empty and with every error; every control has a label; errors are announced`, async ({
      page,
    }, testInfo) => {
      await openForm(page, newUser());
      await field(page, 'category').selectOption(category);
      if (category === 'Research Publication') {
        await page.getByRole('button', { name: 'Add Author' }).click();
        await page.getByRole('button', { name: 'Add Award' }).click();
      }
      if (category === 'Higher Studies') await field(page, 'higherStudiesDetails.programLevel').selectOption('Other');
      const slug = `achievement-form-${index + 1}`;
      await checkAtBothWidths(page, testInfo, slug);

      await expectEveryControlLabelled(page);
      await expectNoDanglingDescriptions(page);

      await submitButton(page).click();
      await expect(summary(page)).toBeVisible();
      // Each shown message is announced: the summary is an alert, field messages are polite live regions tied to their control.
      const unannounced = await page.evaluate(() =>
        [...document.querySelectorAll('[aria-invalid="true"]')]
          .filter((control) => {
            const ids = control.getAttribute('aria-describedby')?.split(' ') ?? [];
            return !ids.some((id) => id.endsWith('-error') && document.getElementById(id)?.textContent?.trim());
          })
          .map((control) => control.id),
      );
      expect(unannounced).toEqual([]);
      await checkAtBothWidths(page, testInfo, `${slug}-errors`);
    });
  }
});
