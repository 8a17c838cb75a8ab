/**
 * An area's list as the live release holds it: what a list that answered 304
 * Not Modified to the ETag of the release's read of it would give, without
 * reading it again (./list-reads.ts). A long-running service keeps the lists
 * it read (./kept-fetch.ts); a one-shot run keeps none, and without this one
 * changed list meant every list read in full again (at 100,000 entries, every
 * list item transferred, parsed and digested).
 *
 * The release's manifest keeps each listed entry's id, digest and list digest
 * in list order, after the drop rules (./fetch-area.ts), and its records file
 * each entry's record. So a list is given back only for the ETag the release's
 * own fetch noted (a run that changed nothing may note newer ones, of lists
 * the release never saw: ./phases/compare.ts), when that fetch dropped
 * nothing (a dropped item leaves no trace to report again, and an entry
 * listed twice would shift), and for a path that is one list's alone. Its
 * items are the entries' records: the fetch reads each item's id and digest,
 * and takes an item as the record when it was the whole record last time, so
 * each record is checked to be its entry's, and such a record read from a file
 * against its digest; the others are checked where they are kept.
 */
import { recordId, type Area, type CatalogRecord } from '#features/areas.ts';
import type { ReadList, ReleaseList } from './list-reads.ts';
import { recordDigest, type SnapshotData, type SnapshotManifest } from './snapshot-model.ts';

type Held = SnapshotData['areas'][string][string];

/** The live release a one-shot fetch takes its lists from. */
export interface ReleaseHolding {
  manifest: SnapshotManifest;
  /** The ETag of each list as the release's own fetch read it, by path (the release record's, not a later run's). */
  etags: Readonly<Record<string, string>> | undefined;
  /** Its records, read only when a list is asked for. */
  records: () => Promise<SnapshotData | null>;
  /** The records are the ones this process took the manifest's digests of. */
  digested: boolean;
}

/** The lists of `areas` as the release holds them. */
export function releaseLists(
  areas: readonly Area[],
  { manifest, etags, records, digested }: ReleaseHolding,
): ReleaseList {
  const where = new Map<string, { area: string; category: string } | null>();
  for (const area of areas) {
    for (const category of area.categories) {
      const path = area.api.lists[category]!;
      where.set(path, where.has(path) ? null : { area: area.key, category });
    }
  }
  return (path, etag) => {
    const at = where.get(path);
    if (!at || etag !== etags?.[path] || manifest.dropped?.length !== 0) return null;
    const listed = manifest.areas?.[at.area]?.[at.category];
    return records().then((data) => heldList(listed, data?.areas[at.area]?.[at.category], digested));
  };
}

/** The list of `listed` (the manifest's entries) from `held` (the records'), or null when they do not agree. */
function heldList(
  listed: SnapshotManifest['areas'][string][string] | undefined,
  held: Held | undefined,
  digested: boolean,
): ReadList | null {
  if (!listed || !held || listed.length !== held.length) return null;
  const records: ReadList['records'] = [];
  const digests: string[] = [];
  for (const [index, { id, digest, listDigest }] of listed.entries()) {
    const entry = held[index]!;
    if (!listDigest || entry.id !== id || entry.digest !== digest) return null;
    if (!isRecordOf(entry.record, id)) return null;
    const wholeRecord = listDigest === digest;
    if (wholeRecord && !digested && recordDigest(entry.record).slice(0, 16) !== digest) return null;
    records.push(entry.record as ReadList['records'][number]);
    digests.push(listDigest);
  }
  return { records, dropped: [], digests };
}

/** Whether `record` is a record (an object) of the entry `id`: the fetch takes the id of a list item from it. */
const isRecordOf = (record: unknown, id: string) =>
  typeof record === 'object' && record !== null && recordId(record as CatalogRecord) === id;
