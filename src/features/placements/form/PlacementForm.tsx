import { useCallback, useMemo, useRef } from 'react';
import { PLACEMENT_CATEGORIES } from '#api/enums.ts';
import { submitPlacementNomination } from '#api/placements.ts';
import type { PlacementPayload } from '#api/schemas/placement-payload.ts';
import { Banner } from '#components/form/Banner.tsx';
import { BusyOverlay } from '#components/form/BusyOverlay.tsx';
import { DraftNotice } from '#components/form/DraftNotice.tsx';
import { ErrorSummary } from '#components/form/ErrorSummary.tsx';
import { FormProvider } from '#components/form/FormProvider.tsx';
import { FieldGrid, Section } from '#components/form/Section.tsx';
import { SelectField } from '#components/form/SelectField.tsx';
import { SubmitButton } from '#components/form/SubmitButton.tsx';
import { TextArea } from '#components/form/TextArea.tsx';
import { TextField } from '#components/form/TextField.tsx';
import { useForm } from '#components/form/use-form.ts';
import { useUploader, type UploadFailure } from '#components/form/use-uploader.ts';
import { browserApi } from '#features/auth/browser-api.ts';
import type { SessionUser } from '#features/auth/session.ts';
import { ChosenFileField } from '#components/form/ChosenFileField.tsx';
import { ChosenFilesContext, useChosenFiles } from '#features/nominations/chosen-files.ts';
import { UploadProgressPill } from '#components/form/UploadProgressPill.tsx';
import { ChosenUploadError, uploadChosen } from '#features/nominations/upload-chosen.ts';
import { draftKey, saveDraft } from '#features/nominations/drafts.ts';
import { signInAgain } from '#features/nominations/reauth.ts';
import { useAutosave, useDraftStart } from '#features/nominations/use-draft.ts';
import { useSubmitFlow } from '#features/nominations/use-submit-flow.ts';
import { checkPlacementForm } from './build-payload.ts';
import { emptyPlacementState, isLiveFileKey, PHOTO_KEY, revivePlacementState, type PlacementFormState } from './state.ts';
import { PLACEMENT_FORM_ID, PLACEMENT_FORM_TEXTS as TEXTS } from './texts.ts';

const withoutPhoto = (state: PlacementFormState): PlacementFormState => {
  const chosenFiles = { ...state.chosenFiles };
  delete chosenFiles[PHOTO_KEY];
  return { ...state, chosenFiles };
};

/** The internship / placement nomination form for a signed-in user (spec 2, sections 2.9, 3.3, 4, 5.3, 7.3, 8). */
export function PlacementForm({ user }: { user: SessionUser }) {
  const key = draftKey(PLACEMENT_FORM_ID, user);
  const empty = useCallback(() => emptyPlacementState(user), [user]);
  const draft = useDraftStart(key, PLACEMENT_FORM_ID, empty, (saved) => revivePlacementState(saved, user));
  const form = useForm<PlacementFormState, PlacementPayload>({
    initial: draft.initialState,
    validate: (state) => checkPlacementForm(state, user),
  });
  const emptyState = useMemo(empty, [empty]);
  const autosave = useAutosave(key, form.values, emptyState);

  /** The state as the submit changes it (React renders it a little later). */
  const working = useRef<PlacementFormState | null>(null);
  const keepDraft = () => {
    autosave.flush();
    if (working.current) saveDraft(key, working.current);
  };

  const lastFailure = useRef<UploadFailure | null>(null);
  const uploader = useUploader({
    api: browserApi,
    flavor: 'placement',
    reportProgress: true,
    onFailure: (failure) => {
      lastFailure.current = failure;
    },
  });

  /** The profile image first, then the nomination (spec 2, section 4). */
  const send = async (step: (overlay: string) => void) => {
    let state = form.values;
    working.current = state;
    const photo = chosen.files[PHOTO_KEY]?.[0];
    try {
      if (photo) {
        step(TEXTS.uploadingProfile);
        try {
          const url = await uploadChosen(
            { uploader, chosen, lastFailure },
            { key: PHOTO_KEY, path: PHOTO_KEY, kind: 'profile', file: photo, text: TEXTS.uploadingProfile },
          );
          const place = (current: PlacementFormState) => withoutPhoto({ ...current, student: { ...current.student, profileImageUrl: url } });
          state = place(state);
          working.current = state;
          form.update(place);
          chosen.choose(PHOTO_KEY, []);
        } catch (error) {
          if (error instanceof ChosenUploadError && error.refused) {
            state = withoutPhoto(state);
            working.current = state;
            chosen.choose(PHOTO_KEY, []);
          }
          throw error;
        }
      }
      step(TEXTS.overlay);
      const final = checkPlacementForm(state, user, 'uploaded');
      if (!final.ok) throw new Error(Object.values(final.errors)[0] ?? TEXTS.failure);
      await submitPlacementNomination(browserApi, final.output);
    } finally {
      chosen.setProgress(null);
    }
  };

  const flow = useSubmitFlow<PlacementPayload>({
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
    onUnauthorized: () => signInAgain({ formId: PLACEMENT_FORM_ID, beforeLeave: keepDraft }),
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
              <Section title="Internship / Placement Details">
                <FieldGrid>
                  <SelectField path="category" label="Category" placeholder="Select category" options={PLACEMENT_CATEGORIES} required />
                  <TextField path="organizationName" label="Organization Name" required autoComplete="organization" />
                  <TextField path="location" label="Location" required placeholder="e.g. Bengaluru" />
                  <TextField path="organizationLink" label="Organization Link" type="url" required placeholder="https://..." />
                  <TextField path="studentDesignation" label="Designation" required placeholder="e.g. Software Engineer Intern" />
                  <TextField path="duration" label="Duration" required placeholder="e.g. 6 months" />
                  <TextField path="pkg" label="Package (if any)" placeholder="e.g. 12 LPA, or 40,000/month" className="sm:col-span-2" />
                </FieldGrid>
              </Section>
              <Section title="Student Details">
                <FieldGrid>
                  <TextField path="student.name" label="Name" required autoComplete="name" />
                  <TextField path="student.rollNumber" label="Roll Number" required />
                  <TextField path="student.programme" label="Programme" required placeholder="e.g. B.Tech CSE" />
                  <TextField path="student.batch" label="Batch" required placeholder="e.g. 2021-2025" />
                  <TextField path="student.semester" label="Semester" required placeholder="e.g. 8" />
                  <TextField path="student.year" label="Year" required placeholder="e.g. 4" />
                  <TextField path="student.emailId" label="Email" type="email" required autoComplete="email" inputMode="email" />
                  <TextField path="student.phone" label="Phone" type="tel" required autoComplete="tel" inputMode="tel" />
                  <TextField
                    path="student.linkedinLink"
                    label="LinkedIn Profile"
                    type="url"
                    required
                    placeholder="https://www.linkedin.com/in/..."
                    className="sm:col-span-2"
                  />
                </FieldGrid>
                <ChosenFileField
                  fileKey={PHOTO_KEY}
                  path="student.profileImageUrl"
                  kind="profile"
                  label="Profile Photo"
                  required
                  hint={TEXTS.photoHint}
                  preview
                  texts={{ uploaded: 'Photo uploaded', view: 'View Photo' }}
                />
              </Section>
              <Section title="Project Details" description="Optional.">
                <TextField path="projectAssigned" label="Project Assigned (optional)" />
                <TextArea path="projectDescription" label="Project Description (optional)" rows={4} />
              </Section>
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
