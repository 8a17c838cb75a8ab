/** Typed access to the build's entries, in the backend's list order, once they exist (./records-wait.ts); registers their pictures (#lib/pictures.ts). */
import { registerPictures } from '#lib/pictures.ts';
import type { AreaRow, CatalogRecord } from '../areas.ts';
import { buildRecords, type CatalogEntry } from './records.ts';
import { recordsReady } from './records-wait.ts';

export type { CatalogEntry } from './records.ts';

/** Any area, as far as its entries go: its key and the type of its records. */
type AreaOf<R extends CatalogRecord> = Pick<AreaRow<string, R, string>, 'key' | 'records'>;

const cache = new Map<string, Promise<CatalogEntry<unknown>[]>>();

/** Every entry of an area, sorted by list then list position (made once, whoever asks first; again after a failure). */
export async function entriesOf<R extends CatalogRecord>(area: AreaOf<R>): Promise<CatalogEntry<R>[]> {
  let entries = cache.get(area.key);
  if (!entries) {
    entries = recordsReady().then(() => sortedEntries(buildRecords().areas[area.key] ?? []));
    cache.set(area.key, entries);
    entries.catch(() => cache.delete(area.key));
  }
  return (await entries) as CatalogEntry<R>[];
}

function sortedEntries(all: CatalogEntry<unknown>[]): CatalogEntry<unknown>[] {
  // Lists in their names' order, each compared once (not per pair of 100,000 entries).
  const lists = [...new Set(all.map((entry) => entry.category))].sort((a, b) => a.localeCompare(b));
  const rank = new Map(lists.map((list, index) => [list, index]));
  return (
    all
      // Known before any page renders or computes its cache key (cache-key.ts).
      .map((entry) => (registerPictures(entry.pictures), entry))
      .sort((a, b) => rank.get(a.category)! - rank.get(b.category)! || a.order - b.order)
  );
}

/** The entries approved into one list, in the backend's order. */
export async function entriesIn<R extends CatalogRecord>(
  area: AreaOf<R>,
  category: string,
): Promise<CatalogEntry<R>[]> {
  return (await entriesOf(area)).filter((entry) => entry.category === category);
}
