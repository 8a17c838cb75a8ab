/** What a star alumni record's detail page shows (AlumniDetailPage.astro, and the detail-page writer). */
import type { Alumni } from '#api/schemas/alumni.ts';
import type { DetailView } from '../catalog/detail-writer.ts';
import { ALUMNI_LIST_ROUTE } from '../routes.ts';
import { AlumniDetail } from './AlumniDetail.tsx';
import { alumniName } from './model.ts';
import { alumniHref } from './pages.ts';

export interface AlumniPageProps {
  record: Alumni;
}

export function alumniDetailView({ record }: AlumniPageProps) {
  return {
    title: `${alumniName(record)} (Star Alumni)`,
    href: alumniHref(record.nominationId),
    body: { component: AlumniDetail, props: { record, back: { href: ALUMNI_LIST_ROUTE } } },
  } satisfies DetailView<Parameters<typeof AlumniDetail>[0]>;
}
