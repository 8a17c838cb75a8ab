/** The competition nomination we POST (spec 2, sections 3.1, 5.1 and 7.3). */
import * as v from 'valibot';
import {
  COMPETITION_CATEGORIES,
  COMPETITION_LEVELS,
  COMPETITION_TECHNOLOGY_DOMAINS,
  PARTICIPATION_TYPES,
} from '../enums.ts';
import {
  SubmittedBySchema,
  choice,
  optionalUrl,
  required,
  requiredDate,
  requiredMax,
  requiredRows,
  requiredUrl,
  studentRules,
  uploadedFile,
} from './payload-rules.ts';

export const COMPETITION_LIMITS = {
  nameMax: 30,
  themeMax: 30,
  teamMembersMax: 3,
  postersMax: 5,
} as const;

export const COMPETITION_MESSAGES = {
  leaderPhoto: 'Team Leader profile photo is required',
  postersMax: 'Maximum 5 images allowed',
} as const;

/**
 * The nomination; `memberPhoto` says whether a team member's photo must be
 * there. The form asks for one (spec 2, section 5.1: labelled required), but a
 * member photo that fails to upload does not stop the submission (spec 2,
 * sections 4 and 8), so what is sent may lack it.
 */
function competitionSchema(memberPhoto: 'required' | 'optional') {
  return v.object({
    category: choice(COMPETITION_CATEGORIES, 'Please select a competition category'),
    competitionName: requiredMax(
      'Competition name is required',
      COMPETITION_LIMITS.nameMax,
      `Competition name must be at most ${COMPETITION_LIMITS.nameMax} characters`,
    ),
    organizingBody: required('Organizing body is required'),
    level: choice(COMPETITION_LEVELS, 'Please select a level'),
    location: required('Location is required'),
    date: requiredDate('Date is required'),
    participationType: choice(PARTICIPATION_TYPES, 'Please select a participation type'),
    teamLeader: v.object({
      ...studentRules('Team leader'),
      linkedinLink: requiredUrl('Team leader LinkedIn profile is required'),
      profileImageUrl: uploadedFile(COMPETITION_MESSAGES.leaderPhoto),
    }),
    teamMembers: v.pipe(
      v.optional(
        v.array(
          v.object({
            ...studentRules('Team member'),
            linkedinLink: optionalUrl(),
            profileImageUrl:
              memberPhoto === 'required' ? uploadedFile('Team member profile photo is required') : optionalUrl(),
          }),
        ),
        [],
      ),
      v.maxLength(COMPETITION_LIMITS.teamMembersMax, `At most ${COMPETITION_LIMITS.teamMembersMax} team members`),
    ),
    title: requiredMax(
      'Theme is required',
      COMPETITION_LIMITS.themeMax,
      `Theme must be at most ${COMPETITION_LIMITS.themeMax} characters`,
    ),
    description: required('Description is required'),
    technologyDomain: choice(COMPETITION_TECHNOLOGY_DOMAINS, 'Please select a technology domain'),
    techStack: requiredRows('Technology is required', 'Add at least one technology'),
    outcome: requiredRows('Outcome is required', 'Add at least one outcome'),
    achievements: v.optional(v.array(required('Achievement is required')), []),
    githubLink: optionalUrl(),
    pptLink: optionalUrl(),
    posterImages: v.pipe(
      v.optional(v.array(v.string()), []),
      v.maxLength(COMPETITION_LIMITS.postersMax, COMPETITION_MESSAGES.postersMax),
    ),
    submittedBy: SubmittedBySchema,
  });
}

/** What is sent, and what the backend accepts. */
export const CompetitionPayloadSchema = competitionSchema('optional');

/** What the form checks before submit (and before its uploads). */
export const CompetitionFormSchema = competitionSchema('required');

export type CompetitionPayload = v.InferOutput<typeof CompetitionPayloadSchema>;
