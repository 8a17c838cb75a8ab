import { forwardRef } from 'react';
import { describedBy } from './Field.tsx';
import { fieldId, type Path } from './paths.ts';
import { fileInputClass } from './styles.ts';

interface Props {
  path: Path;
  accept: string;
  multiple?: boolean;
  /** Marks the control required for assistive technology. */
  required?: boolean;
  /** The HTML `required` (only while nothing is chosen or uploaded). */
  requiredNow?: boolean;
  disabled: boolean;
  error?: string;
  hint?: unknown;
  /** Only visible while it is the way to choose (a chosen or uploaded file shows instead, with Change). */
  visible?: boolean;
  onFiles: (files: File[]) => void;
}

/** The file input of a file field; it never keeps the file (what is chosen shows below it), so the same file can be chosen again. */
export const FileInput = forwardRef<HTMLInputElement, Props>(function FileInput(
  { path, accept, multiple, required, requiredNow, disabled, error, hint, visible = true, onFiles },
  ref,
) {
  return (
    <input
      ref={ref}
      id={fieldId(path)}
      name={path}
      type="file"
      multiple={multiple}
      accept={accept}
      required={requiredNow}
      disabled={disabled}
      aria-invalid={error ? true : undefined}
      aria-required={required ? true : undefined}
      aria-describedby={describedBy(path, { hint, error })}
      onChange={(event) => {
        const files = Array.from(event.target.files ?? []);
        event.target.value = '';
        if (files.length > 0) onFiles(files);
      }}
      className={visible ? fileInputClass : 'sr-only'}
      tabIndex={visible ? undefined : -1}
    />
  );
});
