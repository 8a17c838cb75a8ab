import type { CompetitionCategory } from '#api/enums.ts';
import { fetchApprovedCompetition } from '#api/competitions.ts';
import { COMPETITION_DETAIL } from '#api/messages.ts';
import ImageGrid from '#components/detail/ImageGrid.tsx';
import { browserApi } from '#features/auth/browser-api.ts';
import type { FreshView } from '../fresh/types.ts';
import { COMPETITION_LIST_ROUTE } from '../routes.ts';
import { CompetitionDetail } from './CompetitionDetail.tsx';
import { competitionImages, competitionTitle } from './model.ts';
import { COMPETITION_LOADING } from './texts.ts';

/** A competition approved after the last build, rendered by the 404 page. */
export const competitionFresh: FreshView = {
  loading: COMPETITION_LOADING,
  listRoute: (category) => COMPETITION_LIST_ROUTE[category as CompetitionCategory],
  load: async (id, category) => {
    const result = await fetchApprovedCompetition(browserApi, id);
    if (!result.ok) return { kind: 'notFound', message: COMPETITION_DETAIL.notFound };
    const competition = result.record;
    const title = competitionTitle(competition);
    const images = competitionImages(competition);
    return {
      kind: 'found',
      title,
      render: (back) => (
        <CompetitionDetail
          competition={competition}
          category={category}
          back={back}
          gallery={images.length > 0 ? <ImageGrid images={images} title={title} /> : undefined}
        />
      ),
    };
  },
};
