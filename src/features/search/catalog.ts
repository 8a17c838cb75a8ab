/**
 * Build time: what search and the feeds know of the build's entries. Of every
 * entry the build files its place, best date and facet values: the spelling
 * each facet value gets across all of them, how many entries carry each value
 * (the search page shows those counts before any search), the feeds' order
 * and the detail pages' keys come from those. A whole search document (its
 * card and the words search reads) is made only for a page rendered and a
 * feed's item: an approval renders a few pages of a site of thousands.
 */
import { AREAS, areaOf, entryHref, recordId, type Area, type CatalogRecord } from '../areas.ts';
import { viewsOf } from '../catalog/area-modules.ts';
import { entriesIn } from '../catalog/entries.ts';
import { documentOf, searchDocument, type SearchDocument } from './document.ts';
import { filedEntry, type FiledEntry } from './entry-facts.ts';
import { chooseSpellings, countFacets, respell, spellingsKey, type FacetCounts } from './facets.ts';

export type { FiledEntry } from './entry-facts.ts';

/** One entry's document: its card (the one its list shows) and what its area's views say of it. */
export async function entryDocument(area: Area, record: CatalogRecord, category: string): Promise<SearchDocument> {
  const views = await viewsOf(area);
  const href = entryHref(area, category, recordId(record));
  return searchDocument({
    area: area.key,
    category,
    card: views.card(record, category, href),
    ...views.facts(record, category),
    ...views.words(record, category),
  });
}

/** An area's entries as filed, list by list in the backend's order; facet values as the records spell them. */
async function filedOf(area: Area): Promise<FiledEntry[]> {
  const views = await viewsOf(area);
  const lists = area.categories.map(async (category) =>
    (await entriesIn(area, category)).map(({ record }) => filedEntry(area, views, category, record)),
  );
  return (await Promise.all(lists)).flat();
}

let built: Promise<{ entries: FiledEntry[]; byHref: Map<string, FiledEntry>; spellings: string }> | undefined;

function catalog() {
  built ??= (async () => {
    const raw = (await Promise.all(AREAS.map(filedOf))).flat();
    const spellings = chooseSpellings(raw.map((entry) => entry.facets));
    const entries = raw.map((entry) => {
      const facets = respell(entry.facets, spellings);
      return facets === entry.facets ? entry : { ...entry, facets };
    });
    return {
      entries,
      byHref: new Map(entries.map((entry) => [entry.href, entry])),
      spellings: spellingsKey(spellings),
    };
  })();
  return built;
}

/** Every entry as filed, facet values in the build's spellings, in area then list order. */
export async function filedEntries(): Promise<FiledEntry[]> {
  return (await catalog()).entries;
}

/** Detail page URL → its entry as filed. */
export async function filedByHref(): Promise<ReadonlyMap<string, FiledEntry>> {
  return (await catalog()).byHref;
}

/** The build's spellings of facet values, as one string (./facets.ts, `spellingsKey`). */
export async function buildSpellings(): Promise<string> {
  return (await catalog()).spellings;
}

/** The entry whose detail page is at `href`, as filed. */
export function filedAt(filed: ReadonlyMap<string, FiledEntry>, href: string): FiledEntry {
  const entry = filed.get(href);
  if (!entry) throw new Error(`no search document for ${href}: not an entry of this build`);
  return entry;
}

/** The search document of the entry at `href`: its detail page's head and the feeds take it from here. */
export async function documentAt(href: string): Promise<SearchDocument> {
  const entry = filedAt(await filedByHref(), href);
  const views = await viewsOf(areaOf(entry.area));
  return documentOf(entry, views.card(entry.record, entry.category, href), views.words(entry.record, entry.category));
}

export async function facetCounts(): Promise<FacetCounts> {
  return countFacets((await filedEntries()).map((entry) => entry.facets));
}
