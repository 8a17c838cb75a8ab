/**
 * Typed access to the build-time collections, in the backend's list order; registers their pictures (#lib/pictures.ts).
 * A rebuild's build reads them from its snapshot (./snapshot-entries.ts), any other build from Astro's content layer.
 */
import { getCollection } from 'astro:content';
import type { Achievement } from '#api/schemas/achievement.ts';
import type { Alumni } from '#api/schemas/alumni.ts';
import type { Competition } from '#api/schemas/competition.ts';
import type { Placement } from '#api/schemas/placement.ts';
import type { Project } from '#api/schemas/project.ts';
import { registerPictures } from '#lib/pictures.ts';
import { snapshotCollections } from './snapshot-entries.ts';
import type { CatalogEntry } from './source.ts';

interface Records {
  projects: Project;
  competitions: Competition;
  achievements: Achievement;
  placements: Placement;
  alumni: Alumni;
}

const cache = new Map<keyof Records, Promise<CatalogEntry<unknown>[]>>();

/** Every entry of a collection, sorted by list then list position. */
export function entriesOf<K extends keyof Records>(name: K): Promise<CatalogEntry<Records[K]>[]> {
  if (!cache.has(name)) {
    cache.set(
      name,
      stored(name).then((items) =>
        items
          // Known before any page renders or computes its cache key (cache-key.ts).
          .map((entry) => (registerPictures(entry.pictures), entry))
          .sort((a, b) => a.category.localeCompare(b.category) || a.order - b.order),
      ),
    );
  }
  return cache.get(name) as Promise<CatalogEntry<Records[K]>[]>;
}

async function stored(name: keyof Records): Promise<CatalogEntry<unknown>[]> {
  const fromSnapshot = snapshotCollections();
  if (fromSnapshot) return [...((await fromSnapshot).areas[name] ?? [])];
  return (await getCollection(name)).map((item) => item.data as unknown as CatalogEntry<unknown>);
}

/** The entries approved into one list, in the backend's order. */
export async function entriesIn<K extends keyof Records>(name: K, category: string): Promise<CatalogEntry<Records[K]>[]> {
  return (await entriesOf(name)).filter((entry) => entry.category === category);
}
