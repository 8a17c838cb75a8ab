/**
 * Validation glue: the payload schema is the form's only set of rules. A form
 * builds its payload from its state, the schema checks it, and each message is
 * filed under the state path of the field it belongs to.
 */
import type * as v from 'valibot';
import { validatePayload, type FieldErrors } from '#api/schemas/payload-rules.ts';
import type { PathMap } from './paths.ts';

export type { FieldErrors };

/** What a form's `build(state)` returns: the payload, and how its paths map back when rows were dropped. */
export interface Built {
  payload: unknown;
  paths?: PathMap;
}

export type FormCheck<P> = { ok: true; output: P; errors: FieldErrors } | { ok: false; errors: FieldErrors };

/** Validates a built payload; errors are keyed by state path, the output is what to send. */
export function checkPayload<S extends v.GenericSchema>(schema: S, built: Built): FormCheck<v.InferOutput<S>> {
  const result = validatePayload(schema, built.payload);
  if (result.success) return { ok: true, output: result.output, errors: {} };
  const errors: FieldErrors = {};
  for (const [path, message] of Object.entries(result.errors)) {
    errors[built.paths ? built.paths.toState(path) : path] ??= message;
  }
  return { ok: false, errors };
}

/** A field's message is shown once the user has left it, and every message after a submit attempt. */
export function shownError(errors: FieldErrors, path: string, touched: ReadonlySet<string>, submitted: boolean) {
  if (!submitted && !touched.has(path)) return undefined;
  return errors[path];
}
