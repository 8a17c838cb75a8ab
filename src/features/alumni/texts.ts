/** The Star Alumni area's texts (spec 2, section 2.10). */

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
