/**
 * What a failed call to the backend throws, and how a failure is worded: no
 * HTTP client here, so code that only tells failures apart (a nomination
 * form, before anything is sent) loads none.
 */

/** What went wrong, before it is worded for the user. */
export type Failure =
  | { kind: 'http'; status: number; statusText: string; serverMessage?: string }
  /** 2xx with `success: false`. */
  | { kind: 'unsuccessful'; status: number; serverMessage?: string }
  /** 2xx whose body is not the envelope (or, for an upload, names no file). */
  | { kind: 'malformed'; status: number }
  | { kind: 'timeout' }
  | { kind: 'network' }
  | { kind: 'offline' };

/** Words a failure the way the spec does for one call. */
export type Describe = (failure: Failure) => string;

export class ApiError extends Error {
  readonly failure: Failure;
  /** The URL that failed, for logs and build reports. */
  readonly url: string;
  constructor(message: string, failure: Failure, url: string) {
    super(message);
    this.name = 'ApiError';
    this.failure = failure;
    this.url = url;
  }
  get status(): number | undefined {
    return this.failure.kind === 'http' ? this.failure.status : undefined;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** A file refused in the browser, before any request. */
export class FileRejectedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FileRejectedError';
  }
}

/** Spec 1, section 8: an upload refused with 401; also what /login says after any 401 round trip. */
export const SESSION_REFUSED = 'Authentication failed. Please log in again.';

/** True when the backend refused the session: the form keeps its draft and sends the user to sign in. */
export function isUnauthorized(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}
