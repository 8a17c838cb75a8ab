/**
 * Every public list of the API as seed material: its area, category and a
 * function that builds a realistic record for it. The hostile records and the
 * extra bulk entries are made from these.
 */
import type { Area } from '../store.ts';
import { achievementRecord, ACHIEVEMENT_PLAN } from './achievements.ts';
import { competitionRecord, COMPETITION_PLAN } from './competitions.ts';
import { ALUMNI } from './data/placements.ts';
import { alumniRecord, placementRecord, PLACEMENT_PLAN } from './placements.ts';
import { projectRecord, PROJECT_PLAN } from './projects.ts';
import type { ProjectIdea } from './data/projects.ts';
import { fullName } from './people.ts';
import type { Random } from './random.ts';

export interface SeedList {
  area: Area;
  category: string;
  /** A record of this list built from its n-th idea (wrapping around). */
  record(random: Random, n: number): Record<string, unknown>;
}

const at = <T>(items: readonly T[], n: number): T => items[n % items.length] as T;

export const SEED_LISTS: SeedList[] = [
  ...PROJECT_PLAN.map((plan, c) => ({
    area: 'project' as const,
    category: plan.category,
    record: (random: Random, n: number) =>
      projectRecord(random, plan.category, at<ProjectIdea>(plan.ideas, n), c, n % plan.ideas.length),
  })),
  ...COMPETITION_PLAN.map((plan, c) => ({
    area: 'competition' as const,
    category: plan.category,
    record: (random: Random, n: number) =>
      competitionRecord(random, plan.category, at(plan.ideas, n), c, n % plan.ideas.length),
  })),
  ...ACHIEVEMENT_PLAN.map((plan, c) => ({
    area: 'achievement' as const,
    category: plan.category,
    record: (random: Random, n: number) => achievementRecord(random, c, at(plan.entries, n), n % plan.entries.length),
  })),
  ...PLACEMENT_PLAN.map((plan, c) => ({
    area: 'placement' as const,
    category: plan.category,
    record: (random: Random, n: number) =>
      placementRecord(random, plan.category, at(plan.entries, n), c, n % plan.entries.length, false),
  })),
  {
    area: 'alumni' as const,
    category: 'Alumni',
    // Past the hand-written alumni, bulk entries get new names so the list does not repeat people.
    record: (random: Random, n: number) =>
      alumniRecord(
        random,
        n < ALUMNI.length ? at(ALUMNI, n) : { ...at(ALUMNI, n), name: fullName(random), best: false },
        n % ALUMNI.length,
      ),
  },
];
