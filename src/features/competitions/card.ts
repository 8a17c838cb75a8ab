/** A competition list card (spec 2, section 2.3): first poster, category badge, title, leader facts, name and level behind Show More. */
import type { Competition } from '#api/schemas/competition.ts';
import type { CardModel } from '#components/showcase/card-model.ts';
import { competitionImages, competitionTitle } from './model.ts';

export function competitionCard(competition: Competition, category: string, href: string): CardModel {
  return {
    href,
    title: competitionTitle(competition),
    layout: 'poster',
    image: competitionImages(competition)[0],
    badges: [{ text: competition.category ?? category }],
    facts: [
      ['Team Leader', competition.teamLeader?.name],
      ['Programme', competition.teamLeader?.programme],
      ['Roll Number', competition.teamLeader?.rollNumber],
    ],
    more: {
      facts: [
        ['Competition', competition.competitionName],
        ['Level', competition.level],
      ],
    },
  };
}
