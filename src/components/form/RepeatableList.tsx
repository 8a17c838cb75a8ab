import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useFormContext } from './form-context.ts';
import { FieldError } from './Field.tsx';
import type { Path } from './paths.ts';

export interface RepeatableListProps<T> {
  /** The list's path, e.g. `features`; row i lives at `features.i`. */
  path: Path;
  /** The group's legend. */
  label: string;
  /** A new, empty row. */
  newRow: () => T;
  /**
   * What removing does when only `min` rows are left:
   * - `min: 1, atMinimum: 'clear'` keeps one row and empties it (features, outcomes, tech stack);
   * - `min: 1, atMinimum: 'hide'` hides the remove button (founders, competition lists);
   * - `min: 0` lets the list reach zero (achievements, team members).
   */
  min?: 0 | 1;
  atMinimum?: 'clear' | 'hide';
  /** Add is disabled at this many rows (team members: 3). */
  max?: number;
  addLabel: string;
  /** The remove button's text for row i (visible text; make it specific: "Remove feature 2"). */
  removeLabel: (index: number) => string;
  /** Shown when the list is empty. */
  emptyText?: string;
  hint?: string;
  /** Renders row i; `rowPath` is `${path}.${i}`. */
  children: (rowPath: Path, index: number) => ReactNode;
  /** Rows in a grid (single inputs) or stacked cards (people). */
  layout?: 'inline' | 'card';
  /** Keep the legend for assistive technology only (when a section heading already says it). */
  hideLabel?: boolean;
}

/**
 * A list of rows with add and remove, following the spec's rules for each list.
 * Focus goes to the new row after add, and to the add button after remove.
 */
export function RepeatableList<T>({
  path,
  label,
  newRow,
  min = 1,
  atMinimum = 'clear',
  max,
  addLabel,
  removeLabel,
  emptyText,
  hint,
  children,
  layout = 'inline',
  hideLabel = false,
}: RepeatableListProps<T>) {
  const { form } = useFormContext();
  const rows = (form.valueOf(path) as T[] | undefined) ?? [];
  const atMax = max !== undefined && rows.length >= max;
  const listRef = useRef<HTMLOListElement>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  const [focusRow, setFocusRow] = useState<number | 'add' | null>(null);

  useEffect(() => {
    if (focusRow === null) return;
    if (focusRow === 'add') addRef.current?.focus();
    else listRef.current?.children[focusRow]?.querySelector<HTMLElement>('input, select, textarea')?.focus();
    // The request is done once the row it named is rendered and focused.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setFocusRow(null);
  }, [focusRow]);

  const listOf = (current: unknown) => (Array.isArray(current) ? (current as T[]) : []);

  const add = () => {
    if (atMax) return;
    form.updateValue(path, (current) => {
      const list = listOf(current);
      return max !== undefined && list.length >= max ? list : [...list, newRow()];
    });
    setFocusRow(rows.length);
  };

  const remove = (index: number) => {
    form.forget(path);
    if (rows.length <= min) {
      form.setValue(path, [newRow()]);
      setFocusRow(0);
      return;
    }
    form.updateValue(path, (current) => listOf(current).filter((_, i) => i !== index));
    setFocusRow('add');
  };

  const canRemove = rows.length > min || (min === 1 && atMinimum === 'clear');
  const error = form.errorOf(path);

  return (
    <fieldset className="min-w-0">
      <legend className={hideLabel ? 'sr-only' : 'text-sm font-medium text-slate-800'}>{label}</legend>
      {hint && <p className="mt-1 text-xs text-slate-600">{hint}</p>}
      {rows.length === 0 && emptyText && <p className="mt-2 text-sm text-slate-600">{emptyText}</p>}
      <ol ref={listRef} className="mt-2 space-y-3">
        {rows.map((_, index) => (
          <li
            key={index}
            className={
              layout === 'card'
                ? 'rounded-xl border border-slate-200 bg-slate-50 p-4'
                : 'flex flex-col gap-2 sm:flex-row sm:items-start'
            }
          >
            <div className="min-w-0 flex-1">{children(`${path}.${index}`, index)}</div>
            {canRemove && (
              <button
                type="button"
                onClick={() => remove(index)}
                className={`btn-secondary shrink-0 text-red-700 ${layout === 'card' ? 'mt-3' : 'self-end sm:mt-6 sm:self-start'}`}
              >
                {removeLabel(index)}
              </button>
            )}
          </li>
        ))}
      </ol>
      <button ref={addRef} type="button" onClick={add} disabled={atMax} className="btn-secondary mt-3">
        <span aria-hidden="true">+</span> {addLabel}
      </button>
      {atMax && <p className="mt-1 text-xs text-slate-600">Maximum {max} reached.</p>}
      <FieldError path={path} error={error} />
    </fieldset>
  );
}
