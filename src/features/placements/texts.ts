/** The placements and internships area's texts (spec 2, section 2.9). */
import type { PlacementCategory } from '#api/enums.ts';

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
