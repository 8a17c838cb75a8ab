/** Shared pieces of the seed builders: ids, dates, statuses and the seeded student. */
import { ID_PREFIX, formatNominationId, nomination, type Draft } from '../records.ts';
import type { Area, Nomination, Status } from '../store.ts';
import type { Random } from './random.ts';

export { ID_PREFIX, nomination, type Draft } from '../records.ts';

/** The seeded signed-in student who owns project nominations of every status. */
export const SEED_STUDENT = { name: 'Aarav Sharma', email: 'student@university.edu' } as const;

/** Gives drafts their ids in date order, so older nominations have smaller numbers. */
export function assignIds(drafts: Draft[], ids: IdCounter): Nomination[] {
  return [...drafts]
    .sort((a, b) => a.submittedAt.localeCompare(b.submittedAt))
    .map((draft) => nomination({ ...draft, id: ids.next(draft.area, draft.submittedAt) }));
}

/** Hands out readable ids in order, one counter per prefix; the seed stores the counters afterwards. */
export class IdCounter {
  readonly counters = new Map<string, number>();

  next(area: Area, submittedAt: string): string {
    const prefix = ID_PREFIX[area];
    const n = (this.counters.get(prefix) ?? 0) + 1;
    this.counters.set(prefix, n);
    return formatNominationId(prefix, submittedAt.slice(0, 4), n);
  }
}

const DAY_MS = 24 * 60 * 60 * 1000;
const SEED_EPOCH = Date.parse('2025-11-28T09:00:00.000Z');

/** A fixed timestamp `daysAgo` days before the seed's reference date, at a seeded time of day. */
export function seedDate(random: Random, daysAgo: number): string {
  return new Date(SEED_EPOCH - daysAgo * DAY_MS + random.int(0, 10 * 60) * 60_000).toISOString();
}

/** Status by position in a category's plan: the last two are pending then rejected. */
export function planStatus(index: number, total: number): Status {
  if (index === total - 2) return 'pending';
  if (index === total - 1) return 'rejected';
  return 'approved';
}

/** Institutional e-mail of a student, as the SSO would give it. */
export function studentEmail(name: string, rollNumber: string): string {
  return `${name.split(' ')[0]?.toLowerCase() ?? 'student'}.${rollNumber}@university.edu`;
}
