/**
 * Files kept on the device and uploaded at submit (the competition and
 * placement forms): a chosen file is checked as the form's spec says, kept
 * (see chosen-files.ts) and shown as "Uploaded when you submit". Submitting
 * uploads them one at a time in the form's order, each URL going into the
 * state and the draft at once, so a later failure never uploads it twice;
 * then the nomination is sent with the state as the uploads left it.
 */
import { useRef } from 'react';
import { browserRule, checkInBrowser } from '#api/upload-rules.ts';
import { isUnauthorized } from '#api/api-error.ts';
import type { BannerMessage } from '#components/form/Banner.tsx';
import type { FileSource } from '#components/form/file-slot.ts';
import { getIn, setIn, type Path } from '#components/form/paths.ts';
import { UploadProgressPill } from '#components/form/UploadProgressPill.tsx';
import type { FormApi } from '#components/form/use-form.ts';
import { browserApi } from '#features/auth/browser-api.ts';
import { useChosenFiles, type ChosenFiles, type WithChosenFiles } from './chosen-files.ts';
import { saveDraft } from './drafts.ts';
import type { PlannedUpload, UploadAtSubmit } from './form-config.ts';
import type { FormFiles } from './form-files.ts';
import { ChosenUploadError, uploadChosen } from './upload-chosen.ts';
import { uploadInOrder } from './upload-in-order.ts';
import { useUploader, type UploadFailure } from './use-uploader.ts';

export interface AtSubmitOptions<S extends WithChosenFiles> {
  config: UploadAtSubmit<S>;
  draftKey: string | null;
  form: FormApi<S, unknown>;
  showBanner: (message: BannerMessage) => void;
}

const RESTORING = 'Restoring your files...';

/** The state with the names of the files still chosen under `key`. */
function withChosen<S extends WithChosenFiles>(state: S, key: string, left: readonly File[]): S {
  const chosenFiles = { ...state.chosenFiles };
  if (left.length > 0) chosenFiles[key] = left.map((file) => file.name);
  else delete chosenFiles[key];
  return { ...state, chosenFiles };
}

export function useUploadAtSubmit<S extends WithChosenFiles>({
  config,
  draftKey,
  form,
  showBanner,
}: AtSubmitOptions<S>): FormFiles<S> {
  /** The state as the submit's uploads change it (React renders it a little later). */
  const working = useRef<S | null>(null);
  const lastFailure = useRef<UploadFailure | null>(null);
  const uploader = useUploader({
    api: browserApi,
    flavor: config.flavor,
    reportProgress: true,
    // Submit-time uploads report through the submit flow; this keeps the error for it.
    onFailure: (failure) => {
      lastFailure.current = failure;
    },
  });
  const chosen = useChosenFiles({
    draftKey,
    form,
    isLive: config.isLive,
    onRefused: (message) => showBanner({ kind: 'error', message }),
    onLost: () => showBanner({ kind: 'info', message: config.filesLost }),
  });

  const send: FormFiles<S>['send'] = async (start, step, finish) => {
    let state = start;
    working.current = state;
    /** Changes the working copy, and the form too unless `chosen.choose` already does. */
    const change = (update: (current: S) => S, inForm = true) => {
      state = update(state);
      working.current = state;
      if (inForm) form.update(update);
    };
    const remaining: Record<string, File[]> = { ...chosen.files };
    /** Forgets one chosen file (uploaded, or refused) in the state's names and on the device. */
    const forget = ({ fileKey, file }: PlannedUpload) => {
      const left = (remaining[fileKey] ?? []).filter((kept) => kept !== file);
      remaining[fileKey] = left;
      change((current) => withChosen(current, fileKey, left), false);
      chosen.choose(fileKey, left);
    };
    const notes: string[] = [];
    const deps = { uploader, chosen, lastFailure };
    const steps = config.plan(state, chosen.files).map((upload) => ({
      overlay: upload.overlay,
      run: async () => {
        const { fileKey: key, path, kind, file, overlay: text, wrap, append } = upload;
        try {
          const url = await uploadChosen(deps, { key, path, kind, file, text, wrap });
          change((current) =>
            setIn(current, path, append ? [...((getIn(current, path) as string[]) ?? []), url] : url),
          );
          forget(upload);
        } catch (error) {
          // A refused file (too large, wrong type) would only fail again.
          if (error instanceof ChosenUploadError && error.refused) forget(upload);
          if (upload.skipWith === undefined || isUnauthorized(error)) throw error;
          notes.push(upload.skipWith);
        }
      },
    }));
    try {
      await uploadInOrder(steps, step);
      await finish(state);
    } finally {
      chosen.setProgress(null);
    }
    return notes.length > 0 ? notes.join(' ') : undefined;
  };

  return {
    source: chosenSource(form, chosen, config),
    busy: !chosen.restored,
    busyLabel: RESTORING,
    floating: <UploadProgressPill progress={chosen.progress} />,
    beforeSubmit: chosen.clearProblems,
    send,
    keep: async () => {
      if (working.current) saveDraft(draftKey, working.current);
      await chosen.settled();
    },
    clear: () => {
      working.current = null;
      chosen.clear();
    },
  };
}

