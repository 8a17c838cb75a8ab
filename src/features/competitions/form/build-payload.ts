/**
 * State → payload (spec 2, sections 3.1 and 7.3): blank achievements dropped,
 * members without their row ids, `submittedBy` from the user with its
 * fallbacks. Validated by `CompetitionPayloadSchema`, which also trims every text.
 *
 * Before the uploads, a chosen file counts as present: `stand-in` puts a
 * stand-in URL where its upload's URL will go, so the rules ("Team Leader
 * profile photo is required", "Maximum 5 images allowed") see it. That
 * payload is only ever checked; what is sent is built again after the
 * uploads, with `files: 'uploaded'`, which fails if any file is still missing.
 */
import {
  CompetitionFormSchema,
  CompetitionPayloadSchema,
  type CompetitionPayload,
} from '#api/schemas/competition-payload.ts';
import { submittedBy } from '#api/schemas/payload-rules.ts';
import { PathMap } from '#components/form/paths.ts';
import type { Built, FormCheck } from '#components/form/validation.ts';
import { checkPayload } from '#features/nominations/check-payload.ts';
import { hasChosen, STAND_IN_URL, type FileMode } from '#features/nominations/chosen-files.ts';
import { FILE_KEYS, memberPhotoKey, type CompetitionFormState, type CompetitionPersonState } from './state.ts';

type User = { name?: string | null; email?: string | null } | null | undefined;

const standIn = (key: string, index = 0) => `${STAND_IN_URL}${encodeURIComponent(key)}/${index}`;

function person(state: CompetitionPersonState, photoChosen: boolean) {
  const { name, rollNumber, programme, batch, semester, year, linkedinLink } = state;
  const profileImageUrl = state.profileImageUrl || (photoChosen ? standIn('photo') : '');
  return { name, rollNumber, programme, batch, semester, year, linkedinLink, profileImageUrl };
}

export function buildCompetitionPayload(
  state: CompetitionFormState,
  user: User,
  files: FileMode = 'stand-in',
): Built & { payload: Record<string, unknown> } {
  const paths = new PathMap();
  const chosen = files === 'stand-in' ? state.chosenFiles : {};
  const posters = state.posterImages.filter((url) => url.trim() !== '');
  const chosenPosters = chosen[FILE_KEYS.posters] ?? [];

  const payload: Record<string, unknown> = {
    category: state.category,
    competitionName: state.competitionName,
    organizingBody: state.organizingBody,
    level: state.level,
    location: state.location,
    date: state.date,
    participationType: state.participationType,
    teamLeader: person(state.teamLeader, hasChosen(chosen, FILE_KEYS.leaderPhoto)),
    teamMembers: state.teamMembers.map((member) => person(member, hasChosen(chosen, memberPhotoKey(member)))),
    title: state.title,
    description: state.description,
    technologyDomain: state.technologyDomain,
    techStack: state.techStack,
    outcome: state.outcome,
    achievements: paths.keepRows('achievements', state.achievements, (text) => text.trim() !== ''),
    githubLink: state.githubLink,
    pptLink: state.pptLink || (hasChosen(chosen, FILE_KEYS.presentation) ? standIn(FILE_KEYS.presentation) : ''),
    posterImages: [...posters, ...chosenPosters.map((_, index) => standIn(FILE_KEYS.posters, index))],
    submittedBy: submittedBy(user),
  };
  return { payload, paths };
}

/**
 * Builds and validates: the payload, or the errors by state path. Before the
 * uploads every member needs a photo (it is labelled required); what is sent
 * may lack a member photo whose upload failed (spec 2, sections 4 and 8).
 */
export function checkCompetitionForm(
  state: CompetitionFormState,
  user: User,
  files: FileMode = 'stand-in',
): FormCheck<CompetitionPayload> {
  const schema = files === 'stand-in' ? CompetitionFormSchema : CompetitionPayloadSchema;
  return checkPayload(schema, buildCompetitionPayload(state, user, files));
}
