/**
 * An area's list as the live release holds it: what a list that answered 304
 * Not Modified to the ETag of the release's read of it would give, without
 * reading it again (./list-reads.ts). A long-running service keeps the lists
 * it read (./kept-fetch.ts); a one-shot run keeps none, and without this one
 * changed list meant every list read in full again (at 100,000 entries, every
 * list item transferred, parsed and digested).
 *
 * The release keeps each listed entry's id, record and digests in list order,
 * after the drop rules (./fetch-area.ts). So a list is given back only when
 * those rules dropped nothing last time (a dropped item leaves no trace to
 * report again, and an entry listed twice would shift), and only for a path
 * that is one list's alone. Its items are the entries' records: the fetch
 * reads only each item's id and digest, and takes an item as the record when
 * it was the whole record last time, so such a record read from a file is
 * checked against its digest here; the others are checked where they are kept.
 */
import type { Area } from '#features/areas.ts';
import type { ReadList, ReleaseList } from './list-reads.ts';
import { recordDigest, type SnapshotData, type SnapshotManifest } from './snapshot-model.ts';

type Held = SnapshotData['areas'][string][string];

/**
 * The lists of `areas` as the release of `manifest` holds them, from its `records` (read only when a list is
 * asked for); `digested`: the records are the ones this process took the manifest's digests of.
 */
export function releaseLists(
  areas: readonly Area[],
  manifest: SnapshotManifest,
  records: () => Promise<SnapshotData | null>,
  digested: boolean,
): ReleaseList {
  const where = new Map<string, { area: string; category: string } | null>();
  for (const area of areas) {
    for (const category of area.categories) {
      const path = area.api.lists[category]!;
      where.set(path, where.has(path) ? null : { area: area.key, category });
    }
  }
  return (path) => {
    const at = where.get(path);
    if (!at || manifest.dropped.length > 0) return null;
    const listed = manifest.areas[at.area]?.[at.category];
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
    const wholeRecord = listDigest === digest;
    if (wholeRecord && !digested && recordDigest(entry.record).slice(0, 16) !== digest) return null;
    records.push(entry.record as ReadList['records'][number]);
    digests.push(listDigest);
  }
  return { records, dropped: [], digests };
}
