/**
 * Build-time data of the home carousels: the three best lists, fetched with
 * the same retries as every other list. Stored as one entry per call.
 */
import type { Loader } from 'astro/loaders';
import { fetchBestCompetitions } from '#api/competitions.ts';
import { fetchBestPlacements } from '#api/placements.ts';
import { fetchBestProjects } from '#api/projects.ts';
import { buildApi, reliably } from '../catalog/loader.ts';
import { snapshotData } from '../catalog/snapshot-file.ts';

const READ = { retry: 0, timeout: 30_000 } as const;

export function bestListsLoader(): Loader {
  return {
    name: 'best-lists',
    load: async ({ store, logger }) => {
      if (process.env.CONTENT_TYPES_ONLY === '1') return;
      const snapshot = snapshotData();
      if (snapshot) {
        store.clear();
        for (const id of ['projects', 'competitions', 'placements']) store.set({ id, data: { records: snapshot.best[id] ?? [] } });
        logger.info('best lists from the rebuild\'s snapshot');
        return;
      }
      const api = buildApi();
      const [projects, competitions, placements] = await Promise.all([
        reliably('GET /api/project-nominations/approved/best', () => fetchBestProjects(api, READ)),
        reliably('GET /api/competition-nominations/approved/best', () => fetchBestCompetitions(api, READ)),
        reliably('GET /api/placement-nominations/approved/best', () => fetchBestPlacements(api, READ)),
      ]);
      store.clear();
      for (const [id, list] of Object.entries({ projects, competitions, placements })) {
        store.set({ id, data: { records: list.records } });
        for (const item of list.dropped) logger.warn(`dropped best ${id} item ${item.id ?? `#${item.index}`}: ${item.reason}`);
      }
      logger.info(`best: ${projects.records.length} projects, ${competitions.records.length} competitions, ${placements.records.length} placements`);
    },
  };
}
