import { useRef, useState, type ReactNode } from 'react';
import { UPLOAD_RULES, type UploadKind } from '#api/upload-rules.ts';
import { safeImage, safeLink } from '#lib/safe-url.ts';
import { describedBy, FieldError, RequiredMark } from './Field.tsx';
import { useFormContext } from './form-context.ts';
import { fieldId, hintId, type Path } from './paths.ts';
import { dangerButtonClass, fileInputClass } from './styles.ts';
import { UploadStatus, type ProgressMode } from './UploadStatus.tsx';

export interface FileListFieldProps {
  /** Where the list of uploaded URLs is kept, e.g. `posterImages`. */
  path: Path;
  kind: UploadKind;
  label: string;
  required?: boolean;
  hint?: ReactNode;
  /** No more files are taken at this many; extra chosen files are refused with `tooMany`. */
  max: number;
  tooMany: string;
  /** "Uploading image 1 of 3..." */
  uploadingText?: (index: number, count: number) => string;
  /** Accessible name of item i: "Project image 1". */
  itemLabel: (index: number) => string;
  progress?: ProgressMode;
  className?: string;
}

/**
 * Several files of one kind (project images), each uploaded as soon as it is
 * chosen, one at a time and in order. Each uploaded file shows with a Remove
 * button that takes it out of the list.
 */
export function FileListField({
  path,
  kind,
  label,
  required,
  hint,
  max,
  tooMany,
  uploadingText = (index, count) => `Uploading image ${index + 1} of ${count}...`,
  itemLabel,
  progress = 'always',
  className = '',
}: FileListFieldProps) {
  const { form, uploader } = useFormContext();
  const inputRef = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState<{ index: number; count: number } | null>(null);
  const [percent, setPercent] = useState<number | undefined>(undefined);
  const [uploadError, setUploadError] = useState<string | undefined>(undefined);

  const urls = ((form.valueOf(path) as string[] | undefined) ?? []).filter(Boolean);
  const full = urls.length >= max;
  const error = uploadError ?? form.errorOf(path);
  const id = fieldId(path);

  const choose = async (files: File[]) => {
    if (files.length === 0) return;
    setUploadError(undefined);
    const room = Math.max(0, max - urls.length);
    const taken = files.slice(0, room);
    let failure: string | undefined = files.length > room ? tooMany : undefined;
    const append = (url: string) => (current: unknown) => [...(Array.isArray(current) ? current : []), url].slice(0, max);
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
    if (inputRef.current) inputRef.current.value = '';
    form.touch(path);
    setUploadError(failure);
  };

  const remove = (index: number) => {
    form.updateValue(path, (current) => (Array.isArray(current) ? current.filter((_, i) => i !== index) : []));
    setUploadError(undefined);
    requestAnimationFrame(() => inputRef.current?.focus());
  };

  return (
    <div className={className} data-upload-state={uploading ? 'uploading' : 'idle'}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
        {required && <RequiredMark />}
      </label>
      <input
        ref={inputRef}
        id={id}
        name={path}
        type="file"
        multiple
        accept={UPLOAD_RULES[kind].accept}
        disabled={Boolean(uploading) || full}
        aria-invalid={error ? true : undefined}
        aria-required={required ? true : undefined}
        aria-describedby={describedBy(path, { hint: true, error })}
        onChange={(event) => void choose(Array.from(event.target.files ?? []))}
        className={fileInputClass}
      />
      {uploading && (
        <UploadStatus text={uploadingText(uploading.index, uploading.count)} percent={percent} mode={progress} />
      )}
      {urls.length > 0 && (
        <ul className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5" aria-label={`${label}: ${urls.length} of ${max}`}>
          {urls.map((url, index) => (
            <li key={`${url}-${index}`} className="overflow-hidden rounded-lg border border-slate-200 bg-white">
              {safeImage(url) ? (
                <a href={safeLink(url) ?? safeImage(url)} target="_blank" rel="noopener noreferrer">
                  <img src={safeImage(url)} alt={itemLabel(index)} className="aspect-[3/2] w-full object-cover" />
                </a>
              ) : (
                <p className="p-2 text-xs">{itemLabel(index)}</p>
              )}
              <button type="button" onClick={() => remove(index)} className={`${dangerButtonClass} w-full justify-center py-2`}>
                Remove<span className="sr-only"> {itemLabel(index)}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <p id={hintId(path)} className="mt-1 text-xs text-slate-600">
        {hint} <span className="tabular-nums">({urls.length}/{max})</span>
      </p>
      {/* Upload failures are announced by the form's error banner. */}
      <FieldError path={path} error={error} live={!uploadError} />
    </div>
  );
}
