/**
 * What each area declares in its own folder, and how the table's key finds it
 * (../areas.ts): `src/features/<key>/record.ts` exports `record` (what the
 * contract says of its records: the publish path reads it), and
 * `src/features/<key>/views.ts` exports `views` (how the build shows its
 * entries). The 404 page's view of an entry newer than the build is found the
 * same way, from the browser (../fresh/registry.ts).
 */
import type { ReactElement, ReactNode } from 'react';
import type { ApprovedRecords } from '#api/approved.ts';
import type { CardModel } from '#components/showcase/card-model.ts';
import type { AreaRow, CatalogRecord } from '../areas.ts';
import type { SearchFacts, SearchWords } from '../search/document.ts';
import { areaExport } from './area-export.ts';
import type { GalleryView } from './galleries.ts';

/**
 * What the contract says of an area's records (`record` of its folder's record.ts): their schema, what
 * their calls say when they fail (spec section 8), and which list a record belongs on.
 */
export interface RecordContract<R extends CatalogRecord, C extends string> extends ApprovedRecords<R, C> {
  /** Why a record does not belong on the list of `category`, or null when it does: such a record is left out. */
  reject?(record: R, category: C): string | null;
}

/** A list page's words. */
interface ListText {
  title: string;
  subtitle: string;
  countLabel: string;
  empty: string;
  /** Columns of cards on a wide screen (3 unless said). */
  columns?: 3 | 4;
}

/** What a detail page shows: its title, its URL, its body (given the gallery, if any) and its gallery (./detail-page.ts). */
export interface DetailView {
  title: string;
  href: string;
  body: (gallery: ReactNode) => ReactElement;
  gallery?: GalleryView;
}

/** How the build shows an area's entries: `views` of its folder's views.ts. */
export interface AreaViews<R extends CatalogRecord, C extends string> {
  list(category: C): ListText;
  /** An entry's card on its list, in search and in the feeds; `href` is its detail page. */
  card(record: R, category: C, href: string): CardModel;
  /** Its dates and facet values: the build reads them of every entry (facet spellings and counts, the feeds' order). */
  facts(record: R, category: C): SearchFacts;
  /** Its excerpt and the text search reads: only of the detail pages rendered and the feeds' items. */
  words(record: R, category: C): SearchWords;
  /** An entry's detail page; `back` is its list. */
  detail(record: R, category: C, back: string): Omit<DetailView, 'href'>;
}

type Row<R extends CatalogRecord, C extends string> = AreaRow<string, R, C>;

/** An area's record contract. */
export function recordOf<R extends CatalogRecord, C extends string>(area: Row<R, C>): Promise<RecordContract<R, C>> {
  return areaExport(`src/features/${area.key}/record.ts`, import(`../${area.key}/record.ts`), 'record');
}

const views = new Map<string, Promise<AreaViews<CatalogRecord, string>>>();

/** An area's views (loaded once). */
export function viewsOf<R extends CatalogRecord, C extends string>(area: Row<R, C>): Promise<AreaViews<R, C>> {
  let loaded = views.get(area.key);
  if (!loaded) {
    loaded = areaExport(`src/features/${area.key}/views.ts`, import(`../${area.key}/views.ts`), 'views');
    views.set(area.key, loaded);
  }
  return loaded as unknown as Promise<AreaViews<R, C>>;
}
