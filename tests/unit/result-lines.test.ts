/**
 * The lines a search result shows (issue 43): the /search page's cards, whose
 * facts come back from Pagefind's metadata, never read "Programme:: N/A" (a
 * fact without a value came back trimmed, "Programme:", and was read as a
 * label with a colon of its own); the top bar's one meta line never shows a
 * label without its value, nor "N/A".
 */
import { gunzipSync } from 'node:zlib';
import { renderToString } from 'react-dom/server';
import { createElement } from 'react';
import { afterAll, describe, expect, it } from 'vitest';
import * as pagefind from 'pagefind';
import { parseRecords } from '#api/schemas/lenient.ts';
import { AchievementSchema } from '#api/schemas/achievement.ts';
import { AlumniSchema } from '#api/schemas/alumni.ts';
import { PlacementSchema } from '#api/schemas/placement.ts';
import { ProjectSchema } from '#api/schemas/project.ts';
import { ShowcaseCard } from '#components/showcase/ShowcaseCard.tsx';
import { achievementCard } from '#features/achievements/card.ts';
import { alumniCard } from '#features/alumni/card.ts';
import { placementCard } from '#features/placements/card.ts';
import { projectCard } from '#features/projects/card.ts';
import { cardFromMeta, cardToMeta } from '#features/search/card-meta.ts';
import { metaLine } from '#features/search/instant/meta-line.ts';

/** A project whose team leader has a name and nothing else: the industry project of the issue. */
const [leaderOnly] = parseRecords(ProjectSchema, [
  { nominationId: 'PRJ-9', category: 'Industry', projectTitle: 'Sensor Hub', teamLeader: { name: 'Asha Verma' } },
]).records;
const card = projectCard(leaderOnly!, 'Industry', '/projects/industrydetails/PRJ-9');

/** The card's metadata as Pagefind's indexer keeps it and its search gives it back. */
async function throughPagefind(meta: Record<string, string>): Promise<{ url: string; meta: Record<string, string> }> {
  const { index } = await pagefind.createIndex({ forceLanguage: 'en' });
  const tags = Object.entries(meta)
    .map(
      ([key, value]) =>
        `<data hidden data-pagefind-meta="${key}[value]" value="${value.replace(/"/g, '&quot;')}"></data>`,
    )
    .join('');
  await index!.addHTMLFile({
    url: '/projects/industrydetails/PRJ-9/',
    content: `<html lang="en"><body><main data-pagefind-body><p>sensor</p>${tags}</main></body></html>`,
  });
  const fragment = (await index!.getFiles()).files.find((file) => file.path.startsWith('fragment/'))!;
  const text = gunzipSync(Buffer.from(fragment.content)).toString('utf8');
  return JSON.parse(text.slice(text.indexOf('{'))) as { url: string; meta: Record<string, string> };
}

afterAll(() => pagefind.close());

describe('a /search card, back from Pagefind', () => {
  it('shows a fact without a value as the lists do, "Programme:" and "N/A", never a doubled colon', async () => {
    const found = await throughPagefind(cardToMeta(card));
    const back = cardFromMeta(found.url, found.meta);
    expect(back.facts).toEqual([
      ['Team Leader', 'Asha Verma'],
      ['Programme', undefined],
      ['Roll Number', undefined],
    ]);
    const html = renderToString(createElement(ShowcaseCard, { model: back, headingLevel: 3 }));
    const text = html
      .replace(/<!-- -->/g, '')
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' ');
    expect(text).not.toContain('::');
    expect(text).toContain('Programme: N/A');
    expect(text).toContain('Roll Number: N/A');
  });

  it('keeps a value that holds a colon of its own', async () => {
    const withColon = {
      ...card,
      facts: [['Designation', 'Engineer: Platform']] as Array<[string, string | undefined]>,
    };
    const found = await throughPagefind(cardToMeta(withColon));
    expect(cardFromMeta(found.url, found.meta).facts).toEqual([['Designation', 'Engineer: Platform']]);
  });
});

describe('the one line under a result in the top bar', () => {
  const [student] = parseRecords(AchievementSchema, [
    {
      nominationId: 'ACH-9',
      category: 'Open Source',
      student: { name: 'Kavya Rao' },
      openSourceDetails: { projectName: 'Kubernetes', role: 'Contributor' },
    },
  ]).records;
  const [placement] = parseRecords(PlacementSchema, [
    { nominationId: 'PLC-9', category: 'Placement', organizationName: 'Razorpay', student: { programme: 'MCA' } },
  ]).records;
  const [alumnus] = parseRecords(AlumniSchema, [
    { nominationId: 'ALM-9', isBest: true, organization: 'Google', alumni: { name: 'Ishaan' } },
  ]).records;

  it('is the card’s badges and first facts as values, missing ones left out: no label, no "N/A"', () => {
    expect(metaLine(card)).toBe('Industry · Asha Verma');
    expect(metaLine(achievementCard(student!, 'Open Source', '/x'))).toBe('Contributor · Kavya Rao');
    expect(metaLine(placementCard(placement!, 'Placement', '/x'))).toBe('Placement · MCA');
    expect(metaLine(alumniCard(alumnus!, '/x'))).toBe('Alumni · Star · Google');
    for (const line of [
      metaLine(card),
      metaLine(achievementCard(student!, 'Open Source', '/x')),
      metaLine(placementCard(placement!, 'Placement', '/x')),
    ]) {
      expect(line).not.toMatch(/N\/A|:/);
    }
  });

  it('says each thing once, on one line', () => {
    expect(
      metaLine({
        badges: [{ text: 'Alumni' }],
        lead: undefined,
        facts: [
          ['Designation', ' Staff\n Engineer '],
          ['Organization', 'Alumni'],
        ],
      }),
    ).toBe('Alumni · Staff Engineer');
    expect(metaLine({ badges: [], lead: 'N/A', facts: [['Programme', '  ']] })).toBe('');
  });
});
