import { fetchApprovedAlumnus } from '#api/alumni.ts';
import { NO_DETAILS_FOUND } from '#api/messages.ts';
import { browserApi } from '#features/auth/browser-api.ts';
import type { FreshView } from '../fresh/types.ts';
import { ALUMNI_LIST_ROUTE } from '../routes.ts';
import { AlumniDetail } from './AlumniDetail.tsx';
import { alumniName } from './model.ts';
import { ALUMNI_LOADING } from './texts.ts';

/**
 * An alumni record approved after the last build, rendered by the 404 page.
 * An empty answer, or a record without its alumni block, shows
 * "No Alumni details found for this ID." (spec 2, section 2.10).
 */
export const alumniFresh: FreshView = {
  loading: ALUMNI_LOADING,
  listRoute: () => ALUMNI_LIST_ROUTE,
  load: async (id) => {
    const result = await fetchApprovedAlumnus(browserApi, id);
    if (!result.ok || !result.record.alumni) return { kind: 'notFound', message: NO_DETAILS_FOUND.Alumni };
    const record = result.record;
    return {
      kind: 'found',
      title: `${alumniName(record)} (Star Alumni)`,
      render: (back) => <AlumniDetail record={record} back={back} />,
    };
  },
};
