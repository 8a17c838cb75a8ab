/** Validation glue: a form's built payload checked by its payload schema, messages filed by state path. */
import type * as v from 'valibot';
import { validatePayload } from '#api/schemas/payload-rules.ts';
import type { Built, FieldErrors, FormCheck } from '#components/form/validation.ts';

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
