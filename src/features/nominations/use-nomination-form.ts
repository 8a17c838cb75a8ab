/**
 * The one nomination-form hook: draft start and autosave, the form state and
 * its payload check, the files (uploaded when chosen or at submit), the submit
 * flow (see use-submit-flow.ts), the sign-in round trip and "Discard draft".
 * Each form only configures it (form-config.ts).
 */
import { useCallback, useMemo, useState } from 'react';
import { offlineText } from '#api/submit-texts.ts';
import { useForm, type FormApi } from '#components/form/use-form.ts';
import { browserApi } from '#features/auth/browser-api.ts';
import type { SessionUser } from '#features/auth/session.ts';
import type { WithChosenFiles } from './chosen-files.ts';
import { draftKey } from './draft-keys.ts';
import type { NominationFormConfig, UploadAtSubmit } from './form-config.ts';
import type { FormFiles } from './form-files.ts';
import { putPendingFiles } from './pending-files.ts';
import { signInAgain } from './reauth.ts';
import { useUploadAtSubmit } from './upload-at-submit.tsx';
import { useUploadWhenChosen } from './upload-when-chosen.tsx';
import { useAutosave, useDraftStart } from './use-draft.ts';
import { useSubmitFlow } from './use-submit-flow.ts';

export function useNominationForm<S, P>(config: NominationFormConfig<S, P>, user: SessionUser) {
  const { id, texts, uploads } = config;
  const key = draftKey(id, user);
  const start = useCallback(() => config.start(user), [config, user]);
  const draft = useDraftStart(key, id, start, (saved) => config.revive(saved, user));
  const form = useForm<S, P>({ initial: draft.initialState, validate: (state) => config.check(state, user) });
  const blanks = useMemo(() => [start(), (config.reset ?? config.start)(user)], [config, start, user]);
  const autosave = useAutosave(key, form.values, blanks);
  const [toast, setToast] = useState<string | null>(null);

  /** Keeps the draft (and whatever `keep` adds), then goes to sign in again. */
  const signIn = (keep?: () => Promise<void>) =>
    signInAgain({
      formId: id,
      beforeLeave: async () => {
        autosave.flush();
        await files.keep();
        await keep?.();
      },
    });

  const flow = useSubmitFlow<P>({
    check: form.check,
    send: (_checked, step) =>
      files.send(form.values, step, async (state) => {
        step(texts.overlay);
        const final = config.check(state, user, 'uploaded');
        if (!final.ok) throw new Error(Object.values(final.errors)[0] ?? config.submitTexts.fallback);
        try {
          await config.send(browserApi, final.output);
        } catch (error) {
          // The draft keeps the links of the files just uploaded: a refusal (a 401 sends the user to
          // sign in at once) can come before React renders the state that holds them.
          autosave.flush(state);
          throw error;
        }
      }),
    overlay: texts.overlay,
    successMessage: texts.success,
    fallbackMessage: config.submitTexts.fallback,
    offlineMessage: offlineText(config.submitTexts),
    onSuccess: () => {
      forget((config.reset ?? config.start)(user));
      if (config.toast) setToast(texts.success);
    },
    onUnauthorized: () => signIn(),
  });

  // The form's timing never changes, so the same hook runs on every render.
  const files: FormFiles<S> =
    uploads.timing === 'when-chosen'
      ? useUploadWhenChosen({
          config: uploads,
          draftKey: key,
          form: form as FormApi<S, unknown>,
          resume: draft.notice === 'signed-in-again',
          // Keep the draft and the file being uploaded; it is uploaded again after signing in.
          onUnauthorized: (path, file) => void signIn(() => putPendingFiles(key, path, [file])),
          showError: (message) => flow.showBanner({ kind: 'error', message }),
        })
      : (useUploadAtSubmit({
          config: uploads as unknown as UploadAtSubmit<S & WithChosenFiles>,
          draftKey: key,
          form: form as unknown as FormApi<S & WithChosenFiles, unknown>,
          showBanner: (message) => flow.showBanner(message),
        }) as unknown as FormFiles<S>);

  /** Back to `next`, with no draft and no kept file (after a success, or "Discard draft"). */
  const forget = (next: S) => {
    autosave.clear();
    files.clear();
    form.reset(next);
    draft.dismissNotice();
  };

  return {
    user,
    texts,
    form,
    files,
    flow,
    notice: draft.notice,
    dismissNotice: draft.dismissNotice,
    discard: () => forget(start()),
    submit: (event?: { preventDefault(): void }) => {
      files.beforeSubmit();
      void flow.submit(event);
    },
    toast,
    closeToast: useCallback(() => setToast(null), []),
  };
}
