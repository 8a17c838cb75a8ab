/** The seed's promises: deterministic, every list filled, every optional field both present and absent. */
import { describe, expect, it } from 'vitest';
import { seed, seedFacts, type ListFacts } from '#scripts/demo-api/seed.ts';
import { DemoStore, type Nomination } from '#scripts/demo-api/store.ts';

const seeded = (options = {}) => {
  const store = new DemoStore(':memory:');
  seed(store, options);
  return store;
};
const store = seeded();
// Seeded records of every area, read field by field (`any`: the test checks the shapes the seed gives them).
/* eslint-disable @typescript-eslint/no-explicit-any */
const approved = (area: Nomination['area'], category?: string) =>
  store
    .listAll({ area, status: 'approved' })
    .filter((n) => !category || n.category === category)
    .map((n) => n.data as Record<string, any>);
const filled = (value: unknown) =>
  Array.isArray(value) ? value.length > 0 : typeof value === 'string' ? value.trim() !== '' : value != null;

/** Asserts some records have the field filled and some do not. */
function bothWays(records: Record<string, any>[], read: (record: Record<string, any>) => unknown, what: string) {
  /* eslint-enable @typescript-eslint/no-explicit-any */
  const values = records.map(read);
  expect(values.some(filled), `${what}: present somewhere`).toBe(true);
  expect(
    values.some((value) => !filled(value)),
    `${what}: absent somewhere`,
  ).toBe(true);
}

describe('seed', () => {
  it('is deterministic', () => {
    const again = seeded();
    expect(JSON.stringify(again.listAll())).toBe(JSON.stringify(store.listAll()));
    expect(seedFacts()).toEqual(seedFacts());
    again.close();
  });

  it('fills every list with at least six approved entries, and has pending and rejected ones everywhere', () => {
    const facts = seedFacts();
    const areas: Record<string, ListFacts>[] = [facts.project, facts.competition, facts.achievement, facts.placement];
    for (const area of areas) {
      for (const list of Object.values(area)) {
        expect(list.approved.length).toBeGreaterThanOrEqual(6);
        expect(list.pending.length).toBeGreaterThan(0);
        expect(list.rejected.length).toBeGreaterThan(0);
      }
    }
    expect(facts.alumni.approved.length).toBeGreaterThanOrEqual(8);
    expect(facts.alumni.best.length).toBeGreaterThan(0);
    expect(
      facts.student.approved.length + facts.student.pending.length + facts.student.rejected.length,
    ).toBeGreaterThanOrEqual(3);
  });

  it('has every optional project field both present and absent', () => {
    const projects = approved('project');
    bothWays(projects, (p) => p.githubLink, 'githubLink');
    bothWays(projects, (p) => p.liveUrl, 'liveUrl');
    bothWays(projects, (p) => p.videoUrl, 'videoUrl');
    bothWays(projects, (p) => p.achievements, 'achievements');
    bothWays(projects, (p) => p.teamMembers, 'teamMembers');
    bothWays(projects, (p) => p.teamLeader?.linkedinLink, 'leader LinkedIn');
    bothWays(projects, (p) => p.teamLeader?.profileImageUrl, 'leader photo');
    bothWays(projects, (p) => p.posterImages, 'posters');
    bothWays(projects, (p) => p.mentor, 'mentor');
    bothWays(
      approved('project', 'In-House'),
      (p) => Object.values(p.inHouseDetails ?? {}).filter(filled),
      'in-house other details',
    );
    bothWays(approved('project', 'Start-Up'), (p) => p.startupDetails?.description, 'start-up description');
    expect(projects.some((p) => String(p.posterImages?.[0]).includes('missing-poster.png'))).toBe(true);
  });

  it('has the optional fields of the other areas both present and absent', () => {
    const certifications = approved('achievement', 'Global Certification');
    bothWays(certifications, (a) => a.certificationDetails.expiryDate, 'certification expiry');
    bothWays(certifications, (a) => a.certificationDetails.credentialUrl, 'credential URL');
    const research = approved('achievement', 'Research Publication');
    expect(new Set(research.map((a) => a.researchDetails.additionalAuthors.length))).toEqual(new Set([0, 2]));
    bothWays(approved('achievement'), (a) => a.student.profileImageUrl, 'student photo');
    bothWays(approved('achievement', 'Open Source'), (a) => a.openSourceDetails.repoLink, 'repository link');

    const placements = approved('placement');
    expect(placements.some((p) => !filled(p.pkg) && filled(p.duration))).toBe(true);
    expect(placements.some((p) => !filled(p.pkg) && !filled(p.duration))).toBe(true);
    bothWays(placements, (p) => p.projectAssigned, 'project assigned');
    bothWays(placements, (p) => p.student.profileImageUrl, 'student photo');

    const competitions = approved('competition');
    expect(competitions.some((c) => !('date' in c))).toBe(true);
    expect(competitions.some((c) => typeof c.date === 'string' && Number.isNaN(Date.parse(c.date)))).toBe(true);
    bothWays(competitions, (c) => c.githubLink, 'competition GitHub');
    bothWays(competitions, (c) => c.teamMembers, 'competition team');
    bothWays(competitions, (c) => c.posterImages, 'competition posters');

    const alumni = approved('alumni');
    bothWays(alumni, (a) => a.alumni.linkedinLink, 'alumni LinkedIn');
    bothWays(alumni, (a) => a.alumni.profileImageUrl, 'alumni photo');
  });

  it('spreads extra entries over every list', () => {
    const extra = seeded({ entries: 140, empty: true });
    const lists = new Map<string, number>();
    for (const n of extra.listAll({ status: 'approved' }))
      lists.set(`${n.area}/${n.category}`, (lists.get(`${n.area}/${n.category}`) ?? 0) + 1);
    expect(lists.size).toBe(14);
    expect(new Set(lists.values())).toEqual(new Set([10]));
    extra.close();
  });
});
