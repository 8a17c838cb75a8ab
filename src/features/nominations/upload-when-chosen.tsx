/**
 * Files uploaded as soon as they are chosen (the project and achievement
 * forms): the field shows the upload and its progress, the URL goes into the
 * state (so the draft keeps it), a failure shows under the field and in the
 * form's banner or alert, a 401 keeps the file and signs in again, and after
 * that round trip the kept file is uploaded again by itself.
 */
import { useCallback, useState } from 'react';
import { browserRule, type UploadKind } from '#api/upload-rules.ts';
import { isUnauthorized } from '#api/api-error.ts';
import { Banner } from '#components/form/Banner.tsx';
import type { FileSource } from '#components/form/file-slot.ts';
import type { Path } from '#components/form/paths.ts';
import { UploadingBadge } from '#components/form/UploadingBadge.tsx';
import type { FormApi } from '#components/form/use-form.ts';
import { browserApi } from '#features/auth/browser-api.ts';
import type { UploadWhenChosen } from './form-config.ts';
import type { FormFiles } from './form-files.ts';
import { removePendingFiles } from './pending-files.ts';
import { useResumeUploads } from './resume-uploads.ts';
import { useUploader, type Uploader } from './use-uploader.ts';

export interface WhenChosenOptions<S> {
  config: UploadWhenChosen;
  draftKey: string | null;
  form: FormApi<S, unknown>;
  /** True after a sign-in round trip: upload the file that met the 401 again. */
  resume: boolean;
  /** A 401: keep `file` for `path` and sign in again. */
  onUnauthorized: (path: Path, file: File) => void;
  /** Any other failure, in the form's banner. */
  showError: (message: string) => void;
}

/** A failed upload in the alert that stays in view: the upload client's words, then the form's line. */
interface UploadAlert {
  path: Path;
  message: string;
  alert: string;
}

const UPLOADING_FILES = 'Uploading files...';
const WAIT_FOR_UPLOADS = 'Wait for uploads...';

export function useUploadWhenChosen<S>({
  config,
  draftKey,
  form,
  resume,
  onUnauthorized,
  showError,
}: WhenChosenOptions<S>): FormFiles<S> {
  const [alert, setAlert] = useState<UploadAlert | null>(null);
  const uploader = useUploader({
    api: browserApi,
    flavor: config.flavor,
    reportProgress: config.progress,
    onStart: ({ path }) => setAlert((shown) => (shown?.path === path ? null : shown)),
    onFailure: ({ error, message, path, file }) => {
      if (isUnauthorized(error)) onUnauthorized(path, file);
      else if (config.alertOf) setAlert({ path, message, alert: config.alertOf(path) });
      else showError(message);
    },
  });

  useResumeUploads({
    draftKey,
    enabled: resume,
    uploader,
    kindOf: config.kindOf,
    apply: (path, url) => form.updateValue(path, (current) => (Array.isArray(current) ? [...current, url] : url)),
  });

  const kindOf = (path: Path): UploadKind => {
    const kind = config.kindOf(path);
    if (!kind) throw new Error(`No upload endpoint for the field ${path}`);
    return kind;
  };
  const source = uploadSource(form, uploader, (path) => {
    const kind = kindOf(path);
    return { kind, accept: browserRule(config.flavor, kind).accept };
  });
  const closeAlert = useCallback(() => setAlert(null), []);

  return {
    source,
    busy: uploader.active > 0,
    busyLabel: WAIT_FOR_UPLOADS,
    floating: (
      <>
        <UploadingBadge active={uploader.active} text={UPLOADING_FILES} />
        {/* The alert stays in view wherever the user is on the page (the spec's alert, never a browser dialog). */}
        {alert && (
          <div className="fixed inset-x-4 bottom-20 z-[65] mx-auto max-w-lg">
            <Banner kind="error" onDismiss={closeAlert} className="shadow-lg">
              <p data-upload-message>{alert.message}</p>
              <p data-upload-alert className="mt-1">
                {alert.alert}
              </p>
            </Banner>
          </div>
        )}
      </>
    ),
    beforeSubmit: closeAlert,
    send: async (state, _step, finish) => {
      await finish(state);
      return undefined;
    },
    keep: () => {},
    clear: () => {
      void removePendingFiles(draftKey);
    },
  };
}

/** The file source: each field's upload state is its own; the URL lives in the form. */
function uploadSource<S>(
  form: FormApi<S, unknown>,
  uploader: Uploader,
  ruleOf: (path: Path) => { kind: UploadKind; accept: string },
): FileSource {
  return {
    useFile(path, { uploadingText }) {
      const [uploading, setUploading] = useState(false);
      const [percent, setPercent] = useState<number | undefined>(undefined);
      const [problem, setProblem] = useState<string | undefined>(undefined);
      const { kind, accept } = ruleOf(path);
      const url = String(form.valueOf(path) ?? '');
      return {
        accept,
        problem,
        status: uploading
          ? { state: 'uploading', text: uploadingText, percent }
          : url
            ? { state: 'uploaded', url }
            : { state: 'idle' },
        choose: async (file) => {
          setProblem(undefined);
          setPercent(undefined);
          setUploading(true);
          const result = await uploader.upload({ path, kind, file, onProgress: setPercent });
          setUploading(false);
          if (result.ok) {
            form.setValue(path, result.url);
            form.touch(path);
          } else {
            setProblem(result.message);
          }
        },
        remove: () => form.setValue(path, ''),
      };
    },
    useFileList(path, { max, tooMany, uploadingText }) {
      const [uploading, setUploading] = useState<{ index: number; count: number } | null>(null);
      const [percent, setPercent] = useState<number | undefined>(undefined);
      const [problem, setProblem] = useState<string | undefined>(undefined);
      const { kind, accept } = ruleOf(path);
      const urls = ((form.valueOf(path) as string[] | undefined) ?? []).filter(Boolean);
      const append = (url: string) => (current: unknown) =>
        [...(Array.isArray(current) ? current : []), url].slice(0, max);
      return {
        accept,
        problem,
        items: urls.map((url) => ({ state: 'uploaded', url })),
        uploading: uploading ? { text: uploadingText(uploading.index, uploading.count), percent } : null,
        // One at a time and in order; a failure stops the rest.
        choose: async (files) => {
          setProblem(undefined);
          const room = Math.max(0, max - urls.length);
          const taken = files.slice(0, room);
          let failure: string | undefined = files.length > room ? tooMany : undefined;
          for (const [index, file] of taken.entries()) {
            setUploading({ index, count: taken.length });
            setPercent(undefined);
            const result = await uploader.upload({ path, kind, file, onProgress: setPercent });
            if (!result.ok) {
              failure = result.message;
              break;
            }
            form.updateValue(path, append(result.url));
          }
          setUploading(null);
          form.touch(path);
          setProblem(failure);
        },
        removeAt: (index) => {
          form.updateValue(path, (current) => (Array.isArray(current) ? current.filter((_, i) => i !== index) : []));
          setProblem(undefined);
        },
      };
    },
  };
}
