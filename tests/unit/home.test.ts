/** Home carousel cards and their cache (spec 2, sections 2.2, 4 and 9). */
import { beforeEach, describe, expect, it } from 'vitest';
import { ProjectSchema } from '#api/schemas/project.ts';
import { competitionCard, payLine, placementCard, projectCard, startupCard } from '#features/home/cards.ts';
import type { HomeCard } from '#features/home/cards.ts';
import { readHomeCache, writeHomeCache } from '#features/home/home-cache.ts';
import { releaseCards } from '#features/home/release-cards.ts';
import { installLocalStorage, type MemoryStorage } from './support/memory-storage.ts';

describe('cards', () => {
  it('project: title, leader with fallback, category icon and route', () => {
    const card = projectCard({
      nominationId: 'P 1',
      category: 'Research',
      projectTitle: 'Federated ECG',
      posterImages: [],
      teamMembers: [],
      features: [],
      outcome: [],
      achievements: [],
      techStack: [],
    });
    expect(card).toMatchObject({
      href: '/projects/researchdetails/P%201',
      title: 'Federated ECG',
      lines: ['Team Project'],
      badge: '🔬 Research',
      emoji: '🔬',
    });
    expect(card?.image).toBeUndefined();
  });

  it('start-up: foundation year and name with their fallbacks', () => {
    const base = {
      nominationId: 'S1',
      category: 'Start-Up',
      posterImages: [],
      teamMembers: [],
      features: [],
      outcome: [],
      achievements: [],
      techStack: [],
    };
    expect(
      startupCard({ ...base, startupDetails: { foundationYear: '2023', name: 'KrishiMitra', founders: [] } })?.lines[0],
    ).toBe('2023 · KrishiMitra');
    expect(startupCard(base)?.lines[0]).toBe('Year · Startup Name');
  });

  it('competition: leader fallback and level; unknown categories have no route and no card', () => {
    const card = competitionCard({
      nominationId: 'C1',
      category: 'Coding Contest',
      competitionName: 'ICPC',
      level: 'International',
      techStack: [],
      outcome: [],
      achievements: [],
      posterImages: ['javascript:alert(1)'],
      teamMembers: [],
    });
    expect(card).toMatchObject({
      href: '/competitions/codingdetails/C1',
      lines: ['Team Leader', 'International'],
      image: undefined,
    });
    expect(
      competitionCard({
        nominationId: 'C2',
        category: 'Quiz',
        techStack: [],
        outcome: [],
        achievements: [],
        posterImages: [],
        teamMembers: [],
      }),
    ).toBeNull();
  });

  it('placement: "Package: x" or "Stipend: x" from pkg, else duration, else N/A', () => {
    expect(payLine({ nominationId: 'a', category: 'Placement', pkg: '₹44 LPA' })).toBe('Package: ₹44 LPA');
    expect(payLine({ nominationId: 'a', category: 'Internship', duration: '6 months' })).toBe('Stipend: 6 months');
    expect(payLine({ nominationId: 'a', category: 'Internship' })).toBe('Stipend: N/A');
    expect(placementCard({ nominationId: 'I1', category: 'Internship', organizationName: 'ISRO' })?.href).toBe(
      '/placements-internships/internshipDetails/I1',
    );
  });
});

describe('home cache', () => {
  let storage: MemoryStorage;
  beforeEach(() => {
    storage = installLocalStorage();
  });

  it('is reused for 5 minutes, then considered stale', () => {
    writeHomeCache('home_best_projects', [{ nominationId: 'P1' }], 1_000);
    expect(storage.getItem('home_best_projects_timestamp')).toBe('1000');
    expect(readHomeCache('home_best_projects', ProjectSchema, 1_000 + 300_000)?.map((p) => p.nominationId)).toEqual([
      'P1',
    ]);
    expect(readHomeCache('home_best_projects', ProjectSchema, 1_000 + 300_001)).toBeNull();
    expect(storage.getItem('home_best_projects')).not.toBeNull();
  });

  it.each([
    ['{not json', '1000'],
    ['{"an":"object"}', '1000'],
    ['[]', 'yesterday'],
    ['[]', null],
  ])('removes a corrupted entry %s / %s', (raw, stamp) => {
    storage.setItem('home_best_competitions', raw);
    if (stamp !== null) storage.setItem('home_best_competitions_timestamp', stamp);
    expect(readHomeCache('home_best_competitions', ProjectSchema, 2_000)).toBeNull();
    expect(storage.getItem('home_best_competitions')).toBeNull();
    expect(storage.getItem('home_best_competitions_timestamp')).toBeNull();
  });

  it('has nothing for a first visit', () => {
    expect(readHomeCache('home_best_placements', ProjectSchema)).toBeNull();
  });
});

describe("refreshed cards keep the release's pictures (issue 49)", () => {
  const card = (key: string, image?: string): HomeCard => ({
    key,
    href: `/projects/industrydetails/${key}`,
    image,
    imageShape: 'wide',
    emoji: '🏭',
    title: key,
    badge: 'Industry',
    lines: [],
  });
  const BACKEND = 'https://api.example.edu/files';

  it("a card the build made shows the build's image, or none when the build dropped it, whatever the backend now sends", () => {
    const built = [card('P1', `${BACKEND}/p1.jpg`), card('P2')];
    const fresh = [card('P1', `${BACKEND}/p1.jpg`), card('P2', `${BACKEND}/p2-too-large.jpg`)];
    expect(releaseCards(fresh, built, new Set()).map((shown) => shown.image)).toEqual([`${BACKEND}/p1.jpg`, undefined]);
  });

  it("an entry the carousel did not have shows no picture, unless the site has no page for it (approved after the build): then the backend's", () => {
    const fresh = [card('KNOWN', `${BACKEND}/known.jpg`), card('NEW', `${BACKEND}/new.jpg`)];
    expect(releaseCards(fresh, [], new Set()).map((shown) => shown.image)).toEqual([undefined, undefined]);
    expect(releaseCards(fresh, [], new Set(['/projects/industrydetails/NEW'])).map((shown) => shown.image)).toEqual([
      undefined,
      `${BACKEND}/new.jpg`,
    ]);
  });
});
