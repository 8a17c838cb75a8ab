/** Small readings of a placement or internship record shared by its card, detail view and page meta. */
import type { Placement } from '../../api/schemas/placement.ts';
import { safeLink } from '../../lib/safe-url.ts';

/** The record's heading: the organization's name, else 'N/A'. */
export function placementTitle(placement: Pick<Placement, 'organizationName'>): string {
  return placement.organizationName ?? 'N/A';
}

/** The host of a website link, for its visible text; undefined when the link is not a safe http(s) URL. */
export function linkHost(raw: string | undefined): string | undefined {
  const url = safeLink(raw);
  return url ? new URL(url).host : undefined;
}

/** A one-line summary for the meta description (at most 160 characters). */
export function placementSummary(placement: Placement, category: string): string {
  const who = placement.student?.name ?? 'A student';
  const role = placement.studentDesignation ? ` as ${placement.studentDesignation}` : '';
  const text = `${category}: ${who}${role} at ${placementTitle(placement)}.`;
  return text.length > 160 ? `${text.slice(0, 157)}...` : text;
}
