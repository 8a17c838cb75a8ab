/**
 * State → payload (spec 1, section 3): blank achievements dropped, only the
 * chosen category's block, the foundation year as a number, "registered" as a
 * boolean, `submittedBy` from the user with its fallbacks. The result is
 * validated by `ProjectPayloadSchema`, which also trims every text.
 */
import type { ProjectCategory } from '#api/enums.ts';
import { ProjectPayloadSchema, type ProjectPayload } from '#api/schemas/project-payload.ts';
import { submittedBy } from '#api/schemas/payload-rules.ts';
import { PathMap } from '#components/form/paths.ts';
import type { Built, FormCheck } from '#components/form/validation.ts';
import { checkPayload } from '#features/nominations/check-payload.ts';
import { chosenBlock } from '#features/nominations/category-blocks.ts';
import type { ProjectFormState } from './state.ts';

const BLOCK_OF = {
  Industry: 'industryDetails',
  'In-House': 'inHouseDetails',
  Research: 'researchDetails',
  'Start-Up': 'startupDetails',
} as const satisfies Record<ProjectCategory, string>;

type BlockKey = (typeof BLOCK_OF)[ProjectCategory];

/** "2021" → 2021; blank → undefined (the schema then says it is required). */
export function yearNumber(typed: string): number | undefined {
  const text = typed.trim();
  return text === '' ? undefined : Number(text);
}

/** "yes" → true, "no" → false, nothing chosen → undefined. */
export function yesNo(value: string): boolean | undefined {
  return value === 'yes' ? true : value === 'no' ? false : undefined;
}

export function buildProjectPayload(
  state: ProjectFormState,
  user: { name?: string | null; email?: string | null } | null | undefined,
): Built & { payload: Record<string, unknown> } {
  const paths = new PathMap();
  const { industryDetails, inHouseDetails, researchDetails, startupDetails } = state;
  const blocks: Record<BlockKey, unknown> = {
    industryDetails,
    inHouseDetails,
    researchDetails,
    startupDetails: {
      ...startupDetails,
      foundationYear: yearNumber(startupDetails.foundationYear),
      // Present but undefined, so the schema says "Please say whether the company is registered".
      isRegistered: yesNo(startupDetails.isRegistered),
    },
  };

  const payload: Record<string, unknown> = {
    category: state.category,
    projectTitle: state.projectTitle,
    teamLeader: state.teamLeader,
    teamMembers: state.teamMembers,
    problemStatement: state.problemStatement,
    features: state.features,
    outcome: state.outcome,
    achievements: paths.keepRows('achievements', state.achievements, (row) => row.name.trim() !== ''),
    technologyDomain: state.technologyDomain,
    techStack: state.techStack,
    mentor: state.mentor,
    githubLink: state.githubLink,
    liveUrl: state.liveUrl,
    videoUrl: state.videoUrl,
    posterImages: state.posterImages.filter((url) => url.trim() !== ''),
    ...chosenBlock(BLOCK_OF, state.category, blocks),
    submittedBy: submittedBy(user),
  };
  return { payload, paths };
}

/** Builds and validates: the payload to send, or the errors by state path. */
export function checkProjectForm(
  state: ProjectFormState,
  user: { name?: string | null; email?: string | null } | null | undefined,
): FormCheck<ProjectPayload> {
  return checkPayload(ProjectPayloadSchema, buildProjectPayload(state, user));
}
