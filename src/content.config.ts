/** Build-time data: one collection per area, loaded from the backend's approved endpoints through src/api. */
import { defineCollection } from 'astro:content';
import { approvedLoader } from '#features/catalog/loader.ts';
import { ACHIEVEMENT_SOURCE } from '#features/achievements/source.ts';
import { ALUMNI_SOURCE } from '#features/alumni/source.ts';
import { COMPETITION_SOURCE } from '#features/competitions/source.ts';
import { bestListsLoader } from '#features/home/source.ts';
import { PLACEMENT_SOURCE } from '#features/placements/source.ts';
import { PROJECT_SOURCE } from '#features/projects/source.ts';

export const collections = {
  projects: defineCollection({ loader: approvedLoader(PROJECT_SOURCE) }),
  competitions: defineCollection({ loader: approvedLoader(COMPETITION_SOURCE) }),
  achievements: defineCollection({ loader: approvedLoader(ACHIEVEMENT_SOURCE) }),
  placements: defineCollection({ loader: approvedLoader(PLACEMENT_SOURCE) }),
  alumni: defineCollection({ loader: approvedLoader(ALUMNI_SOURCE) }),
  /** The home carousels' best lists. */
  home: defineCollection({ loader: bestListsLoader() }),
};
