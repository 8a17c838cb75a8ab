/** Small readings of a placement or internship record shared by its card, detail view and page meta. */
import type { Placement } from '#api/schemas/placement.ts';
import { safeLink } from '#lib/safe-url.ts';
import { HEADING_MAX, META_MAX, clip } from '#lib/text.ts';

/** Headings longer than this are cut with '…'; the full name still shows under Organization Details. */

/** The record's heading: the organization's name, else 'N/A'. */
export function placementTitle(placement: Pick<Placement, 'organizationName'>): string {
  return clip(placement.organizationName ?? 'N/A', HEADING_MAX);
}

/** The host of a website link, for its visible text; undefined when the link is not a safe http(s) URL. */
export function linkHost(raw: string | undefined): string | undefined {
  const url = safeLink(raw);
  return url ? new URL(url).host : undefined;
}

/** A one-line summary for the meta description. */
export function placementSummary(placement: Placement, category: string): string {
  const who = placement.student?.name ?? 'A student';
  const role = placement.studentDesignation ? ` as ${placement.studentDesignation}` : '';
  return clip(`${category}: ${who}${role} at ${placementTitle(placement)}.`, META_MAX);
}
