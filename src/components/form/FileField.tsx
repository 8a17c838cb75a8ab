import { useRef, useState, type ReactNode } from 'react';
import { UPLOAD_RULES, type UploadKind } from '#api/upload-rules.ts';
import { safeImage, safeLink } from '#lib/safe-url.ts';
import { describedBy, FieldError, RequiredMark } from './Field.tsx';
import { useFormContext } from './form-context.ts';
import { fieldId, hintId, type Path } from './paths.ts';
import { dangerButtonClass, fileInputClass, linkButtonClass } from './styles.ts';
import { UploadStatus, type ProgressMode } from './UploadStatus.tsx';

export interface FileTexts {
  /** "Uploading certificate..." */
  uploading: string;
  /** "Certificate uploaded successfully" */
  uploaded: string;
  /** "View Certificate" */
  view: string;
  /** "Change" */
  change: string;
  /** "Remove" */
  remove: string;
}

export interface FileFieldProps {
  /** Where the uploaded file's URL is kept, e.g. `teamLeader.profileImageUrl`. */
  path: Path;
  kind: UploadKind;
  label: string;
  required?: boolean;
  hint?: ReactNode;
  texts?: Partial<FileTexts>;
  /** Offer "Remove" once uploaded (it empties the URL). */
  removable?: boolean;
  /** Show the uploaded image. */
  preview?: boolean;
  progress?: ProgressMode;
  className?: string;
}

const DEFAULT_TEXTS: FileTexts = {
  uploading: 'Uploading file...',
  uploaded: 'File uploaded successfully',
  view: 'View File',
  change: 'Change',
  remove: 'Remove',
};

/**
 * One file, uploaded as soon as it is chosen: idle (a file input), uploading
 * (spinner, text, progress), uploaded (success text, a link to the file,
 * Change and optionally Remove). The URL goes into the form state, so drafts
 * keep it. On failure the input is cleared and the message shown here and
 * reported to the form.
 */
export function FileField({
  path,
  kind,
  label,
  required,
  hint,
  texts: given,
  removable,
  preview,
  progress = 'always',
  className = '',
}: FileFieldProps) {
  const texts = { ...DEFAULT_TEXTS, ...given };
  const { form, uploader } = useFormContext();
  const inputRef = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const [percent, setPercent] = useState<number | undefined>(undefined);
  const [uploadError, setUploadError] = useState<string | undefined>(undefined);

  const url = String(form.valueOf(path) ?? '');
  const link = safeLink(url);
  const error = uploadError ?? form.errorOf(path);
  const id = fieldId(path);

  const choose = async (file: File | undefined) => {
    if (!file) return;
    setUploadError(undefined);
    setPercent(undefined);
    setUploading(true);
    const result = await uploader.upload({ path, kind, file, onProgress: setPercent });
    setUploading(false);
    // Cleared on failure (spec 1, section 8) and on success, so the same file can be chosen again.
    if (inputRef.current) inputRef.current.value = '';
    if (result.ok) {
      form.setValue(path, result.url);
      form.touch(path);
    } else {
      setUploadError(result.message);
    }
  };

  const showUploaded = Boolean(url) && !uploading;

  return (
    <div className={className} data-upload-state={uploading ? 'uploading' : url ? 'uploaded' : 'idle'}>
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
        required={required && !url}
        disabled={uploading}
        aria-invalid={error ? true : undefined}
        aria-required={required ? true : undefined}
        aria-describedby={describedBy(path, { hint, error })}
        onChange={(event) => void choose(event.target.files?.[0])}
        className={showUploaded || uploading ? 'sr-only' : fileInputClass}
        tabIndex={showUploaded || uploading ? -1 : undefined}
      />
      {uploading && <UploadStatus text={texts.uploading} percent={percent} mode={progress} />}
      {showUploaded && (
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
          <button type="button" className={linkButtonClass} onClick={() => inputRef.current?.click()}>
            {texts.change}
            <span className="sr-only"> {label}</span>
          </button>
          {removable && (
            <button
              type="button"
              className={dangerButtonClass}
              onClick={() => {
                form.setValue(path, '');
                requestAnimationFrame(() => inputRef.current?.focus());
              }}
            >
              {texts.remove}
              <span className="sr-only"> {label}</span>
            </button>
          )}
        </div>
      )}
      {hint && (
        <p id={hintId(path)} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      )}
      {/* Upload failures are announced by the form's error banner. */}
      <FieldError path={path} error={error} live={!uploadError} />
    </div>
  );
}
