/** Seeded project nominations: every category, every optional field both present and absent. */
import { brokenImageUrl, documentUrl, notPictureUrl, portraitUrl, posterUrl } from './images.ts';
import { photoUrl } from './photos.ts';
import { type Draft, SEED_STUDENT, planStatus, seedDate, studentEmail } from './common.ts';
import { INDUSTRY_IDEAS, IN_HOUSE_IDEAS, RESEARCH_IDEAS, STARTUP_IDEAS, type ProjectIdea } from './data/projects.ts';
import { faculty, fullName, phone, slug, student } from './people.ts';
import { createRandom, type Random } from './random.ts';

export const PROJECT_PLAN = [
  { category: 'Industry', ideas: INDUSTRY_IDEAS, best: [0, 2] },
  { category: 'In-House', ideas: IN_HOUSE_IDEAS, best: [0, 3] },
  // 3: every picture of it is unusable (posters below), so a home carousel shows its placeholder.
  { category: 'Research', ideas: RESEARCH_IDEAS, best: [1, 3] },
  { category: 'Start-Up', ideas: STARTUP_IDEAS, best: [0, 1, 3] },
] as const;

/** Which seeded projects the seeded student owns, by category and idea index. */
const STUDENT_PROJECTS: Record<string, number[]> = {
  'In-House': [0],
  Industry: [7],
  Research: [7],
  'Start-Up': [8],
};

/** Marked best while pending: must never show in the best list. */
const PENDING_BEST = { category: 'Industry', index: 7 };

export function buildProjects(): Draft[] {
  const out: Draft[] = [];
  PROJECT_PLAN.forEach((plan, c) => {
    const random = createRandom(`projects-${plan.category}`);
    plan.ideas.forEach((idea: ProjectIdea, i) => {
      const status = planStatus(i, plan.ideas.length);
      const submittedAt = seedDate(random, 20 + c * 3 + i * 41 + random.int(0, 9));
      const ownedByStudent = STUDENT_PROJECTS[plan.category]?.includes(i) ?? false;
      const record = projectRecord(random, plan.category, idea, c, i, ownedByStudent);
      const submitter = record.submittedBy as { email: string };
      const best =
        (plan.best as readonly number[]).includes(i) ||
        (plan.category === PENDING_BEST.category && i === PENDING_BEST.index);
      out.push({
        area: 'project',
        category: plan.category,
        status,
        isBest: best,
        ownerEmail: submitter.email,
        submittedAt,
        record,
      });
    });
  });
  return out;
}

/** One project record; c and i rotate which optional fields are left out. */
export function projectRecord(
  random: Random,
  category: string,
  idea: ProjectIdea,
  c: number,
  i: number,
  ownedByStudent = false,
): Record<string, unknown> {
  const k = i + c;
  const leader = student(random, {
    name: ownedByStudent ? SEED_STUDENT.name : undefined,
    programme: ownedByStudent ? 'B.Tech CSE' : undefined,
    linkedin: k % 5 !== 3,
    photo: c === 1 && i === 5 ? undefined : c === 0 && i === 1 ? photoUrl(4) : portraitUrl(k * 3 + c),
  });
  const members = Array.from({ length: k % 4 }, (_, m) =>
    student(random, { linkedin: m % 2 === 0, photo: k === 5 && m === 1 ? undefined : portraitUrl(k * 3 + m + 1) }),
  );
  const email = ownedByStudent ? SEED_STUDENT.email : studentEmail(leader.name, leader.rollNumber);
  const record: Record<string, unknown> = {
    category,
    projectTitle: idea.title,
    teamLeader: leader,
    teamMembers: members,
    problemStatement: idea.problem,
    features: idea.features,
    outcome: idea.outcome,
    technologyDomain: idea.domain,
    techStack: idea.stack,
    posterImages: posters(c, i, k),
    submittedBy: { name: leader.name, email },
  };
  if (idea.awards)
    record.achievements = idea.awards.map((name) => ({ name, proofUrl: documentUrl('certificate.pdf') }));
  else if (k % 2 === 0) record.achievements = [];
  if (!(c === 3 && i === 6)) {
    const mentor = faculty(random, 'Computer Science & Engineering');
    record.mentor = { internalMentor: mentor };
  }
  const repo = `https://github.com/${slug(leader.name)}/${slug(idea.title)}`;
  if (k % 3 !== 2) record.githubLink = repo;
  record.liveUrl = k % 2 === 1 ? '' : `https://${slug(idea.title)}.demo.university.edu`;
  if (k % 3 === 0) record.videoUrl = `https://media.university.edu/projects/${slug(idea.title)}.mp4`;
  Object.assign(record, categoryDetails(random, category, idea, i, leader.name));
  return record;
}

