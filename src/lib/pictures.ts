/**
 * Pictures from the release. The build turns every image the pages show into
 * resized WebP variants served from the site (`/_img/<hash>.webp`, see
 * scripts/lib/images/); this module says which variants exist (the settings,
 * shared with the build) and turns an image URL into `<img>` attributes.
 *
 * The build registers each processed URL's {@link Picture} before pages render
 * (catalog/entries.ts); islands register the pictures they were given as
 * props. A URL with no picture (an entry approved after the build, rendered
 * by the 404 page in the browser) keeps the backend's URL.
 */

/** One file of a variant set: its width in pixels and its path on the site. */
export type Variant = readonly [width: number, src: string];

export interface Picture {
  /** Size of the largest wide variant (the whole picture, after EXIF orientation). */
  width: number;
  height: number;
  /** The whole picture (EXIF orientation applied), ascending widths, never wider than the source. */
  wide?: Variant[];
  /** Centre-cropped to 3:2, the shape cards and thumbnails show (they crop to it anyway), ascending. */
  cover?: Variant[];
  /** Centre-cropped squares (avatars), ascending. */
  square?: Variant[];
  /** The 1200×630 JPEG social card cropped from it. */
  social?: string;
}

/**
 * What the picture step made of one URL (scripts/lib/images/step.ts): its
 * variants, or why it was dropped, or nothing to make (a path of the site's own).
 */
export type PreparedPicture = { picture: Picture } | { dropped: string } | { own: true };

/** Picture URL → what the picture step made of it: the file the build plan names. */
export type PreparedPictures = Record<string, PreparedPicture>;

/**
 * What the build makes of each picture (scripts/lib/images/ reads these; a
 * change of any value makes new files and renders every page again). AVIF is
 * left out: its encoding costs far more CPU than WebP's.
 */
export const PICTURE_SETTINGS = {
  /** Widths of the whole picture: the full-size overlay (a phone's 359 px at 3x, a desktop's screen). */
  wide: [960, 1280],
  /**
   * Widths of its 3:2 centre crop: the top bar's instant results (160: their 64 px thumbnails
   * took 320, 5–8 KB each, a third of what a first search's words load), cards and home
   * (≤ 480), detail thumbnails (≤ 640). Those boxes are 3:2 or wider and crop the picture to
   * fill them, so the crop shows the same and weighs less than the whole picture (a phone's
   * 24-card list: 593 → 390 KB, 2d32e3c).
   */
  cover: { widths: [160, 320, 480, 640], aspect: 3 / 2 },
  /** Avatar squares: 48–128 CSS pixels shown (48: the top bar's instant results), up to 3x. */
  square: [48, 80, 160, 240, 384],
  social: { width: 1200, height: 630, quality: 78 },
  /** Effort 0: on photos here as small as 1 and 2 and the fastest (3e9e28a). */
  webp: { quality: 60, effort: 0 },
  /** Bumped when the processing itself changes (not only these numbers). */
  version: 1,
} as const;

/**
 * Where a picture is shown: which variant set, the widest variant worth
 * offering (at most 3x the narrowest width it is shown at on a phone, so no
 * phone downloads more than it can show, and the page budgets hold) and the
 * `sizes` the layout gives it.
 */
export interface PictureRole {
  set: 'wide' | 'cover' | 'square';
  cap: number;
  sizes: string;
}

export const ROLES = {
  /** A list or search result card: full width on a phone (358 px at 390), a third of the page on a desktop. */
  card: {
    set: 'cover',
    cap: 480,
    sizes: '(min-width: 1280px) 390px, (min-width: 1024px) 31vw, (min-width: 768px) 46vw, calc(100vw - 2rem)',
  },
  /** A home carousel card: 256 px, 288 px from 640 px up. */
  home: { set: 'cover', cap: 480, sizes: '(min-width: 640px) 288px, 256px' },
  /** A detail page's gallery thumbnail: half the main column on a phone (171 px at 390), 400 px on a desktop. */
  thumb: { set: 'cover', cap: 640, sizes: '(min-width: 1024px) 400px, calc(50vw - 1.5rem)' },
  /** The full-size overlay: up to 92% of the screen's width. */
  full: { set: 'wide', cap: Infinity, sizes: '92vw' },
} satisfies Record<string, PictureRole>;

/** A round photo of `size` CSS pixels. */
export function avatarRole(size: number): PictureRole {
  return { set: 'square', cap: size * 3, sizes: `${size}px` };
}

const registry = new Map<string, Picture>();

/**
 * Makes the given pictures known to {@link imageAttributes}. Islands hand over
 * only the variants they show, so what two of them give for one URL is merged.
 */
export function registerPictures(pictures: Record<string, Picture> | undefined): void {
  if (!pictures) return;
  for (const [url, picture] of Object.entries(pictures)) {
    const known = registry.get(url);
    if (!known) {
      registry.set(url, picture);
      continue;
    }
    // The build registers each entry's pictures, and entries share them: 100,000 entries using 200 photos
    // merged each photo with itself 500 times (1.1 s of an approval's build).
    if (known === picture) continue;
    const merged: Picture = { ...known, ...picture };
    for (const set of ['wide', 'cover', 'square'] as const) {
      const variants = new Map(
        [...(known[set] ?? []), ...(picture[set] ?? [])].map((variant) => [variant[0], variant]),
      );
      if (variants.size > 0) merged[set] = [...variants.values()].sort((a, b) => a[0] - b[0]);
    }
    registry.set(url, merged);
  }
}

export function pictureOf(url: string | undefined): Picture | undefined {
  return url ? registry.get(url) : undefined;
}

/**
 * The registered pictures of these URLs, to hand to an island as a prop: only
 * the variants `roles` offer (an island's props are parsed as it hydrates).
 */
export function picturesOf(urls: Array<string | undefined>, roles: PictureRole[]): Record<string, Picture> {
  const out: Record<string, Picture> = {};
  for (const url of urls) {
    const picture = pictureOf(url);
    if (!url || !picture) continue;
    const kept: Picture = { width: picture.width, height: picture.height };
    for (const role of roles) kept[role.set] = variantsFor(picture, role);
    out[url] = kept;
  }
  return out;
}

export interface ImageAttributes {
  src: string;
  srcSet?: string;
  sizes?: string;
  width?: number;
  height?: number;
}

/** The variants `role` offers: those up to its cap, or the smallest when even that is wider. */
export function variantsFor(picture: Picture, role: PictureRole): Variant[] {
  const all = picture[role.set] ?? [];
  const within = all.filter(([width]) => width <= role.cap);
  return within.length > 0 ? within : all.slice(0, 1);
}

/**
 * `<img>` attributes for an image URL (already through safeImage) shown as
 * `role`: the release's variants with `srcset`, `sizes`, `width` and
 * `height` when the build processed it, else the URL itself.
 */
export function imageAttributes(url: string, role: PictureRole): ImageAttributes {
  const picture = registry.get(url);
  const variants = picture ? variantsFor(picture, role) : [];
  if (!picture || variants.length === 0) return { src: url };
  const [largest, src] = variants[variants.length - 1]!;
  const aspect =
    role.set === 'square' ? 1 : role.set === 'cover' ? PICTURE_SETTINGS.cover.aspect : picture.width / picture.height;
  return {
    src,
    srcSet: variants.map(([width, path]) => `${path} ${width}w`).join(', '),
    sizes: role.sizes,
    width: largest,
    height: Math.round(largest / aspect),
  };
}
