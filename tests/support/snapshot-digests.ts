/** A snapshot manifest's ids and record digests (as fetchSnapshot makes them), from records alone. */
import type { SnapshotData } from '#features/catalog/snapshot-file.ts';
import { recordDigest, type SnapshotManifest } from '#scripts/rebuild/snapshot.ts';

export function digestsOf(data: SnapshotData): SnapshotManifest['areas'] {
  const areas: SnapshotManifest['areas'] = {};
  for (const [area, categories] of Object.entries(data.areas)) {
    areas[area] = {};
    for (const [category, entries] of Object.entries(categories)) {
      areas[area][category] = entries.map(({ id, record }) => ({ id, digest: recordDigest(record).slice(0, 16) }));
    }
  }
  return areas;
}
