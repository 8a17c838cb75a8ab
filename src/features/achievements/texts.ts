/** The achievement area's texts (spec 2, sections 2.6 and 2.7). Headings, counter labels and empty texts are verbatim. */
import type { AchievementCategory } from '#api/enums.ts';

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

/** Research abstract preview on cards (spec 2, section 9). */
export const ABSTRACT_PREVIEW_WORDS = 30;

export const VIEW_PRESENTATION = 'View Presentation';
export const LIFETIME_VALIDITY = 'Validity: Lifetime';
