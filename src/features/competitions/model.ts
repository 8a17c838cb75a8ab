/** Small readings of a competition record shared by its card, detail view and page meta. */
import type { Competition } from '../../api/schemas/competition.ts';
import { safeImage } from '../../lib/safe-url.ts';

/** The record's heading: its title (the theme), else the competition's name, else 'N/A'. */
export function competitionTitle(competition: Pick<Competition, 'title' | 'competitionName'>): string {
  return competition.title ?? competition.competitionName ?? 'N/A';
}

/** Poster images that passed the safe-URL helper, in order. */
export function competitionImages(competition: Pick<Competition, 'posterImages'>): string[] {
  return competition.posterImages.map((src) => safeImage(src)).filter((src): src is string => !!src);
}

/** A one-line summary for the meta description (at most 160 characters). */
export function competitionSummary(competition: Competition, category: string): string {
  const text =
    competition.description ??
    [`${category}: ${competitionTitle(competition)}`, competition.competitionName, competition.level].filter(Boolean).join(', ');
  return text.length > 160 ? `${text.slice(0, 157)}...` : text;
}
