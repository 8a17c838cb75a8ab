/** The competition nomination form (spec 2, sections 2.5, 3.1, 4, 5.1, 7 and 8): configuration and sections. */
import { COMPETITION_SUBMIT_TEXTS } from '#api/submit-texts.ts';
import { COMPETITION_LIMITS, type CompetitionPayload } from '#api/schemas/competition-payload.ts';
import type { NominationFormConfig } from '#features/nominations/form-config.ts';
import { TeamSections, type TeamOptions } from '#features/nominations/TeamSections.tsx';
import { loadLater } from '#lib/load-later.ts';
import { checkCompetitionForm } from './build-payload.ts';
import {
  AchievementsSection,
  CompetitionDetailsSection,
  FilesSection,
  GithubSection,
  KeepOneListSection,
  TechnologySection,
  ThemeSection,
} from './sections/Sections.tsx';
import {
  emptyCompetitionMember,
  emptyCompetitionState,
  fileKeyOf,
  isLiveFileKey,
  reviveCompetitionState,
  uploadKindOf,
  type CompetitionFormState,
} from './state.ts';
import { COMPETITION_FORM_TEXTS as TEXTS } from './texts.ts';
import { planCompetitionUploads } from './upload-plan.ts';

/** Every photo is required; the leader's LinkedIn profile too (spec 2, section 5.1). */
const TEAM: TeamOptions = {
  max: COMPETITION_LIMITS.teamMembersMax,
  newMember: emptyCompetitionMember,
  linkedin: { leader: 'required', member: 'optional' },
  photo: () => ({
    label: 'Profile Photo',
    required: true,
    removable: true,
    hint: TEXTS.photoHint,
    texts: { uploaded: 'Photo uploaded', view: 'View Photo' },
  }),
};

function CompetitionSections() {
  return (
    <>
      <CompetitionDetailsSection />
      <TeamSections team={TEAM} />
      <ThemeSection />
      <KeepOneListSection path="outcome" title="Outcomes" item="Outcome" placeholder="A result or impact" />
      <AchievementsSection />
      <TechnologySection />
      <KeepOneListSection path="techStack" title="Tech Stack" item="Technology" placeholder="e.g. React" />
      <GithubSection />
      <FilesSection />
    </>
  );
}

/** The call that sends the form, with the HTTP client: not part of the form's first paint (#lib/load-later.ts). */
const competitionApi = loadLater(() => import('#api/competitions.ts'));

export const COMPETITION_FORM: NominationFormConfig<CompetitionFormState, CompetitionPayload> = {
  // Its drafts' and the sign-in round trip's name for it (nominations/draft-keys.ts).
  id: 'competition-nomination',
  texts: TEXTS,
  submitTexts: COMPETITION_SUBMIT_TEXTS,
  start: (user) => emptyCompetitionState(user.name),
  revive: (saved, user) => reviveCompetitionState(saved, user.name),
  check: checkCompetitionForm,
  send: async (api, payload) => (await competitionApi()).submitCompetitionNomination(api, payload),
  // Upload order at submit (spec 2, section 4): leader photo, each member's, the presentation, posters one at a time.
  uploads: {
    timing: 'at-submit',
    flavor: 'competition',
    kindOf: uploadKindOf,
    keyOf: fileKeyOf,
    isLive: isLiveFileKey,
    plan: planCompetitionUploads,
    filesLost: TEXTS.filesLost,
  },
  Sections: CompetitionSections,
};
