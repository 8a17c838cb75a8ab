/**
 * Building blocks for payload schemas: what we POST. They are strict and carry
 * the spec's rules and messages, and the same schema serves the form (field
 * errors by dot path), the client before sending and the demo backend's check.
 */
import * as v from 'valibot';
import { safeLink } from '#lib/safe-url.ts';

/** A required text, trimmed; a missing key reads as "" so the field's own message is shown. */
export function required(message: string) {
  return v.pipe(v.optional(v.string(message), ''), v.trim(), v.nonEmpty(message));
}

/** A required text with a maximum length. */
export function requiredMax(message: string, max: number, tooLong: string) {
  return v.pipe(v.optional(v.string(message), ''), v.trim(), v.nonEmpty(message), v.maxLength(max, tooLong));
}

/** An optional text: absent becomes "". */
export const optionalText = v.optional(v.pipe(v.string(), v.trim()), '');

export const isHttpUrl = (value: string) => safeLink(value) !== undefined;

/** A required http(s) URL. */
export function requiredUrl(message: string, invalid = 'Please enter a valid URL (starting with http:// or https://)') {
  return v.pipe(v.optional(v.string(message), ''), v.trim(), v.nonEmpty(message), v.check(isHttpUrl, invalid));
}

/** An optional http(s) URL: "" or a valid URL. */
export function optionalUrl(invalid = 'Please enter a valid URL (starting with http:// or https://)') {
  return v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.check((value) => value === '' || isHttpUrl(value), invalid),
    ),
    '',
  );
}

export function requiredEmail(message: string, invalid = 'Please enter a valid email address') {
  return v.pipe(v.optional(v.string(message), ''), v.trim(), v.nonEmpty(message), v.email(invalid));
}

/** Digits with optional +, spaces, dashes, dots and brackets; 7 to 15 digits. */
export function requiredPhone(message: string, invalid = 'Please enter a valid phone number') {
  return v.pipe(
    v.optional(v.string(message), ''),
    v.trim(),
    v.nonEmpty(message),
    v.regex(/^\+?[\d\s().-]+$/, invalid),
    v.check((value) => {
      const digits = value.replace(/\D/g, '').length;
      return digits >= 7 && digits <= 15;
    }, invalid),
  );
}

/** A required date written as YYYY-MM-DD (what `<input type="date">` gives). */
export function requiredDate(message: string, invalid = 'Please enter a valid date') {
  return v.pipe(v.optional(v.string(message), ''), v.trim(), v.nonEmpty(message), v.isoDate(invalid));
}

/** An optional date: "" or YYYY-MM-DD. */
export function optionalDate(invalid = 'Please enter a valid date') {
  return v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.check((value) => value === '' || /^\d{4}-\d{2}-\d{2}$/.test(value), invalid),
    ),
    '',
  );
}

/** The URL of a file the upload endpoint accepted. */
export function uploadedFile(message: string) {
  return v.pipe(v.optional(v.string(message), ''), v.trim(), v.nonEmpty(message), v.check(isHttpUrl, message));
}

/** A list the form shows at least one row of, every row required. */
export function requiredRows(rowMessage: string, emptyMessage: string) {
  return v.pipe(v.optional(v.array(required(rowMessage), emptyMessage), []), v.minLength(1, emptyMessage));
}

/**
 * A student's or team member's name, roll number, programme, batch, semester
 * and year, each required: "Name is required", or with `who` "Team leader name is required".
 */
export function studentRules(who?: string) {
  const message = (field: string) => (who ? `${who} ${field.toLowerCase()} is required` : `${field} is required`);
  return {
    name: required(message('Name')),
    rollNumber: required(message('Roll number')),
    programme: required(message('Programme')),
    batch: required(message('Batch')),
    semester: required(message('Semester')),
    year: required(message('Year')),
  };
}

/** One of the spec's options; a missing key reads as "" and gets the field's message. */
export function choice<const T extends readonly string[]>(options: T, message: string) {
  return v.optional(v.picklist(options, message), '' as T[number]);
}

export type FieldErrors = Record<string, string>;

export type Validation<T> = { success: true; output: T; errors: FieldErrors } | { success: false; errors: FieldErrors };

/**
 * Validates a payload and returns the first message of each failed field, keyed
 * by dot path (`teamLeader.name`, `features.0`). Pipes report in order, so an
 * empty field says "required" rather than "invalid". (Not `abortPipeEarly`: it
 * would also skip cross-field checks whenever any field fails.)
 */
export function validatePayload<S extends v.GenericSchema>(schema: S, input: unknown): Validation<v.InferOutput<S>> {
  const result = v.safeParse(schema, input);
  if (result.success) return { success: true, output: result.output, errors: {} };
  const errors: FieldErrors = {};
  for (const issue of result.issues) {
    const path = v.getDotPath(issue) ?? '';
    errors[path] ??= issue.message;
  }
  return { success: false, errors };
}

/** Who submitted: the signed-in user, with the spec's fallbacks. */
export const SubmittedBySchema = v.object({
  name: required('Submitter name is required'),
  email: required('Submitter email is required'),
});

export const ANONYMOUS_NAME = 'Anonymous';
export const PLACEHOLDER_EMAIL = 'anonymous@unknown.invalid';

/** `submittedBy` from the signed-in user, falling back to "Anonymous" and a placeholder address. */
export function submittedBy(user: { name?: string | null; email?: string | null } | null | undefined) {
  return {
    name: user?.name?.trim() || ANONYMOUS_NAME,
    email: user?.email?.trim() || PLACEHOLDER_EMAIL,
  };
}
