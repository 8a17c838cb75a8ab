/** How a stored nomination is assembled: readable ids, ObjectId-style _ids, and the record's own fields. */
import { createHash } from 'node:crypto';
import type { Area, Nomination, Status } from './store.ts';

/** Readable nomination id prefixes per area. */
export const ID_PREFIX: Record<Area, string> = {
  project: 'PRJ',
  competition: 'CMP',
  achievement: 'ACH',
  placement: 'PLC',
  alumni: 'ALM',
};

/** A 24-hex id in the style of a MongoDB ObjectId, derived from the nomination id. */
function objectId(nominationId: string): string {
  return createHash('sha1').update(nominationId).digest('hex').slice(0, 24);
}

/** Formats a readable id such as `PRJ-2025-000123`. */
export function formatNominationId(prefix: string, year: number | string, n: number): string {
  return `${prefix}-${year}-${String(n).padStart(6, '0')}`;
}

/** A seeded nomination before it gets its id. */
export interface Draft {
  area: Area;
  category: string;
  status: Status;
  isBest?: boolean;
  ownerEmail?: string | null;
  submittedAt: string;
  record: Record<string, unknown>;
}

/** Assembles a stored nomination: the record gets its id, _id, status, isBest and submittedAt. */
export function nomination(input: Draft & { id: string }): Nomination {
  const isBest = input.isBest ?? false;
  return {
    id: input.id,
    area: input.area,
    category: input.category,
    status: input.status,
    isBest,
    ownerEmail: input.ownerEmail ?? null,
    submittedAt: input.submittedAt,
    data: {
      _id: objectId(input.id),
      nominationId: input.id,
      ...input.record,
      status: input.status,
      isBest,
      submittedAt: input.submittedAt,
    },
  };
}
