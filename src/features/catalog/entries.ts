/** Typed access to the build's entries, in the backend's list order; registers their pictures (#lib/pictures.ts). */
import type { Achievement } from '#api/schemas/achievement.ts';
import type { Alumni } from '#api/schemas/alumni.ts';
import type { Competition } from '#api/schemas/competition.ts';
import type { Placement } from '#api/schemas/placement.ts';
import type { Project } from '#api/schemas/project.ts';
import { registerPictures } from '#lib/pictures.ts';
import { buildRecords } from './records.ts';
import type { CatalogEntry } from './source.ts';

interface Records {
  projects: Project;
  competitions: Competition;
  achievements: Achievement;
  placements: Placement;
  alumni: Alumni;
}

const cache = new Map<keyof Records, CatalogEntry<unknown>[]>();

/** Every entry of an area, sorted by list then list position. */
export async function entriesOf<K extends keyof Records>(name: K): Promise<CatalogEntry<Records[K]>[]> {
  let entries = cache.get(name);
  if (!entries) {
    entries = [...(buildRecords().areas[name] ?? [])]
      // Known before any page renders or computes its cache key (cache-key.ts).
      .map((entry) => (registerPictures(entry.pictures), entry))
      .sort((a, b) => a.category.localeCompare(b.category) || a.order - b.order);
    cache.set(name, entries);
  }
  return entries as CatalogEntry<Records[K]>[];
}

/** The entries approved into one list, in the backend's order. */
export async function entriesIn<K extends keyof Records>(name: K, category: string): Promise<CatalogEntry<Records[K]>[]> {
  return (await entriesOf(name)).filter((entry) => entry.category === category);
}
