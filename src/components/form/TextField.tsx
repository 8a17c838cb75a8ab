import type { HTMLInputAutoCompleteAttribute } from 'react';
import { safeLink, webAddress } from '#lib/safe-url.ts';
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

/**
 * What a URL field will send when it was typed without a scheme (`https://`
 * put in front), else undefined: an address typed whole is sent in its
 * normal form (`https://example.edu` as `https://example.edu/`), which needs no note.
 */
function sentAs(typed: string): string | undefined {
  const sent = webAddress(typed);
  return sent && sent !== safeLink(typed) ? sent : undefined;
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
  const sent = type === 'url' ? sentAs(bind.value) : undefined;
  return (
    <Field
      path={path}
      label={label}
      required={required}
      hint={
        sent ? (
          <>
            {hint && <>{hint} </>}
            <span data-sent-as className="break-all">
              Will be sent as {sent}
            </span>
          </>
        ) : (
          hint
        )
      }
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
