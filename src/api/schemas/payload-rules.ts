/**
 * Building blocks for payload schemas: what we POST. They are strict and carry
 * the spec's rules and messages, and the same schema serves the form (field
 * errors by dot path), the client before sending and the demo backend's check.
 */
import * as v from 'valibot';
import { safeLink, webAddress } from '#lib/safe-url.ts';

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

const isHttpUrl = (value: string) => safeLink(value) !== undefined;

/** Refused only when it cannot be a web address (see `webAddress`); no scheme is needed. */
const INVALID_URL = 'Please enter a valid URL';

/**
 * URL fields (the specs say only "URL type"): what was typed, with `https://`
 * put in front when it has no scheme; refused only when it cannot be a web
 * address. The form shows the same `webAddress` result as what it will send.
 */
const isWebAddress = (value: string) => webAddress(value) !== undefined;
const asSent = (value: string) => webAddress(value) ?? value;

/** A required URL. */
export function requiredUrl(message: string, invalid = INVALID_URL) {
  return v.pipe(
    v.optional(v.string(message), ''),
    v.trim(),
    v.nonEmpty(message),
    v.check(isWebAddress, invalid),
    v.transform(asSent),
  );
}

/** An optional URL: "" or a web address. */
export function optionalUrl(invalid = INVALID_URL) {
  return v.optional(v.pipe(v.string(), v.trim(), v.check(isWebAddress, invalid), v.transform(asSent)), '');
}

export function requiredEmail(message: string, invalid = 'Please enter a valid email address') {
  return v.pipe(v.optional(v.string(message), ''), v.trim(), v.nonEmpty(message), v.email(invalid));
}

/**
 * A required phone. The specs make it a phone-typed field and nothing more, so
 * it takes what people write ("+91 98765 43210 ext 5", "(0832) 250 1234").
 */
export function requiredPhone(message: string) {
  return required(message);
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

type FieldErrors = Record<string, string>;

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
