/** The competition form's empty state and state → payload (spec 2, sections 3.1, 5.1 and 7.3). */
import { describe, expect, it } from 'vitest';
import { COMPETITION_TECHNOLOGY_DOMAINS } from '#api/enums.ts';
import { ANONYMOUS_NAME, PLACEHOLDER_EMAIL } from '#api/schemas/payload-rules.ts';
import { buildCompetitionPayload, checkCompetitionForm } from '#features/competitions/form/build-payload.ts';
import { STAND_IN_URL } from '#features/nominations/chosen-files.ts';
import { emptyCompetitionState, FILE_KEYS, memberPhotoKey } from '#features/competitions/form/state.ts';
import { URL_OF, USER, filled, member } from './support/competition-form.ts';
import { COMPETITION_EMPTY_FORM } from '#tests/support/spec-messages.ts';

describe('emptyCompetitionState', () => {
  it("prefills the leader name with the user's name as given (spec 2, section 2.5; leading letters only is spec 1's project rule)", () => {
    expect(emptyCompetitionState(' Aarav Sharma 2021 (CSE) ').teamLeader.name).toBe('Aarav Sharma 2021 (CSE)');
    expect(emptyCompetitionState(null).teamLeader.name).toBe('');
  });
  it('starts outcomes and tech stack with one empty row, achievements and members empty', () => {
    const state = emptyCompetitionState('A');
    expect(state.outcome).toEqual(['']);
    expect(state.techStack).toEqual(['']);
    expect(state.achievements).toEqual([]);
    expect(state.teamMembers).toEqual([]);
    expect(state.chosenFiles).toEqual({});
  });
  it('is the same every time (an untouched form leaves no draft)', () => {
    expect(JSON.stringify(emptyCompetitionState('A'))).toBe(JSON.stringify(emptyCompetitionState('A')));
  });
});

