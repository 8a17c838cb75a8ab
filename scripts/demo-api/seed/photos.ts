/**
 * Photo-sized seed pictures, like a phone's: 4032×3024 JPEGs of about 2 MB
 * with camera EXIF, an orientation tag and a GPS position (the site must turn
 * them upright and strip the position). Drawn with sharp from seeded noise at
 * several scales (smooth areas, texture, grain), so they compress like photos
 * rather than like flat drawings. A few demo records use them; the benchmark
 * and `scripts/measure-images.ts` use one per record.
 */
import sharp from 'sharp';
import { STORED_FILES } from '../base-url.ts';
import { createRandom } from './random.ts';

const PHOTO_WIDTH = 4032;
const PHOTO_HEIGHT = 3024;
/** Where the seed photos were "taken": the EXIF GPS position every one carries. */
const PHOTO_GPS = { latitude: '48/1 51/1 2952/100', longitude: '2/1 17/1 4020/100' };

const pad = (n: number) => String(n).padStart(3, '0');

export function photoName(n: number): string {
  return `photo-${pad(n + 1)}.jpg`;
}

/** The URL a record stores for the n-th photo (0-based). */
export function photoUrl(n: number): string {
  return `${STORED_FILES}seed/${photoName(n)}`;
}

/** EXIF orientations the photos cycle through: upright, upside down, and the two a phone held upright writes. */
const ORIENTATIONS = [1, 6, 3, 8] as const;

function photoOrientation(n: number): number {
  return ORIENTATIONS[n % ORIENTATIONS.length]!;
}

function noise(width: number, height: number, channels: number, seed: string, amplitude: number): Buffer {
  const random = createRandom(seed);
  const out = Buffer.alloc(width * height * channels);
  for (let i = 0; i < out.length; i++) out[i] = 128 + Math.floor((random.next() - 0.5) * amplitude);
  return out;
}

async function layer(seed: string, scale: number, channels: 1 | 3, amplitude: number): Promise<Buffer> {
  const width = Math.round(PHOTO_WIDTH / scale);
  const height = Math.round(PHOTO_HEIGHT / scale);
  const image = sharp(noise(width, height, channels, seed, amplitude), { raw: { width, height, channels } });
  return (scale === 1 ? image : image.resize(PHOTO_WIDTH, PHOTO_HEIGHT, { kernel: 'cubic' }))
    .png({ compressionLevel: 0 })
    .toBuffer();
}

/** The n-th photo's JPEG bytes (deterministic). */
async function drawPhoto(n: number): Promise<Buffer> {
  const seed = `photo-${n}`;
  const width = 8;
  const height = 6;
  // A muted scene: a few large soft areas of colour (sky, walls, ground)…
  const small = await sharp(noise(width, height, 3, `${seed}-base`, 200), { raw: { width, height, channels: 3 } })
    .resize(PHOTO_WIDTH / 8, PHOTO_HEIGHT / 8, { kernel: 'cubic' })
    .modulate({ saturation: 0.55 })
    .blur(5)
    .raw()
    .toBuffer({ resolveWithObject: true });
  const base = await sharp(small.data, { raw: small.info })
    .resize(PHOTO_WIDTH, PHOTO_HEIGHT, { kernel: 'cubic' })
    .png({ compressionLevel: 0 })
    .toBuffer();
  // …with detail in the light (foliage, fabric, gravel) and sensor grain.
  const [texture, grain] = await Promise.all([layer(`${seed}-texture`, 6, 1, 110), layer(`${seed}-grain`, 1, 1, 28)]);
  return sharp(base)
    .composite([
      { input: texture, blend: 'soft-light' },
      { input: grain, blend: 'soft-light' },
    ])
    .withMetadata({ orientation: photoOrientation(n) })
    .withExifMerge({
      IFD0: { Make: 'DemoPhone', Model: 'Camera 12MP', DateTime: '2026:03:14 09:26:53' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: PHOTO_GPS.latitude,
        GPSLongitudeRef: 'E',
        GPSLongitude: PHOTO_GPS.longitude,
      },
    })
    .jpeg({ quality: 88 })
    .toBuffer();
}

/** Photos the demo records use (each area's first entries): `npm start` shows the pipeline at work. */
export const DEMO_PHOTOS = 6;
/** Photos drawn from scratch; the rest are recoloured and flipped copies of these (distinct bytes, a tenth of the time). */
const DRAWN = 8;

/** The n-th photo: drawn, or derived from drawn one `drawn(n % 8)` (other colours, mirrored), with the same EXIF. */
export async function photoBytes(n: number, drawn: (k: number) => Promise<Buffer> = drawPhoto): Promise<Buffer> {
  if (n < DRAWN) return drawPhoto(n);
  const round = Math.floor(n / DRAWN);
  let image = sharp(await drawn(n % DRAWN)).modulate({
    hue: (round * 47) % 360,
    brightness: 0.85 + ((round * 7) % 30) / 100,
  });
  if (round % 2 === 1) image = image.flop();
  return image
    .withMetadata({ orientation: photoOrientation(n) })
    .withExifMerge({
      IFD0: { Make: 'DemoPhone', Model: 'Camera 12MP' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: PHOTO_GPS.latitude,
        GPSLongitudeRef: 'E',
        GPSLongitude: PHOTO_GPS.longitude,
      },
    })
    .jpeg({ quality: 88 })
    .toBuffer();
}

/** Every picture field of a record (posterImages, profileImageUrl) pointed at the next photo. */
export function usePhotos(record: Record<string, unknown>, next: () => string): Record<string, unknown> {
  const visit = (value: unknown, key?: string): unknown => {
    if (key === 'posterImages' && Array.isArray(value)) return value.map(() => next());
    if (key === 'profileImageUrl' && typeof value === 'string') return next();
    if (Array.isArray(value)) return value.map((item) => visit(item));
    if (value && typeof value === 'object')
      return Object.fromEntries(Object.entries(value).map(([name, item]) => [name, visit(item, name)]));
    return value;
  };
  return visit(record) as Record<string, unknown>;
}
