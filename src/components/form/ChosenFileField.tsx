import { useRef, type ReactNode } from 'react';
import { checkFile, UPLOAD_RULES, type UploadKind } from '#api/upload-rules.ts';
import { describedBy, FieldError, RequiredMark } from './Field.tsx';
import { useFormContext } from './form-context.ts';
import { fieldId, hintId, type Path } from './paths.ts';
import { dangerButtonClass, fileInputClass, linkButtonClass } from './styles.ts';
import { UploadStatus } from './UploadStatus.tsx';
import { safeImage, safeLink } from '#lib/safe-url.ts';
import { formatSize, useChosenFilesContext } from '#features/nominations/chosen-files.ts';

export interface ChosenFileTexts {
  /** "Photo uploaded" */
  uploaded: string;
  /** "View Photo" */
  view: string;
}

export interface ChosenFileFieldProps {
  /** The chosen file's key (see chosen-files.ts). */
  fileKey: string;
  /** Where the uploaded file's URL lives in the state; also the field's id and error path. */
  path: Path;
  kind: UploadKind;
  label: string;
  required?: boolean;
  hint?: ReactNode;
  texts: ChosenFileTexts;
  /** Show the uploaded image. */
  preview?: boolean;
  className?: string;
}

export const WILL_UPLOAD = 'Uploaded when you submit';

/**
 * One file, chosen now and uploaded at submit: idle (a file input), chosen
 * (name, size, Change, Remove), uploading (spinner, text, progress), uploaded
 * (after a submit that failed later on: a link, Change, Remove). A file that
 * breaks its kind's rules is refused at once, before any request.
 */
export function ChosenFileField({ fileKey, path, kind, label, required, hint, texts, preview, className = '' }: ChosenFileFieldProps) {
  const { form } = useFormContext();
  const chosen = useChosenFilesContext();
  const inputRef = useRef<HTMLInputElement>(null);
  const file = chosen.files[fileKey]?.[0];
  const url = String(form.valueOf(path) ?? '');
  const link = safeLink(url);
  const problem = chosen.problems[fileKey];
  const error = problem ?? form.errorOf(path);
  const uploading = chosen.progress?.key === fileKey ? chosen.progress : null;
  const state = uploading ? 'uploading' : file ? 'chosen' : url ? 'uploaded' : 'idle';
  const id = fieldId(path);

  const focusInput = () => requestAnimationFrame(() => inputRef.current?.focus());

  const pick = (picked: File | undefined) => {
    // The input never keeps the file: what is chosen shows below it (and survives a reload).
    if (inputRef.current) inputRef.current.value = '';
    if (!picked) return;
    const refused = checkFile(kind, picked);
    form.touch(path);
    if (refused) {
      chosen.refuse(fileKey, refused);
      return;
    }
    chosen.setProblem(fileKey);
    chosen.choose(fileKey, [picked]);
    // A new file replaces an earlier upload.
    if (url) form.setValue(path, '');
  };

  const remove = () => {
    chosen.choose(fileKey, []);
    chosen.setProblem(fileKey);
    form.setValue(path, '');
    focusInput();
  };

  const buttons = (
    <>
      <button type="button" className={linkButtonClass} onClick={() => inputRef.current?.click()}>
        Change<span className="sr-only"> {label}</span>
      </button>
      <button type="button" className={dangerButtonClass} onClick={remove}>
        Remove<span className="sr-only"> {label}</span>
      </button>
    </>
  );

  return (
    <div className={className} data-upload-state={state}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
        {required && <RequiredMark />}
      </label>
      <input
        ref={inputRef}
        id={id}
        name={path}
        type="file"
        accept={UPLOAD_RULES[kind].accept}
        disabled={Boolean(uploading)}
        aria-invalid={error ? true : undefined}
        aria-required={required ? true : undefined}
        aria-describedby={describedBy(path, { hint, error })}
        onChange={(event) => pick(event.target.files?.[0])}
        className={state === 'idle' ? fileInputClass : 'sr-only'}
        tabIndex={state === 'idle' ? undefined : -1}
      />
      {uploading && <UploadStatus text={uploading.text} percent={uploading.percent} mode="always" />}
      {state === 'chosen' && file && (
        <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg border border-slate-300 bg-slate-50 px-3 py-2 text-sm">
          <span className="min-w-0 break-all font-medium text-slate-900" data-chosen-file>
            {file.name}
          </span>
          <span className="text-xs text-slate-600">
            {formatSize(file.size)} · {WILL_UPLOAD}
          </span>
          <span className="ml-auto flex gap-1">{buttons}</span>
        </div>
      )}
      {state === 'uploaded' && (
        <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-2 rounded-lg border border-green-200 bg-green-50 px-3 py-2 text-sm">
          {preview && safeImage(url) && (
            <img src={safeImage(url)} alt="" className="h-12 w-12 rounded-md object-cover" width="48" height="48" />
          )}
          <span className="font-medium text-green-800">
            <span aria-hidden="true">✓ </span>
            {texts.uploaded}
          </span>
          {link && (
            <a href={link} target="_blank" rel="noopener noreferrer" className={linkButtonClass}>
              {texts.view}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          )}
          <span className="ml-auto flex gap-1">{buttons}</span>
        </div>
      )}
      {hint && (
        <p id={hintId(path)} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      )}
      {/* A refused file is announced by the form's error banner. */}
      <FieldError path={path} error={error} live={!problem} />
    </div>
  );
}
