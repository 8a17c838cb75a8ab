/** The competition form's draft revival, its file keys, and the order of its uploads at submit (spec 2, sections 3.1 and 7.2). */
import { describe, expect, it } from 'vitest';
import { planCompetitionUploads } from '#features/competitions/form/upload-plan.ts';
import { hasChosen, reviveChosenNames } from '#features/nominations/chosen-files.ts';
import {
  emptyCompetitionState,
  FILE_KEYS,
  isLiveFileKey,
  memberPhotoKey,
  reviveCompetitionState,
} from '#features/competitions/form/state.ts';
import { USER, filled, member } from './support/competition-form.ts';

describe('reviveCompetitionState', () => {
  it('restores a draft, keeps chosen-file names, and gives every member its own id', () => {
    const saved = {
      ...filled(),
      outcome: [],
      techStack: [],
      teamMembers: [{ name: 'A' }, { name: 'B', rowId: 'x' }, { name: 'C', rowId: 'x' }],
      chosenFiles: { [FILE_KEYS.leaderPhoto]: ['me.png', 3], 'teamMember:x': ['b.png'], junk: 'nope' },
      removedField: 'gone',
    };
    const state = reviveCompetitionState(saved, USER.name);
    expect(state.outcome).toEqual(['']);
    expect(state.techStack).toEqual(['']);
    expect(state.teamMembers.map((m) => m.name)).toEqual(['A', 'B', 'C']);
    const ids = state.teamMembers.map((m) => m.rowId);
    expect(new Set(ids).size).toBe(3);
    expect(ids[1]).toBe('x');
    expect(state.chosenFiles).toEqual({ [FILE_KEYS.leaderPhoto]: ['me.png'], 'teamMember:x': ['b.png'] });
    expect(state).not.toHaveProperty('removedField');
  });

  it('a missing or broken draft gives the empty form', () => {
    expect(reviveCompetitionState(null, USER.name)).toEqual({ ...emptyCompetitionState(USER.name) });
    expect(reviveCompetitionState('junk', USER.name).teamLeader.name).toBe('Aarav Sharma 2021');
  });
});

describe('file keys', () => {
  it('a member photo key lives only while its member does', () => {
    const kept = member();
    const state = { teamMembers: [kept] };
    expect(isLiveFileKey(memberPhotoKey(kept), state)).toBe(true);
    expect(isLiveFileKey('teamMember:someone-removed', state)).toBe(false);
    for (const key of Object.values(FILE_KEYS)) expect(isLiveFileKey(key, state)).toBe(true);
  });
  it('chosen names: lists of strings only', () => {
    expect(reviveChosenNames({ a: ['x'], b: [], c: 'y', d: [1, 'z'] })).toEqual({ a: ['x'], d: ['z'] });
    expect(reviveChosenNames([])).toEqual({});
    expect(hasChosen({ a: ['x'] }, 'a')).toBe(true);
    expect(hasChosen({ a: [] }, 'a')).toBe(false);
  });
});

describe('planCompetitionUploads', () => {
  const file = (name: string) => new File(['x'], name);
  it("follows the spec's order: leader photo, each member photo, presentation, posters one at a time", () => {
    const [first, second] = [member(), member()];
    const files = {
      [FILE_KEYS.posters]: [file('p1.png'), file('p2.png')],
      [FILE_KEYS.presentation]: [file('deck.pdf')],
      [memberPhotoKey(second!)]: [file('second.png')],
      [memberPhotoKey(first!)]: [file('first.png')],
      [FILE_KEYS.leaderPhoto]: [file('leader.png')],
      'teamMember:removed': [file('orphan.png')],
    };
    const plan = planCompetitionUploads({ teamMembers: [first!, second!] }, files);
    expect(plan.map((step) => [step.file.name, step.path, step.kind, step.overlay, step.append])).toEqual([
      ['leader.png', 'teamLeader.profileImageUrl', 'profile', 'Uploading profile image...', false],
      ['first.png', 'teamMembers.0.profileImageUrl', 'profile', 'Uploading profile image...', false],
      ['second.png', 'teamMembers.1.profileImageUrl', 'profile', 'Uploading profile image...', false],
      ['deck.pdf', 'pptLink', 'document', 'Uploading presentation...', false],
      ['p1.png', 'posterImages', 'poster', 'Uploading project images...', true],
      ['p2.png', 'posterImages', 'poster', 'Uploading project images...', true],
    ]);
    expect(plan[3]!.wrap?.('x')).toBe('Error uploading presentation: x');
    expect(plan[4]!.wrap?.('x')).toBe('Error uploading images: x');
    expect(plan[0]!.wrap).toBeUndefined();
  });
  it('is empty when nothing is chosen (uploaded files keep their URLs)', () => {
    expect(planCompetitionUploads({ teamMembers: [member()] }, {})).toEqual([]);
  });
});
