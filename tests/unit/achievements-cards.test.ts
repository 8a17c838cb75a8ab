import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { AchievementSchema, type Achievement } from '#api/schemas/achievement.ts';
import { achievementDescription, achievementTitle, belongsTo } from '#features/achievements/AchievementDetail.tsx';
import { achievementCardView, avatarLetter, programLevelBadge } from '#features/achievements/card.ts';
import { programLevelText } from '#features/achievements/HigherStudiesDetail.tsx';
import { GENERIC_PUBLICATION_LABELS, publicationLabels } from '#features/achievements/publication-labels.ts';

/** Parses a raw backend record the way the build does. */
const record = (raw: Record<string, unknown>): Achievement =>
  v.parse(AchievementSchema, { nominationId: 'ACH-1', ...raw });

const thirtyOne = Array.from({ length: 31 }, (_, i) => `word${i + 1}`).join(' ');

describe('achievement cards follow the table of spec 2, section 2.6', () => {
  it('research: title, publication type badge, abstract cut to 30 words', () => {
    const view = achievementCardView(
      record({ researchDetails: { title: 'Edge AI', publicationType: 'Journal', description: thirtyOne } }),
      'Research Publication',
    );
    expect(view.title).toBe('Edge AI');
    expect(view.badge).toBe('Journal');
    expect(view.extra.label).toBe('Abstract');
    expect(view.extra.value).toBe(`${thirtyOne.split(' ').slice(0, 30).join(' ')}...`);
  });

  it('research: a short abstract is shown whole, a missing one is absent', () => {
    const short = achievementCardView(
      record({ researchDetails: { description: 'Short  and sweet.' } }),
      'Research Publication',
    );
    expect(short.extra.value).toBe('Short and sweet.');
    const none = achievementCardView(record({ researchDetails: null }), 'Research Publication');
    expect(none.extra.value).toBeUndefined();
    expect(none.title).toBeUndefined();
    expect(none.badge).toBeUndefined();
  });

  it('certification: name, issuing organization badge, certification level', () => {
    const view = achievementCardView(
      record({
        certificationDetails: {
          certificationName: 'CKA',
          issuingOrganization: 'The Linux Foundation',
          certificationType: 'Professional',
        },
      }),
      'Global Certification',
    );
    expect(view).toEqual({
      title: 'CKA',
      badge: 'The Linux Foundation',
      extra: { label: 'Certification Level', value: 'Professional' },
    });
  });

  it('higher studies: course, program level (the "other" text wins), admission year', () => {
    const other = achievementCardView(
      record({
        higherStudiesDetails: {
          course: 'MS CS',
          programLevel: 'Other',
          programLevelOther: 'Integrated MS-PhD',
          admissionYear: 2025,
        },
      }),
      'Higher Studies',
    );
    expect(other).toEqual({
      title: 'MS CS',
      badge: 'Integrated MS-PhD',
      extra: { label: 'Admission Year', value: '2025' },
    });
    const plain = achievementCardView(
      record({ higherStudiesDetails: { programLevel: 'PhD', programLevelOther: '  ' } }),
      'Higher Studies',
    );
    expect(plain.badge).toBe('PhD');
  });

  it('open source: project name, role badge, organization', () => {
    const view = achievementCardView(
      record({ openSourceDetails: { projectName: 'Airflow', role: 'Contributor', organization: 'Apache' } }),
      'Open Source',
    );
    expect(view).toEqual({ title: 'Airflow', badge: 'Contributor', extra: { label: 'Organization', value: 'Apache' } });
  });
});

describe('small rules', () => {
  it('research avatars: the first letter of the name, else "S"; emoji stay whole', () => {
    expect(avatarLetter('neha Iyer')).toBe('N');
    expect(avatarLetter('  ')).toBe('S');
    expect(avatarLetter(undefined)).toBe('S');
    expect(avatarLetter('👩🏽‍💻 Dev')).toBe('👩🏽‍💻');
  });

  it('program level: badge prefers the other text; detail puts it in brackets', () => {
    expect(programLevelBadge('Other', 'Integrated MS-PhD')).toBe('Integrated MS-PhD');
    expect(programLevelBadge('Masters', undefined)).toBe('Masters');
    expect(programLevelText('Other', 'Integrated MS-PhD')).toBe('Other (Integrated MS-PhD)');
    expect(programLevelText('PhD', undefined)).toBe('PhD');
    expect(programLevelText(undefined, undefined)).toBeUndefined();
  });

  it('publisher labels depend on the publication type, with neutral ones otherwise', () => {
    expect(publicationLabels('Patent').primaryInfo).toBe('Patent Office');
    expect(publicationLabels('Journal').secondaryInfo).toBe('Journal, Volume & Issue');
    expect(publicationLabels('Book Chapter').secondaryInfo).toBe('Book Title & Pages');
    expect(publicationLabels(undefined)).toBe(GENERIC_PUBLICATION_LABELS);
    expect(publicationLabels('toString')).toBe(GENERIC_PUBLICATION_LABELS);
  });

  it('a fetched record belongs to a route by its category, else by its details block', () => {
    expect(belongsTo(record({ category: 'Open Source' }), 'Open Source')).toBe(true);
    expect(
      belongsTo(
        record({ category: 'Research Publication', certificationDetails: { certificationName: 'x' } }),
        'Global Certification',
      ),
    ).toBe(false);
    expect(belongsTo(record({ certificationDetails: { certificationName: 'x' } }), 'Global Certification')).toBe(true);
    expect(belongsTo(record({}), 'Higher Studies')).toBe(false);
  });

  it('page titles and descriptions come from the entry, with N/A and a summary as fallbacks', () => {
    const entry = record({ student: { name: 'Diya Iyer' }, higherStudiesDetails: { university: 'NUS' } });
    expect(achievementTitle(entry, 'Higher Studies')).toBe('NUS');
    expect(achievementDescription(entry, 'Higher Studies')).toBe('Higher studies by Diya Iyer: NUS');
    expect(achievementTitle(record({}), 'Open Source')).toBe('N/A');
    const long = achievementDescription(record({ openSourceDetails: { description: 'x'.repeat(500) } }), 'Open Source');
    expect(Array.from(long)).toHaveLength(160);
    expect(long.endsWith('…')).toBe(true);
  });
});
