/**
 * The demo backend's deterministic seed: realistic records in every area and
 * category (approved, pending, rejected, best), optional hostile records and
 * bulk entries, plus {@link seedFacts} so tests never hard-code ids.
 */
import type { Area, DemoStore, Nomination } from './store.ts';
import { buildAchievements } from './seed/achievements.ts';
import { IdCounter, SEED_STUDENT, assignIds } from './seed/common.ts';
import { buildCompetitions } from './seed/competitions.ts';
import { buildExtras } from './seed/extras.ts';
import { buildHostile, type HostileIds } from './seed/hostile.ts';
import { BROKEN_IMAGE } from './seed/images.ts';
import { buildAlumni, buildPlacements } from './seed/placements.ts';
import { photoUrl, usePhotos } from './seed/photos.ts';
import { buildProjects } from './seed/projects.ts';

export { HOSTILE_TEXTS, HOSTILE_URLS } from './seed/hostile.ts';
export { writeSeedFiles, writeSeedPhotos } from './seed/images.ts';
export { DEMO_PHOTOS } from './seed/photos.ts';

export interface SeedOptions {
  /** Extra approved entries spread over every list (default 0). */
  entries?: number;
  /** Add hostile records to every list (default false). */
  hostile?: boolean;
  /** Leave out the demo records (entries and hostile records still apply); for empty-state tests. */
  empty?: boolean;
  /**
   * Every picture of every record becomes one of this many photo-sized JPEGs
   * (4032×3024, EXIF orientation and GPS), in turn: the benchmark and
   * scripts/measure-images.ts. Default: only a few demo records use photos.
   */
  photos?: number;
}

export interface SeedSummary {
  total: number;
  base: number;
  hostile: number;
  extra: number;
  /** Milliseconds spent building and inserting. */
  ms: number;
}

/** The demo records with the id counters they used; built once, the content never changes. */
let demo: { nominations: Nomination[]; counters: Map<string, number> } | undefined;

function demoRecords() {
  if (!demo) {
    const ids = new IdCounter();
    const drafts = [
      ...buildProjects(),
      ...buildCompetitions(),
      ...buildAchievements(),
      ...buildPlacements(),
      ...buildAlumni(),
    ];
    const nominations = assignIds(drafts, ids);
    demo = { nominations, counters: ids.counters };
  }
  return demo;
}

/** Replaces the store's nominations with fresh seed contents, in one transaction. */
export function seed(store: DemoStore, options: SeedOptions = {}): SeedSummary {
  const started = performance.now();
  const base = options.empty ? [] : demoRecords().nominations;
  const hostile = options.hostile ? buildHostile().nominations : [];
  const ids = new IdCounter();
  for (const [prefix, n] of demoRecords().counters) ids.counters.set(prefix, n);
  const extras = buildExtras(ids, Math.max(0, Math.floor(options.entries ?? 0)));
  let extra = 0;
  let photo = 0;
  const photos = options.photos ?? 0;
  const withPhotos = (nomination: Nomination): Nomination =>
    photos > 0 ? { ...nomination, data: usePhotos(nomination.data, () => photoUrl(photo++ % photos)) } : nomination;
  store.transaction(() => {
    store.clear();
    store.bulkInsert(base.map(withPhotos));
    store.bulkInsert(hostile);
    for (const nomination of extras) {
      store.insert(withPhotos(nomination));
      extra++;
    }
    for (const [prefix, n] of ids.counters) store.setMeta(`seq:${prefix}`, String(n));
  });
  return {
    total: base.length + hostile.length + extra,
    base: base.length,
    hostile: hostile.length,
    extra,
    ms: Math.round(performance.now() - started),
  };
}

export interface ListFacts {
  /** Approved ids, newest first. */
  approved: string[];
  pending: string[];
  rejected: string[];
  /** Approved and marked best (for alumni: the star alumni). */
  best: string[];
  /** Marked best but not approved: must stay out of every public list. */
  bestNotApproved: string[];
}

export interface SeedFacts {
  project: Record<'Industry' | 'In-House' | 'Research' | 'Start-Up', ListFacts>;
  competition: Record<'Hackathon' | 'Coding Contest' | 'Project Competition', ListFacts>;
  achievement: Record<'Research Publication' | 'Open Source' | 'Higher Studies' | 'Global Certification', ListFacts>;
  placement: Record<'Placement' | 'Internship', ListFacts>;
  alumni: ListFacts;
  /** The seeded signed-in student and the ids of their project nominations by status. */
  student: { name: string; email: string; approved: string[]; pending: string[]; rejected: string[] };
  /** Name, under the files path, of an image some records link to that does not exist (answers 404). */
  brokenImage: string;
  /** Present when the seed had `hostile: true`: per list key such as "project/Industry". */
  hostile?: HostileIds;
}

/** What the seed with these options contains, for tests: ids by list and status, best ids, the student's ids. */
export function seedFacts(options: SeedOptions = {}): SeedFacts {
  const nominations = options.empty ? [] : demoRecords().nominations;
  const lists = new Map<string, ListFacts>();
  const listOf = (area: Area, category: string) => {
    const key = `${area}/${category}`;
    let facts = lists.get(key);
    if (!facts) {
      facts = { approved: [], pending: [], rejected: [], best: [], bestNotApproved: [] };
      lists.set(key, facts);
    }
    return facts;
  };
  const student = { ...SEED_STUDENT, approved: [] as string[], pending: [] as string[], rejected: [] as string[] };
  const newestFirst = [...nominations].sort((a, b) => b.submittedAt.localeCompare(a.submittedAt));
  for (const n of newestFirst) {
    const facts = listOf(n.area, n.category);
    facts[n.status].push(n.id);
    if (n.isBest) (n.status === 'approved' ? facts.best : facts.bestNotApproved).push(n.id);
    if (n.ownerEmail === SEED_STUDENT.email && n.area === 'project') student[n.status].push(n.id);
  }
  const area = <K extends string>(name: Area, categories: readonly K[]) =>
    Object.fromEntries(categories.map((category) => [category, listOf(name, category)])) as Record<K, ListFacts>;
  return {
    project: area('project', ['Industry', 'In-House', 'Research', 'Start-Up']),
    competition: area('competition', ['Hackathon', 'Coding Contest', 'Project Competition']),
    achievement: area('achievement', ['Research Publication', 'Open Source', 'Higher Studies', 'Global Certification']),
    placement: area('placement', ['Placement', 'Internship']),
    alumni: listOf('alumni', 'Alumni'),
    student,
    brokenImage: `seed/${BROKEN_IMAGE}`,
    hostile: options.hostile ? buildHostile().ids : undefined,
  };
}
