/**
 * The project nomination form's lists, category sections and project images
 * (spec 1, section 5): how many rows each takes and the rules each category adds.
 */
import { expect, test } from './support/fixtures.ts';
import { field, labelled, png, recordPostPaths as recordPosts, summary } from './support/forms.ts';
import { image, newUser, openForm, submitExpecting, validDraft } from './support/project-form.ts';
import { teamMemberRequired } from '#tests/support/spec-messages.ts';

test.describe('validation: every rule shows its message and nothing is sent', () => {
  test('lists: up to 3 members with required fields; features keep one row; achievements need a proof and may reach zero', async ({
    page,
  }) => {
    await openForm(page, newUser(), validDraft('Tara Iyer'));
    const posts = recordPosts(page);
    const addMember = page.getByRole('button', { name: 'Add Team Member' });
    // Each click moves focus into the new row; leaving it empty shows no message that could shift the button away.
    for (let i = 0; i < 3; i++) await addMember.click();
    await expect(addMember).toBeDisabled();
    await expect(page.getByText('Maximum 3 reached.')).toBeVisible();
    await expect(page.getByRole('group', { name: 'Team Member 3' })).toBeVisible();
    await page.getByRole('button', { name: 'Remove Team Member 3' }).click();
    await expect(addMember).toBeEnabled();
    await expect(addMember).toBeFocused();
    await page.getByRole('button', { name: 'Remove Team Member 2' }).click();

    // The only feature: removing it leaves one empty row.
    await page.getByRole('button', { name: 'Remove Feature 1' }).click();
    await expect(field(page, 'features.0')).toHaveValue('');
    await expect(page.locator('[id^="field-features-"]:is(input)')).toHaveCount(1);

    // Achievements: a named one without a proof is refused; an unnamed one is simply dropped.
    await page.getByRole('button', { name: 'Add Achievement' }).click();
    await field(page, 'achievements.0.name').fill('Best Project Award');
    await page.getByRole('button', { name: 'Add Achievement' }).click();

    await submitExpecting(page, {
      ...teamMemberRequired(0),
      'features.0': 'Feature is required',
      'achievements.0.proofUrl': 'Each achievement must have a proof document uploaded',
    });
    await expect(summary(page).getByRole('link')).toHaveCount(8);
    await expect(field(page, 'teamMembers.0.profileImageUrl')).not.toHaveAttribute('aria-invalid', 'true');

    await page.getByRole('button', { name: 'Remove Achievement 2' }).click();
    await page.getByRole('button', { name: 'Remove Achievement 1' }).click();
    await expect(page.getByText('No achievements added.')).toBeVisible();
    expect(posts).toEqual([]);
  });

  test('category sections: Industry, Research and Start-Up rules; In-House shows both readings of its project type', async ({
    page,
  }) => {
    await openForm(page, newUser(), validDraft('Tara Iyer'));
    const posts = recordPosts(page);
    const category = labelled(page, 'Category');

    await category.selectOption('Industry');
    await submitExpecting(page, {
      'industryDetails.name': 'Organization name is required',
      'industryDetails.mentorName': 'Industry mentor name is required',
      'industryDetails.mentorEmail': 'Industry mentor email is required',
      'industryDetails.mentorPhone': 'Industry mentor phone is required',
      'industryDetails.mentorDesignation': 'Industry mentor designation is required',
      'industryDetails.description': 'Description is required',
      'industryDetails.certificateUrl': 'Certificate is required for Industry projects',
    });
    await expect(page.locator('#field-industryDetails-certificateUrl-hint')).toHaveText('Maximum file size: 5MB');

    await category.selectOption('Research');
    await submitExpecting(page, {
      'researchDetails.paperTitle': 'Paper title is required',
      'researchDetails.supervisorName': 'Supervisor name is required',
      'researchDetails.publicationType': 'Please select a publication type',
      'researchDetails.publicationName': 'Publication name is required',
      'researchDetails.publicationDate': 'Publication date is required',
      'researchDetails.certificateUrl': 'Certificate is required for Research projects',
    });
    await expect(field(page, 'researchDetails.publicationDate')).toHaveAttribute('type', 'date');
    await expect(field(page, 'researchDetails.publicationType').locator('option')).toHaveText([
      'Select publication type',
      'Journal',
      'Conference',
      'Book Chapter',
      'Patent',
    ]);

    await category.selectOption('Start-Up');
    await submitExpecting(page, {
      'startupDetails.name': 'Start-up name is required',
      'startupDetails.foundationYear': 'Foundation year is required',
      'startupDetails.founders.0.name': 'Founder name is required',
      'startupDetails.founders.0.role': 'Founder role is required',
      'startupDetails.description': 'Description is required',
      'startupDetails.incubatorName': 'Incubator name is required',
      'startupDetails.isRegistered': 'Please say whether the company is registered',
      'startupDetails.incubationLetterUrl': 'Incubation letter is required for Startup projects',
    });
    const year = field(page, 'startupDetails.foundationYear');
    await expect(year).toHaveAttribute('type', 'number');
    await expect(year).toHaveAttribute('min', '2000');
    const thisYear = new Date().getFullYear();
    await expect(year).toHaveAttribute('max', String(thisYear));
    await year.fill('1999');
    await expect(page.locator('#field-startupDetails-foundationYear-error')).toHaveText(
      'Foundation year must be 2000 or later',
    );
    await year.fill(String(thisYear + 1));
    await expect(page.locator('#field-startupDetails-foundationYear-error')).toHaveText(
      `Foundation year cannot be later than ${thisYear}`,
    );
    await year.fill(String(thisYear));
    await expect(page.locator('#field-startupDetails-foundationYear-error')).toBeEmpty();
    // Founders: remove only while more than one remains.
    await expect(page.getByRole('button', { name: 'Remove Founder 1' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Add Founder' }).click();
    await expect(page.getByRole('button', { name: 'Remove Founder 2' })).toBeVisible();
    await page.getByRole('button', { name: 'Remove Founder 2' }).click();
    await expect(page.getByRole('button', { name: 'Remove Founder 1' })).toHaveCount(0);
    await expect(page.getByRole('radio', { name: 'Yes' })).toBeVisible();
    await expect(page.getByRole('radio', { name: 'No' })).toBeVisible();

    await category.selectOption('In-House');
    const type = field(page, 'inHouseDetails.projectType');
    await expect(page.locator('label[for="field-inHouseDetails-projectType"]')).toHaveText('Project Type (required)');
    await expect(type.locator('option')).toHaveText(['Select project type (optional)', 'Minor', 'Major']);
    await expect(page.locator('label[for="field-inHouseDetails-certificateUrl"]')).toHaveText('Certificate (optional)');
    expect(posts).toEqual([]);
  });

  test('project images: at least 2, at most 5; the team leader photo is required', async ({ page }) => {
    const draft = { ...validDraft('Tara Iyer'), posterImages: [image('one')] };
    draft.teamLeader = { ...draft.teamLeader, profileImageUrl: '' };
    await openForm(page, newUser(), draft);
    const posts = recordPosts(page);
    await submitExpecting(page, {
      'teamLeader.profileImageUrl': 'Team Leader profile photo is required',
      posterImages: 'Please upload at least 2 project images',
    });
    await expect(field(page, 'teamLeader.profileImageUrl')).toBeFocused();
    expect(posts).toEqual([]);

    // Six chosen at once with one already there: four are uploaded, the rest refused.
    await field(page, 'posterImages').setInputFiles(['a', 'b', 'c', 'd', 'e', 'f'].map((name) => png(`${name}.png`)));
    await expect(page.locator('#field-posterImages-error')).toHaveText('Maximum 5 images allowed');
    await expect(page.getByRole('img', { name: /^Project image \d$/ })).toHaveCount(5);
    await expect(field(page, 'posterImages')).toBeDisabled();
    await expect(page.locator('#field-posterImages-hint')).toContainText('(5/5)');
    expect(posts.filter((path) => path !== '/api/upload/poster-image')).toEqual([]);
    expect(posts).toHaveLength(4);
  });
});
