/**
 * One picture's variants, with sharp directly (not `astro:assets`: its
 * `getImage` makes one file per call, keyed by the URL, and writes it into
 * the build's own output, where our cache keyed by content and shared
 * between releases needs every variant of a decoded picture at once).
 *
 * The bytes are checked by their content: sharp must recognise a raster
 * format we accept (never SVG), within a pixel limit that guards against
 * decompression bombs, and a truncated or corrupt file fails (failOn
 * 'warning'). The picture is decoded once (JPEG shrink-on-load), turned the
 * way its EXIF orientation says, scaled down to the largest size any variant
 * needs, and every variant is encoded from that. Outputs are sRGB with no
 * metadata at all: no EXIF (so no GPS position, camera or date), no XMP, no
 * IPTC and no ICC profile (colours are converted to sRGB, which browsers
 * assume without one).
 */
import sharp from 'sharp';
import { PICTURE_SETTINGS } from '#lib/pictures.ts';

/** Formats a browser shows and sharp reads here; anything else (SVG, PDF, HTML, …) is not a picture. */
const ACCEPTED = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);

export interface Limits {
  maxPixels: number;
}

export interface ProcessedPicture {
  /** After EXIF orientation. */
  sourceWidth: number;
  sourceHeight: number;
  wide: Array<{ width: number; height: number; data: Buffer }>;
  cover: Array<{ width: number; data: Buffer }>;
  square: Array<{ width: number; data: Buffer }>;
  /** Missing when the source is too small to make a 1200×630 card without more than doubling it. */
  social?: Buffer;
}

export class NotAPicture extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'NotAPicture';
  }
}

const { wide: WIDE, cover: COVER, square: SQUARE, social: SOCIAL, webp: WEBP } = PICTURE_SETTINGS;
const WIDEST = Math.max(...WIDE);
const LARGEST_SQUARE = Math.max(...SQUARE);

const DECODE = { failOn: 'warning' } as const;

/** The picture's header, checked: a format the site shows, a size, within the pixel limit. */
async function checkedMetadata(bytes: Buffer, limits: Limits) {
  let metadata;
  try {
    // The header only: the size is checked below, with a message that names the limit.
    metadata = await sharp(bytes, { ...DECODE, limitInputPixels: false }).metadata();
  } catch (error) {
    throw new NotAPicture(`not a picture: no image format sharp reads (${firstLine(error)})`);
  }
  if (!metadata.format || !ACCEPTED.has(metadata.format)) {
    throw new NotAPicture(`not a picture the site shows: a ${metadata.format ?? 'unknown'} file`);
  }
  if (!metadata.width || !metadata.height) throw new NotAPicture('a picture without a size');
  if (metadata.width * metadata.height > limits.maxPixels) {
    throw new NotAPicture(
      `${metadata.width}×${metadata.height} is over the pixel limit (IMAGE_MAX_PIXELS ${limits.maxPixels})`,
    );
  }
  return { width: metadata.width, height: metadata.height, orientation: metadata.orientation ?? 1 };
}

/**
 * One decode, upright, to the largest size any variant needs: its longest side at most the widest variant (an
 * upright photo's whole picture is 960×1280 at most, like the landscape one's 1280×960; the decoder's
 * shrink-on-load makes that a third of the CPU of 1200×1600, 3e9e28a).
 */
async function decoded(bytes: Buffer, orientation: number, limits: Limits) {
  try {
    // Upside down or mirrored (2, 3, 4) keep their shape: turned after the resize, on a quarter of the pixels.
    const late = orientation >= 2 && orientation <= 4;
    const image = sharp(bytes, { ...DECODE, limitInputPixels: limits.maxPixels });
    if (!late) image.autoOrient();
    const base = await image
      .resize({ width: WIDEST, height: WIDEST, fit: 'inside', withoutEnlargement: true })
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    if (!late) return base;
    const turn = sharp(base.data, { raw: base.info });
    if (orientation === 2) turn.flop();
    else if (orientation === 3) turn.rotate(180);
    else turn.flip();
    return await turn.raw().toBuffer({ resolveWithObject: true });
  } catch (error) {
    throw new NotAPicture(`a broken picture: ${firstLine(error)}`);
  }
}

/** The distinct sizes up to `largest` that fit in `limit` (the source), and `limit` itself when it is smaller. */
const sizesUpTo = (sizes: readonly number[], limit: number, largest = Math.max(...sizes)) => [
  ...new Set([...sizes.filter((size) => size < limit), Math.min(limit, largest)]),
];

export async function processPicture(bytes: Buffer, limits: Limits): Promise<ProcessedPicture> {
  const metadata = await checkedMetadata(bytes, limits);
  const turned = metadata.orientation >= 5;
  const sourceWidth = turned ? metadata.height : metadata.width;
  const sourceHeight = turned ? metadata.width : metadata.height;
  const base = await decoded(bytes, metadata.orientation, limits);
  const { width, height } = base.info;
  const from = () => sharp(base.data, { raw: { width, height, channels: base.info.channels } });
  // Never larger than the source: a small picture gets its own width as its largest (or only) variant.
  const wide = await Promise.all(
    sizesUpTo(WIDE, width, width).map(async (size) => {
      const { data, info } = await from().resize({ width: size }).webp(WEBP).toBuffer({ resolveWithObject: true });
      return { width: size, height: info.height, data };
    }),
  );
  // The widest 3:2 crop the source holds, and the crops up to it.
  const cover = await Promise.all(
    sizesUpTo(COVER.widths, Math.floor(Math.min(width, height * COVER.aspect))).map(async (size) => ({
      width: size,
      data: await from()
        .resize(size, Math.round(size / COVER.aspect), { fit: 'cover' })
        .webp(WEBP)
        .toBuffer(),
    })),
  );
  const square = await Promise.all(
    sizesUpTo(SQUARE, Math.min(width, height), LARGEST_SQUARE).map(async (size) => ({
      width: size,
      data: await from().resize(size, size, { fit: 'cover' }).webp(WEBP).toBuffer(),
    })),
  );
  const social =
    sourceWidth * 2 >= SOCIAL.width && sourceHeight * 2 >= SOCIAL.height
      ? await from().resize(SOCIAL.width, SOCIAL.height, { fit: 'cover' }).jpeg({ quality: SOCIAL.quality }).toBuffer()
      : undefined;
  return { sourceWidth, sourceHeight, wide, cover, square, social };
}

function firstLine(error: unknown): string {
  return String((error as Error)?.message ?? error).split('\n')[0] ?? '';
}
