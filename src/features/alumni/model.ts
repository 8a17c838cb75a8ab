/** Small readings of an alumni record shared by its card, detail view and page meta. */
import type { Alumni } from '#api/schemas/alumni.ts';
import { HEADING_MAX, META_MAX, clip } from '#lib/text.ts';

/** Headings longer than this are cut with '…' (a name, not an essay). */

/** The alumnus's name, else 'N/A'. */
export function alumniName(record: Pick<Alumni, 'alumni'>): string {
  return clip(record.alumni?.name ?? 'N/A', HEADING_MAX);
}

/** A one-line summary for the meta description. */
export function alumniSummary(record: Alumni): string {
  const role = [record.designation, record.organization].filter(Boolean).join(' at ');
  return clip(record.bio ?? `${alumniName(record)}${role ? `, ${role}` : ''}: one of our star alumni.`, META_MAX);
}
