/**
 * A star alumni record approved after the last build, rendered by the 404 page.
 * An empty answer, or a record without its alumni block (./record.ts), shows
 * "No Alumni details found for this ID." (spec 2, section 2.10).
 */
import type { Alumni } from '#api/schemas/alumni.ts';
import type { FreshView } from '../fresh/types.ts';
import { AlumniDetail } from './AlumniDetail.tsx';
import { alumniName } from './model.ts';
import { record } from './record.ts';
import { NO_ALUMNI_FOUND } from './texts.ts';

export const fresh: FreshView<Alumni, 'Alumni'> = {
  record,
  notFound: () => NO_ALUMNI_FOUND,
  show: (alumnus) => ({
    title: `${alumniName(alumnus)} (Star Alumni)`,
    render: (back) => <AlumniDetail record={alumnus} back={back} />,
  }),
};
