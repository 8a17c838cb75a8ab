/** Small readings of an alumni record shared by its card, detail view and page meta. */
import type { Alumni } from '../../api/schemas/alumni.ts';

/** Headings longer than this are cut with '…' (a name, not an essay). */
const HEADING_MAX = 150;
const META_MAX = 160;

/** The text cut to `max` characters (whole code points) with '…' when it was longer. */
export function clip(text: string, max: number): string {
  const chars = [...text];
  return chars.length > max ? `${chars.slice(0, max - 1).join('').trimEnd()}…` : text;
}

/** The alumnus's name, else 'N/A'. */
export function alumniName(record: Pick<Alumni, 'alumni'>): string {
  return clip(record.alumni?.name ?? 'N/A', HEADING_MAX);
}

/** A one-line summary for the meta description. */
export function alumniSummary(record: Alumni): string {
  const role = [record.designation, record.organization].filter(Boolean).join(' at ');
  return clip(record.bio ?? `${alumniName(record)}${role ? `, ${role}` : ''}: one of our star alumni.`, META_MAX);
}
