/**
 * The error catalogue of both specs (section 8), as describers for {@link call}.
 * Each area's own words (its list's fallback, its detail's texts) are in its
 * folder (features/<area>/texts.ts), named by its row of the area table; upload
 * and submission texts live with the upload client and the form submitters.
 */
import type { Describe, Failure } from './http.ts';

/** Lists: "HTTP error! status: {code}", else the server message or the area's fallback. */
export function listFailure(fallback: string): Describe {
  return (failure) => {
    if (failure.kind === 'http') return `HTTP error! status: ${failure.status}`;
    if (failure.kind === 'unsuccessful') return failure.serverMessage ?? fallback;
    return fallback;
  };
}

/** Own nominations (spec 1, section 8): the server message, else "Failed to fetch nominations". */
export function ownListFailure(fallback: string): Describe {
  return (failure) =>
    (failure.kind === 'http' || failure.kind === 'unsuccessful' ? failure.serverMessage : undefined) ?? fallback;
}

/** Own nominations' fallback (spec 1, section 8). */
export const NOMINATIONS_FALLBACK = 'Failed to fetch nominations';

export interface DetailTexts {
  /** Shown for a 404. */
  notFound: string;
  /** Shown for any other non-OK status, given its status text. */
  otherStatus: (statusText: string) => string;
  /** Shown for `success: false` without a server message (and unreadable answers). */
  fallback: string;
}

/** Details: the 404 text, "Failed to fetch …: {status text}", else the server message or fallback. */
export function detailFailure(texts: DetailTexts): Describe {
  return (failure: Failure) => {
    if (failure.kind === 'http') {
      if (failure.status === 404) return texts.notFound;
      // HTTP/2 answers carry no status text; the code is better than nothing.
      return texts.otherStatus(failure.statusText || String(failure.status));
    }
    if (failure.kind === 'unsuccessful') return failure.serverMessage ?? texts.fallback;
    return texts.fallback;
  };
}

/** Home carousels: only logged, never shown. */
export const homeFailure: Describe = (failure) => {
  if (failure.kind === 'http') return `HTTP error! status: ${failure.status}`;
  if (failure.kind === 'timeout') return 'Request timeout';
  if (failure.kind === 'unsuccessful') return failure.serverMessage ?? 'Request failed';
  return failure.kind === 'malformed' ? 'Malformed response' : 'Network error';
};
