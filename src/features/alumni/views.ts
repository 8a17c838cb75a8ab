/** How the build shows star alumni (spec 2, section 2.10): list words, cards, what search and the feeds know, detail pages. */
import { createElement } from 'react';
import type { Alumni } from '#api/schemas/alumni.ts';
import type { AreaViews } from '../catalog/area-modules.ts';
import { AlumniDetail } from './AlumniDetail.tsx';
import { alumniCard } from './card.ts';
import { alumniName, alumniSummary } from './model.ts';
import { alumniSearchText } from './search.ts';
import { ALUMNI_LIST_TEXT } from './texts.ts';

export const views: AreaViews<Alumni, 'Alumni'> = {
  list: () => ({ ...ALUMNI_LIST_TEXT, columns: 4 }),
  card: (record, _category, href) => alumniCard(record, href),
  facts: (record) => ({
    submittedAt: record.submittedAt,
    facets: {
      programme: [record.alumni?.programme],
      batch: [record.alumni?.batch],
      organization: [record.organization],
      position: [record.designation],
    },
  }),
  words: (record) => ({ excerpt: alumniSummary(record), text: alumniSearchText(record) }),
  detail: (record, _category, back) => ({
    title: `${alumniName(record)} (Star Alumni)`,
    body: () => createElement(AlumniDetail, { record, back: { href: back } }),
  }),
};
