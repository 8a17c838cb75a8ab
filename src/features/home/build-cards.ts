/** The home page's pre-rendered carousel cards, from the build's best lists. */
import { buildRecords } from '#features/catalog/records.ts';
import { recordsReady } from '#features/catalog/records-wait.ts';
import type { Competition } from '#api/schemas/competition.ts';
import type { Placement } from '#api/schemas/placement.ts';
import type { Project } from '#api/schemas/project.ts';
import { avatarRole, picturesOf, registerPictures, ROLES, type Picture } from '#lib/pictures.ts';
import { CAROUSELS_OF, type HomeCard } from './cards.ts';
import type { CarouselKind } from './texts.ts';

async function recordsOf<T>(id: 'projects' | 'competitions' | 'placements'): Promise<T[]> {
  await recordsReady();
  const data = buildRecords().best[id];
  registerPictures(data?.pictures);
  return (data?.records ?? []) as T[];
}

/** The cards of each carousel, and the build's variants of each carousel's images (for its island). */
export async function homeCards(): Promise<
  Record<CarouselKind, { cards: HomeCard[]; pictures: Record<string, Picture> }>
> {
  const [projects, competitions, placements] = await Promise.all([
    recordsOf<Project>('projects'),
    recordsOf<Competition>('competitions'),
    recordsOf<Placement>('placements'),
  ]);
  const cards = {
    ...CAROUSELS_OF.projects(projects),
    ...CAROUSELS_OF.competitions(competitions),
    ...CAROUSELS_OF.placements(placements),
  };
  const withPictures = (list: HomeCard[]) => ({
    cards: list,
    pictures: {
      ...picturesOf(
        list.filter((card) => card.imageShape === 'wide').map((card) => card.image),
        [ROLES.home],
      ),
      ...picturesOf(
        list.filter((card) => card.imageShape !== 'wide').map((card) => card.image),
        [avatarRole(80)],
      ),
    },
  });
  return {
    bestProjects: withPictures(cards.bestProjects),
    competitions: withPictures(cards.competitions),
    startups: withPictures(cards.startups),
    placements: withPictures(cards.placements),
  };
}
