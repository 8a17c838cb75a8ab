import { useRef, type ReactNode } from 'react';
import { safeImage, safeLink } from '#lib/safe-url.ts';
import { FieldError, FieldLabel } from './Field.tsx';
import { FileInput } from './FileInput.tsx';
import { formatSize, useFileSource } from './file-slot.ts';
import { useFormContext } from './form-context.ts';
import { hintId, type Path } from './paths.ts';
import { dangerButtonClass, linkButtonClass } from './styles.ts';
import { UploadStatus, type ProgressMode } from './UploadStatus.tsx';

export interface FileTexts {
  /** "Uploading certificate..." (sources that upload at submit bring their own words) */
  uploading: string;
  /** "Certificate uploaded successfully" */
  uploaded: string;
  /** "View Certificate" */
  view: string;
}

export interface FileFieldProps {
  /** Where the uploaded file's URL is kept, e.g. `teamLeader.profileImageUrl`; also the field's id and error path. */
  path: Path;
  label: string;
  required?: boolean;
  hint?: ReactNode;
  texts?: Partial<FileTexts>;
  /** Offer "Remove" once uploaded (a chosen, not yet uploaded file can always be removed). */
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
};

/** Shown beside a chosen file that waits for the submit. */
const WILL_UPLOAD = 'Uploaded when you submit';

/** A chosen file's name and size, and that it is uploaded at submit; `stacked` puts them on two lines. */
export function ChosenFile({ name, size, stacked = false }: { name: string; size: number; stacked?: boolean }) {
  return (
    <>
      <span className={`${stacked ? 'block' : 'min-w-0'} break-all font-medium text-slate-900`} data-chosen-file>
        {name}
      </span>
      <span className={`${stacked ? 'block ' : ''}text-xs text-slate-600`}>
        {formatSize(size)} · {WILL_UPLOAD}
      </span>
    </>
  );
}

/**
 * One file: idle (a file input), chosen (name, size, Change, Remove; for
 * forms that upload at submit), uploading (spinner, text, progress) or
 * uploaded (success text, a link to the file, Change, optionally Remove).
 * The form's file source decides what choosing does; a refused or failed
 * file's message shows here and in the form's banner.
 */
export function FileField({
  path,
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
  const slot = useFileSource().useFile(path, { uploadingText: texts.uploading });
  const { form } = useFormContext();
  const inputRef = useRef<HTMLInputElement>(null);
  const { status, problem } = slot;
  const error = problem ?? form.errorOf(path);
  const idle = status.state === 'idle';

  const remove = () => {
    slot.remove();
    requestAnimationFrame(() => inputRef.current?.focus());
  };

  const change = (
    <button type="button" className={linkButtonClass} onClick={() => inputRef.current?.click()}>
      Change<span className="sr-only"> {label}</span>
    </button>
  );
  const removeButton = (
    <button type="button" className={dangerButtonClass} onClick={remove}>
      Remove<span className="sr-only"> {label}</span>
    </button>
  );

  return (
    <div className={className} data-upload-state={status.state}>
      <FieldLabel path={path} label={label} required={required} />
      <FileInput
        ref={inputRef}
        path={path}
        accept={slot.accept}
        required={required}
        requiredNow={required && idle}
        disabled={status.state === 'uploading'}
        error={error}
        hint={hint}
        visible={idle}
        onFiles={([file]) => file && slot.choose(file)}
      />
      {status.state === 'uploading' && <UploadStatus text={status.text} percent={status.percent} mode={progress} />}
      {status.state === 'chosen' && (
        <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg border border-slate-300 bg-slate-50 px-3 py-2 text-sm">
          <ChosenFile name={status.name} size={status.size} />
          <span className="ml-auto flex gap-1">
            {change}
            {removeButton}
          </span>
        </div>
      )}
      {status.state === 'uploaded' && (
        <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-2 rounded-lg border border-green-200 bg-green-50 px-3 py-2 text-sm">
          {preview && safeImage(status.url) && (
            <img
              src={safeImage(status.url)}
              alt=""
              className="h-12 w-12 rounded-md object-cover"
              width="48"
              height="48"
            />
          )}
          <span className="font-medium text-green-800">
            <span aria-hidden="true">✓ </span>
            {texts.uploaded}
          </span>
          {safeLink(status.url) && (
            <a href={safeLink(status.url)} target="_blank" rel="noopener noreferrer" className={linkButtonClass}>
              {texts.view}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          )}
          {change}
          {removable && removeButton}
        </div>
      )}
      {hint && (
        <p id={hintId(path)} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      )}
      {/* A refused or failed file is announced by the form's banner. */}
      <FieldError path={path} error={error} live={!problem} />
    </div>
  );
}
