/**
 * What the home carousels show of the backend's best lists: each carousel's
 * refreshed cards (home-data.ts fetches the lists and makes their cards, so a
 * carousel itself loads neither the backend contract nor the site's routes).
 */
import { map } from 'nanostores';
import type { HomeCard } from './cards.ts';
import type { CarouselKind } from './texts.ts';

export type SliceStatus = 'idle' | 'loading' | 'ready' | 'failed';

/** Each carousel's status and, once ready, its cards. */
export type HomeState = Record<CarouselKind, { status: SliceStatus; cards: HomeCard[] | null }>;

const IDLE = { status: 'idle', cards: null } as const;

/** What the pre-rendered page shows: nothing fetched yet. */
export const INITIAL_HOME: HomeState = { bestProjects: IDLE, competitions: IDLE, startups: IDLE, placements: IDLE };

export const $home = map<HomeState>(INITIAL_HOME);
