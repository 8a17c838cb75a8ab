/**
 * Building blocks for read schemas. Reads are lenient: a missing, empty or
 * wrong-typed optional field becomes absent (rendered later as "N/A"), a null or
 * malformed list becomes empty, and only a record without a usable
 * `nominationId` is rejected.
 */
import * as v from 'valibot';

/** Optional text. Numbers become strings; blank or wrong-typed values become absent. */
export const text = v.fallback(
  v.optional(
    v.pipe(
      v.union([v.string(), v.number()]),
      v.transform((value) => String(value).trim() || undefined),
    ),
  ),
  undefined,
);

/** Optional flag. Accepts booleans and the strings "true"/"false". */
export const flag = v.fallback(
  v.optional(
    v.pipe(
      v.union([v.boolean(), v.picklist(['true', 'false'])]),
      v.transform((value) => value === true || value === 'true'),
    ),
  ),
  undefined,
);

/** A list of texts: non-text items and blanks are dropped; anything but an array becomes []. */
export const textList = v.fallback(
  v.pipe(
    v.array(v.unknown()),
    v.transform((items) =>
      items.flatMap((item) => {
        if (typeof item !== 'string' && typeof item !== 'number') return [];
        const value = String(item).trim();
        return value ? [value] : [];
      }),
    ),
  ),
  [] as string[],
);

/** An optional nested object whose fields are themselves lenient. */
export function obj<const E extends v.ObjectEntries>(entries: E) {
  return v.fallback(v.optional(v.object(entries)), undefined);
}

/** A list of objects: items that are not objects are dropped; anything but an array becomes []. */
export function listOf<const E extends v.ObjectEntries>(entries: E) {
  const item = v.object(entries);
  return v.fallback(
    v.pipe(
      v.array(v.unknown()),
      v.transform((items) =>
        items.flatMap((raw) => {
          const parsed = v.safeParse(item, raw);
          return parsed.success ? [parsed.output] : [];
        }),
      ),
    ),
    [] as v.InferOutput<typeof item>[],
  );
}

/**
 * The one required field of every record. It becomes part of a URL path and a
 * file name, so it must be a single safe path segment.
 */
export const nominationId = v.pipe(
  v.union([v.string('nominationId is missing'), v.number('nominationId is missing')], 'nominationId is missing'),
  v.transform((value) => String(value).trim()),
  v.nonEmpty('nominationId is empty'),
  v.maxLength(200, 'nominationId is too long'),
  v.regex(/^(?!\.{1,2}$)[^/\\?#%\s\u0000-\u001f\u007f]+$/u, 'nominationId is not a safe URL segment'),
);

/**
 * What a project, competition or placement record carries besides its own
 * fields: its id, the backend's _id, when it was submitted (spec 1 §3 gives it
 * for projects; other areas may carry it too), its status, the best flag and its category.
 */
export const recordEntries = { nominationId, _id: text, submittedAt: text, status: text, isBest: flag, category: text };

/** A person as lists and details show one (team leader, member, student). */
export const personEntries = {
  name: text,
  rollNumber: text,
  programme: text,
  batch: text,
  semester: text,
  year: text,
  linkedinLink: text,
  profileImageUrl: text,
} as const;

/** Awards of achievements: a name and a link to the proof or presentation. */
export const awardEntries = { name: text, pptLink: text } as const;

export interface Dropped {
  /** Position of the record in the list the backend sent. */
  index: number;
  /** The record's id when it had one. */
  id?: string;
  reason: string;
}

export interface ParsedList<T> {
  records: T[];
  dropped: Dropped[];
}

/** Parses every record of a list; a record that fails is dropped and reported, never thrown. */
export function parseRecords<S extends v.GenericSchema>(schema: S, items: unknown): ParsedList<v.InferOutput<S>> {
  const records: v.InferOutput<S>[] = [];
  const dropped: Dropped[] = [];
  if (!Array.isArray(items)) {
    return { records, dropped: [{ index: -1, reason: 'the list is not an array' }] };
  }
  items.forEach((item, index) => {
    const parsed = v.safeParse(schema, item);
    if (parsed.success) {
      records.push(parsed.output);
      return;
    }
    const rawId =
      item && typeof item === 'object' && 'nominationId' in item
        ? (item as { nominationId: unknown }).nominationId
        : undefined;
    dropped.push({
      index,
      id: typeof rawId === 'string' || typeof rawId === 'number' ? String(rawId) : undefined,
      reason: describeIssues(parsed.issues),
    });
  });
  return { records, dropped };
}

/** One line naming each failed field, e.g. "nominationId: nominationId is missing". */
export function describeIssues(issues: readonly v.BaseIssue<unknown>[]): string {
  return issues
    .map((issue) => {
      const path = v.getDotPath(issue);
      return path ? `${path}: ${issue.message}` : issue.message;
    })
    .join('; ');
}
