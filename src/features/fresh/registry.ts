/**
 * Each area's view for the 404 page, found by its key in the area table
 * (`src/features/<key>/fresh.tsx`, exporting `fresh`): only the view of the
 * entry's area is loaded.
 */
import type { Area, CatalogRecord } from '../areas.ts';
import type { FreshView } from './types.ts';

export async function freshViewOf(area: Area): Promise<FreshView<CatalogRecord, string>> {
  const module = (await import(`../${area.key}/fresh.tsx`)) as { fresh?: FreshView<CatalogRecord, string> };
  if (!module.fresh) throw new Error(`src/features/${area.key}/fresh.tsx exports no \`fresh\``);
  return module.fresh;
}
