import type { ReactNode } from 'react';
import { errorId, fieldId, hintId, type Path } from './paths.ts';

/** The attributes every control gets from its field. */
interface ControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  'aria-required'?: true;
}

interface Props {
  path: Path;
  label: ReactNode;
  required?: boolean;
  hint?: ReactNode;
  /** Shown beside the hint (e.g. a character counter); also read with the control. */
  extra?: ReactNode;
  error?: string;
  className?: string;
  children: (control: ControlProps) => ReactNode;
}

/** Joins the ids a control is described by: its hint, extra text and error. */
export function describedBy(path: Path, { hint, extra, error }: { hint?: unknown; extra?: unknown; error?: unknown }) {
  const ids = [hint || extra ? hintId(path) : null, error ? errorId(path) : null].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

/** The visible required marker; the control itself carries `aria-required`. */
export function RequiredMark() {
  return (
    <span aria-hidden="true" className="ml-0.5 text-red-700">
      *
    </span>
  );
}

/**
 * The error text under a control; a polite live region, so a new message is
 * announced (`live={false}` when a banner already announces it).
 */
export function FieldError({ path, error, live = true }: { path: Path; error?: string; live?: boolean }) {
  return (
    <p
      id={errorId(path)}
      aria-live={live ? 'polite' : 'off'}
      className={error ? 'mt-1 text-sm font-medium text-red-700' : 'sr-only'}
    >
      {error}
    </p>
  );
}

/** A control's visible label, with the required mark. */
export function FieldLabel({ path, label, required }: { path: Path; label: ReactNode; required?: boolean }) {
  return (
    <label htmlFor={fieldId(path)} className="block text-sm font-medium text-slate-800">
      {label}
      {required && <RequiredMark />}
    </label>
  );
}

/** A label, a control, a hint and an error, linked for assistive technology. */
export function Field({ path, label, required, hint, extra, error, className = '', children }: Props) {
  const id = fieldId(path);
  return (
    <div className={className}>
      <FieldLabel path={path} label={label} required={required} />
      {children({
        id,
        'aria-describedby': describedBy(path, { hint, extra, error }),
        'aria-invalid': error ? true : undefined,
        'aria-required': required ? true : undefined,
      })}
      {(hint || extra) && (
        <p id={hintId(path)} className="mt-1 flex justify-between gap-3 text-xs text-slate-600">
          <span>{hint}</span>
          {extra && <span className="shrink-0 tabular-nums">{extra}</span>}
        </p>
      )}
      <FieldError path={path} error={error} />
    </div>
  );
}
