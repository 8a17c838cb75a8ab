import type { HTMLInputAutoCompleteAttribute } from 'react';
import { Field } from './Field.tsx';
import type { Path } from './paths.ts';
import { controlClass } from './styles.ts';
import { useTextControl } from './use-field.ts';

export interface TextFieldProps {
  path: Path;
  label: string;
  type?: 'text' | 'email' | 'tel' | 'url' | 'number' | 'date';
  required?: boolean;
  hint?: string;
  placeholder?: string;
  /** Also shows a live "n/max" counter. */
  maxLength?: number;
  min?: number | string;
  max?: number | string;
  autoComplete?: HTMLInputAutoCompleteAttribute;
  inputMode?: 'text' | 'numeric' | 'email' | 'tel' | 'url';
  /** A multi-line text of this many rows instead of an input (see `TextArea`). */
  rows?: number;
  className?: string;
}

/** A single-line input (text, email, tel, url, number, date), or with `rows` a text area, bound to `path`. */
export function TextField({
  path,
  label,
  type = 'text',
  required,
  hint,
  maxLength,
  rows,
  className,
  ...rest
}: TextFieldProps) {
  const { error, counter, bind } = useTextControl(path, maxLength);
  return (
    <Field
      path={path}
      label={label}
      required={required}
      hint={hint}
      error={error}
      className={className}
      extra={counter}
    >
      {(control) =>
        rows ? (
          <textarea
            {...control}
            {...bind}
            rows={rows}
            required={required}
            placeholder={rest.placeholder}
            className={controlClass(Boolean(error), 'resize-y')}
          />
        ) : (
          <input
            {...control}
            {...rest}
            {...bind}
            type={type}
            required={required}
            className={controlClass(Boolean(error))}
          />
        )
      }
    </Field>
  );
}
