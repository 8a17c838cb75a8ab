/** The achievement area's texts (spec 2, sections 2.6 and 2.7). Headings, counter labels and empty texts are verbatim. */
import type { AchievementCategory } from '#api/enums.ts';
import type { DetailTexts } from '#api/messages.ts';

export interface AchievementListText {
  title: string;
  /** Our own tagline under the heading (the spec gives none). */
  subtitle: string;
  countLabel: string;
  empty: string;
}

export const ACHIEVEMENT_LIST_TEXT: Record<AchievementCategory, AchievementListText> = {
  'Research Publication': {
    title: 'Research Publications Showcase',
    subtitle: 'Journal articles, conference papers, books and patents written by our students with their faculty supervisors',
    countLabel: 'Publications Displayed',
    empty: 'No approved publications found.',
  },
  'Global Certification': {
    title: 'Students globally certified',
    subtitle: 'Industry-recognised certifications our students have earned from leading technology organizations worldwide',
    countLabel: 'Certifications Displayed',
    empty: 'No approved students certified globally',
  },
  'Higher Studies': {
    title: 'Students Pursuing Higher Studies',
    subtitle: "Graduates continuing with master's, doctoral and post-doctoral programmes at universities in India and abroad",
    countLabel: 'Higher Pursuits',
    empty: 'No approved students pursuing higher studies found.',
  },
  'Open Source': {
    title: 'Open Source Showcase',
    subtitle: 'Merged pull requests, maintained projects and mentoring work our students contribute to open source communities',
    countLabel: 'Contributions Displayed',
    empty: 'No approved contributions found.',
  },
};

/** Loading text of each detail page, shown while the 404 page fetches an entry newer than the build. */
export const ACHIEVEMENT_LOADING: Record<AchievementCategory, string> = {
  'Research Publication': 'Loading research publication details...',
  'Open Source': 'Loading open source details...',
  'Higher Studies': 'Loading higher studies details...',
  'Global Certification': 'Loading certification details...',
};

/** A failed list call (spec 2, section 8). */
export const ACHIEVEMENTS_FAILED = 'Failed to fetch achievements';

/** The four achievement kinds as spec 2, section 8 names them. */
export const ACHIEVEMENT_THINGS = {
  'Research Publication': 'Research publication',
  'Open Source': 'Open Source project',
  'Higher Studies': 'Higher Studies details',
  'Global Certification': 'Global Certification',
} as const satisfies Record<AchievementCategory, string>;

/** What a failed detail call says, worded for the kind of the page asking (spec 2, section 8). */
export function achievementDetail(category: AchievementCategory): DetailTexts {
  const thing = ACHIEVEMENT_THINGS[category];
  return {
    notFound: `${thing} not found. It might not exist or is not approved yet.`,
    otherStatus: (statusText) => `Failed to fetch ${thing}: ${statusText}`,
    // "Failed to fetch {thing} details"; "Higher Studies details" already ends in "details".
    fallback: thing.endsWith(' details') ? `Failed to fetch ${thing}` : `Failed to fetch ${thing} details`,
  };
}

/** Research abstract preview on cards (spec 2, section 9). */
export const ABSTRACT_PREVIEW_WORDS = 30;

export const VIEW_PRESENTATION = 'View Presentation';
export const LIFETIME_VALIDITY = 'Validity: Lifetime';
