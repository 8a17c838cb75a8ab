/** The Submit Achievement form (spec 2, sections 2.8, 3.2, 4, 5.2, 7 and 8): configuration and sections. */
import type { ReactElement } from 'react';
import { ACHIEVEMENT_SUBMIT_TEXTS } from '#api/submit-texts.ts';
import type { AchievementCategory } from '#api/enums.ts';
import type { AchievementPayload } from '#api/schemas/achievement-payload.ts';
import type { FormApi } from '#components/form/use-form.ts';
import type { NominationFormConfig } from '#features/nominations/form-config.ts';
import { loadLater } from '#lib/load-later.ts';
import { checkAchievementForm } from './build-payload.ts';
import { CertificationSection } from './sections/CertificationSection.tsx';
import { HigherStudiesSection } from './sections/HigherStudiesSection.tsx';
import { OpenSourceSection } from './sections/OpenSourceSection.tsx';
import { ResearchSection } from './sections/ResearchSection.tsx';
import { CategorySelector, StudentSection } from './sections/StudentSection.tsx';
import {
  chooseCategory,
  emptyAchievementState,
  reviveAchievementState,
  uploadAlertOf,
  uploadKindOf,
  type AchievementFormState,
} from './state.ts';
import { ACHIEVEMENT_FORM_TEXTS as TEXTS } from './texts.ts';

const CATEGORY_SECTIONS: Record<AchievementCategory, () => ReactElement> = {
  'Research Publication': ResearchSection,
  'Open Source': OpenSourceSection,
  'Higher Studies': HigherStudiesSection,
  'Global Certification': CertificationSection,
};

/** The student, the category, then only the chosen category's section. */
function AchievementSections({ form }: { form: FormApi<AchievementFormState, AchievementPayload> }) {
  const Chosen = form.values.category ? CATEGORY_SECTIONS[form.values.category] : null;
  return (
    <>
      <StudentSection />
      <CategorySelector onChoose={(category) => form.update((state) => chooseCategory(state, category))} />
      {Chosen ? (
        <Chosen />
      ) : (
        <p className="text-sm text-slate-600">Choose a category above to see the details it needs.</p>
      )}
    </>
  );
}

/** The call that sends the form, with the HTTP client: not part of the form's first paint (#lib/load-later.ts). */
const achievementApi = loadLater(() => import('#api/achievements.ts'));

export const ACHIEVEMENT_FORM: NominationFormConfig<AchievementFormState, AchievementPayload> = {
  // Its drafts' and the sign-in round trip's name for it (nominations/draft-keys.ts).
  id: 'achievement-nomination',
  texts: TEXTS,
  submitTexts: ACHIEVEMENT_SUBMIT_TEXTS,
  start: (user) => emptyAchievementState(user.name),
  // Spec 2, section 2.8: after a success the form resets to empty.
  reset: () => emptyAchievementState(''),
  revive: (saved, user) => reviveAchievementState(saved, user.name),
  check: checkAchievementForm,
  send: async (api, payload) => (await achievementApi()).submitAchievementNomination(api, payload),
  // A failed upload shows the upload client's words and the spec's alert (spec 2, section 8).
  uploads: {
    timing: 'when-chosen',
    flavor: 'achievement',
    kindOf: uploadKindOf,
    progress: true,
    alertOf: uploadAlertOf,
  },
  Sections: AchievementSections,
  toast: true,
};