function posters(c: number, i: number, k: number): string[] {
  if (c === 0 && i === 4) return [];
  const list = Array.from({ length: 2 + (k % 4) }, (_, n) => posterUrl(c * 9 + i + n * 5));
  // Pictures the build cannot use: missing (404), an HTML page named .png, a JPEG cut off halfway.
  if (c === 2 && i === 3) list.splice(0, 3, brokenImageUrl(), notPictureUrl('html'), notPictureUrl('truncated'));
  // Each list's first project opens with a phone photo (4032×3024, a different EXIF orientation per list).
  if (i === 0) list[0] = photoUrl(c);
  return list;
}

function categoryDetails(
  random: Random,
  category: string,
  idea: ProjectIdea,
  i: number,
  leaderName: string,
): Record<string, unknown> {
  switch (category) {
    case 'Industry': {
      const it = idea as (typeof INDUSTRY_IDEAS)[number];
      const mentorName = fullName(random);
      const domain = slug(it.organization.split(' ')[0] ?? 'company');
      return {
        industryDetails: {
          name: it.organization,
          mentorName,
          mentorEmail: `${slug(mentorName).replace('-', '.')}@${domain}.com`,
          mentorPhone: phone(random),
          mentorDesignation: it.mentorDesignation,
          description: it.description,
          certificateUrl: documentUrl('certificate.pdf'),
        },
      };
    }
    case 'In-House': {
      const it = idea as (typeof IN_HOUSE_IDEAS)[number];
      if (i === 5) return {};
      if (i % 3 === 1) {
        return {
          inHouseDetails: {
            facultyName: '',
            facultyEmail: '',
            facultyPhone: '',
            facultyDesignation: '',
            projectType: '',
            certificateUrl: '',
          },
        };
      }
      const external = faculty(random);
      return {
        inHouseDetails: {
          facultyName: external.name,
          facultyEmail: external.email,
          facultyPhone: external.phone,
          facultyDesignation: external.designation,
          projectType: it.projectType,
          certificateUrl: i % 2 === 0 ? documentUrl('certificate.pdf') : '',
        },
      };
    }
    case 'Research': {
      const it = idea as (typeof RESEARCH_IDEAS)[number];
      return {
        researchDetails: {
          paperTitle: it.paperTitle,
          supervisorName: faculty(random).name,
          publicationType: it.publicationType,
          publicationName: it.publicationName,
          publicationDate: it.publicationDate,
          certificateUrl: documentUrl('research-paper.pdf'),
        },
      };
    }
    default: {
      const it = idea as (typeof STARTUP_IDEAS)[number];
      return {
        startupDetails: {
          name: it.startup,
          founders: it.roles.map((role, n) => ({ name: n === 0 ? leaderName : fullName(random), role })),
          foundationYear: it.foundationYear,
          description: i === 4 ? '' : it.description,
          incubatorName: it.incubator,
          isRegistered: it.registered,
          incubationLetterUrl: documentUrl('incubation-letter.pdf'),
        },
      };
    }
  }
}
