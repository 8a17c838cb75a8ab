/** What a star alumni record's detail page shows (catalog/DetailPage.astro, and the build's writer of detail pages). */
import { createElement } from 'react';
import type { Alumni } from '#api/schemas/alumni.ts';
import type { DetailView } from '../catalog/detail-page.ts';
import { ALUMNI_LIST_ROUTE } from '../routes.ts';
import { AlumniDetail } from './AlumniDetail.tsx';
import { alumniName } from './model.ts';
import { alumniHref } from './pages.ts';

export interface AlumniPageProps {
  record: Alumni;
}

export function alumniDetailView({ record }: AlumniPageProps): DetailView {
  return {
    title: `${alumniName(record)} (Star Alumni)`,
    href: alumniHref(record.nominationId),
    body: () => createElement(AlumniDetail, { record, back: { href: ALUMNI_LIST_ROUTE } }),
  };
}
