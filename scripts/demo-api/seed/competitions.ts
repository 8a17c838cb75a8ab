/** Seeded competition nominations: hackathons, coding contests and project competitions. */
import { type Draft, planStatus, seedDate, studentEmail } from './common.ts';
import { CODING_CONTESTS, HACKATHONS, PROJECT_COMPETITIONS, type CompetitionIdea } from './data/competitions.ts';
import { documentUrl, portraitUrl, posterUrl } from './images.ts';
import { photoUrl } from './photos.ts';
import { slug, student } from './people.ts';
import { createRandom, type Random } from './random.ts';

export const COMPETITION_PLAN = [
  { category: 'Hackathon', ideas: HACKATHONS, best: [0, 2] },
  { category: 'Coding Contest', ideas: CODING_CONTESTS, best: [0] },
  { category: 'Project Competition', ideas: PROJECT_COMPETITIONS, best: [0, 1] },
] as const;

export function buildCompetitions(): Draft[] {
  const out: Draft[] = [];
  COMPETITION_PLAN.forEach((plan, c) => {
    const random = createRandom(`competitions-${plan.category}`);
    plan.ideas.forEach((idea, i) => {
      const status = planStatus(i, plan.ideas.length);
      const submittedAt = seedDate(random, 15 + c * 5 + i * 47 + random.int(0, 9));
      const record = competitionRecord(random, plan.category, idea, c, i);
      const owner = (record.submittedBy as { email: string }).email;
      const isBest = (plan.best as readonly number[]).includes(i);
      out.push({
        area: 'competition',
        category: plan.category,
        status,
        isBest,
        ownerEmail: owner,
        submittedAt,
        record,
      });
    });
  });
  return out;
}

/** One competition record; c and i rotate which optional fields are left out. */
export function competitionRecord(
  random: Random,
  category: string,
  idea: CompetitionIdea,
  c: number,
  i: number,
): Record<string, unknown> {
  const k = i + c;
  const leader = student(random, { linkedin: !(c === 2 && i === 2), photo: portraitUrl(k * 2 + 5) });
  const members = idea.team
    ? Array.from({ length: 1 + (k % 3) }, (_, m) =>
        student(random, { linkedin: m !== 1, photo: k === 4 && m === 0 ? undefined : portraitUrl(k + m + 7) }),
      )
    : [];
  const record: Record<string, unknown> = {
    category,
    competitionName: idea.competitionName,
    organizingBody: idea.organizingBody,
    level: idea.level,
    location: idea.location,
    participationType: idea.team ? 'Team' : 'Individual',
    title: idea.theme,
    description: idea.description,
    technologyDomain: idea.domain,
    techStack: idea.stack,
    outcome: idea.outcome,
    achievements: idea.achievements,
    posterImages:
      c === 1 && i === 3
        ? []
        : Array.from({ length: 1 + (k % 4) }, (_, n) =>
            c === 0 && i === 0 && n === 0 ? photoUrl(5) : posterUrl(c * 8 + i + n * 7 + 3),
          ),
    teamLeader: leader,
    teamMembers: members,
    submittedBy: { name: leader.name, email: studentEmail(leader.name, leader.rollNumber) },
  };
  if (idea.date) record.date = idea.date;
  if (k % 3 !== 1) record.githubLink = `https://github.com/${slug(leader.name)}/${slug(idea.competitionName)}`;
  if (k % 2 === 0) record.pptLink = documentUrl('presentation.pdf');
  return record;
}
