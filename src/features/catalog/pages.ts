/**
 * The list and detail pages of every area, from the area table (../areas.ts):
 * each list at every route it is served at, at most PAGE_SIZE cards a page
 * (page n at `{route}/n`; an alias names its canonical twin), and each
 * entry's detail page. The routes of src/pages/[area]/ take their paths and
 * props from here; every path is keyed for a rebuild (./cache-key.ts), and
 * every detail page to render is noted for the build's writer of detail pages
 * (./detail-page.ts).
 */
import { PAGE_SIZE, pageHref } from '#lib/pagination.ts';
import { AREAS, areaOf, entryHref, listRoute, recordId, type AreaKey, type CatalogRecord } from '../areas.ts';
import { buildSpellings, filedAt, filedByHref } from '../search/catalog.ts';
import { viewsOf, type DetailView } from './area-modules.ts';
import { detailShows, entryDigest, withCacheKeys } from './cache-key.ts';
import { noteWritable } from './detail-page.ts';
import { entriesIn, entriesOf, type CatalogEntry } from './entries.ts';
import { forgetLikely, likelyDetailKey } from './likely-build.ts';
import { noteLikelyTaken } from './records-ahead.ts';

/** What a list page is given. */
export interface ListPageProps {
  area: AreaKey;
  category: string;
  /** This page's entries. */
  entries: CatalogEntry<CatalogRecord>[];
  /** Entries in the whole list. */
  total: number;
  current: number;
  last: number;
  /** The list route of page 1 (as the visitor spelled it); page n lives at `{base}/n`. */
  base: string;
  /** The same page at the list's canonical route, on a page served at an alias. */
  canonicalPath?: string;
}

/** What a detail page is given. */
export interface DetailPageProps {
  area: AreaKey;
  category: string;
  record: CatalogRecord;
}

const segments = (route: string) => route.split('/').filter(Boolean);

/** The pages of one list served at `base`: params `[list]` and `[...page]` below `[area]`. */
function pagesOf(entries: CatalogEntry<CatalogRecord>[], base: string) {
  const last = Math.max(1, Math.ceil(entries.length / PAGE_SIZE));
  const [area, list] = segments(base);
  return Array.from({ length: last }, (_, index) => {
    const current = index + 1;
    return {
      params: { area: area!, list: list!, page: current === 1 ? undefined : String(current) },
      page: {
        entries: entries.slice(index * PAGE_SIZE, current * PAGE_SIZE),
        total: entries.length,
        current,
        last,
        base,
      },
    };
  });
}

/** Every list page of every area (`[area]/[list]/[...page]`). */
export async function listPaths() {
  const lists = AREAS.flatMap((area) =>
    area.categories.map(async (category) => {
      const entries = await entriesIn(area, category);
      const canonical = listRoute(area, category);
      return area.lists[category]!.flatMap((base) =>
        pagesOf(entries, base).map(({ params, page }) => ({
          params,
          props: {
            area: area.key,
            category,
            ...page,
            canonicalPath: base === canonical ? undefined : pageHref(canonical, page.current),
          } satisfies ListPageProps,
        })),
      );
    }),
  );
  return withCacheKeys((await Promise.all(lists)).flat(), ({ props }) => ({
    url: pageHref(props.base, props.current),
    shows: { ...props, entries: props.entries.map(entryDigest) },
  }));
}

/** What the detail page of `props` shows. */
export async function detailView({ area: key, category, record }: DetailPageProps): Promise<DetailView> {
  const area = areaOf(key);
  const views = await viewsOf(area);
  return {
    ...views.detail(record, category, listRoute(area, category)),
    href: entryHref(area, category, recordId(record)),
  };
}

/**
 * Every detail page of every area (`[area]/[route]/[id]`); each one rendered is
 * noted for the writer of detail pages.
 */
export async function detailPaths() {
  const byArea = await Promise.all(
    AREAS.map(async (area) => {
      const routes = new Map(area.categories.map((category) => [category, segments(area.details[category]!)]));
      return (await entriesOf(area)).map((entry) => {
        const { category, record } = entry;
        const [areaSegment, route] = routes.get(category)!;
        const id = recordId(record);
        return {
          params: { area: areaSegment!, route: route!, id },
          props: { area: area.key, category, record } satisfies DetailPageProps,
          entry,
          href: entryHref(area, category, id),
        };
      });
    }),
  );
  const filed = await filedByHref();
  // The facet spellings come from every entry of the build: part of what the page shows.
  const madeAhead = likelyDetailKey(await buildSpellings());
  let taken = 0;
  const render = withCacheKeys(byArea.flat(), ({ props, entry, href }) => {
    const digest = entryDigest(entry);
    const key = madeAhead(href, props.area, props.category, digest);
    if (key === undefined)
      return { url: href, shows: detailShows(props.area, props.category, digest, filedAt(filed, href).facets) };
    taken++;
    return { url: href, key };
  });
  noteLikelyTaken('keyed', taken);
  forgetLikely();
  for (const path of render) noteWritable(await detailView(path.props));
  return render.map(({ params, props }) => ({ params, props }));
}
