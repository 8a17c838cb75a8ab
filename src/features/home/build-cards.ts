/** The home page's pre-rendered carousel cards, from the build's best lists. */
import { getEntry } from 'astro:content';
import type { Competition } from '#api/schemas/competition.ts';
import type { Placement } from '#api/schemas/placement.ts';
import type { Project } from '#api/schemas/project.ts';
import { cardsOf, competitionCard, isStartup, placementCard, projectCard, startupCard, type HomeCard } from './cards.ts';
import type { CarouselKind } from './texts.ts';

async function recordsOf<T>(id: 'projects' | 'competitions' | 'placements'): Promise<T[]> {
  const entry = await getEntry('home', id);
  return ((entry?.data as { records?: T[] } | undefined)?.records ?? []) as T[];
}

export async function homeCards(): Promise<Record<CarouselKind, HomeCard[]>> {
  const [projects, competitions, placements] = await Promise.all([
    recordsOf<Project>('projects'),
    recordsOf<Competition>('competitions'),
    recordsOf<Placement>('placements'),
  ]);
  return {
    bestProjects: cardsOf(projects.filter((project) => !isStartup(project)), projectCard),
    competitions: cardsOf(competitions, competitionCard),
    startups: cardsOf(projects.filter(isStartup), startupCard),
    placements: cardsOf(placements, placementCard),
  };
}
