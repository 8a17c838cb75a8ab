/**
 * Build time: the search document of every entry of the build, the spelling
 * each facet value gets across all of them, and how many entries carry each
 * value (the search page shows those counts before any search).
 */
import { ACHIEVEMENT_CATEGORIES, COMPETITION_CATEGORIES, PLACEMENT_CATEGORIES, PROJECT_CATEGORIES } from '#api/enums.ts';
import { achievementSearchDocument } from '../achievements/search.ts';
import { alumniSearchDocument } from '../alumni/search.ts';
import { entriesIn } from '../catalog/entries.ts';
import { competitionSearchDocument } from '../competitions/search.ts';
import { placementSearchDocument } from '../placements/search.ts';
import { projectSearchDocument } from '../projects/search.ts';
import type { AreaKey } from '../routes.ts';
import type { SearchDocument } from './document.ts';
import { chooseSpellings, countFacets, respell, type FacetCounts } from './facets.ts';

async function documentsOfArea(area: AreaKey): Promise<SearchDocument[]> {
  switch (area) {
    case 'projects':
      return (await Promise.all(PROJECT_CATEGORIES.map(async (c) => (await entriesIn('projects', c)).map((e) => projectSearchDocument(e.record, c))))).flat();
    case 'competitions':
      return (await Promise.all(COMPETITION_CATEGORIES.map(async (c) => (await entriesIn('competitions', c)).map((e) => competitionSearchDocument(e.record, c))))).flat();
    case 'achievements':
      return (await Promise.all(ACHIEVEMENT_CATEGORIES.map(async (c) => (await entriesIn('achievements', c)).map((e) => achievementSearchDocument(e.record, c))))).flat();
    case 'placements':
      return (await Promise.all(PLACEMENT_CATEGORIES.map(async (c) => (await entriesIn('placements', c)).map((e) => placementSearchDocument(e.record, c))))).flat();
    case 'alumni':
      return (await entriesIn('alumni', 'Alumni')).map((e) => alumniSearchDocument(e.record));
  }
}

const AREA_ORDER: AreaKey[] = ['projects', 'competitions', 'achievements', 'placements', 'alumni'];

let built: Promise<{ documents: SearchDocument[]; byHref: Map<string, SearchDocument> }> | undefined;

function catalog() {
  built ??= (async () => {
    const raw = (await Promise.all(AREA_ORDER.map(documentsOfArea))).flat();
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
