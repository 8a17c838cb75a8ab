/** Seeded achievement nominations: research publications, open source, higher studies, certifications. */
import { type Draft, planStatus, seedDate, studentEmail } from './common.ts';
import { CERTIFICATIONS, HIGHER_STUDIES, OPEN_SOURCE, RESEARCH_PUBLICATIONS } from './data/achievements.ts';
import type { CertificationEntry, HigherStudiesEntry, OpenSourceEntry, ResearchEntry } from './data/achievements.ts';
import { documentUrl, portraitUrl } from './images.ts';
import { faculty, fullName, phone, slug, student } from './people.ts';
import { createRandom, type Random } from './random.ts';

type Entry = ResearchEntry | OpenSourceEntry | HigherStudiesEntry | CertificationEntry;

export const ACHIEVEMENT_PLAN = [
  { category: 'Research Publication', entries: RESEARCH_PUBLICATIONS as Entry[] },
  { category: 'Open Source', entries: OPEN_SOURCE as Entry[] },
  { category: 'Higher Studies', entries: HIGHER_STUDIES as Entry[] },
  { category: 'Global Certification', entries: CERTIFICATIONS as Entry[] },
] as const;

const DETAIL_KEYS = ['researchDetails', 'openSourceDetails', 'higherStudiesDetails', 'certificationDetails'] as const;

export function buildAchievements(): Draft[] {
  const out: Draft[] = [];
  ACHIEVEMENT_PLAN.forEach((plan, c) => {
    const random = createRandom(`achievements-${plan.category}`);
    plan.entries.forEach((entry, i) => {
      const status = planStatus(i, plan.entries.length);
      const submittedAt = seedDate(random, 10 + c * 4 + i * 43 + random.int(0, 9));
      const record = achievementRecord(random, c, entry, i);
      const owner = (record.submittedBy as { email: string }).email;
      out.push({ area: 'achievement', category: plan.category, status, ownerEmail: owner, submittedAt, record });
    });
  });
  return out;
}

/** One achievement record: the student, the category's details block and the other blocks null. */
export function achievementRecord(random: Random, c: number, entry: Entry, i: number): Record<string, unknown> {
  const category = ACHIEVEMENT_PLAN[c]?.category ?? 'Research Publication';
  const person = student(random, { linkedin: i !== 3, photo: i === 4 ? undefined : portraitUrl(c * 4 + i + 2) });
  const record: Record<string, unknown> = {
    category,
    student: person,
    submittedBy: { name: person.name, email: studentEmail(person.name, person.rollNumber) },
  };
  DETAIL_KEYS.forEach((key, n) => {
    record[key] = n === c ? details(random, c, entry, i) : null;
  });
  return record;
}

function details(random: Random, c: number, entry: Entry, i: number): Record<string, unknown> {
  const awards = i % 3 === 0 ? [{ name: awardName(c), pptLink: documentUrl('certificate.pdf') }] : [];
  switch (c) {
    case 0: {
      const e = entry as ResearchEntry;
      const supervisor = faculty(random);
      return {
        publicationType: e.publicationType,
        title: e.title,
        description: e.description,
        additionalAuthors: i % 2 === 1 ? [coAuthor(random, i), coAuthor(random, i + 5)] : [],
        publisherInfo: { primaryInfo: e.primaryInfo, secondaryInfo: e.secondaryInfo },
        identifiers: { eIdentifier: e.eIdentifier, printIdentifier: e.printIdentifier },
        dates: { publicationDate: e.publicationDate },
        links: {
          publicationUrl: e.eIdentifier.startsWith('https://') ? e.eIdentifier : `${e.publisherWebsite}/`,
          publisherWebsite: e.publisherWebsite,
        },
        outcome: e.outcome,
        awards,
        supervisor: {
          name: supervisor.name,
          affiliation: 'School of Engineering and Technology',
          designation: supervisor.designation,
          phone: supervisor.phone,
          email: supervisor.email,
        },
        pptLink: documentUrl('research-paper.pdf'),
      };
    }
    case 1: {
      const e = entry as OpenSourceEntry;
      return {
        projectName: e.projectName,
        description: e.description,
        contributions: e.contributions,
        pr: e.pr,
        techStack: e.techStack,
        techDomain: e.techDomain,
        program: e.program,
        organization: e.organization,
        role: e.role,
        repoLink: e.repo,
        impact: e.impact,
        awards,
      };
    }
    case 2: {
      const e = entry as HigherStudiesEntry;
      return { ...e };
    }
    default: {
      const e = entry as CertificationEntry;
      const credentialId = `${e.credentialPrefix}${random.int(100000, 999999)}`;
      const certification: Record<string, unknown> = {
        certificationName: e.certificationName,
        description: e.description,
        issuingOrganization: e.issuingOrganization,
        issueDate: e.issueDate,
        expiryDate: e.expiryDate,
        certificationType: e.certificationType,
        technologyDomain: e.technologyDomain,
        skills: e.skills,
        outcome: e.outcome,
        awards,
        pptLink: documentUrl('certificate.pdf'),
      };
      if (i !== 2) {
        certification.credentialId = credentialId;
        certification.credentialUrl = `${e.verifyHost}${credentialId.toLowerCase()}`;
      }
      return certification;
    }
  }
}

function awardName(c: number): string {
  return (
    ['Best Student Paper Award', 'Outstanding Contributor Award', 'Merit Scholarship', 'Top Scorer Recognition'][c] ??
    'Award'
  );
}

function coAuthor(random: Random, n: number): Record<string, unknown> {
  const name = fullName(random);
  const author: Record<string, unknown> = {
    name,
    affiliation:
      n % 2 === 0 ? 'School of Engineering and Technology' : 'Department of Computer Science, Punjabi University',
    email: `${slug(name).replace('-', '.')}@university.edu`,
    phone: phone(random),
    program: n % 3 === 0 ? 'M.Tech CSE' : 'B.Tech CSE',
    batch: '2022-2026',
  };
  if (n % 4 !== 0) author.profileImageUrl = portraitUrl(n + 9);
  return author;
}
