/** The Star Alumni area's texts (spec 2, section 2.10). */
import type { DetailTexts } from '#api/messages.ts';

export const ALUMNI_LIST_TEXT = {
  title: 'Star Alumni',
  subtitle: 'Graduates who carried what they learned here into industry, research and their own companies',
  countLabel: 'Alumni Displayed',
  empty: 'No approved alumni found.',
} as const;

export const ALUMNI_BADGE = 'Alumni';
export const STAR_BADGE = 'Star';
export const STAR_ALUMNI_BADGE = '⭐ Star Alumni';
export const ALUMNI_LOADING = 'Loading alumni details...';

/** A failed list or detail call (spec 2, section 8). */
export const ALUMNI_FAILED = 'Failed to fetch alumni';
export const ALUMNI_DETAIL: DetailTexts = {
  notFound: 'Alumni details not found. It might not exist or is not approved yet.',
  otherStatus: (statusText) => `Failed to fetch Alumni details: ${statusText}`,
  fallback: 'Failed to fetch Alumni details',
};

/** A record without its alumni block, or none (spec 2, section 2.10). */
export const NO_ALUMNI_FOUND = 'No Alumni details found for this ID.';
