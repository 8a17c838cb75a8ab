/** The achievement nomination we POST (spec 2, sections 3.2, 5.2 and 7.3). */
import * as v from 'valibot';
import {
  ACHIEVEMENT_CATEGORIES,
  ACHIEVEMENT_PUBLICATION_TYPES,
  ACHIEVEMENT_TECHNOLOGY_DOMAINS,
  CERTIFICATION_TYPES,
  OPEN_SOURCE_ROLES,
  PROGRAM_LEVELS,
  UNIVERSITY_TYPES,
} from '../enums.ts';
import {
  SubmittedBySchema,
  choice,
  optionalDate,
  optionalText,
  optionalUrl,
  required,
  requiredDate,
  requiredEmail,
  requiredMax,
  requiredPhone,
  requiredRows,
  requiredUrl,
  studentRules,
  uploadedFile,
} from './payload-rules.ts';

export const ACHIEVEMENT_LIMITS = { researchTitleMax: 80, researchDescriptionMax: 500 } as const;

export const ACHIEVEMENT_MESSAGES = {
  category: 'Please select an achievement category',
  profilePending: 'Please wait for the profile image to finish uploading or select one.',
  uploadFile: 'Failed to upload file. Please try again.',
  uploadImage: 'Failed to upload image. Please try again.',
  uploadAuthorImage: 'Failed to upload author image. Please try again.',
} as const;

const Awards = v.optional(
  v.array(
    v.object({
      name: required('Award name is required'),
      pptLink: uploadedFile('Please upload a proof for this award'),
    }),
  ),
  [],
);

const ResearchPayloadSchema = v.object({
  publicationType: choice(ACHIEVEMENT_PUBLICATION_TYPES, 'Please select a publication type'),
  title: requiredMax(
    'Title is required',
    ACHIEVEMENT_LIMITS.researchTitleMax,
    `Title must be at most ${ACHIEVEMENT_LIMITS.researchTitleMax} characters`,
  ),
  description: requiredMax(
    'Description is required',
    ACHIEVEMENT_LIMITS.researchDescriptionMax,
    `Description must be at most ${ACHIEVEMENT_LIMITS.researchDescriptionMax} characters`,
  ),
  additionalAuthors: v.optional(
    v.array(
      v.object({
        name: required('Author name is required'),
        affiliation: optionalText,
        email: v.optional(
          v.pipe(
            v.string(),
            v.trim(),
            v.check(
              (value) => value === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value),
              'Please enter a valid email address',
            ),
          ),
          '',
        ),
        phone: optionalText,
        program: optionalText,
        batch: optionalText,
        profileImageUrl: uploadedFile('Author photo is required'),
      }),
    ),
    [],
  ),
  publisherInfo: v.object({
    primaryInfo: required('Primary publisher information is required'),
    secondaryInfo: required('Secondary publisher information is required'),
  }),
  identifiers: v.object({
    eIdentifier: required('Electronic identifier is required'),
    printIdentifier: required('Print identifier is required'),
  }),
  dates: v.object({ publicationDate: requiredDate('Publication date is required') }),
  links: v.object({
    publicationUrl: requiredUrl('Publication URL is required'),
    publisherWebsite: requiredUrl('Publisher website is required'),
  }),
  outcome: requiredRows('Outcome is required', 'Add at least one outcome'),
  awards: Awards,
  supervisor: v.object({
    name: required('Supervisor name is required'),
    affiliation: required('Supervisor affiliation is required'),
    designation: required('Supervisor designation is required'),
    phone: requiredPhone('Supervisor phone is required'),
    email: requiredEmail('Supervisor email is required'),
  }),
  pptLink: uploadedFile('Please upload the research paper'),
});

const OpenSourcePayloadSchema = v.object({
  projectName: required('Project name is required'),
  description: required('Description is required'),
  contributions: v.optional(v.array(v.pipe(v.string(), v.trim())), []),
  pr: optionalText,
  techStack: requiredRows('Technology is required', 'Add at least one technology'),
  techDomain: choice(ACHIEVEMENT_TECHNOLOGY_DOMAINS, 'Please select a technology domain'),
  program: optionalText,
  organization: required('Organization is required'),
  role: choice(OPEN_SOURCE_ROLES, 'Please select your role'),
  repoLink: optionalUrl(),
  impact: requiredRows('Impact is required', 'Add at least one impact'),
  awards: Awards,
});

const HigherStudiesPayloadSchema = v.pipe(
  v.object({
    university: required('University is required'),
    universityType: choice(UNIVERSITY_TYPES, 'Please select a university type'),
    description: required('Description is required'),
    country: required('Country is required'),
    course: required('Course is required'),
    specialization: optionalText,
    programLevel: choice(PROGRAM_LEVELS, 'Please select a program level'),
    programLevelOther: optionalText,
    admissionYear: required('Admission year is required'),
  }),
  v.forward(
    v.partialCheck(
      [['programLevel'], ['programLevelOther']],
      (details) => details.programLevel !== 'Other' || details.programLevelOther !== '',
      'Please specify the program level',
    ),
    ['programLevelOther'],
  ),
);

const CertificationPayloadSchema = v.object({
  certificationName: required('Certification name is required'),
  description: required('Description is required'),
  issuingOrganization: required('Issuing organization is required'),
  issueDate: requiredDate('Issue date is required'),
  expiryDate: optionalDate(),
  credentialId: optionalText,
  credentialUrl: optionalUrl(),
  certificationType: choice(CERTIFICATION_TYPES, 'Please select a certification type'),
  technologyDomain: choice(ACHIEVEMENT_TECHNOLOGY_DOMAINS, 'Please select a technology domain'),
  skills: requiredRows('Skill is required', 'Add at least one skill'),
  outcome: requiredRows('Outcome is required', 'Add at least one outcome'),
  awards: Awards,
  pptLink: uploadedFile('Please upload a proof of certification'),
});

const Common = v.object({
  category: choice(ACHIEVEMENT_CATEGORIES, ACHIEVEMENT_MESSAGES.category),
  student: v.object({
    ...studentRules(),
    linkedinLink: requiredUrl('LinkedIn profile is required'),
    profileImageUrl: uploadedFile(ACHIEVEMENT_MESSAGES.profilePending),
  }),
  submittedBy: SubmittedBySchema,
});

const none = v.optional(v.null('Only the chosen category may have details'), null);

/** Exactly the chosen category's block is filled; the others are null. */
const Details = v.variant(
  'category',
  [
    v.object({
      category: v.literal('Research Publication'),
      researchDetails: ResearchPayloadSchema,
      openSourceDetails: none,
      higherStudiesDetails: none,
      certificationDetails: none,
    }),
    v.object({
      category: v.literal('Open Source'),
      researchDetails: none,
      openSourceDetails: OpenSourcePayloadSchema,
      higherStudiesDetails: none,
      certificationDetails: none,
    }),
    v.object({
      category: v.literal('Higher Studies'),
      researchDetails: none,
      openSourceDetails: none,
      higherStudiesDetails: HigherStudiesPayloadSchema,
      certificationDetails: none,
    }),
    v.object({
      category: v.literal('Global Certification'),
      researchDetails: none,
      openSourceDetails: none,
      higherStudiesDetails: none,
      certificationDetails: CertificationPayloadSchema,
    }),
  ],
  ACHIEVEMENT_MESSAGES.category,
);

export const AchievementPayloadSchema = v.intersect([Common, Details]);

export type AchievementPayload = v.InferOutput<typeof AchievementPayloadSchema>;
