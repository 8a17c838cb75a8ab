/** The placements and internships area's texts (spec 2, section 2.9). */
import type { PlacementCategory } from '#api/enums.ts';
import type { DetailTexts } from '#api/messages.ts';

export const PLACEMENT_LIST_TEXT: Record<
  PlacementCategory,
  { title: string; subtitle: string; countLabel: string; empty: string }
> = {
  Placement: {
    title: 'Placements',
    subtitle: 'Our students who stepped into full-time roles at leading companies, labs and start-ups',
    countLabel: 'Placements Displayed',
    empty: 'No approved placements found.',
  },
  Internship: {
    title: 'Internships',
    subtitle: 'Students who took their skills into industry and research labs while still on campus',
    countLabel: 'Internships Displayed',
    empty: 'No approved internships found.',
  },
};

export const PLACEMENT_LOADING: Record<PlacementCategory, string> = {
  Placement: 'Loading placement details...',
  Internship: 'Loading internship details...',
};

export const STIPEND_OR_PACKAGE = 'Stipend/Package';

/** A failed list call (spec 2, section 8). */
export const PLACEMENT_LIST_FAILED: Record<PlacementCategory, string> = {
  Placement: 'Failed to fetch placements',
  Internship: 'Failed to fetch internships',
};

/** A failed detail call, worded for the page asking (spec 2, section 8). */
export const PLACEMENT_DETAIL: Record<PlacementCategory, DetailTexts> = {
  Placement: {
    notFound: 'Placement details not found. It might not exist or is not approved yet.',
    otherStatus: (statusText) => `Failed to fetch Placement details: ${statusText}`,
    // Spelled without a space, as the spec writes it.
    fallback: 'Failed to fetch Placementdetails',
  },
  Internship: {
    notFound: 'Internship details not found. It might not exist or is not approved yet.',
    otherStatus: (statusText) => `Failed to fetch Internship details: ${statusText}`,
    fallback: 'Failed to fetch Internship details',
  },
};

/** A record of the other category, or none, on this category's page (spec 2, section 2.9). */
export const NO_PLACEMENT_FOUND: Record<PlacementCategory, string> = {
  Placement: 'No Placement details found for this ID.',
  Internship: 'No Internship details found for this ID.',
};
