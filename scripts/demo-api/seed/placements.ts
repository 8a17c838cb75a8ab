/** Seeded placement and internship nominations, and star alumni. */
import { type Draft, planStatus, seedDate, studentEmail } from './common.ts';
import { ALUMNI, INTERNSHIPS, PLACEMENTS, type AlumniEntry, type PlacementEntry } from './data/placements.ts';
import { brokenImageUrl, portraitUrl } from './images.ts';
import { photoUrl } from './photos.ts';
import { phone, slug, student } from './people.ts';
import { createRandom, type Random } from './random.ts';

export const PLACEMENT_PLAN = [
  { category: 'Placement', entries: PLACEMENTS, best: [0, 1, 3] },
  { category: 'Internship', entries: INTERNSHIPS, best: [0, 2, 3] },
] as const;

export function buildPlacements(): Draft[] {
  const out: Draft[] = [];
  PLACEMENT_PLAN.forEach((plan, c) => {
    const random = createRandom(`placements-${plan.category}`);
    plan.entries.forEach((entry, i) => {
      const status = planStatus(i, plan.entries.length);
      const submittedAt = seedDate(random, 12 + c * 6 + i * 37 + random.int(0, 9));
      const isBest = (plan.best as readonly number[]).includes(i);
      const record = placementRecord(random, plan.category, entry, c, i, isBest);
      const owner = (record.submittedBy as { email: string }).email;
      out.push({ area: 'placement', category: plan.category, status, isBest, ownerEmail: owner, submittedAt, record });
    });
  });
  return out;
}

/** One placement or internship record; empty optional texts are left out or kept empty in turn. */
export function placementRecord(
  random: Random,
  category: string,
  entry: PlacementEntry,
  c: number,
  i: number,
  isBest: boolean,
): Record<string, unknown> {
  const person = student(random, {
    linkedin: i !== 5,
    photo: i === 4 ? undefined : c === 0 && i === 0 ? photoUrl(4) : portraitUrl(c * 5 + i + 4),
  });
  const email = studentEmail(person.name, person.rollNumber);
  const record: Record<string, unknown> = {
    category,
    organizationName: entry.organizationName,
    location: entry.location,
    organizationLink: entry.organizationLink,
    studentDesignation: entry.studentDesignation,
    isBest,
    student: { ...person, emailId: email, phone: phone(random) },
    submittedBy: { name: person.name, email },
  };
  // Alternate between a missing key and an empty string for absent optional texts.
  for (const key of ['duration', 'pkg', 'projectAssigned', 'projectDescription'] as const) {
    if (entry[key]) record[key] = entry[key];
    else if (i % 2 === 0) record[key] = '';
  }
  return record;
}

export function buildAlumni(): Draft[] {
  const random = createRandom('alumni');
  return ALUMNI.map((entry, i) => {
    const status = planStatus(i, ALUMNI.length);
    const submittedAt = seedDate(random, 25 + i * 33 + random.int(0, 9));
    return {
      area: 'alumni' as const,
      category: 'Alumni',
      status,
      isBest: entry.best,
      ownerEmail: null,
      submittedAt,
      record: alumniRecord(random, entry, i),
    };
  });
}

export function alumniRecord(random: Random, entry: AlumniEntry, i: number): Record<string, unknown> {
  const alumni: Record<string, unknown> = { name: entry.name, programme: entry.programme, batch: entry.batch };
  if (i === 5) alumni.profileImageUrl = brokenImageUrl();
  else if (i === 0) alumni.profileImageUrl = photoUrl(5);
  else if (i !== 3) alumni.profileImageUrl = portraitUrl(i * 3 + 1);
  if (i % 4 !== 2) alumni.linkedinLink = `https://www.linkedin.com/in/${slug(entry.name)}-${random.int(10, 99)}`;
  return { designation: entry.designation, organization: entry.organization, bio: entry.bio, alumni };
}
