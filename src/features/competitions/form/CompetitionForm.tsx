import { useCallback, useMemo, useRef } from 'react';
import { submitCompetitionNomination } from '#api/competitions.ts';
import type { CompetitionPayload } from '#api/schemas/competition-payload.ts';
import { Banner } from '#components/form/Banner.tsx';
import { BusyOverlay } from '#components/form/BusyOverlay.tsx';
import { DraftNotice } from '#components/form/DraftNotice.tsx';
import { ErrorSummary } from '#components/form/ErrorSummary.tsx';
import { FormProvider } from '#components/form/FormProvider.tsx';
import { getIn, setIn } from '#components/form/paths.ts';
import { SubmitButton } from '#components/form/SubmitButton.tsx';
import { useForm } from '#components/form/use-form.ts';
import { useUploader, type UploadFailure } from '#components/form/use-uploader.ts';
import { browserApi } from '#features/auth/browser-api.ts';
import type { SessionUser } from '#features/auth/session.ts';
import { draftKey, saveDraft } from '#features/nominations/drafts.ts';
import { signInAgain } from '#features/nominations/reauth.ts';
import { uploadInOrder, type UploadStep } from '#features/nominations/upload-in-order.ts';
import { useAutosave, useDraftStart } from '#features/nominations/use-draft.ts';
import { useSubmitFlow } from '#features/nominations/use-submit-flow.ts';
import { checkCompetitionForm } from './build-payload.ts';
import { ChosenFilesContext, useChosenFiles } from '#features/nominations/chosen-files.ts';
import { UploadProgressPill } from '#components/form/UploadProgressPill.tsx';
import { ChosenUploadError, uploadChosen } from '#features/nominations/upload-chosen.ts';
import {
  AchievementsSection,
  CompetitionDetailsSection,
  FilesSection,
  GithubSection,
  KeepOneListSection,
  TeamLeaderSection,
  TeamMembersSection,
  TechnologySection,
  ThemeSection,
} from './sections/Sections.tsx';
import { emptyCompetitionState, isLiveFileKey, reviveCompetitionState, type CompetitionFormState } from './state.ts';
import { COMPETITION_FORM_ID, COMPETITION_FORM_TEXTS as TEXTS } from './texts.ts';
import { planCompetitionUploads, type UploadPlan } from './upload-plan.ts';

const withoutChosen = (state: CompetitionFormState, key: string): CompetitionFormState => {
  if (!(key in state.chosenFiles)) return state;
  const chosenFiles = { ...state.chosenFiles };
  delete chosenFiles[key];
  return { ...state, chosenFiles };
};

