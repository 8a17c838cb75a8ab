/**
 * The Submit Achievement form's rules (spec 2, section 5.2): an empty form, a
 * field the user leaves, and each category's required fields, limits and
 * formats (Research Publication's in achievement-form-research.spec.ts).
 */
import { expect, test } from './support/fixtures.ts';
import { field, fieldError as errorOf, recordPostPaths as recordPosts, sentAs, summary } from './support/forms.ts';
import { higherStudiesDraft, newUser, openForm, submitExpecting } from './support/achievement-form.ts';
import {
  ACHIEVEMENT_STUDENT_REQUIRED,
  CERTIFICATION_EMPTY_BLOCK,
  HIGHER_STUDIES_EMPTY_BLOCK,
  OPEN_SOURCE_EMPTY_BLOCK,
} from '#tests/support/spec-messages.ts';

test.describe('validation: every rule shows its message and nothing is sent', () => {
  test('an empty form: the category, every student field and the photo; summary, focus and live messages', async ({
    page,
  }) => {
    await openForm(page, newUser('Aditi Rao'));
    const posts = recordPosts(page);
    await submitExpecting(page, {
      ...ACHIEVEMENT_STUDENT_REQUIRED,
      category: 'Please select an achievement category',
    });
    await expect(summary(page)).toHaveAttribute('role', 'alert');
    await expect(summary(page).getByRole('heading')).toHaveText(
      'Please correct the following 8 errors before submitting:',
    );
    await expect(field(page, 'student.rollNumber')).toBeFocused();
    await expect(errorOf(page, 'student.rollNumber')).toHaveAttribute('aria-live', 'polite');
    // The summary's links lead to their fields.
    await summary(page).getByRole('link', { name: 'Please select an achievement category' }).click();
    await expect(field(page, 'category')).toBeFocused();

    // The name is required too; LinkedIn must be a web address (https:// is put in front when left out).
    await field(page, 'student.name').fill('');
    await expect(errorOf(page, 'student.name')).toHaveText('Name is required');
    await field(page, 'student.linkedinLink').fill('aditi');
    await expect(errorOf(page, 'student.linkedinLink')).toHaveText('Please enter a valid URL');
    await field(page, 'student.linkedinLink').fill('linkedin.com/in/aditi');
    await expect(errorOf(page, 'student.linkedinLink')).toBeEmpty();
    await expect(sentAs(page, 'student.linkedinLink')).toHaveText('Will be sent as https://linkedin.com/in/aditi');
    // Fixing a field removes its message at once.
    await field(page, 'student.rollNumber').fill('R1');
    await expect(summary(page).getByRole('link', { name: 'Roll number is required' })).toHaveCount(0);
    await expect(field(page, 'student.rollNumber')).not.toHaveAttribute('aria-invalid', 'true');
    expect(posts).toEqual([]);
  });

  test('a field shows its message when the user leaves it, not while typing nor when only passing through', async ({
    page,
  }) => {
    await openForm(page, newUser());
    const roll = field(page, 'student.rollNumber');
    await roll.focus();
    await roll.blur();
    await expect(errorOf(page, 'student.rollNumber')).toBeEmpty();
    await roll.fill('R');
    await roll.fill('');
    await expect(errorOf(page, 'student.rollNumber')).toBeEmpty();
    await roll.blur();
    await expect(errorOf(page, 'student.rollNumber')).toHaveText('Roll number is required');
    await expect(errorOf(page, 'student.programme')).toBeEmpty();
  });

  test('Open Source: required fields, optional repository link checked as a URL, keep-one lists', async ({ page }) => {
    await openForm(page, newUser(), { ...higherStudiesDraft(), category: '', higherStudiesDetails: null });
    const posts = recordPosts(page);
    await field(page, 'category').selectOption('Open Source');
    await submitExpecting(page, OPEN_SOURCE_EMPTY_BLOCK);
    await expect(field(page, 'openSourceDetails.role').locator('option')).toHaveText([
      'Select your role',
      'Contributor',
      'Tester',
      'Open Source Enthusiast',
      'Group Project Member',
      'Mentor',
      'Maintainer',
      'Other',
    ]);
    await expect(field(page, 'openSourceDetails.techDomain').locator('option').nth(1)).toHaveText('Web Development');
    await field(page, 'openSourceDetails.repoLink').fill('mailto:dev@mozilla.org');
    await field(page, 'openSourceDetails.repoLink').blur();
    await expect(errorOf(page, 'openSourceDetails.repoLink')).toHaveText('Please enter a valid URL');
    // Optional fields say so and have no message when empty.
    for (const path of ['program', 'pr', 'contributions.0']) {
      await expect(field(page, `openSourceDetails.${path}`)).not.toHaveAttribute('aria-required', 'true');
      await expect(errorOf(page, `openSourceDetails.${path}`)).toBeEmpty();
    }
    await page.getByRole('button', { name: 'Add Technology' }).click();
    await field(page, 'openSourceDetails.techStack.1').fill('Rust');
    await page.getByRole('button', { name: 'Remove Technology 1' }).click();
    await expect(field(page, 'openSourceDetails.techStack.0')).toHaveValue('Rust');
    await page.getByRole('button', { name: 'Remove Technology 1' }).click();
    await expect(field(page, 'openSourceDetails.techStack.0')).toHaveValue('');
    expect(posts).toEqual([]);
  });

  test('Higher Studies: required fields; program level Other asks for "Please specify"', async ({ page }) => {
    await openForm(page, newUser(), { ...higherStudiesDraft(), category: '', higherStudiesDetails: null });
    const posts = recordPosts(page);
    await field(page, 'category').selectOption('Higher Studies');
    await submitExpecting(page, HIGHER_STUDIES_EMPTY_BLOCK);
    await expect(field(page, 'higherStudiesDetails.universityType').locator('option')).toHaveText([
      'Select university type',
      'Central',
      'State',
      'Private',
      'Semi-Private',
      'Deemed',
      'Autonomous',
      'Foreign',
      'Other',
    ]);
    await expect(field(page, 'higherStudiesDetails.programLevel').locator('option')).toHaveText([
      'Select program level',
      'Masters',
      'PhD',
      'Post-Doctoral',
      'Other',
    ]);
    await expect(field(page, 'higherStudiesDetails.programLevelOther')).toHaveCount(0);
    await field(page, 'higherStudiesDetails.programLevel').selectOption('Other');
    await expect(page.getByLabel(/^Please specify\*?$/)).toBeVisible();
    await expect(errorOf(page, 'higherStudiesDetails.programLevelOther')).toHaveText(
      'Please specify the program level',
    );
    await expect(field(page, 'higherStudiesDetails.programLevelOther')).toHaveAttribute('aria-required', 'true');
    await field(page, 'higherStudiesDetails.programLevel').selectOption('PhD');
    await expect(field(page, 'higherStudiesDetails.programLevelOther')).toHaveCount(0);
    await expect(field(page, 'higherStudiesDetails.specialization')).not.toHaveAttribute('aria-required', 'true');
    expect(posts).toEqual([]);
  });

  test('Global Certification: required fields and the proof; expiry, credential ID and URL optional', async ({
    page,
  }) => {
    await openForm(page, newUser(), { ...higherStudiesDraft(), category: '', higherStudiesDetails: null });
    const posts = recordPosts(page);
    await field(page, 'category').selectOption('Global Certification');
    await submitExpecting(page, CERTIFICATION_EMPTY_BLOCK);
    await expect(field(page, 'certificationDetails.certificationType').locator('option')).toHaveText([
      'Select certification type',
      'Beginner',
      'Fundamental',
      'Associate',
      'Professional',
      'Expert',
      'Speciality',
      'Master',
    ]);
    for (const path of ['expiryDate', 'credentialId', 'credentialUrl']) {
      await expect(field(page, `certificationDetails.${path}`)).not.toHaveAttribute('aria-required', 'true');
    }
    await field(page, 'certificationDetails.credentialUrl').fill('credly');
    await expect(errorOf(page, 'certificationDetails.credentialUrl')).toHaveText(/valid URL/);
    expect(posts).toEqual([]);
  });
});
