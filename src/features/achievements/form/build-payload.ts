/**
 * State → payload (spec 2, sections 3.2 and 7.3): the category, the student
 * (with the uploaded photo's URL; local files never live in the state), the
 * chosen category's block and null for the other three, `submittedBy` from the
 * signed-in user with its fallbacks. Blank optional rows (contributions) are
 * dropped; the "Please specify" text goes only with program level Other. The
 * result is validated by `AchievementPayloadSchema`, which also trims every text.
 */
import { AchievementPayloadSchema, type AchievementPayload } from '#api/schemas/achievement-payload.ts';
import { submittedBy } from '#api/schemas/payload-rules.ts';
import { PathMap } from '#components/form/paths.ts';
import type { Built, FormCheck } from '#components/form/validation.ts';
import { checkPayload } from '#features/nominations/check-payload.ts';
import { chosenBlock } from '#features/nominations/category-blocks.ts';
import { BLOCK_OF, emptyBlock, type AchievementFormState, type BlockKey, type BlockStates } from './state.ts';

type User = { name?: string | null; email?: string | null } | null | undefined;

const blank = (text: string) => text.trim() === '';

/** What each block sends, from what the state holds. */
function blockPayload<K extends BlockKey>(key: K, block: BlockStates[K], paths: PathMap): unknown {
  if (key === 'openSourceDetails') {
    const details = block as BlockStates['openSourceDetails'];
    return {
      ...details,
      contributions: paths.keepRows(`${key}.contributions`, details.contributions, (row) => !blank(row)),
    };
  }
  if (key === 'higherStudiesDetails') {
    const details = block as BlockStates['higherStudiesDetails'];
    return { ...details, programLevelOther: details.programLevel === 'Other' ? details.programLevelOther : '' };
  }
  return block;
}

export function buildAchievementPayload(
  state: AchievementFormState,
  user: User,
): Built & { payload: Record<string, unknown> } {
  const paths = new PathMap();
  const blocks = {} as Record<BlockKey, unknown>;
  for (const key of Object.values(BLOCK_OF)) {
    const block = state[key] ?? emptyBlock(key);
    blocks[key] = blockPayload(key, block as BlockStates[typeof key], paths);
  }
  const payload: Record<string, unknown> = {
    category: state.category,
    student: state.student,
    ...chosenBlock(BLOCK_OF, state.category, blocks, 'null'),
    submittedBy: submittedBy(user),
  };
  return { payload, paths };
}

/** Builds and validates: the payload to send, or the errors by state path. */
export function checkAchievementForm(state: AchievementFormState, user: User): FormCheck<AchievementPayload> {
  return checkPayload(AchievementPayloadSchema, buildAchievementPayload(state, user));
}
