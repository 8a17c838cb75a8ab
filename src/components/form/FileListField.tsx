import { useRef, type ReactNode } from 'react';
import { safeImage, safeLink } from '#lib/safe-url.ts';
import { FieldError, FieldLabel } from './Field.tsx';
import { ChosenFile } from './FileField.tsx';
import { FileInput } from './FileInput.tsx';
import { useFileSource, type FileItem } from './file-slot.ts';
import { useFormContext } from './form-context.ts';
import { hintId, type Path } from './paths.ts';
import { dangerButtonClass } from './styles.ts';
import { UploadStatus, type ProgressMode } from './UploadStatus.tsx';

export interface FileListFieldProps {
  /** Where the list of uploaded URLs is kept, e.g. `posterImages`; also the field's id and error path. */
  path: Path;
  label: string;
  required?: boolean;
  hint?: ReactNode;
  /** No more files are taken at this many (uploaded and chosen together); extra ones are refused with `tooMany`. */
  max: number;
  tooMany: string;
  /** "Uploading image 1 of 3..." (sources that upload at submit bring their own words) */
  uploadingText?: (index: number, count: number) => string;
  /** Accessible name of item i: "Project image 1". */
  itemLabel: (index: number) => string;
  /** Uploaded images as a grid of thumbnails (project images), or one row per file with its state. */
  layout?: 'thumbnails' | 'rows';
  progress?: ProgressMode;
  className?: string;
}

/** Several files of one kind (project images, posters); each can be removed. */
export function FileListField({
  path,
  label,
  required,
  hint,
  max,
  tooMany,
  uploadingText = (index, count) => `Uploading image ${index + 1} of ${count}...`,
  itemLabel,
  layout = 'rows',
  progress = 'always',
  className = '',
}: FileListFieldProps) {
  const slot = useFileSource().useFileList(path, { max, tooMany, uploadingText });
  const { form } = useFormContext();
  const inputRef = useRef<HTMLInputElement>(null);
  const { items, uploading, problem } = slot;
  const error = problem ?? form.errorOf(path);
  const chosen = items.some((item) => item.state === 'chosen');
  const remove = (index: number) => {
    slot.removeAt(index);
    requestAnimationFrame(() => inputRef.current?.focus());
  };
  const removeButton = (index: number, className = '') => (
    <button type="button" onClick={() => remove(index)} className={`${dangerButtonClass} ${className}`}>
      Remove<span className="sr-only"> {itemLabel(index)}</span>
    </button>
  );

  return (
    <div className={className} data-upload-state={uploading ? 'uploading' : chosen ? 'chosen' : 'idle'}>
      <FieldLabel path={path} label={label} required={required} />
      <FileInput
        ref={inputRef}
        path={path}
        accept={slot.accept}
        multiple
        required={required}
        disabled={Boolean(uploading) || items.length >= max}
        error={error}
        hint
        onFiles={slot.choose}
      />
      {uploading && <UploadStatus text={uploading.text} percent={uploading.percent} mode={progress} />}
      {items.length > 0 && layout === 'thumbnails' && (
        <ul
          className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5"
          aria-label={`${label}: ${items.length} of ${max}`}
        >
          {items.map((item, index) => (
            <li
              key={`${itemKey(item)}-${index}`}
              className="overflow-hidden rounded-lg border border-slate-200 bg-white"
            >
              {item.state === 'uploaded' && safeImage(item.url) ? (
                <a href={safeLink(item.url) ?? safeImage(item.url)} target="_blank" rel="noopener noreferrer">
                  <img src={safeImage(item.url)} alt={itemLabel(index)} className="aspect-[3/2] w-full object-cover" />
                </a>
              ) : (
                <p className="p-2 text-xs">{itemLabel(index)}</p>
              )}
              {removeButton(index, 'w-full justify-center py-2')}
            </li>
          ))}
        </ul>
      )}
      {items.length > 0 && layout === 'rows' && (
        <ul className="mt-3 grid gap-2 sm:grid-cols-2" aria-label={`${label}: ${items.length} of ${max}`}>
          {items.map((item, index) =>
            item.state === 'uploaded' ? (
              <li
                key={`url-${item.url}-${index}`}
                className="flex items-center gap-3 rounded-lg border border-green-200 bg-green-50 p-2 text-sm"
              >
                {safeImage(item.url) && (
                  <a
                    href={safeLink(item.url) ?? safeImage(item.url)}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="shrink-0"
                  >
                    <img
                      src={safeImage(item.url)}
                      alt={itemLabel(index)}
                      className="h-12 w-16 rounded object-cover"
                      width="64"
                      height="48"
                    />
                  </a>
                )}
                <span className="min-w-0 flex-1 font-medium text-green-800">
                  <span aria-hidden="true">✓ </span>Uploaded
                </span>
                {removeButton(index)}
              </li>
            ) : (
              <li
                key={`file-${item.name}-${index}`}
                className="flex items-center gap-3 rounded-lg border border-slate-300 bg-slate-50 p-2 text-sm"
              >
                <span className="min-w-0 flex-1">
                  <ChosenFile name={item.name} size={item.size} stacked />
                </span>
                {removeButton(index)}
              </li>
            ),
          )}
        </ul>
      )}
      <p id={hintId(path)} className="mt-1 text-xs text-slate-600">
        {hint}{' '}
        <span className="tabular-nums">
          ({items.length}/{max})
        </span>
      </p>
      {/* A refused or failed file is announced by the form's banner. */}
      <FieldError path={path} error={error} live={!problem} />
    </div>
  );
}

const itemKey = (item: FileItem) => (item.state === 'uploaded' ? item.url : item.name);
