/**
 * A detail page is its route's frame (the layout: top bar, footer, scripts,
 * styles, the CSP) around two parts of its own: its head tags and its main
 * content. Each part is written by one function here, used by the page itself
 * (./DetailPage.astro) and by the build's writer of detail pages
 * (integrations/detail-writer.ts), which puts most detail pages of a full build
 * together from a frame Astro rendered once: the two cannot drift.
 */
import { renderToString } from 'react-dom/server';
import { SITE_URL } from 'astro:env/server';
import { pageHeadHtml } from '#layouts/page-head.ts';
import { documentAt } from '../search/catalog.ts';
import type { SearchDocument } from '../search/document.ts';
import { searchMetaHtml } from '../search/search-meta.ts';
import { detailHead } from './detail-head.ts';
import type { DetailView } from './area-modules.ts';
import { galleryElement } from './galleries.ts';
import { WRITABLE_PAGES, type DetailParts, type WritablePages } from './writable-pages.ts';

export type { DetailView };

/** React's ids in a detail page's main content (`useId`). */
const MAIN_ID_PREFIX = 'main-';

/** The page's main content: its body (the gallery in it), then its search data (search-meta.ts). */
export function detailMainHtml(view: DetailView, document: SearchDocument): string {
  return (
    renderToString(view.body(view.gallery && galleryElement(view.gallery)), { identifierPrefix: MAIN_ID_PREFIX }) +
    searchMetaHtml(document)
  );
}

/** The parts of the detail page at `pathname` (its URL path). */
async function detailParts(view: DetailView, pathname: string): Promise<DetailParts> {
  const document = await documentAt(view.href);
  return {
    head: pageHeadHtml(detailHead(view.title, document), pathname, SITE_URL),
    main: detailMainHtml(view, document),
  };
}

const views = new Map<string, DetailView>();
(globalThis as Record<symbol, WritablePages>)[WRITABLE_PAGES] = {
  take(pathname) {
    const view = views.get(pathname);
    if (!view) return undefined;
    views.delete(pathname);
    return { shape: view.gallery ? 'gallery' : 'plain', parts: (path) => detailParts(view, path) };
  },
};

/** Notes a detail page for the writer (by its URL, `href`): the routes' `getStaticPaths` note each of theirs (./pages.ts). */
export function noteWritable(view: DetailView): void {
  views.set(view.href, view);
}
