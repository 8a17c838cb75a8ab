import { Field } from './Field.tsx';
import type { Path } from './paths.ts';
import { controlClass } from './styles.ts';
import { useTextControl } from './use-field.ts';

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
      {(control) => (
        <textarea
          {...control}
          {...bind}
          rows={rows}
          required={required}
          placeholder={placeholder}
          className={controlClass(Boolean(error), 'resize-y')}
        />
      )}
    </Field>
  );
}
