/**
 * The Submit Achievement form's state (spec 2, sections 3.2 and 7.3): the empty
 * form, category switches, drafts revived into today's shape, and which endpoint
 * and alert each file field uses.
 */
import { describe, expect, it } from 'vitest';
import {
  chooseCategory,
  emptyAchievementState,
  emptyAuthor,
  reviveAchievementState,
  uploadAlertOf,
  uploadKindOf,
} from '#features/achievements/form/state.ts';
import { BLOCKS, URL_OF, USER, research } from './support/achievement-form.ts';

describe('emptyAchievementState', () => {
  it("prefills the student name with the user's name as given, and has no category nor block", () => {
    const state = emptyAchievementState('Aarav Sharma 2021 (CSE)');
    expect(state.student.name).toBe('Aarav Sharma 2021 (CSE)');
    expect(emptyAchievementState(undefined).student.name).toBe('');
    expect(state.category).toBe('');
    for (const block of BLOCKS) expect(state[block]).toBeNull();
    expect(state.setAside).toEqual({});
  });
});

describe('chooseCategory', () => {
  it('creates the chosen block with its keep-one lists and sets the others to null', () => {
    const state = chooseCategory(emptyAchievementState('A'), 'Open Source');
    expect(state.category).toBe('Open Source');
    expect(state.openSourceDetails).toMatchObject({ contributions: [''], techStack: [''], impact: [''], awards: [] });
    expect(state.researchDetails).toBeNull();
    expect(state.higherStudiesDetails).toBeNull();
    expect(state.certificationDetails).toBeNull();
    const research = chooseCategory(state, 'Research Publication').researchDetails!;
    expect(research.outcome).toEqual(['']);
    expect(research.additionalAuthors).toEqual([]);
    expect(chooseCategory(state, 'Global Certification').certificationDetails).toMatchObject({
      skills: [''],
      outcome: [''],
    });
  });

  it('keeps the chosen block when it is chosen again, and brings a set-aside block back', () => {
    let state = research();
    state = chooseCategory(state, 'Research Publication');
    expect(state.researchDetails!.title).toBe('  Energy-aware scheduling  ');
    state = chooseCategory(state, 'Higher Studies');
    expect(state.researchDetails).toBeNull();
    expect(state.setAside.researchDetails!.title).toBe('  Energy-aware scheduling  ');
    state.higherStudiesDetails!.university = 'ETH Zurich';
    state = chooseCategory(state, 'Research Publication');
    expect(state.researchDetails!.title).toBe('  Energy-aware scheduling  ');
    expect(state.higherStudiesDetails).toBeNull();
    expect(state.setAside).toEqual({ higherStudiesDetails: expect.objectContaining({ university: 'ETH Zurich' }) });
  });

  it('choosing no category sets every block aside', () => {
    const state = chooseCategory(research(), '');
    expect(state.category).toBe('');
    for (const block of BLOCKS) expect(state[block]).toBeNull();
    expect(state.setAside.researchDetails).toBeDefined();
    expect(chooseCategory(state, 'Not a category').category).toBe('');
  });
});

describe('reviveAchievementState', () => {
  it("brings back the chosen block, the set-aside ones and uploaded URLs, fitted to today's shape", () => {
    let state = research();
    state.researchDetails!.additionalAuthors = [{ ...emptyAuthor(), name: 'Neha', profileImageUrl: URL_OF('n.png') }];
    state = chooseCategory(state, 'Open Source');
    state.openSourceDetails!.projectName = 'Firefox';
    const saved = JSON.parse(JSON.stringify(state)) as Record<string, unknown>;
    (saved.openSourceDetails as Record<string, unknown>).retiredField = 'x';
    (saved.openSourceDetails as Record<string, unknown>).impact = [];
    delete (saved.openSourceDetails as Record<string, unknown>).pr;

    const revived = reviveAchievementState(saved, USER.name);
    expect(revived.category).toBe('Open Source');
    expect(revived.openSourceDetails).toMatchObject({ projectName: 'Firefox', pr: '', impact: [''] });
    expect(revived.openSourceDetails).not.toHaveProperty('retiredField');
    expect(revived.researchDetails).toBeNull();
    expect(revived.student.profileImageUrl).toBe(URL_OF('me.png'));
    const back = chooseCategory(revived, 'Research Publication');
    expect(back.researchDetails!.title).toBe('  Energy-aware scheduling  ');
    expect(back.researchDetails!.additionalAuthors).toEqual([
      { ...emptyAuthor(), name: 'Neha', profileImageUrl: URL_OF('n.png') },
    ]);
  });

  it('starts empty from anything that is not a draft, and ignores an unknown category', () => {
    for (const saved of [null, 'x', 42, []])
      expect(reviveAchievementState(saved, 'Aarav')).toEqual(emptyAchievementState('Aarav'));
    const revived = reviveAchievementState({ category: 'Sports', student: { name: 7, rollNumber: 'R1' } }, 'Aarav');
    expect(revived.category).toBe('');
    expect(revived.student).toMatchObject({ name: 'Aarav', rollNumber: 'R1' });
  });
});

describe('file fields', () => {
  it('upload to the spec endpoints: photos to profile-image, papers and proofs to document', () => {
    expect(uploadKindOf('student.profileImageUrl')).toBe('profile');
    expect(uploadKindOf('researchDetails.additionalAuthors.2.profileImageUrl')).toBe('profile');
    expect(uploadKindOf('researchDetails.pptLink')).toBe('document');
    expect(uploadKindOf('certificationDetails.pptLink')).toBe('document');
    for (const block of ['researchDetails', 'openSourceDetails', 'certificationDetails']) {
      expect(uploadKindOf(`${block}.awards.0.pptLink`)).toBe('document');
    }
    expect(uploadKindOf('student.name')).toBeUndefined();
  });

  it('say the spec alert after a failed upload', () => {
    expect(uploadAlertOf('student.profileImageUrl')).toBe('Failed to upload image. Please try again.');
    expect(uploadAlertOf('researchDetails.additionalAuthors.0.profileImageUrl')).toBe(
      'Failed to upload author image. Please try again.',
    );
    expect(uploadAlertOf('researchDetails.pptLink')).toBe('Failed to upload file. Please try again.');
    expect(uploadAlertOf('openSourceDetails.awards.1.pptLink')).toBe('Failed to upload file. Please try again.');
  });
});
