/** An achievement nomination as the backend returns it: a student and one details block. */
import * as v from 'valibot';
import { awardEntries, listOf, nominationId, obj, personEntries, text, textList } from './lenient.ts';

const ResearchDetailsSchema = obj({
  publicationType: text,
  title: text,
  description: text,
  additionalAuthors: listOf({
    name: text,
    affiliation: text,
    program: text,
    batch: text,
    profileImageUrl: text,
  }),
  publisherInfo: obj({ primaryInfo: text, secondaryInfo: text }),
  identifiers: obj({ eIdentifier: text, printIdentifier: text }),
  dates: obj({ publicationDate: text }),
  links: obj({ publicationUrl: text, publisherWebsite: text }),
  outcome: textList,
  awards: listOf(awardEntries),
  supervisor: obj({ name: text, affiliation: text, designation: text }),
  pptLink: text,
});

const OpenSourceDetailsSchema = obj({
  projectName: text,
  description: text,
  contributions: textList,
  pr: text,
  techStack: textList,
  techDomain: text,
  program: text,
  organization: text,
  role: text,
  repoLink: text,
  impact: textList,
  awards: listOf(awardEntries),
});

const HigherStudiesDetailsSchema = obj({
  university: text,
  universityType: text,
  description: text,
  country: text,
  course: text,
  specialization: text,
  programLevel: text,
  programLevelOther: text,
  admissionYear: text,
});

const CertificationDetailsSchema = obj({
  certificationName: text,
  description: text,
  issuingOrganization: text,
  issueDate: text,
  expiryDate: text,
  credentialId: text,
  credentialUrl: text,
  certificationType: text,
  technologyDomain: text,
  skills: textList,
  outcome: textList,
  awards: listOf(awardEntries),
  pptLink: text,
});

export const AchievementSchema = v.object({
  nominationId,
  _id: text,
  /** When it was submitted (spec 1 §3 gives it for projects; other areas may carry it too). */
  submittedAt: text,
  status: text,
  category: text,
  student: obj(personEntries),
  researchDetails: ResearchDetailsSchema,
  openSourceDetails: OpenSourceDetailsSchema,
  higherStudiesDetails: HigherStudiesDetailsSchema,
  certificationDetails: CertificationDetailsSchema,
});

export type Achievement = v.InferOutput<typeof AchievementSchema>;
