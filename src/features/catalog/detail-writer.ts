/**
 * Detail pages put together without Astro's per-page pipeline. At 10,000
 * entries Astro spent about 2.3 ms on each detail page (its runtime, the page's
 * Response and encoding, the layout's components), against 0.45 ms for a bare
 * page: most of a full build. Every detail page of a route shares its frame
 * (the top bar, the footer, the scripts, the CSP); only its head tags and its
 * main content are its own.
 *
 * This module, loaded with the detail routes in Astro's build, knows each
 * detail page's view (what its layout and React components receive) and
 * writes the page's own parts from it: the head tags with the same functions
 * as the layout (page-head.ts), the main content with the same React server
 * renderer Astro uses (its search data last, search-meta.ts), and the
 * gallery's island as Astro writes one. The build's prerenderer
 * (scripts/lib/detail-pages.ts) lets Astro render the first page of each route
 * and shape, cuts the frame out of it around these parts (which must appear in
 * it byte for byte), and puts the route's other pages together from that frame
 * and their parts; it checks a sample of them against Astro's own rendering.
 */
import type { ComponentType } from 'react';
import type { AstroComponentMetadata } from 'astro';
import { addAttribute, escapeHTML } from 'astro/runtime/server/index.js';
import { serializeProps } from 'astro/runtime/server/serialize.js';
import { shorthash } from 'astro/runtime/server/shorthash.js';
import { SITE_URL } from 'astro:env/server';
import { DETAIL_WRITER_KEY } from '#scripts/lib/detail-pages.ts';
import { islandMetadata, renderToStaticMarkup } from '#scripts/lib/react-islands/server.ts';
import { pageHeadHtml } from '#layouts/page-head.ts';
import { picturesOf, ROLES, type Picture } from '#lib/pictures.ts';
import { searchMetaHtml } from '../search/search-meta.ts';
import { documentAt } from '../search/catalog.ts';
import { detailHead } from './detail-head.ts';

/** A component of any props, as Astro hands them over. */
type AnyComponent = ComponentType<any>;

/** What a detail page shows: its title, its URL, its body component and, if it has pictures, its gallery island (`client:intent`: it hydrates when reached for; slot `gallery`). */
export interface DetailView<Body extends object = Record<string, unknown>, Gallery extends object = Record<string, unknown>> {
  title: string;
  href: string;
  body: { component: ComponentType<Body>; props: Body };
  gallery?: { component: ComponentType<Gallery>; props: Gallery };
}

/** The props of a gallery island (the poster carousel, the image grid). */
export interface GalleryProps {
  images: string[];
  title: string;
  pictures: Record<string, Picture>;
}

/** A detail page's gallery of `images` (none without images), each with the variants a thumbnail and the full-size view offer. */
export function galleryOf(component: ComponentType<GalleryProps>, images: string[], title: string): DetailView<object, GalleryProps>['gallery'] {
  return images.length > 0 ? { component, props: { images, title, pictures: picturesOf(images, [ROLES.thumb, ROLES.full]) } } : undefined;
}

/** Where Astro's build put an island's client code (read from a page Astro rendered). */
export interface IslandUrls {
  component: string;
  renderer: string;
}

/** One detail page's own parts, to be put into its route's frame. */
export interface DetailParts {
  head: string;
  main: string;
}

/** A detail page the writer can put together: its shape (pages of one route and shape share a frame) and its parts. */
export interface WritablePage {
  /** `plain`, or `gallery` (each detail route has one kind of gallery). */
  shape: string;
  parts(island: IslandUrls | undefined): Promise<DetailParts>;
}

/** How the build's prerenderer reaches this module (a Vite bundle of its own). */
export interface DetailWriter {
  page(pathname: string): WritablePage | undefined;
}

/** The views of the pages still to be asked for, by URL path: each is taken when its page is (Astro asks once a path). */
const views = new Map<string, DetailView<any, any>>();
(globalThis as Record<symbol, DetailWriter>)[DETAIL_WRITER_KEY] = {
  page(pathname) {
    const view = views.get(pathname);
    if (!view) return undefined;
    views.delete(pathname);
    return { shape: view.gallery ? 'gallery' : 'plain', parts: (island) => partsOf(view, pathname, island) };
  },
};

/**
 * A detail route's `getStaticPaths`, with each page's view noted for the writer
 * (by its URL, `href`, as the prerenderer is asked for it).
 */
export function writableDetailPaths<P extends { props: object }, B extends object, G extends object>(
  paths: () => Promise<P[]>,
  view: (props: P['props']) => DetailView<B, G>,
): () => Promise<P[]> {
  return async () => {
    const list = await paths();
    for (const path of list) {
      const noted = view(path.props);
      views.set(noted.href, noted);
    }
    return list;
  };
}

async function partsOf(view: DetailView<any, any>, pathname: string, island: IslandUrls | undefined): Promise<DetailParts> {
  const document = await documentAt(view.href);
  const head = pageHeadHtml(detailHead(view.title, document), pathname, SITE_URL);
  // The React components of one page are numbered in the order Astro renders them: the gallery's slot first.
  const page = {};
  const slots: Record<string, string> = {};
  if (view.gallery) {
    const metadata = islandMetadata(view.gallery.component);
    if (!island || !metadata) throw new Error(`${pathname}: its gallery's island was not seen in a page Astro rendered`);
    const props = { slot: 'gallery', ...view.gallery.props };
    const { html, attrs } = await renderToStaticMarkup.call({ result: page }, view.gallery.component as AnyComponent, props, {}, metadata);
    slots.gallery = islandHtml({ ...island, metadata }, props, html, attrs?.prefix ?? '');
  }
  const { html } = await renderToStaticMarkup.call({ result: page }, view.body.component as AnyComponent, view.body.props, slots);
  // Astro unwraps a static slot around what a component that is not an island was given.
  return { head, main: html.replace(/<\/?astro-static-slot\b[^>]*>/g, '') + searchMetaHtml(document) };
}

/** An island as Astro writes one (astro/runtime/server: generateHydrateScript, renderElement). */
function islandHtml(island: IslandUrls & { metadata: AstroComponentMetadata }, props: Record<string, unknown>, html: string, prefix: string): string {
  const { metadata } = island;
  const exported = metadata.componentExport?.value ?? 'default';
  const serialized = serializeProps(props, metadata);
  const attributes: Record<string, string> = {
    uid: shorthash(`<!--${exported}:${metadata.componentUrl}-->\n${html}\n${serialized}`),
    prefix: escapeHTML(prefix),
    'component-url': island.component,
    'component-export': exported,
    'renderer-url': island.renderer,
    props: escapeHTML(serialized),
    ssr: '',
    client: metadata.hydrate ?? '',
    opts: escapeHTML(JSON.stringify({ name: metadata.displayName, value: metadata.hydrateArgs || '' })),
    'await-children': '',
  };
  let open = '<astro-island';
  for (const [name, value] of Object.entries(attributes)) open += String(addAttribute(value, name, false));
  return `${open}>${html}<!--astro:end--></astro-island>`;
}
