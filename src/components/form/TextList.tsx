import type { Path } from './paths.ts';
import { RepeatableList } from './RepeatableList.tsx';
import { TextField } from './TextField.tsx';

export interface TextListProps {
  /** The list's path; row i lives at `${path}.${i}`. */
  path: Path;
  /** The list's legend ("Outcomes"). */
  label: string;
  /** A row's name ("Outcome"): "Outcome 2", "Add Outcome", "Remove Outcome 2". */
  item: string;
  required?: boolean;
  placeholder?: string;
  hint?: string;
  /** Keep the legend for assistive technology only (a section heading already says it). */
  hideLabel?: boolean;
  /** See `RepeatableList`: keep one row (`min={1}`, `atMinimum` clear or hide) or let the list reach zero. */
  min?: 0 | 1;
  atMinimum?: 'clear' | 'hide';
  emptyText?: string;
}

/** A list of one-line texts (features, outcomes, tech stack, skills…), with add and remove. */
export function TextList({
  path,
  label,
  item,
  required = false,
  placeholder,
  hint,
  hideLabel,
  min = 1,
  atMinimum = 'clear',
  emptyText,
}: TextListProps) {
  return (
    <RepeatableList<string>
      path={path}
      label={label}
      hint={hint}
      hideLabel={hideLabel}
      min={min}
      atMinimum={atMinimum}
      emptyText={emptyText}
      newRow={() => ''}
      addLabel={`Add ${item}`}
      removeLabel={(index) => `Remove ${item} ${index + 1}`}
    >
      {(rowPath, index) => (
        <TextField path={rowPath} label={`${item} ${index + 1}`} required={required} placeholder={placeholder} />
      )}
    </RepeatableList>
  );
}
