/** What the home page's tests share: the best entries the carousels show, and opening home with its carousels started. */
import type { Page } from '@playwright/test';
import { parseRecords } from '#api/schemas/lenient.ts';
import { CompetitionSchema } from '#api/schemas/competition.ts';
import { PlacementSchema } from '#api/schemas/placement.ts';
import { ProjectSchema } from '#api/schemas/project.ts';
import { apiData, expect, hydrated } from './fixtures.ts';

/** The best lists as the site reads them (the contract's lenient schemas). */
export const best = {
  projects: async () => parseRecords(ProjectSchema, await apiData(BEST.projects)).records,
  competitions: async () => parseRecords(CompetitionSchema, await apiData(BEST.competitions)).records,
  placements: async () => parseRecords(PlacementSchema, await apiData(BEST.placements)).records,
};

export const BEST = {
  projects: '/api/project-nominations/approved/best',
  competitions: '/api/competition-nominations/approved/best',
  placements: '/api/placement-nominations/approved/best',
};

export const carousel = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });
export const scroller = (page: Page, title: string) => carousel(page, title).locator('[data-scroller]');

export async function openHome(page: Page) {
  await page.goto('/');
  await hydrated(page);
}

/** A carousel runs (moves, refreshes, has its Pause button) once it comes into view: scrolls it there and waits for that. */
export async function startCarousel(page: Page, title: string) {
  await carousel(page, title).scrollIntoViewIfNeeded();
  await expect(page.locator('astro-island:not([ssr])').filter({ has: carousel(page, title) })).toHaveCount(1);
}
