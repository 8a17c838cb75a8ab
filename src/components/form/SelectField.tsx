import { Field } from './Field.tsx';
import type { Path } from './paths.ts';
import { controlClass } from './styles.ts';
import { useField } from './use-field.ts';

export type Option = string | { value: string; label: string };

export interface SelectFieldProps {
  path: Path;
  label: string;
  options: readonly Option[];
  /** The first, empty option's text, e.g. "Select category". */
  placeholder: string;
  required?: boolean;
  hint?: string;
  /** Called after the value changes (e.g. a category switch). */
  onChange?: (value: string) => void;
  className?: string;
}

const valueOf = (option: Option) => (typeof option === 'string' ? option : option.value);
const labelOf = (option: Option) => (typeof option === 'string' ? option : option.label);

/** A select with a placeholder option, bound to `path`. */
export function SelectField({
  path,
  label,
  options,
  placeholder,
  required,
  hint,
  onChange,
  className,
}: SelectFieldProps) {
  const field = useField(path);
  return (
    <Field path={path} label={label} required={required} hint={hint} error={field.error} className={className}>
      {(control) => (
        <select
          {...control}
          name={path}
          required={required}
          value={field.value}
          onChange={(event) => {
            field.set(event.target.value);
            onChange?.(event.target.value);
          }}
          onBlur={field.blur}
          className={controlClass(Boolean(field.error))}
        >
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={valueOf(option)} value={valueOf(option)}>
              {labelOf(option)}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
