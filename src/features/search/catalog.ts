/**
 * Build time: the search document of every entry of the build, the spelling
 * each facet value gets across all of them, and how many entries carry each
 * value (the search page shows those counts before any search).
 */
import { AREAS, entryHref, recordId, type Area, type CatalogRecord } from '../areas.ts';
import { viewsOf } from '../catalog/area-modules.ts';
import { entriesIn } from '../catalog/entries.ts';
import { searchDocument, type SearchDocument } from './document.ts';
import { chooseSpellings, countFacets, respell, type FacetCounts } from './facets.ts';

/** One entry's document: its card (the one its list shows) and what its area's views say of it. */
export async function entryDocument(area: Area, record: CatalogRecord, category: string): Promise<SearchDocument> {
  const views = await viewsOf(area);
  return searchDocument({
    area: area.key,
    category,
    card: views.card(record, category, entryHref(area, category, recordId(record))),
    ...views.search(record, category),
  });
}

/** The documents of an area's entries, list by list in the backend's order. */
async function documentsOf(area: Area): Promise<SearchDocument[]> {
  const lists = area.categories.map(async (category) =>
    Promise.all((await entriesIn(area, category)).map(({ record }) => entryDocument(area, record, category))),
  );
  return (await Promise.all(lists)).flat();
}

let built: Promise<{ documents: SearchDocument[]; byHref: Map<string, SearchDocument> }> | undefined;

function catalog() {
  built ??= (async () => {
    const raw = (await Promise.all(AREAS.map(documentsOf))).flat();
    const spellings = chooseSpellings(raw.map((document) => document.facets));
    const documents = raw.map((document) => ({ ...document, facets: respell(document.facets, spellings) }));
    const byHref = new Map(documents.map((document) => [document.card.href, document]));
    return { documents, byHref };
  })();
  return built;
}

/** Every entry's document, facet values in the build's spellings, in area then list order. */
export async function searchDocuments(): Promise<SearchDocument[]> {
  return (await catalog()).documents;
}

/**
 * One entry's document, built once for the whole build: its detail page's
 * head and cache key take it from here instead of building it again.
 */
export async function documentAt(href: string): Promise<SearchDocument> {
  const document = (await catalog()).byHref.get(href);
  if (!document) throw new Error(`no search document for ${href}: not an entry of this build`);
  return document;
}

export async function facetCounts(): Promise<FacetCounts> {
  return countFacets((await searchDocuments()).map((document) => document.facets));
}
