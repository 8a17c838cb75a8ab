import { describedBy, FieldError, RequiredMark } from './Field.tsx';
import { fieldId, hintId, type Path } from './paths.ts';
import { useField } from './use-field.ts';

interface RadioOption {
  value: string;
  label: string;
}

const YES_NO: readonly RadioOption[] = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
];

export interface RadioGroupProps {
  path: Path;
  label: string;
  options?: readonly RadioOption[];
  required?: boolean;
  hint?: string;
  className?: string;
}

/** A radio group (Yes/No by default) bound to `path`; the first radio carries the field's id. */
export function RadioGroup({ path, label, options = YES_NO, required, hint, className = '' }: RadioGroupProps) {
  const field = useField(path);
  const described = describedBy(path, { hint, error: field.error });
  return (
    <fieldset className={className}>
      <legend className="text-sm font-medium text-slate-800">
        {label}
        {required && <RequiredMark />}
      </legend>
      <div className="mt-2 flex flex-wrap gap-4">
        {options.map((option, index) => {
          const id = index === 0 ? fieldId(path) : `${fieldId(path)}-${option.value}`;
          return (
            <label key={option.value} htmlFor={id} className="inline-flex items-center gap-2 text-sm text-slate-800">
              {/* aria-invalid on each radio: screen readers announce it on the focused one, axe accepts it, and the form
                  focuses the first [aria-invalid] on submit (use-form.ts); ARIA 1.2 lists it for the group only. */}
              {/* eslint-disable-next-line jsx-a11y-x/role-supports-aria-props */}
              <input
                id={id}
                type="radio"
                name={path}
                value={option.value}
                checked={field.value === option.value}
                required={required}
                aria-invalid={field.error ? true : undefined}
                aria-describedby={described}
                onChange={() => field.set(option.value)}
                onBlur={field.blur}
                className="h-4 w-4 accent-brand-700"
              />
              {option.label}
            </label>
          );
        })}
      </div>
      {hint && (
        <p id={hintId(path)} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      )}
      <FieldError path={path} error={field.error} />
    </fieldset>
  );
}
