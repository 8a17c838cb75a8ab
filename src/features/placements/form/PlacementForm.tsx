/** The internship / placement nomination form (spec 2, sections 2.9, 3.3, 4, 5.3, 7 and 8): configuration and sections. */
import { PLACEMENT_SUBMIT_TEXTS } from '#api/submit-texts.ts';
import type { PlacementPayload } from '#api/schemas/placement-payload.ts';
import type { NominationFormConfig } from '#features/nominations/form-config.ts';
import { loadLater } from '#lib/load-later.ts';
import { checkPlacementForm } from './build-payload.ts';
import { PlacementDetailsSection, ProjectSection, StudentSection } from './sections.tsx';
import {
  emptyPlacementState,
  isLiveFileKey,
  planPlacementUploads,
  revivePlacementState,
  uploadKindOf,
  type PlacementFormState,
} from './state.ts';
import { PLACEMENT_FORM_TEXTS as TEXTS } from './texts.ts';

function PlacementSections() {
  return (
    <>
      <PlacementDetailsSection />
      <StudentSection />
      <ProjectSection />
    </>
  );
}

/** The call that sends the form, with the HTTP client: not part of the form's first paint (#lib/load-later.ts). */
const placementApi = loadLater(() => import('#api/placements.ts'));

export const PLACEMENT_FORM: NominationFormConfig<PlacementFormState, PlacementPayload> = {
  // Its drafts' and the sign-in round trip's name for it (nominations/draft-keys.ts).
  id: 'placement-nomination',
  texts: TEXTS,
  submitTexts: PLACEMENT_SUBMIT_TEXTS,
  // Name and e-mail from the signed-in user, at the start and after a success (spec 2, sections 4 and 5.3).
  start: (user) => emptyPlacementState(user),
  revive: (saved, user) => revivePlacementState(saved, user),
  check: checkPlacementForm,
  send: async (api, payload) => (await placementApi()).submitPlacementNomination(api, payload),
  uploads: {
    timing: 'at-submit',
    flavor: 'placement',
    kindOf: uploadKindOf,
    keyOf: (path) => path,
    isLive: isLiveFileKey,
    plan: planPlacementUploads(TEXTS.uploadingProfile),
    filesLost: TEXTS.filesLost,
  },
  Sections: PlacementSections,
};