/** The competition nomination form for a signed-in user (spec 2, sections 2.5, 4, 5.1, 7.2, 7.3, 8). */
export function CompetitionForm({ user }: { user: SessionUser }) {
  const key = draftKey(COMPETITION_FORM_ID, user);
  const empty = useCallback(() => emptyCompetitionState(user.name), [user.name]);
  const draft = useDraftStart(key, COMPETITION_FORM_ID, empty, (saved) => reviveCompetitionState(saved, user.name));
  const form = useForm<CompetitionFormState, CompetitionPayload>({
    initial: draft.initialState,
    validate: (state) => checkCompetitionForm(state, user),
  });
  const emptyState = useMemo(empty, [empty]);
  const autosave = useAutosave(key, form.values, emptyState);

  /** The state as the submit's uploads change it (React renders it a little later). */
  const working = useRef<CompetitionFormState | null>(null);
  const keepDraft = () => {
    autosave.flush();
    if (working.current) saveDraft(key, working.current);
  };

  const lastFailure = useRef<UploadFailure | null>(null);
  const uploader = useUploader({
    api: browserApi,
    flavor: 'competition',
    reportProgress: true,
    // Submit-time uploads report through the submit flow; this keeps the error for it.
    onFailure: (failure) => {
      lastFailure.current = failure;
    },
  });

  /** Uploads every chosen file in the spec's order, then sends the nomination. */
  const send = async (step: (overlay: string) => void) => {
    let state = form.values;
    working.current = state;
    /** Changes the form and the working copy alike. */
    const change = (update: (current: CompetitionFormState) => CompetitionFormState) => {
      state = update(state);
      working.current = state;
      form.update(update);
    };
    const remaining: Record<string, File[]> = { ...chosen.files };
    /** Forgets one chosen file (uploaded, or refused) in the state's names and on the device. */
    const forget = ({ fileKey, file }: UploadPlan) => {
      const left = (remaining[fileKey] ?? []).filter((kept) => kept !== file);
      remaining[fileKey] = left;
      state = withoutChosen(state, fileKey);
      if (left.length > 0) state = { ...state, chosenFiles: { ...state.chosenFiles, [fileKey]: left.map((kept) => kept.name) } };
      working.current = state;
      chosen.choose(fileKey, left);
    };
    const deps = { uploader, chosen, lastFailure };
    const steps: UploadStep[] = planCompetitionUploads(state, chosen.files).map((plan) => ({
      overlay: plan.overlay,
      run: async () => {
        try {
          const { fileKey: key, path, kind, file, overlay: text, wrap } = plan;
          const url = await uploadChosen(deps, { key, path, kind, file, text, wrap });
          change((current) => setIn(current, path, plan.append ? [...((getIn(current, path) as string[]) ?? []), url] : url));
          forget(plan);
        } catch (error) {
          // A refused file (too large, wrong type) would only fail again.
          if (error instanceof ChosenUploadError && error.refused) forget(plan);
          throw error;
        }
      },
    }));

    try {
      await uploadInOrder(steps, step);
      step(TEXTS.overlay);
      const final = checkCompetitionForm(state, user, 'uploaded');
      if (!final.ok) throw new Error(Object.values(final.errors)[0] ?? TEXTS.failure);
      await submitCompetitionNomination(browserApi, final.output);
    } finally {
      chosen.setProgress(null);
    }
  };

  const flow = useSubmitFlow<CompetitionPayload>({
    check: form.check,
    send: (_checked, step) => send(step),
    overlay: TEXTS.overlay,
    successMessage: TEXTS.success,
    fallbackMessage: TEXTS.failure,
    onSuccess: () => {
      working.current = null;
      autosave.clear();
      chosen.clear();
      form.reset(empty());
      draft.dismissNotice();
    },
    onUnauthorized: () => signInAgain({ formId: COMPETITION_FORM_ID, beforeLeave: keepDraft }),
  });

  const chosen = useChosenFiles({
    draftKey: key,
    form,
    isLive: isLiveFileKey,
    onRefused: (message) => flow.showBanner({ kind: 'error', message }),
    onLost: () => flow.showBanner({ kind: 'info', message: TEXTS.filesLost }),
  });

  const discard = () => {
    autosave.clear();
    chosen.clear();
    form.reset(empty());
    draft.dismissNotice();
  };

  return (
    <>
      <BusyOverlay text={flow.overlay} />
      <UploadProgressPill progress={chosen.progress} />
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
          <ChosenFilesContext.Provider value={chosen}>
            <form
              ref={form.formRef}
              noValidate
              onSubmit={(event) => {
                chosen.clearProblems();
                void flow.submit(event);
              }}
              inert={flow.submitting}
              aria-label={TEXTS.heading}
              className="space-y-5"
            >
              <p className="text-sm text-slate-600">
                Fields marked <span className="text-red-700">*</span> are required.
              </p>
              <CompetitionDetailsSection />
              <TeamLeaderSection />
              <TeamMembersSection members={form.values.teamMembers} />
              <ThemeSection />
              <KeepOneListSection path="outcome" title="Outcomes" item="Outcome" placeholder="A result or impact" />
              <AchievementsSection />
              <TechnologySection />
              <KeepOneListSection path="techStack" title="Tech Stack" item="Technology" placeholder="e.g. React" />
              <GithubSection />
              <FilesSection />
              <div className="flex flex-col items-stretch gap-3 sm:flex-row sm:items-center sm:justify-end">
                <SubmitButton
                  submitting={flow.submitting}
                  uploading={!chosen.restored}
                  labels={{ idle: 'Submit Nomination', submitting: 'Submitting...', uploading: TEXTS.restoring }}
                />
              </div>
            </form>
          </ChosenFilesContext.Provider>
        </FormProvider>
      </div>
    </>
  );
}
