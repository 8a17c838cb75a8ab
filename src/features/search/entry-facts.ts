/**
 * Each entry as the build files it (./catalog.ts): its place, best date and
 * facet values as its record spells them, its detail page and its record.
 * Made once per record: records are not changed once parsed, and an
 * approval's build takes most of them from its base, the live release's
 * records, which a build kept waiting files before its own records appear
 * (#features/catalog/records-wait.ts).
 */
import { entryHref, recordId, type Area, type CatalogRecord } from '../areas.ts';
import type { AreaViews } from '../catalog/area-modules.ts';
import { documentFacts, type DocumentFacts } from './document.ts';

/** One entry as the build files it: its place, best date and facet values, its detail page and its record. */
export interface FiledEntry extends DocumentFacts {
  href: string;
  record: CatalogRecord;
}

/** By record: the entry filed of it, on the area and list it was filed for (a record moved to another list is filed again). */
const filed = new WeakMap<object, FiledEntry>();

/** `record` on the list `category` of `area` (whose views are `views`), as filed. */
export function filedEntry(
  area: Area,
  views: AreaViews<CatalogRecord, string>,
  category: string,
  record: CatalogRecord,
): FiledEntry {
  const known = filed.get(record);
  if (known && known.area === area.key && known.category === category) return known;
  const entry: FiledEntry = {
    ...documentFacts(area.key, category, views.facts(record, category)),
    href: entryHref(area, category, recordId(record)),
    record,
  };
  filed.set(record, entry);
  return entry;
}
