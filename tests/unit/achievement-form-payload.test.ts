/** The Submit Achievement form's state → payload (spec 2, sections 4 and 7.3): only the chosen block, trimmed, with the spec's fallbacks. */
import { describe, expect, it } from 'vitest';
import { ANONYMOUS_NAME, PLACEHOLDER_EMAIL } from '#api/schemas/payload-rules.ts';
import { buildAchievementPayload, checkAchievementForm } from '#features/achievements/form/build-payload.ts';
import { chooseCategory } from '#features/achievements/form/state.ts';
import {
  BLOCKS,
  STUDENT,
  USER,
  certification,
  higherStudies,
  openSource,
  research,
} from './support/achievement-form.ts';

describe('buildAchievementPayload', () => {
  it.each([
    ['Research Publication', research, 'researchDetails'],
    ['Open Source', openSource, 'openSourceDetails'],
    ['Higher Studies', higherStudies, 'higherStudiesDetails'],
    ['Global Certification', certification, 'certificationDetails'],
  ] as const)(
    '%s: a complete form is valid; only its block is filled, the others are null',
    (category, make, block) => {
      const result = checkAchievementForm(make(), USER);
      expect(result.errors).toEqual({});
      if (!result.ok) throw new Error('expected valid');
      const output = result.output as Record<string, unknown>;
      expect(output.category).toBe(category);
      expect(output[block]).toEqual(expect.any(Object));
      for (const other of BLOCKS.filter((key) => key !== block)) expect(output[other]).toBeNull();
      expect(Object.keys(output).sort()).toEqual(['category', 'student', 'submittedBy', ...BLOCKS].sort());
      expect(output.submittedBy).toEqual({ name: USER.name, email: USER.email });
      expect(output.student).toEqual({
        // Prefilled from the signed-in user as given (the leading-letters rule is spec 1's, for projects).
        name: 'Aarav Sharma 2021',
        ...STUDENT,
      });
      // Nothing local and nothing set aside is sent.
      expect(JSON.stringify(output)).not.toMatch(/File|blob:|setAside|profileImage"/);
    },
  );

  it('trims texts and sends a block typed before a switch only when its category is chosen', () => {
    let state = research();
    state = chooseCategory(state, 'Global Certification');
    state = { ...certification(), setAside: state.setAside };
    const certified = checkAchievementForm(state, USER);
    expect(certified.ok && certified.output.researchDetails).toBeNull();
    state = chooseCategory(state, 'Research Publication');
    const result = checkAchievementForm(state, USER);
    if (!result.ok || result.output.category !== 'Research Publication') throw new Error('expected valid research');
    expect(result.output.researchDetails.title).toBe('Energy-aware scheduling');
    expect(result.output.certificationDetails).toBeNull();
  });

  it('drops blank contributions and maps nothing wrongly', () => {
    const { payload, paths } = buildAchievementPayload(openSource(), USER);
    expect((payload.openSourceDetails as { contributions: string[] }).contributions).toEqual(['Fixed focus rings']);
    expect(paths?.toState('openSourceDetails.contributions.0')).toBe('openSourceDetails.contributions.1');
  });

  it('sends the "Please specify" text only with program level Other', () => {
    const state = higherStudies();
    const details = () =>
      buildAchievementPayload(state, USER).payload.higherStudiesDetails as { programLevelOther: string };
    expect(details().programLevelOther).toBe('');
    state.higherStudiesDetails!.programLevel = 'Other';
    state.higherStudiesDetails!.programLevelOther = 'Integrated PhD';
    expect(details().programLevelOther).toBe('Integrated PhD');
    expect(checkAchievementForm(state, USER).ok).toBe(true);
  });

  it('falls back to Anonymous and a placeholder e-mail for submittedBy', () => {
    expect(buildAchievementPayload(research(), { name: ' ', email: '' }).payload.submittedBy).toEqual({
      name: ANONYMOUS_NAME,
      email: PLACEHOLDER_EMAIL,
    });
    expect(buildAchievementPayload(research(), null).payload.submittedBy).toEqual({
      name: ANONYMOUS_NAME,
      email: PLACEHOLDER_EMAIL,
    });
  });
});
