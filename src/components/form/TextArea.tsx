import { Field } from './Field.tsx';
import type { Path } from './paths.ts';
import { controlClass } from './styles.ts';
import { useField } from './use-field.ts';

export interface TextAreaProps {
  path: Path;
  label: string;
  required?: boolean;
  hint?: string;
  placeholder?: string;
  /** Also shows a live "n/max" counter. */
  maxLength?: number;
  rows?: number;
  className?: string;
}

/** A multi-line text bound to `path`, with an "n/max" counter when it has a maximum. */
export function TextArea({ path, label, required, hint, placeholder, maxLength, rows = 4, className }: TextAreaProps) {
  const field = useField(path);
  return (
    <Field
      path={path}
      label={label}
      required={required}
      hint={hint}
      error={field.error}
      className={className}
      extra={maxLength ? `${field.value.length}/${maxLength}` : undefined}
    >
      {(control) => (
        <textarea
          {...control}
          name={path}
          rows={rows}
          required={required}
          maxLength={maxLength}
          placeholder={placeholder}
          value={field.value}
          onChange={(event) => field.set(event.target.value)}
          onBlur={field.blur}
          className={controlClass(Boolean(field.error), 'resize-y')}
        />
      )}
    </Field>
  );
}