describe('buildCompetitionPayload', () => {
  it('a complete form: trimmed, the spec fields only, members without row ids, submittedBy from the user', () => {
    const state = filled();
    state.teamMembers = [member()];
    const result = checkCompetitionForm(state, USER);
    expect(result.errors).toEqual({});
    if (!result.ok) throw new Error('expected valid');
    expect(result.output.competitionName).toBe('Smart India Hackathon');
    expect(Object.keys(result.output).sort()).toEqual(
      [
        'category',
        'competitionName',
        'organizingBody',
        'level',
        'location',
        'date',
        'participationType',
        'teamLeader',
        'teamMembers',
        'title',
        'description',
        'technologyDomain',
        'techStack',
        'outcome',
        'achievements',
        'githubLink',
        'pptLink',
        'posterImages',
        'submittedBy',
      ].sort(),
    );
    expect(result.output.teamMembers[0]).not.toHaveProperty('rowId');
    expect(Object.keys(result.output.teamMembers[0]!).sort()).toEqual(
      ['name', 'rollNumber', 'programme', 'batch', 'semester', 'year', 'linkedinLink', 'profileImageUrl'].sort(),
    );
    expect(result.output.submittedBy).toEqual({ name: USER.name, email: USER.email });
    expect(result.output).not.toHaveProperty('chosenFiles');
    expect(JSON.stringify(result.output)).not.toContain(STAND_IN_URL);
  });

  it('drops blank achievements (they may reach zero) and maps errors back to their rows', () => {
    const state = filled();
    state.achievements = ['  ', 'First prize', ''];
    expect(buildCompetitionPayload(state, USER).payload.achievements).toEqual(['First prize']);
    state.achievements = [];
    expect(checkCompetitionForm(state, USER).ok).toBe(true);
  });

  it('gives the spec messages of section 5.1 under the right paths', () => {
    const errors = checkCompetitionForm(emptyCompetitionState(USER.name), USER).errors;
    expect(errors).toEqual(COMPETITION_EMPTY_FORM);
  });

  it('limits, URLs, members and posters', () => {
    const state = filled();
    state.competitionName = 'x'.repeat(31);
    state.title = 'y'.repeat(31);
    state.teamLeader.linkedinLink = 'aarav';
    state.githubLink = 'javascript:alert(1)';
    state.outcome = ['Winner', ' '];
    state.techStack = ['React', ''];
    state.teamMembers = [member({ name: '', linkedinLink: 'not a url', profileImageUrl: '' })];
    state.posterImages = Array.from({ length: 6 }, (_, i) => URL_OF(`${i}.png`));
    state.level = 'Galactic';
    state.technologyDomain = 'Astrology';
    const errors = checkCompetitionForm(state, USER).errors;
    expect(errors.competitionName).toBe('Competition name must be at most 30 characters');
    expect(errors.title).toBe('Theme must be at most 30 characters');
    expect(errors['teamLeader.linkedinLink']).toBe('Please enter a valid URL');
    expect(errors.githubLink).toBe('Please enter a valid URL');
    expect(errors['outcome.1']).toBe('Outcome is required');
    expect(errors['techStack.1']).toBe('Technology is required');
    expect(errors['teamMembers.0.name']).toBe('Team member name is required');
    expect(errors['teamMembers.0.linkedinLink']).toBe('Please enter a valid URL');
    expect(errors['teamMembers.0.profileImageUrl']).toBe('Team member profile photo is required');
    expect(errors.posterImages).toBe('Maximum 5 images allowed');
    expect(errors.level).toBe('Please select a level');
    expect(errors.technologyDomain).toBe('Please select a technology domain');
  });

  it('member LinkedIn and the GitHub link are optional; up to 3 members', () => {
    const state = filled();
    state.githubLink = '';
    state.teamMembers = [member({ linkedinLink: '' }), member(), member()];
    expect(checkCompetitionForm(state, USER).errors).toEqual({});
    state.teamMembers.push(member());
    expect(checkCompetitionForm(state, USER).errors.teamMembers).toBe('At most 3 team members');
  });

  it('accepts every level, participation type and the 63 technology domains', () => {
    expect(COMPETITION_TECHNOLOGY_DOMAINS).toHaveLength(63);
    const state = filled();
    for (const domain of COMPETITION_TECHNOLOGY_DOMAINS) {
      state.technologyDomain = domain;
      expect(checkCompetitionForm(state, USER).ok, domain).toBe(true);
    }
    for (const level of ['Intra-College', 'Inter-College', 'National', 'International', 'Corporate']) {
      state.level = level;
      expect(checkCompetitionForm(state, USER).ok, level).toBe(true);
    }
    for (const type of ['Individual', 'Team']) {
      state.participationType = type;
      expect(checkCompetitionForm(state, USER).ok, type).toBe(true);
    }
  });

  it('chosen files count before the uploads, but never reach what is sent', () => {
    const state = filled();
    const teamMember = member({ profileImageUrl: '' });
    state.teamMembers = [teamMember];
    state.teamLeader.profileImageUrl = '';
    state.pptLink = '';
    state.posterImages = [URL_OF('a.png'), URL_OF('b.png')];
    state.chosenFiles = {
      [FILE_KEYS.leaderPhoto]: ['me.png'],
      [memberPhotoKey(teamMember)]: ['kabir.png'],
      [FILE_KEYS.presentation]: ['deck.pdf'],
      [FILE_KEYS.posters]: ['c.png', 'd.png', 'e.png'],
    };
    // Before the uploads: the form is complete.
    expect(checkCompetitionForm(state, USER).errors).toEqual({});
    // What is sent: only uploaded URLs, so every chosen-but-not-uploaded file is still missing; a member
    // whose photo failed to upload is sent without it (spec 2, sections 4 and 8), the leader never.
    const sent = checkCompetitionForm(state, USER, 'uploaded');
    expect(sent.errors).toEqual({
      'teamLeader.profileImageUrl': 'Team Leader profile photo is required',
    });
    expect(buildCompetitionPayload(state, USER, 'uploaded').payload.pptLink).toBe('');
    expect(buildCompetitionPayload(state, USER, 'uploaded').payload.posterImages).toEqual([
      URL_OF('a.png'),
      URL_OF('b.png'),
    ]);

    // Uploaded and chosen posters together: at most 5.
    state.chosenFiles[FILE_KEYS.posters] = ['c.png', 'd.png', 'e.png', 'f.png'];
    expect(checkCompetitionForm(state, USER).errors.posterImages).toBe('Maximum 5 images allowed');
  });

  it('falls back to Anonymous and a placeholder e-mail for submittedBy', () => {
    const result = checkCompetitionForm(filled(), { name: '  ', email: null });
    expect(result.ok && result.output.submittedBy).toEqual({ name: ANONYMOUS_NAME, email: PLACEHOLDER_EMAIL });
  });
});
