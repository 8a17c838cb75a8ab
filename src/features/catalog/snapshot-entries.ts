/**
 * The rebuild's records, read by the pages themselves. Through Astro's content
 * layer, every build (an approval's too) would store the snapshot's 10,000
 * records (a digest of each, then the whole store serialized to disk) and the
 * prerender step would read the store back: about 2 s at 10,000 entries for
 * data the rebuild already holds as one JSON file. So when SNAPSHOT_FILE is
 * set the loaders store nothing, and entriesOf (./entries.ts) and the home
 * carousels (#features/home/build-cards.ts) take the entries from here: the
 * same entries, in the same shape, with their pictures attached in the same
 * way, as the loaders store from the same snapshot.
 *
 * Computed once per build process. The pages (Vite's module instance) and
 * Astro's hooks (Node's) each load this file, so the result lives on
 * globalThis; the picture integration asks for it too, so the pictures of
 * every entry are marked as used even when no page reading them is rendered.
 */
import type { Picture } from '#lib/pictures.ts';
import { attachPictures } from './pictures.ts';
import { snapshotData, snapshotReady, type SnapshotData } from './snapshot-file.ts';
import type { CatalogEntry } from './source.ts';

export interface SnapshotCollections {
  /** Area (collection name) → its entries, each with its category, list position, record and pictures. */
  areas: Record<string, CatalogEntry<unknown>[]>;
  /** Best list (projects, competitions, placements) → its records and their pictures. */
  best: Record<string, { records: unknown[]; pictures: Record<string, Picture> }>;
}

const SHARED = Symbol.for('wall-of-fame.snapshot-collections');

const logger = {
  info: (line: string) => console.log(`[snapshot] ${line}`),
  warn: (line: string) => console.warn(`[snapshot] ${line}`),
};

/** One area's entries of the snapshot, list by list, each with its position in its list. */
function areaEntries(data: SnapshotData, area: string): Array<{ id: string; entry: CatalogEntry<unknown> }> {
  return Object.entries(data.areas[area] ?? {}).flatMap(([category, entries]) =>
    entries.map(({ id, record }, order) => ({ id, entry: { category, order, record } })),
  );
}

async function prepare(data: SnapshotData): Promise<SnapshotCollections> {
  const areas: SnapshotCollections['areas'] = {};
  for (const area of Object.keys(data.areas)) {
    const found = areaEntries(data, area);
    const withPictures = await attachPictures(
      found.map(({ id, entry }) => ({ label: `${entry.category} ${id}`, record: entry.record })),
      logger,
    );
    areas[area] = found.map(({ entry }, index) => ({ ...entry, ...withPictures[index] }) as CatalogEntry<unknown>);
  }
  const best: SnapshotCollections['best'] = {};
  for (const id of ['projects', 'competitions', 'placements']) {
    const records = data.best[id] ?? [];
    const prepared = await attachPictures(
      records.map((record, index) => ({ label: `best ${id} #${index + 1}`, record })),
      logger,
    );
    best[id] = { records: prepared.map((item) => item.record), pictures: Object.assign({}, ...prepared.map((item) => item.pictures)) };
  }
  return { areas, best };
}

/** The snapshot's collections when the build has one (SNAPSHOT_FILE), else null (the build reads Astro's content layer). */
export function snapshotCollections(): Promise<SnapshotCollections> | null {
  const file = process.env.SNAPSHOT_FILE;
  if (!file) return null;
  const holder = globalThis as unknown as Record<symbol, { file: string; collections: Promise<SnapshotCollections> } | undefined>;
  const known = holder[SHARED];
  if (known?.file === file) return known.collections;
  const collections = snapshotReady().then(() => prepare(snapshotData()!));
  holder[SHARED] = { file, collections };
  return collections;
}
