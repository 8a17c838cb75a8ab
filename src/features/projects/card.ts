/** A project list card (spec 1, section 2, "Project lists"): first poster, category badge, title, leader facts, the mentor behind Show More. */
import type { Project } from '#api/schemas/project.ts';
import type { CardModel } from '#components/showcase/card-model.ts';
import { safeImage } from '#lib/safe-url.ts';
import { orNA } from '#lib/text.ts';

export function projectCard(project: Project, category: string, href: string): CardModel {
  const mentor = project.mentor?.internalMentor;
  return {
    href,
    title: orNA(project.projectTitle),
    layout: 'poster',
    image: safeImage(project.posterImages[0]),
    badges: [{ text: project.category ?? category }],
    facts: [
      ['Team Leader', project.teamLeader?.name],
      ['Programme', project.teamLeader?.programme],
      ['Roll Number', project.teamLeader?.rollNumber],
    ],
    more: {
      facts: [
        ['Internal Mentor', mentor?.name],
        ['Department', mentor?.department],
      ],
    },
  };
}
