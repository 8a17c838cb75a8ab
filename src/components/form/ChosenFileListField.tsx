import { useRef, type ReactNode } from 'react';
import { checkFile, UPLOAD_RULES, type UploadKind } from '#api/upload-rules.ts';
import { describedBy, FieldError, RequiredMark } from './Field.tsx';
import { useFormContext } from './form-context.ts';
import { fieldId, hintId, type Path } from './paths.ts';
import { dangerButtonClass, fileInputClass } from './styles.ts';
import { UploadStatus } from './UploadStatus.tsx';
import { safeImage, safeLink } from '#lib/safe-url.ts';
import { formatSize, useChosenFilesContext } from '#features/nominations/chosen-files.ts';
import { WILL_UPLOAD } from './ChosenFileField.tsx';

export interface ChosenFileListFieldProps {
  /** The chosen files' key. */
  fileKey: string;
  /** Where the uploaded URLs live in the state (`posterImages`); also the field's id and error path. */
  path: Path;
  kind: UploadKind;
  label: string;
  required?: boolean;
  hint?: ReactNode;
  /** Uploaded and chosen together; files past it are refused with `tooMany`. */
  max: number;
  tooMany: string;
  /** Accessible name of item i: "Poster image 1". */
  itemLabel: (index: number) => string;
  className?: string;
}

/**
 * Several files of one kind (poster images), chosen now and uploaded at
 * submit one at a time. Files already uploaded by an earlier, failed submit
 * show as images; chosen ones by name. Each can be removed.
 */
export function ChosenFileListField({ fileKey, path, kind, label, required, hint, max, tooMany, itemLabel, className = '' }: ChosenFileListFieldProps) {
  const { form } = useFormContext();
  const chosen = useChosenFilesContext();
  const inputRef = useRef<HTMLInputElement>(null);
  const urls = ((form.valueOf(path) as string[] | undefined) ?? []).filter(Boolean);
  const files = chosen.files[fileKey] ?? [];
  const count = urls.length + files.length;
  const full = count >= max;
  const problem = chosen.problems[fileKey];
  const error = problem ?? form.errorOf(path);
  const uploading = chosen.progress?.key === fileKey ? chosen.progress : null;
  const id = fieldId(path);

  const pick = (picked: File[]) => {
    if (inputRef.current) inputRef.current.value = '';
    if (picked.length === 0) return;
    form.touch(path);
    const room = Math.max(0, max - count);
    const taken: File[] = [];
    let refused: string | undefined;
    for (const file of picked) {
      const rule = checkFile(kind, file);
      if (rule) refused ??= rule;
      else if (taken.length < room) taken.push(file);
      else refused ??= tooMany;
    }
    if (taken.length > 0) chosen.choose(fileKey, [...files, ...taken]);
    if (refused) chosen.refuse(fileKey, refused);
    else chosen.setProblem(fileKey);
  };

  const afterRemove = () => {
    chosen.setProblem(fileKey);
    requestAnimationFrame(() => inputRef.current?.focus());
  };
  const removeUploaded = (index: number) => {
    form.updateValue(path, (current) => (Array.isArray(current) ? current.filter((_, i) => i !== index) : []));
    afterRemove();
  };
  const removeChosen = (index: number) => {
    chosen.choose(
      fileKey,
      files.filter((_, i) => i !== index),
    );
    afterRemove();
  };

  return (
    <div className={className} data-upload-state={uploading ? 'uploading' : files.length > 0 ? 'chosen' : 'idle'}>
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
        onChange={(event) => pick(Array.from(event.target.files ?? []))}
        className={fileInputClass}
      />
      {uploading && <UploadStatus text={uploading.text} percent={uploading.percent} mode="always" />}
      {count > 0 && (
        <ul className="mt-3 grid gap-2 sm:grid-cols-2" aria-label={`${label}: ${count} of ${max}`}>
          {urls.map((url, index) => (
            <li key={`url-${url}-${index}`} className="flex items-center gap-3 rounded-lg border border-green-200 bg-green-50 p-2 text-sm">
              {safeImage(url) && (
                <a href={safeLink(url) ?? safeImage(url)} target="_blank" rel="noopener noreferrer" className="shrink-0">
                  <img src={safeImage(url)} alt={itemLabel(index)} className="h-12 w-16 rounded object-cover" width="64" height="48" />
                </a>
              )}
              <span className="min-w-0 flex-1 font-medium text-green-800">
                <span aria-hidden="true">✓ </span>Uploaded
              </span>
              <button type="button" onClick={() => removeUploaded(index)} className={dangerButtonClass}>
                Remove<span className="sr-only"> {itemLabel(index)}</span>
              </button>
            </li>
          ))}
          {files.map((file, index) => (
            <li key={`file-${file.name}-${index}`} className="flex items-center gap-3 rounded-lg border border-slate-300 bg-slate-50 p-2 text-sm">
              <span className="min-w-0 flex-1">
                <span className="block break-all font-medium text-slate-900" data-chosen-file>
                  {file.name}
                </span>
                <span className="block text-xs text-slate-600">
                  {formatSize(file.size)} · {WILL_UPLOAD}
                </span>
              </span>
              <button type="button" onClick={() => removeChosen(index)} className={dangerButtonClass}>
                Remove<span className="sr-only"> {itemLabel(urls.length + index)}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <p id={hintId(path)} className="mt-1 text-xs text-slate-600">
        {hint} <span className="tabular-nums">({count}/{max})</span>
      </p>
      {/* A refused file is announced by the form's error banner. */}
      <FieldError path={path} error={error} live={!problem} />
    </div>
  );
}
