/** Small readings of a competition record shared by its card, detail view and page meta. */
import type { Competition } from '../../api/schemas/competition.ts';
import { safeImage } from '../../lib/safe-url.ts';

/**
 * Headings longer than this are cut with '…': the form allows 30 characters,
 * and a 10,000-character heading is not a heading.
 */
const HEADING_MAX = 150;
const META_MAX = 160;

/** The text cut to `max` characters (whole code points) with '…' when it was longer. */
export function clip(text: string, max: number): string {
  const chars = [...text];
  return chars.length > max ? `${chars.slice(0, max - 1).join('').trimEnd()}…` : text;
}

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
    [`${category}: ${competitionTitle(competition)}`, competition.competitionName, competition.level].filter(Boolean).join(', ');
  return clip(text, META_MAX);
}
