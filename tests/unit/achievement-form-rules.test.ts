/** The Submit Achievement form's rules (spec 2, section 5.2): every rule's message under its field's path, for each category. */
import { describe, expect, it } from 'vitest';
import { ACHIEVEMENT_MESSAGES } from '#api/schemas/achievement-payload.ts';
import { checkAchievementForm } from '#features/achievements/form/build-payload.ts';
import { emptyAchievementState, emptyAuthor } from '#features/achievements/form/state.ts';
import {
  URL_OF,
  USER,
  certification,
  higherStudies,
  openSource,
  research,
  withCategory,
} from './support/achievement-form.ts';
import {
  ACHIEVEMENT_STUDENT_REQUIRED,
  CERTIFICATION_EMPTY_BLOCK,
  HIGHER_STUDIES_EMPTY_BLOCK,
  OPEN_SOURCE_EMPTY_BLOCK,
  RESEARCH_EMPTY_BLOCK,
} from '#tests/support/spec-messages.ts';

describe('validation (spec 2, section 5.2)', () => {
  it('asks for a category and every student field; the missing photo blocks with the spec text', () => {
    const errors = checkAchievementForm(emptyAchievementState('Aarav'), USER).errors;
    expect(errors).toEqual({
      category: ACHIEVEMENT_MESSAGES.category,
      ...ACHIEVEMENT_STUDENT_REQUIRED,
    });
    const blank = emptyAchievementState('');
    expect(checkAchievementForm(blank, USER).errors['student.name']).toBe('Name is required');
    const state = withCategory('Higher Studies');
    state.student.linkedinLink = 'N/A';
    expect(checkAchievementForm(state, USER).errors['student.linkedinLink']).toBe('Please enter a valid URL');
  });

  it('research: every required field, the limits, URL and e-mail formats, authors and awards', () => {
    const empty = checkAchievementForm(withCategory('Research Publication'), USER).errors;
    expect(empty).toEqual(RESEARCH_EMPTY_BLOCK);

    const state = research();
    const details = state.researchDetails!;
    details.title = 'x'.repeat(81);
    details.description = 'y'.repeat(501);
    details.links.publicationUrl = 'doi';
    details.links.publisherWebsite = 'javascript:alert(1)';
    details.supervisor.email = 'not-an-email';
    details.supervisor.phone = '+91 98765 43210 ext 5';
    details.outcome = ['Cited', ''];
    details.additionalAuthors = [
      emptyAuthor(),
      { ...emptyAuthor(), name: 'Neha', email: 'neha@', profileImageUrl: URL_OF('n.png') },
    ];
    details.awards = [{ name: '', pptLink: '' }];
    const errors = checkAchievementForm(state, USER).errors;
    expect(errors).toEqual({
      'researchDetails.title': 'Title must be at most 80 characters',
      'researchDetails.description': 'Description must be at most 500 characters',
      'researchDetails.links.publicationUrl': expect.stringMatching(/valid URL/),
      'researchDetails.links.publisherWebsite': expect.stringMatching(/valid URL/),
      'researchDetails.supervisor.email': 'Please enter a valid email address',
      'researchDetails.outcome.1': 'Outcome is required',
      'researchDetails.additionalAuthors.0.name': 'Author name is required',
      'researchDetails.additionalAuthors.0.profileImageUrl': 'Author photo is required',
      'researchDetails.additionalAuthors.1.email': 'Please enter a valid email address',
      'researchDetails.awards.0.name': 'Award name is required',
      'researchDetails.awards.0.pptLink': 'Please upload a proof for this award',
    });
    details.title = 'x'.repeat(80);
    details.description = 'y'.repeat(500);
    expect(checkAchievementForm(state, USER).errors['researchDetails.title']).toBeUndefined();
    expect(checkAchievementForm(state, USER).errors['researchDetails.description']).toBeUndefined();
  });

  it('open source: required fields; repository link optional but a URL; program optional', () => {
    expect(checkAchievementForm(withCategory('Open Source'), USER).errors).toEqual(OPEN_SOURCE_EMPTY_BLOCK);
    const state = openSource();
    state.openSourceDetails!.repoLink = 'mailto:dev@mozilla.org';
    state.openSourceDetails!.awards = [{ name: 'Top contributor', pptLink: '' }];
    expect(checkAchievementForm(state, USER).errors).toEqual({
      'openSourceDetails.repoLink': expect.stringMatching(/valid URL/),
      'openSourceDetails.awards.0.pptLink': 'Please upload a proof for this award',
    });
    state.openSourceDetails!.repoLink = 'github.com/mozilla/gecko-dev';
    state.openSourceDetails!.awards = [{ name: 'Top contributor', pptLink: URL_OF('award.pdf') }];
    const checked = checkAchievementForm(state, USER);
    expect(checked.ok && checked.output.openSourceDetails?.repoLink).toBe('https://github.com/mozilla/gecko-dev');
  });

  it('higher studies: required fields, specialization optional, "Please specify" required with Other', () => {
    expect(checkAchievementForm(withCategory('Higher Studies'), USER).errors).toEqual(HIGHER_STUDIES_EMPTY_BLOCK);
    const state = higherStudies();
    state.higherStudiesDetails!.programLevel = 'Other';
    state.higherStudiesDetails!.programLevelOther = '  ';
    expect(checkAchievementForm(state, USER).errors).toEqual({
      'higherStudiesDetails.programLevelOther': 'Please specify the program level',
    });
  });

  it('certification: required fields and proof; expiry, credential ID and URL optional (URL checked)', () => {
    expect(checkAchievementForm(withCategory('Global Certification'), USER).errors).toEqual(CERTIFICATION_EMPTY_BLOCK);
    const state = certification();
    state.certificationDetails!.credentialUrl = 'not a url';
    expect(checkAchievementForm(state, USER).errors).toEqual({
      'certificationDetails.credentialUrl': expect.stringMatching(/valid URL/),
    });
    state.certificationDetails!.credentialUrl = 'https://www.credly.com/badges/1';
    state.certificationDetails!.expiryDate = '2027-03-01';
    state.certificationDetails!.credentialId = 'ABC-123';
    expect(checkAchievementForm(state, USER).ok).toBe(true);
  });
});
