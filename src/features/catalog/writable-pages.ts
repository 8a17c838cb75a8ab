/**
 * How the build's writer of detail pages (integrations/detail-writer.ts) finds
 * the pages it may put together (./detail-page.ts notes them). Astro's hooks
 * and its pages load two copies of the page modules (Node's and Vite's), so
 * they are handed over on globalThis, under one name. Types and that name
 * only: Astro's configuration loads this file.
 */
/** One detail page's own parts, to be put into its route's frame. */
export interface DetailParts {
  head: string;
  main: string;
}

/** A detail page the writer can put together: its shape (pages of one route and shape share a frame) and its parts. */
interface WritablePage {
  shape: 'plain' | 'gallery';
  parts(pathname: string): Promise<DetailParts>;
}

/** The pages the writer may put together, by URL path, each taken once (Astro asks once a path). */
export interface WritablePages {
  take(pathname: string): WritablePage | undefined;
}

/** Where the writer finds them. */
export const WRITABLE_PAGES = Symbol.for('wall-of-fame.writable-detail-pages');
