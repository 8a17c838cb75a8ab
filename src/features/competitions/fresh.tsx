/** A competition approved after the last build, rendered by the 404 page with the same detail view. */
import type { CompetitionCategory } from '#api/enums.ts';
import type { Competition } from '#api/schemas/competition.ts';
import ImageGrid from '#components/detail/ImageGrid.tsx';
import type { FreshView } from '../fresh/types.ts';
import { CompetitionDetail } from './CompetitionDetail.tsx';
import { competitionImages, competitionTitle } from './model.ts';
import { record } from './record.ts';

export const fresh: FreshView<Competition, CompetitionCategory> = {
  record,
  show(competition, category) {
    const title = competitionTitle(competition);
    const images = competitionImages(competition);
    return {
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
