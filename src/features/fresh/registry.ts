/**
 * Each area's view for the 404 page, found by its key in the area table
 * (`src/features/<key>/fresh.tsx`, exporting `fresh`): only the view of the
 * entry's area is loaded.
 */
import type { Area, CatalogRecord } from '../areas.ts';
import { areaExport } from '../catalog/area-export.ts';
import type { FreshView } from './types.ts';

export function freshViewOf(area: Area): Promise<FreshView<CatalogRecord, string>> {
  return areaExport(`src/features/${area.key}/fresh.tsx`, import(`../${area.key}/fresh.tsx`), 'fresh');
}
