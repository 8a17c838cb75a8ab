/** The project nomination we POST (spec 1, sections 3 and 5). */
import * as v from 'valibot';
import { IN_HOUSE_PROJECT_TYPES, PROJECT_CATEGORIES, PROJECT_PUBLICATION_TYPES, TECHNOLOGY_DOMAINS } from '../enums.ts';
import {
  SubmittedBySchema,
  choice,
  optionalText,
  optionalUrl,
  required,
  requiredDate,
  requiredEmail,
  requiredMax,
  requiredPhone,
  requiredRows,
  studentRules,
  uploadedFile,
} from './payload-rules.ts';

export const PROJECT_LIMITS = {
  titleMax: 30,
  problemStatementMax: 500,
  teamMembersMax: 3,
  imagesMin: 2,
  imagesMax: 5,
  foundationYearMin: 2000,
  videoMaxSeconds: 90,
} as const;

export const PROJECT_MESSAGES = {
  category: 'Please select a project category',
  leaderPhoto: 'Team Leader profile photo is required',
  incubationLetter: 'Incubation letter is required for Startup projects',
  achievementProof: 'Each achievement must have a proof document uploaded',
  imagesMin: 'Please upload at least 2 project images',
  imagesMax: 'Maximum 5 images allowed',
} as const;

function teamPerson(who: 'Team leader' | 'Team member') {
  return { ...studentRules(who), linkedinLink: optionalUrl() };
}

const TeamLeader = v.object({
  ...teamPerson('Team leader'),
  profileImageUrl: uploadedFile(PROJECT_MESSAGES.leaderPhoto),
});

const TeamMember = v.object({
  ...teamPerson('Team member'),
  profileImageUrl: optionalText,
});

const Common = v.object({
  category: choice(PROJECT_CATEGORIES, PROJECT_MESSAGES.category),
  projectTitle: requiredMax(
    'Project title is required',
    PROJECT_LIMITS.titleMax,
    `Project title must be at most ${PROJECT_LIMITS.titleMax} characters`,
  ),
  teamLeader: TeamLeader,
  teamMembers: v.pipe(
    v.optional(v.array(TeamMember), []),
    v.maxLength(PROJECT_LIMITS.teamMembersMax, `At most ${PROJECT_LIMITS.teamMembersMax} team members`),
  ),
  problemStatement: requiredMax(
    'Problem statement is required',
    PROJECT_LIMITS.problemStatementMax,
    `Problem statement must be at most ${PROJECT_LIMITS.problemStatementMax} characters`,
  ),
  features: requiredRows('Feature is required', 'Add at least one feature'),
  outcome: requiredRows('Outcome is required', 'Add at least one outcome'),
  achievements: v.optional(
    v.array(
      v.object({
        name: required('Achievement name is required'),
        proofUrl: uploadedFile(PROJECT_MESSAGES.achievementProof),
      }),
    ),
    [],
  ),
  technologyDomain: choice(TECHNOLOGY_DOMAINS, 'Please select a technology domain'),
  techStack: requiredRows('Technology is required', 'Add at least one technology'),
  mentor: v.object({
    internalMentor: v.object({
      name: required('Mentor name is required'),
      department: required('Mentor department is required'),
      email: requiredEmail('Mentor email is required'),
      phone: requiredPhone('Mentor phone is required'),
      designation: required('Mentor designation is required'),
    }),
  }),
  githubLink: optionalUrl(),
  liveUrl: optionalUrl(),
  videoUrl: optionalUrl(),
  posterImages: v.pipe(
    v.optional(v.array(v.string(), PROJECT_MESSAGES.imagesMin), []),
    v.minLength(PROJECT_LIMITS.imagesMin, PROJECT_MESSAGES.imagesMin),
    v.maxLength(PROJECT_LIMITS.imagesMax, PROJECT_MESSAGES.imagesMax),
  ),
  submittedBy: SubmittedBySchema,
});

const IndustryDetailsSchema = v.object({
  name: required('Organization name is required'),
  mentorName: required('Industry mentor name is required'),
  mentorEmail: requiredEmail('Industry mentor email is required'),
  mentorPhone: requiredPhone('Industry mentor phone is required'),
  mentorDesignation: required('Industry mentor designation is required'),
  description: required('Description is required'),
  certificateUrl: uploadedFile('Certificate is required for Industry projects'),
});

const InHouseDetailsSchema = v.object({
  facultyName: optionalText,
  facultyEmail: v.optional(
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
  facultyPhone: optionalText,
  facultyDesignation: optionalText,
  // The spec's label says required and its placeholder optional: empty, Minor or Major are accepted.
  projectType: v.optional(v.picklist(['', ...IN_HOUSE_PROJECT_TYPES], 'Project type must be Minor or Major'), ''),
  certificateUrl: optionalText,
});

const ResearchDetailsPayloadSchema = v.object({
  paperTitle: required('Paper title is required'),
  supervisorName: required('Supervisor name is required'),
  publicationType: choice(PROJECT_PUBLICATION_TYPES, 'Please select a publication type'),
  publicationName: required('Publication name is required'),
  publicationDate: requiredDate('Publication date is required'),
  certificateUrl: uploadedFile('Certificate is required for Research projects'),
});

const StartupDetailsSchema = v.object({
  name: required('Start-up name is required'),
  founders: v.pipe(
    v.optional(
      v.array(
        v.object({
          name: required('Founder name is required'),
          role: required('Founder role is required'),
        }),
        'Add at least one founder',
      ),
      [],
    ),
    v.minLength(1, 'Add at least one founder'),
  ),
  foundationYear: v.pipe(
    v.optional(v.number('Foundation year is required'), Number.NaN),
    v.integer('Foundation year must be a whole year'),
    v.minValue(
      PROJECT_LIMITS.foundationYearMin,
      `Foundation year must be ${PROJECT_LIMITS.foundationYearMin} or later`,
    ),
    v.check(
      (year) => year <= new Date().getFullYear(),
      () => `Foundation year cannot be later than ${new Date().getFullYear()}`,
    ),
  ),
  description: required('Description is required'),
  incubatorName: required('Incubator name is required'),
  // A missing answer gets the same message as a wrong one (not valibot's "Invalid key").
  isRegistered: v.pipe(
    v.optional(v.unknown()),
    v.check((value) => typeof value === 'boolean', 'Please say whether the company is registered'),
    v.transform((value) => value as boolean),
  ),
  incubationLetterUrl: uploadedFile(PROJECT_MESSAGES.incubationLetter),
});

/** The category decides which one details block is required; the others must be absent. */
const Details = v.variant(
  'category',
  [
    v.object({ category: v.literal('Industry'), industryDetails: IndustryDetailsSchema }),
    v.object({ category: v.literal('In-House'), inHouseDetails: InHouseDetailsSchema }),
    v.object({ category: v.literal('Research'), researchDetails: ResearchDetailsPayloadSchema }),
    v.object({ category: v.literal('Start-Up'), startupDetails: StartupDetailsSchema }),
  ],
  PROJECT_MESSAGES.category,
);

export const ProjectPayloadSchema = v.intersect([Common, Details]);

export type ProjectPayload = v.InferOutput<typeof ProjectPayloadSchema>;
