/**
 * The error catalogue of both specs (section 8), as describers for {@link call}.
 * Upload and submission texts live with the upload client and the form submitters.
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

export const LIST_FALLBACK = {
  projects: 'Failed to fetch projects',
  competitions: 'Failed to fetch competitions',
  achievements: 'Failed to fetch achievements',
  placements: 'Failed to fetch placements',
  internships: 'Failed to fetch internships',
  alumni: 'Failed to fetch alumni',
  nominations: 'Failed to fetch nominations',
} as const;

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

export const PROJECT_DETAIL: DetailTexts = {
  notFound: 'Project not found. This project might not exist or is not approved yet.',
  otherStatus: (statusText) => `Failed to fetch project: ${statusText}`,
  fallback: 'Failed to fetch project details',
};

export const COMPETITION_DETAIL: DetailTexts = {
  notFound: 'Competition entry not found. This competition entry might not exist or is not approved yet.',
  otherStatus: (statusText) => `Failed to fetch competition: ${statusText}`,
  fallback: 'Failed to fetch competition details',
};

/** The four achievement kinds as spec 2, section 8 names them. */
export const ACHIEVEMENT_THINGS = {
  'Research Publication': 'Research publication',
  'Open Source': 'Open Source project',
  'Higher Studies': 'Higher Studies details',
  'Global Certification': 'Global Certification',
} as const;

export function achievementDetail(thing: string): DetailTexts {
  return {
    notFound: `${thing} not found. It might not exist or is not approved yet.`,
    otherStatus: (statusText) => `Failed to fetch ${thing}: ${statusText}`,
    // "Failed to fetch {thing} details"; "Higher Studies details" already ends in "details".
    fallback: thing.endsWith(' details') ? `Failed to fetch ${thing}` : `Failed to fetch ${thing} details`,
  };
}

export const PLACEMENT_DETAIL: DetailTexts = {
  notFound: 'Placement details not found. It might not exist or is not approved yet.',
  otherStatus: (statusText) => `Failed to fetch Placement details: ${statusText}`,
  // Spelled without a space, as the spec writes it.
  fallback: 'Failed to fetch Placementdetails',
};

export const INTERNSHIP_DETAIL: DetailTexts = {
  notFound: 'Internship details not found. It might not exist or is not approved yet.',
  otherStatus: (statusText) => `Failed to fetch Internship details: ${statusText}`,
  fallback: 'Failed to fetch Internship details',
};

export const ALUMNI_DETAIL: DetailTexts = {
  notFound: 'Alumni details not found. It might not exist or is not approved yet.',
  otherStatus: (statusText) => `Failed to fetch Alumni details: ${statusText}`,
  fallback: 'Failed to fetch Alumni details',
};

/** Category mismatch or missing record on placement, internship and alumni pages. */
export const NO_DETAILS_FOUND = {
  Placement: 'No Placement details found for this ID.',
  Internship: 'No Internship details found for this ID.',
  Alumni: 'No Alumni details found for this ID.',
} as const;

/** Home carousels: only logged, never shown. */
export const homeFailure: Describe = (failure) => {
  if (failure.kind === 'http') return `HTTP error! status: ${failure.status}`;
  if (failure.kind === 'timeout') return 'Request timeout';
  if (failure.kind === 'unsuccessful') return failure.serverMessage ?? 'Request failed';
  return failure.kind === 'malformed' ? 'Malformed response' : 'Network error';
};
