/** What a competition's detail page shows (catalog/DetailPage.astro, and the detail-page writer). */
import { createElement } from 'react';
import type { CompetitionCategory } from '#api/enums.ts';
import type { Competition } from '#api/schemas/competition.ts';
import type { DetailView } from '../catalog/detail-page.ts';
import { galleryOf } from '../catalog/galleries.ts';
import { COMPETITION_LIST_ROUTE } from '../routes.ts';
import { CompetitionDetail } from './CompetitionDetail.tsx';
import { competitionImages, competitionTitle } from './model.ts';
import { competitionHref } from './pages.ts';

export interface CompetitionPageProps {
  competition: Competition;
  category: CompetitionCategory;
}

export function competitionDetailView({ competition, category }: CompetitionPageProps): DetailView {
  const images = competitionImages(competition);
  const title = competitionTitle(competition);
  return {
    title,
    href: competitionHref(category, competition.nominationId),
    body: (gallery) => createElement(CompetitionDetail, { competition, category, back: { href: COMPETITION_LIST_ROUTE[category] }, gallery }),
    gallery: galleryOf('image-grid', images, title),
  };
}
