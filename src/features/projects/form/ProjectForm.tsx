/** The project nomination form (spec 1, sections 2, 3, 5 and 8): configuration and sections. */
import { PROJECT_SUBMIT_TEXTS } from '#api/submit-texts.ts';
import { PROJECT_LIMITS, type ProjectPayload } from '#api/schemas/project-payload.ts';
import type { FormApi } from '#components/form/use-form.ts';
import type { NominationFormConfig } from '#features/nominations/form-config.ts';
import { TeamSections, type TeamOptions } from '#features/nominations/TeamSections.tsx';
import { loadLater } from '#lib/load-later.ts';
import { checkProjectForm } from './build-payload.ts';
import { AchievementsSection } from './sections/AchievementsSection.tsx';
import {
  GithubSection,
  ImagesSection,
  LiveUrlSection,
  MentorSection,
  ProblemStatementSection,
  ProjectDetailsSection,
  TechnologyDomainSection,
  VideoSection,
} from './sections/BasicSections.tsx';
import { CategorySection } from './sections/CategorySection.tsx';
import { TextListSection } from './sections/ListSections.tsx';
import { emptyPerson, emptyProjectState, reviveProjectState, uploadKindOf, type ProjectFormState } from './state.ts';
import { PROJECT_FORM_TEXTS } from './texts.ts';

/** Only the leader's photo is required; LinkedIn profiles are optional (spec 1, section 5). */
const TEAM: TeamOptions = {
  max: PROJECT_LIMITS.teamMembersMax,
  newMember: emptyPerson,
  linkedin: { leader: 'optional', member: 'optional' },
  photo: (leader) => ({
    label: leader ? 'Profile Photo' : 'Profile Photo (optional)',
    required: leader,
    hint: PROJECT_FORM_TEXTS.photoHint,
    texts: { uploading: 'Uploading photo...', uploaded: 'Photo uploaded', view: 'View Photo' },
  }),
};

/** The sections in the spec's order; the category decides the one category section. */
function ProjectSections({ form }: { form: FormApi<ProjectFormState, ProjectPayload> }) {
  return (
    <>
      <ProjectDetailsSection />
      <TeamSections team={TEAM} />
      <ProblemStatementSection />
      <TextListSection path="features" title="Features" item="Feature" placeholder="A key feature" />
      <TextListSection path="outcome" title="Outcomes" item="Outcome" placeholder="A result or impact" />
      <AchievementsSection />
      <TechnologyDomainSection />
      <TextListSection path="techStack" title="Tech Stack" item="Technology" placeholder="e.g. React" />
      <MentorSection />
      <GithubSection />
      <VideoSection />
      <CategorySection category={form.values.category} />
      <LiveUrlSection />
      <ImagesSection />
    </>
  );
}

/** The call that sends the form, with the HTTP client: not part of the form's first paint (#lib/load-later.ts). */
const projectApi = loadLater(() => import('#api/projects.ts'));

export const PROJECT_FORM: NominationFormConfig<ProjectFormState, ProjectPayload> = {
  // Its drafts' and the sign-in round trip's name for it (nominations/draft-keys.ts).
  id: 'project-nomination',
  texts: PROJECT_FORM_TEXTS,
  submitTexts: PROJECT_SUBMIT_TEXTS,
  // Spec 1, sections 4 and 5: the leader's name from the user, leading letters and spaces only; the same after a success.
  start: (user) => emptyProjectState(user.name),
  revive: (saved, user) => reviveProjectState(saved, user.name),
  check: checkProjectForm,
  send: async (api, payload) => (await projectApi()).submitProjectNomination(api, payload),
  uploads: { timing: 'when-chosen', flavor: 'project', kindOf: uploadKindOf, progress: false },
  Sections: ProjectSections,
};
