/**
 * The project nomination form's rules (spec 1, section 5): an empty form, a
 * field the user leaves, limits and formats, and what it sends for phones and
 * links as people type them.
 */
import { API_URL, expect, test } from './support/fixtures.ts';
import {
  field,
  labelled,
  checkStateAtBothWidths,
  recordPostPaths as recordPosts,
  sentAs,
  summary,
} from './support/forms.ts';
import { newUser, openForm, submitExpecting, validDraft } from './support/project-form.ts';

test.describe('validation: every rule shows its message and nothing is sent', () => {
  test('an empty form: every required field, the summary, focus on the first invalid field', async ({ page }) => {
    const user = newUser('Aditi Rao 2');
    await openForm(page, user);
    const posts = recordPosts(page);
    await expect(field(page, 'teamLeader.name')).toHaveValue('Aditi Rao');
    await submitExpecting(page, {
      category: 'Please select a project category',
      projectTitle: 'Project title is required',
      'teamLeader.rollNumber': 'Team leader roll number is required',
      'teamLeader.programme': 'Team leader programme is required',
      'teamLeader.batch': 'Team leader batch is required',
      'teamLeader.semester': 'Team leader semester is required',
      'teamLeader.year': 'Team leader year is required',
      'teamLeader.profileImageUrl': 'Team Leader profile photo is required',
      problemStatement: 'Problem statement is required',
      'features.0': 'Feature is required',
      'outcome.0': 'Outcome is required',
      technologyDomain: 'Please select a technology domain',
      'techStack.0': 'Technology is required',
      'mentor.internalMentor.name': 'Mentor name is required',
      'mentor.internalMentor.department': 'Mentor department is required',
      'mentor.internalMentor.email': 'Mentor email is required',
      'mentor.internalMentor.phone': 'Mentor phone is required',
      'mentor.internalMentor.designation': 'Mentor designation is required',
      posterImages: 'Please upload at least 2 project images',
    });
    await expect(summary(page)).toHaveAttribute('role', 'alert');
    await expect(summary(page).getByRole('heading')).toHaveText(
      'Please correct the following 19 errors before submitting:',
    );
    await expect(field(page, 'category')).toBeFocused();
    // The summary's links lead to their fields.
    await summary(page).getByRole('link', { name: 'Please upload at least 2 project images' }).click();
    await expect(field(page, 'posterImages')).toBeFocused();
    // Fixing a field removes its message at once.
    await labelled(page, 'Project Title').fill('Fixed');
    await expect(summary(page).getByRole('link', { name: 'Project title is required' })).toHaveCount(0);
    await expect(field(page, 'projectTitle')).not.toHaveAttribute('aria-invalid', 'true');
    expect(posts).toEqual([]);
  });

  test('a field shows its message when the user leaves it, not while typing nor when only passing through', async ({
    page,
  }) => {
    await openForm(page, newUser());
    const title = labelled(page, 'Project Title');
    // Tabbing through an empty field says nothing yet.
    await title.focus();
    await title.blur();
    await expect(page.locator('#field-projectTitle-error')).toBeEmpty();
    await title.fill('Draft');
    await title.fill('');
    await expect(page.locator('#field-projectTitle-error')).toBeEmpty();
    await title.blur();
    await expect(page.locator('#field-projectTitle-error')).toHaveText('Project title is required');
    await expect(title).toHaveAttribute('aria-invalid', 'true');
    await expect(page.locator('#field-projectTitle-error')).toHaveAttribute('aria-live', 'polite');
    await expect(page.locator('#field-problemStatement-error')).toBeEmpty();
  });

  test('limits and formats: title 30, problem statement 500 with counters; URL, e-mail and phone fields', async ({
    page,
  }) => {
    const user = newUser();
    await openForm(page, user, { ...validDraft('Tara Iyer'), category: 'Industry' });
    const posts = recordPosts(page);
    const title = labelled(page, 'Project Title');
    await title.fill('x'.repeat(40));
    await expect(title).toHaveValue('x'.repeat(30));
    await expect(page.locator('#field-projectTitle-hint')).toContainText('30/30');
    const problem = labelled(page, 'Problem Statement (max 100 words)');
    await problem.fill('y'.repeat(520));
    await expect(problem).toHaveValue('y'.repeat(500));
    await expect(page.locator('#field-problemStatement-hint')).toContainText('500/500');

    await field(page, 'teamLeader.linkedinLink').fill('tara');
    await labelled(page, 'GitHub Repository URL').fill('javascript:alert(1)');
    await labelled(page, 'Live Project URL').fill('ftp://example.com');
    await field(page, 'mentor.internalMentor.email').fill('not-an-email');
    await field(page, 'industryDetails.mentorEmail').fill('also@not');
    await expect(field(page, 'teamLeader.linkedinLink')).toHaveAttribute('type', 'url');
    await expect(field(page, 'mentor.internalMentor.email')).toHaveAttribute('type', 'email');
    await expect(field(page, 'mentor.internalMentor.phone')).toHaveAttribute('type', 'tel');
    const url = 'Please enter a valid URL';
    await submitExpecting(page, {
      'teamLeader.linkedinLink': url,
      githubLink: url,
      liveUrl: url,
      'mentor.internalMentor.email': 'Please enter a valid email address',
      'industryDetails.mentorEmail': 'Please enter a valid email address',
    });
    expect(posts).toEqual([]);
  });

  test('phones as people write them and links without https:// are taken; the form says what it will send, and sends it', async ({
    page,
  }, testInfo) => {
    const user = newUser();
    await openForm(page, user, validDraft('Tara Iyer'));
    await field(page, 'mentor.internalMentor.phone').fill('+91 98765 43210 ext 5');
    await field(page, 'teamLeader.linkedinLink').fill('linkedin.com/in/tara');
    await labelled(page, 'GitHub Repository URL').fill('github.com/tara/energy-monitor');
    await labelled(page, 'Live Project URL').fill('https://energy.example.edu');
    await expect(sentAs(page, 'teamLeader.linkedinLink')).toHaveText('Will be sent as https://linkedin.com/in/tara');
    await expect(sentAs(page, 'githubLink')).toHaveText('Will be sent as https://github.com/tara/energy-monitor');
    // Typed with its scheme, a link is sent in its normal form and needs no note.
    await expect(sentAs(page, 'liveUrl')).toHaveCount(0);
    await labelled(page, 'Live Project URL').blur();
    await expect(page.locator('#field-mentor-internalMentor-phone-error')).toBeEmpty();
    await checkStateAtBothWidths(
      page,
      testInfo,
      'project-link-without-scheme',
      page.locator('section', { has: labelled(page, 'GitHub Repository URL') }),
    );

    const sent = page.waitForRequest(
      (request) => request.method() === 'POST' && request.url() === `${API_URL}/api/project-nominations`,
    );
    await page.getByRole('button', { name: 'Submit Nomination' }).click();
    await expect(page.locator('[data-banner="success"]')).toHaveText(/Project nomination submitted successfully!/);
    const payload = (await sent).postDataJSON();
    expect(payload.mentor.internalMentor.phone).toBe('+91 98765 43210 ext 5');
    expect(payload.teamLeader.linkedinLink).toBe('https://linkedin.com/in/tara');
    expect(payload.githubLink).toBe('https://github.com/tara/energy-monitor');
    expect(payload.liveUrl).toBe('https://energy.example.edu/');
  });
});
