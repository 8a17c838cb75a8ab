/**
 * Run-time refresh of the home carousels (spec 2, sections 4 and 7.1): the
 * three best calls run in parallel, each with a 10 s time-out, once per page
 * load, unless a fresh cached answer exists. A failure is only logged. The
 * carousels load this module once they run (it brings the backend contract:
 * ky, the schemas), after their first render.
 */
import { fetchBestCompetitions } from '#api/competitions.ts';
import type { ParsedList } from '#api/schemas/lenient.ts';
import { CompetitionSchema } from '#api/schemas/competition.ts';
import { PlacementSchema } from '#api/schemas/placement.ts';
import { ProjectSchema } from '#api/schemas/project.ts';
import { fetchBestPlacements } from '#api/placements.ts';
import { fetchBestProjects } from '#api/projects.ts';
import type { ApiConfig, ReadOptions } from '#api/http.ts';
import { browserApi } from '#features/auth/browser-api.ts';
import { HOME_CACHE_KEYS, readHomeCache, writeHomeCache, type HomeSlice } from './home-cache.ts';
import { $home } from './home-state.ts';
import { HOME_REQUEST_TIMEOUT_MS } from './texts.ts';

const SOURCES = {
  projects: { schema: ProjectSchema, fetch: fetchBestProjects },
  competitions: { schema: CompetitionSchema, fetch: fetchBestCompetitions },
  placements: { schema: PlacementSchema, fetch: fetchBestPlacements },
} as const satisfies Record<HomeSlice, { schema: unknown; fetch: (api: ApiConfig, o?: ReadOptions) => Promise<ParsedList<unknown>> }>;

async function refreshSlice(slice: HomeSlice): Promise<void> {
  const { schema, fetch } = SOURCES[slice];
  const key = HOME_CACHE_KEYS[slice];
  const cached = readHomeCache(key, schema);
  if (cached) {
    $home.setKey(slice, { status: 'ready', records: cached } as never);
    return;
  }
  $home.setKey(slice, { ...$home.get()[slice], status: 'loading' } as never);
  try {
    const { records } = await fetch(browserApi, { timeout: HOME_REQUEST_TIMEOUT_MS, retry: 0 });
    writeHomeCache(key, records);
    $home.setKey(slice, { status: 'ready', records } as never);
  } catch (error) {
    console.error(`Home carousel "${slice}" could not refresh:`, error instanceof Error ? error.message : error);
    $home.setKey(slice, { ...$home.get()[slice], status: 'failed' } as never);
  }
}

let started = false;

/** Starts the refresh once per page, however many carousels ask. */
export function startHomeRefresh(): void {
  if (started) return;
  started = true;
  void Promise.all((Object.keys(SOURCES) as HomeSlice[]).map(refreshSlice));
}
