/** How the build shows competitions (spec 2, sections 2.3 and 2.4): list words, cards, what search and the feeds know, detail pages. */
import { createElement } from 'react';
import type { CompetitionCategory } from '#api/enums.ts';
import type { Competition } from '#api/schemas/competition.ts';
import type { AreaViews } from '../catalog/area-modules.ts';
import { galleryOf } from '../catalog/galleries.ts';
import { competitionCard } from './card.ts';
import { CompetitionDetail } from './CompetitionDetail.tsx';
import { competitionImages, competitionSummary, competitionTitle } from './model.ts';
import { competitionSearchText } from './search.ts';
import { COMPETITIONS_COUNT_LABEL, COMPETITIONS_EMPTY, COMPETITION_LIST_TEXT } from './texts.ts';

export const views: AreaViews<Competition, CompetitionCategory> = {
  list: (category) => ({
    ...COMPETITION_LIST_TEXT[category],
    countLabel: COMPETITIONS_COUNT_LABEL,
    empty: COMPETITIONS_EMPTY,
  }),
  card: competitionCard,
  facts(competition) {
    const people = [competition.teamLeader, ...competition.teamMembers];
    return {
      submittedAt: competition.submittedAt,
      eventDate: competition.date,
      facets: {
        programme: people.map((person) => person?.programme),
        batch: people.map((person) => person?.batch),
        domain: [competition.technologyDomain],
        tech: competition.techStack,
        organization: [competition.organizingBody],
        level: [competition.level],
      },
    };
  },
  words: (competition, category) => ({
    excerpt: competitionSummary(competition, category),
    text: competitionSearchText(competition),
  }),
  detail(competition, category, back) {
    const title = competitionTitle(competition);
    return {
      title,
      body: (gallery) => createElement(CompetitionDetail, { competition, category, back: { href: back }, gallery }),
      gallery: galleryOf('image-grid', competitionImages(competition), title),
    };
  },
};
