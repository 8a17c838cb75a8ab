/** Small readings of a competition record shared by its card, detail view and page meta. */
import type { Competition } from '#api/schemas/competition.ts';
import { safeImage } from '#lib/safe-url.ts';
import { HEADING_MAX, META_MAX, clip } from '#lib/text.ts';

/**
 * Headings longer than this are cut with '…': the form allows 30 characters,
 * and a 10,000-character heading is not a heading.
 */

/** The record's heading: its title (the theme), else the competition's name, else 'N/A'. */
export function competitionTitle(competition: Pick<Competition, 'title' | 'competitionName'>): string {
  return clip(competition.title ?? competition.competitionName ?? 'N/A', HEADING_MAX);
}

/** Poster images that passed the safe-URL helper, in order. */
export function competitionImages(competition: Pick<Competition, 'posterImages'>): string[] {
  return competition.posterImages.map((src) => safeImage(src)).filter((src): src is string => !!src);
}

/** A one-line summary for the meta description. */
export function competitionSummary(competition: Competition, category: string): string {
  const text =
    competition.description ??
    [`${category}: ${competitionTitle(competition)}`, competition.competitionName, competition.level]
      .filter(Boolean)
      .join(', ');
  return clip(text, META_MAX);
}
