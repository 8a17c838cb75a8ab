/**
 * Run-time refresh of the home carousels (spec 2, sections 4 and 7.1): the
 * three best calls run in parallel, each with a 10 s time-out, once per page
 * load, unless a fresh cached answer exists. A failure is only logged. The
 * carousels load this module once they run (it brings the backend contract:
 * ky, the schemas; and the cards' routes, from the area table), after their
 * first render; it hands them the cards of what it fetched.
 */
import { readBestList } from '#api/approved.ts';
import { CompetitionSchema } from '#api/schemas/competition.ts';
import { PlacementSchema } from '#api/schemas/placement.ts';
import { ProjectSchema } from '#api/schemas/project.ts';
import { browserApi } from '#features/auth/browser-api.ts';
import { AREA } from '../areas.ts';
import { CAROUSELS_OF, type HomeCard } from './cards.ts';
import { HOME_CACHE_KEYS, readHomeCache, writeHomeCache, type HomeSlice } from './home-cache.ts';
import { $home, type SliceStatus } from './home-state.ts';
import { HOME_REQUEST_TIMEOUT_MS, type CarouselKind } from './texts.ts';

/** Each best list's records: their schema (the list's call is its area's, in the area table). */
const SCHEMAS = {
  projects: ProjectSchema,
  competitions: CompetitionSchema,
  placements: PlacementSchema,
} as const satisfies Record<HomeSlice, unknown>;

/** The carousels of a best list: ready with the cards of its records, or another status with the cards they had. */
function show(slice: HomeSlice, status: SliceStatus, records?: unknown[]): void {
  const cards = Object.entries(CAROUSELS_OF[slice]((records ?? []) as never[])) as Array<[CarouselKind, HomeCard[]]>;
  for (const [kind, list] of cards) $home.setKey(kind, { status, cards: records ? list : $home.get()[kind].cards });
}

async function refreshSlice(slice: HomeSlice): Promise<void> {
  const schema = SCHEMAS[slice];
  const key = HOME_CACHE_KEYS[slice];
  const cached = readHomeCache(key, schema);
  if (cached) {
    show(slice, 'ready', cached);
    return;
  }
  show(slice, 'loading');
  try {
    const { records } = await readBestList(browserApi, AREA[slice].api, schema, {
      timeout: HOME_REQUEST_TIMEOUT_MS,
      retry: 0,
    });
    writeHomeCache(key, records);
    show(slice, 'ready', records);
  } catch (error) {
    console.error(`Home carousel "${slice}" could not refresh:`, error instanceof Error ? error.message : error);
    show(slice, 'failed');
  }
}

let started = false;

/** Starts the refresh once per page, however many carousels ask. */
export function startHomeRefresh(): void {
  if (started) return;
  started = true;
  void Promise.all((Object.keys(SCHEMAS) as HomeSlice[]).map(refreshSlice));
}
