import { useCallback, useMemo, useState, type FormEvent, type ReactElement } from 'react';
import type { AchievementCategory } from '#api/enums.ts';
import { submitAchievementNomination } from '#api/achievements.ts';
import type { AchievementPayload } from '#api/schemas/achievement-payload.ts';
import { isUnauthorized } from '#api/uploads.ts';
import { Banner } from '#components/form/Banner.tsx';
import { BusyOverlay } from '#components/form/BusyOverlay.tsx';
import { DraftNotice } from '#components/form/DraftNotice.tsx';
import { ErrorSummary } from '#components/form/ErrorSummary.tsx';
import { FormProvider } from '#components/form/FormProvider.tsx';
import { SubmitButton } from '#components/form/SubmitButton.tsx';
import { Toast } from '#components/form/Toast.tsx';
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
import { ACHIEVEMENT_FORM_ID, ACHIEVEMENT_FORM_TEXTS as TEXTS, ACHIEVEMENT_SUBMIT_LABELS } from './texts.ts';

/** A failed upload: the upload client's words (spec 2, section 8) and the alert that follows them. */
interface UploadAlert {
  path: string;
  message: string;
  alert: string;
}

const SECTIONS: Record<AchievementCategory, () => ReactElement> = {
  'Research Publication': ResearchSection,
  'Open Source': OpenSourceSection,
  'Higher Studies': HigherStudiesSection,
  'Global Certification': CertificationSection,
};

/** The Submit Achievement form for a signed-in user (spec 2, sections 2.8, 3.2, 4, 5.2, 7 and 8). */
export function AchievementForm({ user }: { user: SessionUser }) {
  const key = draftKey(ACHIEVEMENT_FORM_ID, user);
  const empty = useCallback(() => emptyAchievementState(user.name), [user.name]);
  const draft = useDraftStart(key, ACHIEVEMENT_FORM_ID, empty, (saved) => reviveAchievementState(saved, user.name));
  const form = useForm<AchievementFormState, AchievementPayload>({
    initial: draft.initialState,
    validate: (state) => checkAchievementForm(state, user),
  });
  const emptyState = useMemo(empty, [empty]);
  const autosave = useAutosave(key, form.values, emptyState);
  const [uploadAlert, setUploadAlert] = useState<UploadAlert | null>(null);
  const [toast, setToast] = useState<string | null>(null);
  const closeToast = useCallback(() => setToast(null), []);

  const flow = useSubmitFlow<AchievementPayload>({
    check: form.check,
    send: (payload) => submitAchievementNomination(browserApi, payload),
    overlay: TEXTS.overlay,
    successMessage: TEXTS.success,
    fallbackMessage: TEXTS.failure,
    onSuccess: () => {
      autosave.clear();
      void removePendingFiles(key);
      form.reset(empty());
      draft.dismissNotice();
      setToast(TEXTS.success);
    },
    onUnauthorized: () => signInAgain({ formId: ACHIEVEMENT_FORM_ID, beforeLeave: autosave.flush }),
  });

  const uploader = useUploader({
    api: browserApi,
    flavor: 'achievement',
    reportProgress: true,
    onStart: ({ path }) => setUploadAlert((shown) => (shown?.path === path ? null : shown)),
    onFailure: ({ error, message, path, file }) => {
      if (isUnauthorized(error)) {
        // Keep the draft and the file being uploaded; it is uploaded again after signing in.
        void signInAgain({
          formId: ACHIEVEMENT_FORM_ID,
          beforeLeave: async () => {
            autosave.flush();
            await putPendingFiles(key, path, [file]);
          },
        });
        return;
      }
      setUploadAlert({ path, message, alert: uploadAlertOf(path) });
    },
  });

  useResumeUploads({
    draftKey: key,
    enabled: draft.notice === 'signed-in-again',
    uploader,
    kindOf: uploadKindOf,
    apply: (path, url) => form.setValue(path, url),
  });

  const discard = () => {
    autosave.clear();
    void removePendingFiles(key);
    form.reset(empty());
    draft.dismissNotice();
  };

  const submit = (event: FormEvent) => {
    setUploadAlert(null);
    void flow.submit(event);
  };

  const uploading = uploader.active > 0;
  const Chosen = form.values.category ? SECTIONS[form.values.category] : null;

  return (
    <>
      <BusyOverlay text={flow.overlay} />
      <UploadingBadge active={uploader.active} text={TEXTS.uploading} />
      <Toast message={toast} onClose={closeToast} />
      {/* A failed upload's alert stays in view wherever the user is on the page (the spec's alert, never a browser dialog). */}
      {uploadAlert && (
        <div className="fixed inset-x-4 bottom-20 z-[65] mx-auto max-w-lg">
          <Banner kind="error" onDismiss={() => setUploadAlert(null)} className="shadow-lg">
            <p data-upload-message>{uploadAlert.message}</p>
            <p data-upload-alert className="mt-1">
              {uploadAlert.alert}
            </p>
          </Banner>
        </div>
      )}
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
            onSubmit={submit}
            inert={flow.submitting}
            aria-label={TEXTS.heading}
            className="space-y-5"
          >
            <p className="text-sm text-slate-600">
              Fields marked <span className="text-red-700">*</span> are required.
            </p>
            <StudentSection />
            <CategorySelector onChoose={(category) => form.update((state) => chooseCategory(state, category))} />
            {Chosen ? (
              <Chosen />
            ) : (
              <p className="text-sm text-slate-600">Choose a category above to see the details it needs.</p>
            )}
            <div className="flex flex-col items-stretch gap-3 sm:flex-row sm:items-center sm:justify-end">
              {uploading && <p className="text-sm text-slate-600">Files are still uploading; you can submit when they finish.</p>}
              <SubmitButton submitting={flow.submitting} uploading={uploading} labels={ACHIEVEMENT_SUBMIT_LABELS} />
            </div>
          </form>
        </FormProvider>
      </div>
    </>
  );
}
