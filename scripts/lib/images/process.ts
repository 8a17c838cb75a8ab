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

export async function processPicture(bytes: Buffer, limits: Limits): Promise<ProcessedPicture> {
  const options = { failOn: 'warning', limitInputPixels: limits.maxPixels } as const;
  let metadata;
  try {
    // The header only: the size is checked below, with a message that names the limit.
    metadata = await sharp(bytes, { ...options, limitInputPixels: false }).metadata();
  } catch (error) {
    throw new NotAPicture(`not a picture: no image format sharp reads (${firstLine(error)})`);
  }
  if (!metadata.format || !ACCEPTED.has(metadata.format)) {
    throw new NotAPicture(`not a picture the site shows: a ${metadata.format ?? 'unknown'} file`);
  }
  if (!metadata.width || !metadata.height) throw new NotAPicture('a picture without a size');
  if (metadata.width * metadata.height > limits.maxPixels) {
    throw new NotAPicture(`${metadata.width}×${metadata.height} is over the pixel limit (IMAGE_MAX_PIXELS ${limits.maxPixels})`);
  }
  const turned = (metadata.orientation ?? 1) >= 5;
  const sourceWidth = turned ? metadata.height : metadata.width;
  const sourceHeight = turned ? metadata.width : metadata.height;

  // One decode, to the largest size any variant needs: its longest side at most the widest variant
  // (an upright photo's whole picture is 960×1280 at most, like the landscape one's 1280×960; the
  // decoder's shrink-on-load makes that a third of the CPU of 1200×1600).
  let base;
  try {
    const orientation = metadata.orientation ?? 1;
    // Upside down or mirrored (2, 3, 4) keep their shape: turned after the resize, on a quarter of the pixels.
    const late = orientation >= 2 && orientation <= 4;
    const decoded = sharp(bytes, options);
    if (!late) decoded.autoOrient();
    base = await decoded.resize({ width: WIDEST, height: WIDEST, fit: 'inside', withoutEnlargement: true }).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    if (late) {
      const turn = sharp(base.data, { raw: base.info });
      if (orientation === 2) turn.flop();
      else if (orientation === 3) turn.rotate(180);
      else turn.flip();
      base = await turn.raw().toBuffer({ resolveWithObject: true });
    }
  } catch (error) {
    throw new NotAPicture(`a broken picture: ${firstLine(error)}`);
  }
  const raw = { raw: { width: base.info.width, height: base.info.height, channels: base.info.channels } } as const;
  const from = () => sharp(base.data, raw);

  // Never larger than the source: a small picture gets its own width as its largest (or only) variant.
  const widths = [...WIDE.filter((width) => width < base.info.width), base.info.width];
  const wide = await Promise.all(
    [...new Set(widths)].map(async (width) => {
      const { data, info } = await from().resize({ width }).webp(WEBP).toBuffer({ resolveWithObject: true });
      return { width, height: info.height, data };
    }),
  );
  // The widest 3:2 crop the source holds, and the crops up to it.
  const coverWidth = Math.floor(Math.min(base.info.width, base.info.height * COVER.aspect));
  const coverWidths = [...new Set([...COVER.widths.filter((width) => width < coverWidth), Math.min(coverWidth, Math.max(...COVER.widths))])];
  const cover = await Promise.all(
    coverWidths.map(async (width) => ({
      width,
      data: await from().resize(width, Math.round(width / COVER.aspect), { fit: 'cover' }).webp(WEBP).toBuffer(),
    })),
  );
  const side = Math.min(base.info.width, base.info.height);
  const sides = [...new Set([...SQUARE.filter((size) => size < side), Math.min(side, LARGEST_SQUARE)])];
  const square = await Promise.all(
    sides.map(async (width) => ({ width, data: await from().resize(width, width, { fit: 'cover' }).webp(WEBP).toBuffer() })),
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
