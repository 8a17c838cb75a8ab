/**
 * Build-time data of the home carousels: the three best lists, fetched with
 * the same retries as every other list. Stored as one entry per call.
 */
import type { Loader } from 'astro/loaders';
import { fetchBestCompetitions } from '#api/competitions.ts';
import { fetchBestPlacements } from '#api/placements.ts';
import { fetchBestProjects } from '#api/projects.ts';
import { buildApi, reliably } from '../catalog/loader.ts';
import { attachPictures } from '../catalog/pictures.ts';
import { buildsFromSnapshot } from '../catalog/snapshot-file.ts';

const READ = { retry: 0, timeout: 30_000 } as const;

export function bestListsLoader(): Loader {
  return {
    name: 'best-lists',
    load: async ({ store, logger }) => {
      if (process.env.CONTENT_TYPES_ONLY === '1') return;
      if (buildsFromSnapshot()) {
        // Read by the home page from the rebuild's snapshot (#features/catalog/snapshot-entries.ts).
        store.clear();
        logger.info("best lists: read by the home page from the rebuild's snapshot");
        return;
      }
      const api = buildApi();
      const [projects, competitions, placements] = await Promise.all([
        reliably('GET /api/project-nominations/approved/best', () => fetchBestProjects(api, READ)),
        reliably('GET /api/competition-nominations/approved/best', () => fetchBestCompetitions(api, READ)),
        reliably('GET /api/placement-nominations/approved/best', () => fetchBestPlacements(api, READ)),
      ]);
      for (const [id, list] of Object.entries({ projects, competitions, placements })) {
        for (const item of list.dropped) logger.warn(`dropped best ${id} item ${item.id ?? `#${item.index}`}: ${item.reason}`);
      }
      await storeLists(store, logger, { projects: projects.records, competitions: competitions.records, placements: placements.records });
      logger.info(`best: ${projects.records.length} projects, ${competitions.records.length} competitions, ${placements.records.length} placements`);
    },
  };
}

type Context = Parameters<Loader['load']>[0];

/** One entry per best list: its records (pictures that are not pictures removed) and their pictures. */
async function storeLists(store: Context['store'], logger: Context['logger'], lists: Record<string, unknown[]>): Promise<void> {
  const items = Object.entries(lists).flatMap(([id, records]) =>
    records.map((record, index) => ({ id, label: `best ${id} #${index + 1}`, record })),
  );
  const prepared = await attachPictures(items, logger);
  store.clear();
  for (const id of Object.keys(lists)) {
    const mine = prepared.filter((_, index) => items[index]?.id === id);
    store.set({ id, data: { records: mine.map((item) => item.record), pictures: Object.assign({}, ...mine.map((item) => item.pictures)) } });
  }
}
