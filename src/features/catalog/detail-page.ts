/**
 * A detail page is its route's frame (the layout: top bar, footer, scripts,
 * styles, the CSP) around two parts of its own: its head tags and its main
 * content. Each part is written by one function here, used by the page itself
 * (./DetailPage.astro) and by the build's writer of detail pages
 * (integrations/detail-writer.ts), which puts most detail pages of a full build
 * together from a frame Astro rendered once: the two cannot drift.
 */
import type { ReactElement, ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { SITE_URL } from 'astro:env/server';
import { pageHeadHtml } from '#layouts/page-head.ts';
import { documentAt } from '../search/catalog.ts';
import type { SearchDocument } from '../search/document.ts';
import { searchMetaHtml } from '../search/search-meta.ts';
import { detailHead } from './detail-head.ts';
import { galleryElement, type GalleryView } from './galleries.ts';
import { WRITABLE_PAGES, type DetailParts, type WritablePages } from './writable-pages.ts';

/** What a detail page shows: its title, its URL, its body (given the gallery, if any) and its gallery. */
export interface DetailView {
  title: string;
  href: string;
  body: (gallery: ReactNode) => ReactElement;
  gallery?: GalleryView;
}

/** React's ids in a detail page's main content (`useId`). */
const MAIN_ID_PREFIX = 'main-';

/** The page's main content: its body (the gallery in it), then its search data (search-meta.ts). */
export function detailMainHtml(view: DetailView, document: SearchDocument): string {
  return renderToString(view.body(view.gallery && galleryElement(view.gallery)), { identifierPrefix: MAIN_ID_PREFIX }) + searchMetaHtml(document);
}

/** The parts of the detail page at `pathname` (its URL path). */
export async function detailParts(view: DetailView, pathname: string): Promise<DetailParts> {
  const document = await documentAt(view.href);
  return { head: pageHeadHtml(detailHead(view.title, document), pathname, SITE_URL), main: detailMainHtml(view, document) };
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

/** A detail route's `getStaticPaths`, with each page's view noted for the writer (by its URL, `href`). */
export function writableDetailPaths<P extends { props: object }>(paths: () => Promise<P[]>, view: (props: P['props']) => DetailView): () => Promise<P[]> {
  return async () => {
    const list = await paths();
    for (const path of list) {
      const noted = view(path.props);
      views.set(noted.href, noted);
    }
    return list;
  };
}
