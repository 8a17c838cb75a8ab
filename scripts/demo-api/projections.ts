/**
 * What list answers carry. Some lists deliberately return only the fields the
 * specs say their cards use, so the site cannot come to depend on more than
 * the contract: project lists (spec 1 §3), research publication lists (spec 2
 * §3.2) and the best lists (spec 2 §3.5). The others return whole records.
 */
import type { Area } from './store.ts';

/** A field list: `true` copies a field as it is, a nested shape picks inside an object. */
type Shape = { [key: string]: true | Shape };

const PROJECT_LIST: Shape = {
  _id: true,
  nominationId: true,
  category: true,
  projectTitle: true,
  posterImages: true,
  teamLeader: { name: true, programme: true, rollNumber: true },
  mentor: { internalMentor: { name: true, department: true } },
};

const RESEARCH_LIST: Shape = {
  _id: true,
  nominationId: true,
  category: true,
  student: { name: true, programme: true, rollNumber: true, profileImageUrl: true },
  researchDetails: { publicationType: true, title: true, description: true },
};

const PROJECT_BEST: Shape = {
  nominationId: true,
  category: true,
  projectTitle: true,
  posterImages: true,
  teamLeader: { name: true },
  startupDetails: { name: true, foundationYear: true },
};

const COMPETITION_BEST: Shape = {
  nominationId: true,
  category: true,
  competitionName: true,
  level: true,
  posterImages: true,
  teamLeader: { name: true },
};

/** The caller's own nominations (spec 1 §7), a little more than the minimum. */
export const OWN_NOMINATION: Shape = {
  _id: true,
  nominationId: true,
  projectTitle: true,
  status: true,
  category: true,
  teamLeader: { name: true },
  submittedAt: true,
};

/**
 * Copies the fields of `shape` that `source` has. A value that is not an
 * object where the shape expects one is copied as it is: wrong-typed records
 * come back as stored, never "repaired".
 */
export function pick(source: unknown, shape: Shape): unknown {
  if (!source || typeof source !== 'object' || Array.isArray(source)) return source;
  const record = source as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const [key, rule] of Object.entries(shape)) {
    if (!(key in record)) continue;
    out[key] = rule === true ? record[key] : pick(record[key], rule);
  }
  return out;
}

export function listItem(area: Area, category: string, record: Record<string, unknown>): Record<string, unknown> {
  if (area === 'project') return pick(record, PROJECT_LIST) as Record<string, unknown>;
  if (area === 'achievement' && category === 'Research Publication')
    return pick(record, RESEARCH_LIST) as Record<string, unknown>;
  return record;
}

export function bestItem(area: Area, record: Record<string, unknown>): Record<string, unknown> {
  if (area === 'project') return pick(record, PROJECT_BEST) as Record<string, unknown>;
  if (area === 'competition') return pick(record, COMPETITION_BEST) as Record<string, unknown>;
  return record;
}
