/**
 * What search and feeds know of one entry: its card (the same one its list
 * shows), where it belongs, a short excerpt, the text search reads, its dates
 * and its facet values.
 * Each area builds these from its records (features/<area>/search.ts); the
 * detail page writes one into its head for Pagefind, the feeds list them.
 */
import type { CardModel } from '#components/showcase/card-model.ts';
import { readDate } from '#lib/dates.ts';
import { areaOf, type AreaKey } from '../areas.ts';
import { facetList, type FacetKey, type FacetValues } from './facets.ts';

export interface SearchDocument {
  area: AreaKey;
  /** The list it belongs to (alumni: 'Alumni'). */
  category: string;
  /** The card without its Show More part. */
  card: Omit<CardModel, 'more'>;
  /** A sentence or two: the entry's own description, else who did what. */
  excerpt: string;
  /** What search reads of it: its prose, then its facts as "Label: value" lines (./search-text.ts). */
  text: string[];
  /**
   * Its best date for "newest first" (feeds, sorting): when it was submitted
   * (`submittedAt`, the only submission date the contract has), else the date
   * of the event itself. ISO, at the precision the record gave.
   */
  date?: string;
  facets: FacetValues;
}

/** What search reads of an entry: an area's views give it (../catalog/area-modules.ts). */
export interface SearchWords {
  excerpt: string;
  text: string[];
}

/** An entry's dates and raw facet values: an area's views give them. */
export interface SearchFacts {
  /** `submittedAt`, when the record carries it. */
  submittedAt?: string;
  /** The entry's own date: an event, a publication, an issue or admission date, a foundation year. */
  eventDate?: string;
  /** Raw values: blanks and repeats are dropped here. */
  facets: Partial<Record<Exclude<FacetKey, 'area' | 'category' | 'year'>, Array<string | undefined | null>>>;
}

export interface DocumentParts extends SearchWords, SearchFacts {
  area: AreaKey;
  category: string;
  card: CardModel;
}

/** What a document says of an entry's place, time and facets: its area, list, best date and cleaned facet values. */
export type DocumentFacts = Pick<SearchDocument, 'area' | 'category' | 'date' | 'facets'>;

/** The ISO form of a date at its precision ("2024", "2024-03", "2024-03-05"), or undefined. */
function isoAtPrecision(value: string | undefined): { iso: string; year: number } | undefined {
  const read = readDate(value);
  if (!read) return undefined;
  const iso = read.date.toISOString();
  const length = read.precision === 'year' ? 4 : read.precision === 'month' ? 7 : 10;
  return { iso: iso.slice(0, length), year: read.date.getUTCFullYear() };
}

/** An entry's place, best date and facet values (cleaned, not yet in the build's spellings). */
export function documentFacts(area: AreaKey, category: string, facts: SearchFacts): DocumentFacts {
  const submitted = isoAtPrecision(facts.submittedAt);
  const event = isoAtPrecision(facts.eventDate);
  const facets: FacetValues = {
    area: [areaOf(area).label],
    category: facetList(category),
    year: facetList((event ?? submitted)?.year),
  };
  for (const [key, values] of Object.entries(facts.facets) as Array<
    [FacetKey, Array<string | undefined | null> | undefined]
  >) {
    const list = facetList(...(values ?? []));
    if (list.length > 0) facets[key] = list;
  }
  for (const key of Object.keys(facets) as Array<keyof FacetValues>) if (facets[key]!.length === 0) delete facets[key];
  return { area, category, date: (submitted ?? event)?.iso, facets };
}

/** A document from its facts (facet values in the build's spellings), its card and its words. */
export function documentOf(facts: DocumentFacts, card: CardModel, words: SearchWords): SearchDocument {
  const { more: _more, ...shown } = card;
  return {
    area: facts.area,
    category: facts.category,
    card: shown,
    excerpt: words.excerpt,
    text: words.text,
    date: facts.date,
    facets: facts.facets,
  };
}

/** A document from what an area's views say of an entry (facet values as the record spells them). */
export function searchDocument(parts: DocumentParts): SearchDocument {
  return documentOf(documentFacts(parts.area, parts.category, parts), parts.card, parts);
}