/** The file source: what is chosen is on the device (`chosen`), what is uploaded is in the form. */
function chosenSource<S extends WithChosenFiles>(
  form: FormApi<S, unknown>,
  chosen: ChosenFiles,
  config: UploadAtSubmit<S>,
): FileSource {
  const ruleOf = (path: Path) => {
    const kind = config.kindOf(path);
    if (!kind) throw new Error(`No upload endpoint for the field ${path}`);
    return {
      kind,
      accept: browserRule(config.flavor, kind).accept,
      check: (file: File) => checkInBrowser(config.flavor, kind, file),
    };
  };
  const progressOf = (key: string) => (chosen.progress?.key === key ? chosen.progress : null);

  return {
    useFile(path) {
      const key = config.keyOf(path, form.values);
      const { accept, check } = ruleOf(path);
      const file = chosen.files[key]?.[0];
      const url = String(form.valueOf(path) ?? '');
      const uploading = progressOf(key);
      return {
        accept,
        problem: chosen.problems[key],
        status: uploading
          ? { state: 'uploading', text: uploading.text, percent: uploading.percent }
          : file
            ? { state: 'chosen', name: file.name, size: file.size }
            : url
              ? { state: 'uploaded', url }
              : { state: 'idle' },
        choose: (picked) => {
          const refused = check(picked);
          form.touch(path);
          if (refused) {
            chosen.refuse(key, refused);
            return;
          }
          chosen.setProblem(key);
          chosen.choose(key, [picked]);
          // A new file replaces an earlier upload.
          if (url) form.setValue(path, '');
        },
        remove: () => {
          chosen.choose(key, []);
          chosen.setProblem(key);
          form.setValue(path, '');
        },
      };
    },
    useFileList(path, { max, tooMany }) {
      const key = config.keyOf(path, form.values);
      const { accept, check } = ruleOf(path);
      const urls = ((form.valueOf(path) as string[] | undefined) ?? []).filter(Boolean);
      const files = chosen.files[key] ?? [];
      const uploading = progressOf(key);
      return {
        accept,
        problem: chosen.problems[key],
        items: [
          ...urls.map((url) => ({ state: 'uploaded' as const, url })),
          ...files.map((file) => ({ state: 'chosen' as const, name: file.name, size: file.size })),
        ],
        uploading: uploading ? { text: uploading.text, percent: uploading.percent } : null,
        choose: (picked) => {
          form.touch(path);
          const room = Math.max(0, max - urls.length - files.length);
          const taken: File[] = [];
          let refused: string | undefined;
          for (const file of picked) {
            const rule = check(file);
            if (rule) refused ??= rule;
            else if (taken.length < room) taken.push(file);
            else refused ??= tooMany;
          }
          if (taken.length > 0) chosen.choose(key, [...files, ...taken]);
          if (refused) chosen.refuse(key, refused);
          else chosen.setProblem(key);
        },
        removeAt: (index) => {
          if (index < urls.length) {
            form.updateValue(path, (current) => (Array.isArray(current) ? current.filter((_, i) => i !== index) : []));
          } else {
            chosen.choose(
              key,
              files.filter((_, i) => i !== index - urls.length),
            );
          }
          chosen.setProblem(key);
        },
      };
    },
  };
}
