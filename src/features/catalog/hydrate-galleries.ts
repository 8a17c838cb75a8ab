/**
 * In the browser: hydrates each gallery of a detail page (./galleries.ts) when
 * the visitor reaches for it, as an island with `client:intent` would (the
 * same directive, #lib/client-intent.ts): React and the gallery's code load
 * only then, and the click or key that woke the gallery still reaches it.
 */
import type { ComponentType } from 'react';
import intent from '#lib/client-intent.ts';

/** React's ids inside a gallery (`useId`), the same on the server (./galleries.ts) and here. */
export const GALLERY_ID_PREFIX = 'gallery-';

const LOADERS = {
  'poster-carousel': () => import('#components/detail/PosterCarousel.tsx'),
  'image-grid': () => import('#components/detail/ImageGrid.tsx'),
} satisfies Record<string, () => Promise<{ default: ComponentType<never> }>>;

/** The galleries a detail page may have (./galleries.ts renders them). */
export type GalleryName = keyof typeof LOADERS;

/** Loads the gallery in `element` and React, and returns what hydrates it. */
async function load(element: HTMLElement, loadGallery: (typeof LOADERS)[GalleryName]) {
  const [{ hydrateRoot }, { createElement }, gallery] = await Promise.all([
    import('react-dom/client'),
    import('react'),
    loadGallery(),
  ]);
  return async () => {
    const props = JSON.parse(element.dataset.props ?? '{}') as object;
    hydrateRoot(element, createElement(gallery.default as ComponentType<object>, props), {
      identifierPrefix: GALLERY_ID_PREFIX,
    });
    element.dataset.hydrated = '';
  };
}

export function hydrateGalleries(): void {
  for (const element of document.querySelectorAll<HTMLElement>('[data-gallery]')) {
    const loadGallery = LOADERS[element.dataset.gallery as GalleryName];
    if (loadGallery) void intent(() => load(element, loadGallery), { name: 'Gallery', value: '' }, element);
  }
}
