import type { Path } from './paths.ts';
import { TextField } from './TextField.tsx';

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
export function TextArea({ rows = 4, ...props }: TextAreaProps) {
  return <TextField {...props} rows={rows} />;
}
