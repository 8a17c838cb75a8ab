/** What a competition's detail page shows (CompetitionDetailPage.astro, and the detail-page writer). */
import type { CompetitionCategory } from '#api/enums.ts';
import type { Competition } from '#api/schemas/competition.ts';
import ImageGrid from '#components/detail/ImageGrid.tsx';
import { galleryOf, type DetailView, type GalleryProps } from '../catalog/detail-writer.ts';
import { COMPETITION_LIST_ROUTE } from '../routes.ts';
import { CompetitionDetail } from './CompetitionDetail.tsx';
import { competitionImages, competitionTitle } from './model.ts';
import { competitionHref } from './pages.ts';

export interface CompetitionPageProps {
  competition: Competition;
  category: CompetitionCategory;
}

export function competitionDetailView({ competition, category }: CompetitionPageProps) {
  const images = competitionImages(competition);
  const title = competitionTitle(competition);
  return {
    title,
    href: competitionHref(category, competition.nominationId),
    body: { component: CompetitionDetail, props: { competition, category, back: { href: COMPETITION_LIST_ROUTE[category] } } },
    gallery: galleryOf(ImageGrid, images, title),
  } satisfies DetailView<Parameters<typeof CompetitionDetail>[0], GalleryProps>;
}
