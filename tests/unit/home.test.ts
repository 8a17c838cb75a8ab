/** Home carousel cards and their cache (spec 2, sections 2.2, 4 and 9). */
import { beforeEach, describe, expect, it } from 'vitest';
import { ProjectSchema } from '#api/schemas/project.ts';
import { competitionCard, payLine, placementCard, projectCard, startupCard } from '#features/home/cards.ts';
import { readHomeCache, writeHomeCache } from '#features/home/home-cache.ts';
import { installLocalStorage, type MemoryStorage } from './support/memory-storage.ts';

describe('cards', () => {
  it('project: title, leader with fallback, category icon and route', () => {
    const card = projectCard({ nominationId: 'P 1', category: 'Research', projectTitle: 'Federated ECG', posterImages: [], teamMembers: [], features: [], outcome: [], achievements: [], techStack: [] });
    expect(card).toMatchObject({ href: '/projects/researchdetails/P%201', title: 'Federated ECG', lines: ['Team Project'], badge: '🔬 Research', emoji: '🔬' });
    expect(card?.image).toBeUndefined();
  });

  it('start-up: foundation year and name with their fallbacks', () => {
    const base = { nominationId: 'S1', category: 'Start-Up', posterImages: [], teamMembers: [], features: [], outcome: [], achievements: [], techStack: [] };
    expect(startupCard({ ...base, startupDetails: { foundationYear: '2023', name: 'KrishiMitra', founders: [] } })?.lines[0]).toBe('2023 · KrishiMitra');
    expect(startupCard(base)?.lines[0]).toBe('Year · Startup Name');
  });

  it('competition: leader fallback and level; unknown categories have no route and no card', () => {
    const card = competitionCard({ nominationId: 'C1', category: 'Coding Contest', competitionName: 'ICPC', level: 'International', techStack: [], outcome: [], achievements: [], posterImages: ['javascript:alert(1)'], teamMembers: [] });
    expect(card).toMatchObject({ href: '/competitions/codingdetails/C1', lines: ['Team Leader', 'International'], image: undefined });
    expect(competitionCard({ nominationId: 'C2', category: 'Quiz', techStack: [], outcome: [], achievements: [], posterImages: [], teamMembers: [] })).toBeNull();
  });

  it('placement: "Package: x" or "Stipend: x" from pkg, else duration, else N/A', () => {
    expect(payLine({ nominationId: 'a', category: 'Placement', pkg: '₹44 LPA' })).toBe('Package: ₹44 LPA');
    expect(payLine({ nominationId: 'a', category: 'Internship', duration: '6 months' })).toBe('Stipend: 6 months');
    expect(payLine({ nominationId: 'a', category: 'Internship' })).toBe('Stipend: N/A');
    expect(placementCard({ nominationId: 'I1', category: 'Internship', organizationName: 'ISRO' })?.href).toBe('/placements-internships/internshipDetails/I1');
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
    expect(readHomeCache('home_best_projects', ProjectSchema, 1_000 + 300_000)?.map((p) => p.nominationId)).toEqual(['P1']);
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
