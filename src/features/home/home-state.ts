/** What the home carousels show of the backend's best lists (home-data.ts refreshes it). */
import { map } from 'nanostores';
import type { Competition } from '#api/schemas/competition.ts';
import type { Placement } from '#api/schemas/placement.ts';
import type { Project } from '#api/schemas/project.ts';

export type SliceStatus = 'idle' | 'loading' | 'ready' | 'failed';

export interface HomeState {
  projects: { status: SliceStatus; records: Project[] | null };
  competitions: { status: SliceStatus; records: Competition[] | null };
  placements: { status: SliceStatus; records: Placement[] | null };
}

/** What the pre-rendered page shows: nothing fetched yet. */
export const INITIAL_HOME: HomeState = {
  projects: { status: 'idle', records: null },
  competitions: { status: 'idle', records: null },
  placements: { status: 'idle', records: null },
};

export const $home = map<HomeState>(INITIAL_HOME);
