/** The home page's pre-rendered carousel cards, from the build's best lists. */
import { getEntry } from 'astro:content';
import type { Competition } from '#api/schemas/competition.ts';
import type { Placement } from '#api/schemas/placement.ts';
import type { Project } from '#api/schemas/project.ts';
import { picturesOf, registerPictures, type Picture } from '#lib/pictures.ts';
import { cardsOf, competitionCard, isStartup, placementCard, projectCard, startupCard, type HomeCard } from './cards.ts';
import type { CarouselKind } from './texts.ts';

async function recordsOf<T>(id: 'projects' | 'competitions' | 'placements'): Promise<T[]> {
  const entry = await getEntry('home', id);
  const data = entry?.data as { records?: T[]; pictures?: Record<string, Picture> } | undefined;
  registerPictures(data?.pictures);
  return (data?.records ?? []) as T[];
}

/** The cards of each carousel, and the build's pictures of their images (for the islands). */
export async function homeCards(): Promise<Record<CarouselKind, HomeCard[]> & { pictures: Record<string, Picture> }> {
  const [projects, competitions, placements] = await Promise.all([
    recordsOf<Project>('projects'),
    recordsOf<Competition>('competitions'),
    recordsOf<Placement>('placements'),
  ]);
  const cards = {
    bestProjects: cardsOf(projects.filter((project) => !isStartup(project)), projectCard),
    competitions: cardsOf(competitions, competitionCard),
    startups: cardsOf(projects.filter(isStartup), startupCard),
    placements: cardsOf(placements, placementCard),
  };
  return { ...cards, pictures: picturesOf(Object.values(cards).flatMap((list) => list.map((card) => card.image))) };
}
