/**
 * What a form's check returns, and when a field shows its message. The
 * payload schema is the form's only set of rules: a form builds its payload
 * from its state, the schema checks it, and each message is filed under the
 * state path of the field it belongs to (see `features/nominations/check-payload.ts`).
 */
import type { PathMap } from './paths.ts';

/** Messages by state path. */
export type FieldErrors = Record<string, string>;

/** What a form's `build(state)` returns: the payload, and how its paths map back when rows were dropped. */
export interface Built {
  payload: unknown;
  paths?: PathMap;
}

export type FormCheck<P> = { ok: true; output: P; errors: FieldErrors } | { ok: false; errors: FieldErrors };

/** A field's message is shown once the user has left it, and every message after a submit attempt. */
export function shownError(errors: FieldErrors, path: string, touched: ReadonlySet<string>, submitted: boolean) {
  if (!submitted && !touched.has(path)) return undefined;
  return errors[path];
}
