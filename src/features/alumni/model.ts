/** Small readings of an alumni record shared by its card, detail view and page meta. */
import type { Alumni } from '../../api/schemas/alumni.ts';

/** The alumnus's name, else 'N/A'. */
export function alumniName(record: Pick<Alumni, 'alumni'>): string {
  return record.alumni?.name ?? 'N/A';
}

/** A one-line summary for the meta description (at most 160 characters). */
export function alumniSummary(record: Alumni): string {
  const role = [record.designation, record.organization].filter(Boolean).join(' at ');
  const text = record.bio ?? `${alumniName(record)}${role ? `, ${role}` : ''}: one of our star alumni.`;
  return text.length > 160 ? `${text.slice(0, 157)}...` : text;
}
