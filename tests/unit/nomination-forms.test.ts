/** The four forms as configuration: name prefill and reset as each spec says, and which upload failures stop a submission. */
import { describe, expect, it } from 'vitest';
import { ACHIEVEMENT_FORM } from '#features/achievements/form/AchievementForm.tsx';
import { COMPETITION_FORM } from '#features/competitions/form/CompetitionForm.tsx';
import { emptyCompetitionMember, FILE_KEYS, memberPhotoKey } from '#features/competitions/form/state.ts';
import { planCompetitionUploads } from '#features/competitions/form/upload-plan.ts';
import { PLACEMENT_FORM } from '#features/placements/form/PlacementForm.tsx';
import { PROJECT_FORM } from '#features/projects/form/ProjectForm.tsx';

const USER = { name: 'Aarav Sharma 2021 (CSE)', email: 'aarav@university.edu', id: '7' };
const afterSuccess = <S>(form: { start: (user: typeof USER) => S; reset?: (user: typeof USER) => S }) =>
  (form.reset ?? form.start)(USER);

describe('name prefill and reset', () => {
  it("project (spec 1, sections 4 and 5): the leader's name keeps only its leading letters and spaces, at the start and after a success", () => {
    expect(PROJECT_FORM.start(USER).teamLeader.name).toBe('Aarav Sharma');
    expect(afterSuccess(PROJECT_FORM).teamLeader.name).toBe('Aarav Sharma');
  });

  it("competition (spec 2, section 2.5): the leader's name is the user's, re-filled after a success", () => {
    expect(COMPETITION_FORM.start(USER).teamLeader.name).toBe('Aarav Sharma 2021 (CSE)');
    expect(afterSuccess(COMPETITION_FORM).teamLeader.name).toBe('Aarav Sharma 2021 (CSE)');
  });

  it("placement (spec 2, sections 4 and 5.3): the user's name and e-mail, kept after a success", () => {
    expect(PLACEMENT_FORM.start(USER).student).toMatchObject({
      name: 'Aarav Sharma 2021 (CSE)',
      emailId: 'aarav@university.edu',
    });
    expect(afterSuccess(PLACEMENT_FORM).student).toMatchObject({
      name: 'Aarav Sharma 2021 (CSE)',
      emailId: 'aarav@university.edu',
    });
  });

  it('achievement (spec 2, section 2.8): prefilled at the start; after a success the form resets to empty, name too', () => {
    expect(ACHIEVEMENT_FORM.start(USER).student.name).toBe('Aarav Sharma 2021 (CSE)');
    const reset = afterSuccess(ACHIEVEMENT_FORM);
    expect(reset.student.name).toBe('');
    expect(reset).toEqual({
      ...ACHIEVEMENT_FORM.start(USER),
      student: { ...ACHIEVEMENT_FORM.start(USER).student, name: '' },
    });
  });
});

describe('competition uploads at submit (spec 2, sections 4 and 8)', () => {
  it("only a presentation, poster or the leader's (required) photo failure stops the submission; a member's photo is skipped", () => {
    const member = emptyCompetitionMember();
    const file = (name: string) => new File(['x'], name);
    const plan = planCompetitionUploads(
      { teamMembers: [member] },
      {
        [FILE_KEYS.leaderPhoto]: [file('leader.png')],
        [memberPhotoKey(member)]: [file('member.png')],
        [FILE_KEYS.presentation]: [file('deck.pdf')],
        [FILE_KEYS.posters]: [file('poster.png')],
      },
    );
    expect(plan.map((upload) => [upload.file.name, upload.skipWith])).toEqual([
      ['leader.png', undefined],
      ['member.png', "Team member 1's profile photo could not be uploaded; the nomination was sent without it."],
      ['deck.pdf', undefined],
      ['poster.png', undefined],
    ]);
  });

  it('the form asks for every member photo; what is sent may lack one whose upload failed', () => {
    const state = { ...COMPETITION_FORM.start(USER), teamMembers: [{ ...emptyCompetitionMember(), name: 'Kabir' }] };
    expect(COMPETITION_FORM.check(state, USER).errors['teamMembers.0.profileImageUrl']).toBe(
      'Team member profile photo is required',
    );
    expect(COMPETITION_FORM.check(state, USER, 'uploaded').errors['teamMembers.0.profileImageUrl']).toBeUndefined();
  });
});
