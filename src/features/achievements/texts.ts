/** The achievement area's texts (spec 2, sections 2.6 and 2.7). Headings, counter labels and empty texts are verbatim. */
import type { AchievementCategory } from '#api/enums.ts';
import type { DetailTexts } from '#api/messages.ts';

/** Each kind of achievement: its list's words, and what the spec calls one of them. */
export interface AchievementKindText {
  title: string;
  /** Our own tagline under the heading (the spec gives none). */
  subtitle: string;
  countLabel: string;
  empty: string;
  /** One of them, as spec 2, section 8 names it in its failures. */
  thing: string;
}

export const ACHIEVEMENT_KIND_TEXT: Record<AchievementCategory, AchievementKindText> = {
  'Research Publication': {
    title: 'Research Publications Showcase',
    subtitle:
      'Journal articles, conference papers, books and patents written by our students with their faculty supervisors',
    countLabel: 'Publications Displayed',
    empty: 'No approved publications found.',
    thing: 'Research publication',
  },
  'Global Certification': {
    title: 'Students globally certified',
    subtitle:
      'Industry-recognised certifications our students have earned from leading technology organizations worldwide',
    countLabel: 'Certifications Displayed',
    empty: 'No approved students certified globally',
    thing: 'Global Certification',
  },
  'Higher Studies': {
    title: 'Students Pursuing Higher Studies',
    subtitle:
      "Graduates continuing with master's, doctoral and post-doctoral programmes at universities in India and abroad",
    countLabel: 'Higher Pursuits',
    empty: 'No approved students pursuing higher studies found.',
    thing: 'Higher Studies details',
  },
  'Open Source': {
    title: 'Open Source Showcase',
    subtitle:
      'Merged pull requests, maintained projects and mentoring work our students contribute to open source communities',
    countLabel: 'Contributions Displayed',
    empty: 'No approved contributions found.',
    thing: 'Open Source project',
  },
};

/** A failed list call (spec 2, section 8). */
export const ACHIEVEMENTS_FAILED = 'Failed to fetch achievements';

/** What a failed detail call says, worded for the kind of the page asking (spec 2, section 8). */
export function achievementDetail(category: AchievementCategory): DetailTexts {
  const { thing } = ACHIEVEMENT_KIND_TEXT[category];
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
