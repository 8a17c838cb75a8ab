/**
 * The Submit Achievement form's Research Publication rules (spec 2, section
 * 5.2): every required field, limits with counters, formats, labels by type,
 * authors and awards.
 */
import { expect, test } from './support/fixtures.ts';
import { field, fieldError as errorOf, idOf, recordPostPaths as recordPosts, sentAs } from './support/forms.ts';
import { higherStudiesDraft, newUser, openForm, submitButton, submitExpecting } from './support/achievement-form.ts';
import { RESEARCH_EMPTY_BLOCK } from '#tests/support/spec-messages.ts';

test.describe('validation: every rule shows its message and nothing is sent', () => {
  test('Research Publication: every required field, limits with counters, formats, labels by type, authors and awards', async ({
    page,
  }) => {
    await openForm(page, newUser(), { ...higherStudiesDraft(), category: '', higherStudiesDetails: null });
    const posts = recordPosts(page);
    await field(page, 'category').selectOption('Research Publication');
    await submitExpecting(page, RESEARCH_EMPTY_BLOCK);
    await expect(field(page, 'researchDetails.publicationType')).toBeFocused();
    await expect(field(page, 'researchDetails.publicationType').locator('option')).toHaveText([
      'Select publication type',
      'Journal',
      'Book',
      'Book Chapter',
      'Conference Proceedings',
      'Patent',
    ]);

    // Publisher labels follow the publication type.
    const label = (path: string) => page.locator(`label[for="${idOf(path)}"]`);
    await expect(label('researchDetails.publisherInfo.primaryInfo')).toHaveText('Primary Publisher Information*');
    await field(page, 'researchDetails.publicationType').selectOption('Journal');
    await expect(label('researchDetails.publisherInfo.primaryInfo')).toHaveText('Publisher*');
    await expect(label('researchDetails.publisherInfo.secondaryInfo')).toHaveText('Journal, Volume & Issue*');
    await expect(label('researchDetails.identifiers.eIdentifier')).toHaveText('DOI / e-ISSN*');
    await field(page, 'researchDetails.publicationType').selectOption('Patent');
    await expect(label('researchDetails.publisherInfo.primaryInfo')).toHaveText('Patent Office*');
    await expect(label('researchDetails.identifiers.printIdentifier')).toHaveText('Publication Number*');

    // Title at most 80 and description at most 500 characters, with counters.
    const title = field(page, 'researchDetails.title');
    await title.fill('t'.repeat(90));
    await expect(title).toHaveValue('t'.repeat(80));
    await expect(page.locator(`#${idOf('researchDetails.title')}-hint`)).toContainText('80/80');
    const description = field(page, 'researchDetails.description');
    await description.fill('d'.repeat(520));
    await expect(description).toHaveValue('d'.repeat(500));
    await expect(page.locator(`#${idOf('researchDetails.description')}-hint`)).toContainText('500/500');
    await expect(errorOf(page, 'researchDetails.title')).toBeEmpty();

    // URL, e-mail and date formats; a phone is taken as written.
    await expect(field(page, 'researchDetails.dates.publicationDate')).toHaveAttribute('type', 'date');
    await field(page, 'researchDetails.links.publicationUrl').fill('doi.org/10.1/x');
    await field(page, 'researchDetails.links.publicationUrl').blur();
    await expect(errorOf(page, 'researchDetails.links.publicationUrl')).toBeEmpty();
    await expect(sentAs(page, 'researchDetails.links.publicationUrl')).toHaveText(
      'Will be sent as https://doi.org/10.1/x',
    );
    await field(page, 'researchDetails.links.publisherWebsite').fill('javascript:alert(1)');
    await expect(errorOf(page, 'researchDetails.links.publisherWebsite')).toHaveText(/valid URL/);
    await expect(field(page, 'researchDetails.supervisor.email')).toHaveAttribute('type', 'email');
    await field(page, 'researchDetails.supervisor.email').fill('not-an-email');
    await expect(errorOf(page, 'researchDetails.supervisor.email')).toHaveText('Please enter a valid email address');
    await field(page, 'researchDetails.supervisor.phone').fill('+91 98765 43210 ext 5');
    await field(page, 'researchDetails.supervisor.phone').blur();
    await expect(errorOf(page, 'researchDetails.supervisor.phone')).toBeEmpty();

    // Outcomes keep one row: removing the last leaves one empty row.
    await field(page, 'researchDetails.outcome.0').fill('Cited');
    await page.getByRole('button', { name: 'Add Outcome' }).click();
    await expect(field(page, 'researchDetails.outcome.1')).toBeFocused();
    await page.getByRole('button', { name: 'Remove Outcome 2' }).click();
    await page.getByRole('button', { name: 'Remove Outcome 1' }).click();
    await expect(field(page, 'researchDetails.outcome.0')).toHaveValue('');
    await expect(page.getByRole('button', { name: 'Remove Outcome 2' })).toHaveCount(0);

    // Additional authors: a name and a photo (marked required); e-mail checked when given. Awards: a name and a proof.
    await expect(page.getByText('No additional authors added.')).toBeVisible();
    await page.getByRole('button', { name: 'Add Author' }).click();
    await expect(field(page, 'researchDetails.additionalAuthors.0.name')).toBeFocused();
    await expect(
      page.locator(`label[for="${idOf('researchDetails.additionalAuthors.0.profileImageUrl')}"]`),
    ).toHaveText('Author 1 photo*');
    await field(page, 'researchDetails.additionalAuthors.0.email').fill('neha@');
    await expect(page.getByText('No awards added.')).toBeVisible();
    await page.getByRole('button', { name: 'Add Award' }).click();
    await submitButton(page).click();
    await expect(errorOf(page, 'researchDetails.additionalAuthors.0.name')).toHaveText('Author name is required');
    await expect(errorOf(page, 'researchDetails.additionalAuthors.0.profileImageUrl')).toHaveText(
      'Author photo is required',
    );
    await expect(errorOf(page, 'researchDetails.additionalAuthors.0.email')).toHaveText(
      'Please enter a valid email address',
    );
    await expect(errorOf(page, 'researchDetails.awards.0.name')).toHaveText('Award name is required');
    await expect(errorOf(page, 'researchDetails.awards.0.pptLink')).toHaveText('Please upload a proof for this award');
    await page.getByRole('button', { name: 'Remove Author 1' }).click();
    await expect(page.getByText('No additional authors added.')).toBeVisible();
    await page.getByRole('button', { name: 'Remove Award 1' }).click();
    await expect(page.getByText('No awards added.')).toBeVisible();
    expect(posts).toEqual([]);
  });
});
