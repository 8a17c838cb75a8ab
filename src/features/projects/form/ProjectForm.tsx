import { useCallback, useMemo } from 'react';
import { submitProjectNomination } from '#api/projects.ts';
import type { ProjectPayload } from '#api/schemas/project-payload.ts';
import { isUnauthorized } from '#api/uploads.ts';
import { Banner } from '#components/form/Banner.tsx';
import { BusyOverlay } from '#components/form/BusyOverlay.tsx';
import { DraftNotice } from '#components/form/DraftNotice.tsx';
import { ErrorSummary } from '#components/form/ErrorSummary.tsx';
import { FormProvider } from '#components/form/FormProvider.tsx';
import { SubmitButton } from '#components/form/SubmitButton.tsx';
import { UploadingBadge } from '#components/form/UploadingBadge.tsx';
import { useForm } from '#components/form/use-form.ts';
import { useUploader } from '#components/form/use-uploader.ts';
import { browserApi } from '#features/auth/browser-api.ts';
import type { SessionUser } from '#features/auth/session.ts';
import { draftKey } from '#features/nominations/drafts.ts';
import { putPendingFiles, removePendingFiles } from '#features/nominations/pending-files.ts';
import { signInAgain } from '#features/nominations/reauth.ts';
import { useResumeUploads } from '#features/nominations/resume-uploads.ts';
import { useAutosave, useDraftStart } from '#features/nominations/use-draft.ts';
import { useSubmitFlow } from '#features/nominations/use-submit-flow.ts';
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
import { TeamLeaderSection, TeamMembersSection } from './sections/TeamSections.tsx';
import { emptyProjectState, reviveProjectState, uploadKindOf, type ProjectFormState } from './state.ts';
import { PROJECT_FORM_ID, PROJECT_FORM_TEXTS as TEXTS } from './texts.ts';
import { PROJECT_LIMITS } from '#api/schemas/project-payload.ts';

/** The project nomination form for a signed-in user (spec 1, section 2). */
export function ProjectForm({ user }: { user: SessionUser }) {
  const key = draftKey(PROJECT_FORM_ID, user);
  const empty = useCallback(() => emptyProjectState(user.name), [user.name]);
  const draft = useDraftStart(key, PROJECT_FORM_ID, empty, (saved) => reviveProjectState(saved, user.name));
  const form = useForm<ProjectFormState, ProjectPayload>({
    initial: draft.initialState,
    validate: (state) => checkProjectForm(state, user),
  });
  const emptyState = useMemo(empty, [empty]);
  const autosave = useAutosave(key, form.values, emptyState);

  const flow = useSubmitFlow<ProjectPayload>({
    check: form.check,
    send: (payload) => submitProjectNomination(browserApi, payload),
    overlay: TEXTS.overlay,
    successMessage: TEXTS.success,
    fallbackMessage: TEXTS.failure,
    onSuccess: () => {
      autosave.clear();
      void removePendingFiles(key);
      form.reset(empty());
      draft.dismissNotice();
    },
    onUnauthorized: () => signInAgain({ formId: PROJECT_FORM_ID, beforeLeave: autosave.flush }),
  });

  const uploader = useUploader({
    api: browserApi,
    flavor: 'project',
    onFailure: ({ error, message, path, file }) => {
      if (isUnauthorized(error)) {
        // Keep the draft and the file being uploaded; it is uploaded again after signing in.
        void signInAgain({
          formId: PROJECT_FORM_ID,
          beforeLeave: async () => {
            autosave.flush();
            await putPendingFiles(key, path, [file]);
          },
        });
        return;
      }
      flow.showBanner({ kind: 'error', message });
    },
  });

  useResumeUploads({
    draftKey: key,
    enabled: draft.notice === 'signed-in-again',
    uploader,
    kindOf: uploadKindOf,
    apply: (path, url) =>
      path === 'posterImages'
        ? form.updateValue(path, (images) => [...(images as string[]), url].slice(0, PROJECT_LIMITS.imagesMax))
        : form.setValue(path, url),
  });

  const discard = () => {
    autosave.clear();
    void removePendingFiles(key);
    form.reset(empty());
    draft.dismissNotice();
  };

  const uploading = uploader.active > 0;

  return (
    <>
      <BusyOverlay text={flow.overlay} />
      <UploadingBadge active={uploader.active} text={TEXTS.uploading} />
      <div className="space-y-5">
        <div>
          <p className="text-lg font-semibold text-slate-900">{TEXTS.greeting(user.name)}</p>
          <p className="mt-1 text-sm text-slate-600">{TEXTS.intro(draft.notice !== 'not-kept')}</p>
        </div>
        {flow.banner && (
          <Banner key={flow.bannerKey} ref={flow.bannerRef} kind={flow.banner.kind} onDismiss={() => flow.showBanner(null)}>
            {flow.banner.message}
          </Banner>
        )}
        {draft.notice && <DraftNotice reason={draft.notice} onDiscard={discard} onDismiss={draft.dismissNotice} />}
        <ErrorSummary errors={form.errors} show={form.submitted} />
        <FormProvider form={form} uploader={uploader}>
          <form
            ref={form.formRef}
            noValidate
            onSubmit={flow.submit}
            inert={flow.submitting}
            aria-label={TEXTS.heading}
            className="space-y-5"
          >
            <p className="text-sm text-slate-600">
              Fields marked <span className="text-red-700">*</span> are required.
            </p>
            <ProjectDetailsSection />
            <TeamLeaderSection />
            <TeamMembersSection />
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
            <div className="flex flex-col items-stretch gap-3 sm:flex-row sm:items-center sm:justify-end">
              {uploading && <p className="text-sm text-slate-600">Files are still uploading; you can submit when they finish.</p>}
              <SubmitButton submitting={flow.submitting} uploading={uploading} />
            </div>
          </form>
        </FormProvider>
      </div>
    </>
  );
}
