/**
 * The records file a build reads (the build plan's `records`): a snapshot's
 * data, or a rebuild's records against a base, the live release's records
 * file, where an entry the base has with the same area, id and digest names
 * it instead of carrying its record. The rebuild writes it
 * (scripts/lib/planned-build.ts), the build reads it (./records.ts); nothing
 * here needs Astro, so both can import it.
 */

/** A snapshot's data: every approved entry's record by area and list, and the best lists. */
export interface SnapshotData {
  /** Area (its key in the area table) → category → entries in list order. */
  areas: Record<string, Record<string, Array<{ id: string; record: unknown; digest?: string }>>>;
  /** The home page's best lists, by call: projects, competitions, placements. */
  best: Record<string, unknown[]>;
}

/**
 * The records file a build reads: a snapshot's data, or (a rebuild's) its
 * entries against a `base`, the live release's records file: an entry without
 * its record takes the base's entry of the same area, id and digest.
 */
export interface RecordsFile extends Omit<SnapshotData, 'areas'> {
  base?: string;
  areas: Record<string, Record<string, Array<{ id: string; record?: unknown; digest?: string }>>>;
}

type ById = Map<string, { record: unknown; digest?: string }>;

/** Each base's entries by area and id, made once (a waiting build makes them before its records name the base). */
const indexed = new WeakMap<SnapshotData, ById>();

/** A snapshot's entries by area and id (the key of an entry in a base). */
export function byAreaAndId(data: SnapshotData): ById {
  let entries = indexed.get(data);
  if (entries) return entries;
  entries = new Map();
  for (const [area, lists] of Object.entries(data.areas))
    for (const list of Object.values(lists)) for (const entry of list) entries.set(`${area}\n${entry.id}`, entry);
  indexed.set(data, entries);
  return entries;
}

/** `data` against `base` (the records in file `baseFile`): each entry the base has with the same area, id and digest names it instead of its record. */
export function againstBase(data: SnapshotData, baseFile: string, base: SnapshotData): RecordsFile {
  const had = byAreaAndId(base);
  const areas: RecordsFile['areas'] = {};
  for (const [area, lists] of Object.entries(data.areas)) {
    areas[area] = {};
    for (const [category, list] of Object.entries(lists))
      areas[area][category] = list.map((entry) =>
        entry.digest && had.get(`${area}\n${entry.id}`)?.digest === entry.digest
          ? { id: entry.id, digest: entry.digest }
          : entry,
      );
  }
  return { base: baseFile, areas, best: data.best };
}

/** The snapshot `data` (read from `file`) leaves to `base`, filled in from it; throws, naming the entry, for one the base lacks. */
export function fromBase(data: RecordsFile, base: SnapshotData, file: string): SnapshotData {
  const had = byAreaAndId(base);
  for (const [area, lists] of Object.entries(data.areas))
    for (const list of Object.values(lists))
      for (const entry of list) {
        if ('record' in entry) continue;
        const from = had.get(`${area}\n${entry.id}`);
        if (!from || from.digest !== entry.digest)
          throw new Error(
            `${file}: its base ${data.base} has no record of ${area} ${entry.id} with digest ${entry.digest}`,
          );
        entry.record = from.record;
      }
  return { areas: data.areas as SnapshotData['areas'], best: data.best };
}
