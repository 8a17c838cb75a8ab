/**
 * The galleries of detail pages (the projects' poster carousel, the
 * competitions' image grid): the one interactive part of a detail page's main
 * content. The page's HTML carries the gallery rendered and its props
 * (`data-gallery`, `data-props`); ./hydrate-galleries.ts hydrates it once it
 * scrolls into view. Plain HTML both ways, so a detail page is its route's
 * frame around its own head tags and main content (./detail-page.ts).
 */
import { createElement, type ComponentType, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import ImageGrid from '#components/detail/ImageGrid.tsx';
import PosterCarousel from '#components/detail/PosterCarousel.tsx';
import { picturesOf, ROLES, type Picture } from '#lib/pictures.ts';
import { GALLERY_ID_PREFIX, type GalleryName } from './hydrate-galleries.ts';

/** The props of a gallery. */
interface GalleryProps {
  images: string[];
  title: string;
  pictures: Record<string, Picture>;
}

const GALLERIES: Record<GalleryName, ComponentType<GalleryProps>> = {
  'poster-carousel': PosterCarousel,
  'image-grid': ImageGrid,
};

export interface GalleryView {
  name: GalleryName;
  props: GalleryProps;
}

/** A detail page's gallery of `images` (none without images), each with the variants a thumbnail and the full-size view offer. */
export function galleryOf(name: GalleryName, images: string[], title: string): GalleryView | undefined {
  return images.length > 0
    ? { name, props: { images, title, pictures: picturesOf(images, [ROLES.thumb, ROLES.full]) } }
    : undefined;
}

/** The gallery as a detail page's HTML holds it: rendered, with the props it hydrates with. */
export function galleryElement({ name, props }: GalleryView): ReactElement {
  const html = renderToString(createElement(GALLERIES[name], props), { identifierPrefix: GALLERY_ID_PREFIX });
  return createElement('div', {
    'data-gallery': name,
    'data-props': JSON.stringify(props),
    dangerouslySetInnerHTML: { __html: html },
  });
}
