/**
 * What the snapshot tests share: the records' file written as the rebuild
 * writes it, which calls are lists, a fetch that counts the detail calls, and
 * what must be identical between two snapshots.
 */
import type { SnapshotData, SnapshotManifest } from '#scripts/rebuild/snapshot.ts';
import { AREAS } from '#features/areas.ts';
import { writeWhole } from '#scripts/lib/write-whole.ts';

export const writeSnapshotData = (file: string, data: SnapshotData) => writeWhole(file, JSON.stringify(data));

/** Every list and best list path: any other call is a detail. */
export const LIST_PATHS = new Set([
  ...AREAS.flatMap((area) => Object.values(area.api.lists)),
  '/api/project-nominations/approved/best',
  '/api/competition-nominations/approved/best',
  '/api/placement-nominations/approved/best',
]);

/**
 * A fetch that hands every detail call's path to `onDetail`, and answers 404 for
 * the ids in `notFound` (as if unapproved between the list and the detail).
 */
export function countingFetch(onDetail: (path: string) => void, notFound: Set<string>): typeof fetch {
  return (async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(input instanceof Request ? input.url : String(input)).pathname;
    if (!LIST_PATHS.has(path)) {
      onDetail(path);
      if (notFound.has(decodeURIComponent(path.split('/').pop()!))) {
        return new Response(JSON.stringify({ success: false, data: null, message: 'Not found' }), {
          status: 404,
          headers: { 'Content-Type': 'application/json' },
        });
      }
    }
    return fetch(input, init);
  }) as typeof fetch;
}

/** What must be identical between a delta and a full fetch: the manifest's data part and the records, as stored. */
export function comparable(snapshot: SnapshotManifest) {
  return {
    hash: snapshot.hash,
    entries: snapshot.entries,
    areas: snapshot.areas,
    best: snapshot.best,
    dropped: [...snapshot.dropped].sort(),
    data: JSON.parse(JSON.stringify(snapshot.data)) as SnapshotData,
  };
}

/** The record a snapshot holds for an entry. */
export function recordOf(snapshot: SnapshotManifest, area: string, category: string, id: string) {
  return snapshot.data!.areas[area]![category]!.find((entry) => entry.id === id)?.record as
    Record<string, unknown> | undefined;
}
