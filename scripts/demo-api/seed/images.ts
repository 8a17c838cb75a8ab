/**
 * The seed's real files: posters (600×400), portraits (200×200) and small PDF
 * documents, drawn deterministically and written under `{uploadsDir}/seed/`.
 * Records refer to them as `{{BASE}}/uploads/seed/<name>` (base-url.ts: served under the files path).
 */
import { copyFileSync, existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createCanvas, encodePng, hsl, mix, setPixel, type Canvas, type Rgb } from '../png.ts';
import { createRandom } from './random.ts';
import { photoBytes, photoName } from './photos.ts';
import { STORED_FILES } from '../base-url.ts';

const POSTER_COUNT = 24;
const PORTRAIT_COUNT = 16;
export const SEED_DOCUMENTS = [
  'certificate.pdf',
  'presentation.pdf',
  'research-paper.pdf',
  'incubation-letter.pdf',
] as const;
/** Referenced by one seeded record on purpose: it never exists, so it answers 404. */
export const BROKEN_IMAGE = 'missing-poster.png';

const pad = (n: number) => String(n).padStart(2, '0');

/** The URL a record stores for the n-th poster (0-based, wraps around). */
export function posterUrl(n: number): string {
  return `${STORED_FILES}seed/poster-${pad((n % POSTER_COUNT) + 1)}.png`;
}

/** The URL a record stores for the n-th portrait (0-based, wraps around). */
export function portraitUrl(n: number): string {
  return `${STORED_FILES}seed/portrait-${pad((n % PORTRAIT_COUNT) + 1)}.png`;
}

export function documentUrl(name: (typeof SEED_DOCUMENTS)[number]): string {
  return `${STORED_FILES}seed/${name}`;
}

export function brokenImageUrl(): string {
  return `${STORED_FILES}seed/${BROKEN_IMAGE}`;
}

/** Files a backend may answer for a picture that are not one: an HTML page named .png, and a JPEG cut off halfway. */
export const NOT_PICTURES = { html: 'not-a-picture.png', truncated: 'truncated-photo.jpg' } as const;

export function notPictureUrl(kind: keyof typeof NOT_PICTURES): string {
  return `${STORED_FILES}seed/${NOT_PICTURES[kind]}`;
}

/** Bump when a drawing changes, so the shared cache of drawn files is not reused. */
const SEED_FILES_VERSION = 1;

/**
 * Writes every seed file that is not there yet; returns how many were written.
 * Drawn files are also kept in a shared cache under the system temp directory,
 * because every test server starts with a fresh uploads directory.
 */
export function writeSeedFiles(uploadsDir: string): number {
  const dir = join(uploadsDir, 'seed');
  mkdirSync(dir, { recursive: true });
  const cache = join(tmpdir(), `demo-api-seed-files-v${SEED_FILES_VERSION}`);
  mkdirSync(cache, { recursive: true });
  let written = 0;
  const write = (name: string, make: () => Buffer) => {
    const path = join(dir, name);
    if (existsSync(path)) return;
    const cached = join(cache, name);
    if (!existsSync(cached)) {
      // Written under a unique name and renamed, so parallel servers never read half a file.
      const partial = `${cached}.${process.pid}.${Math.random().toString(36).slice(2)}`;
      writeFileSync(partial, make());
      renameSync(partial, cached);
    }
    copyFileSync(cached, path);
    written++;
  };
  for (let i = 0; i < POSTER_COUNT; i++) write(`poster-${pad(i + 1)}.png`, () => encodePng(drawPoster(i)));
  for (let i = 0; i < PORTRAIT_COUNT; i++) write(`portrait-${pad(i + 1)}.png`, () => encodePng(drawPortrait(i)));
  for (const name of SEED_DOCUMENTS) write(name, () => tinyPdf(titleOf(name)));
  return written;
}

/**
 * Writes the first `count` seed photos (scripts/demo-api/seed/photos.ts) that
 * are not there yet, through the same shared cache; returns how many were written.
 */
export async function writeSeedPhotos(
  uploadsDir: string,
  count: number,
  log?: (line: string) => void,
): Promise<number> {
  const dir = join(uploadsDir, 'seed');
  mkdirSync(dir, { recursive: true });
  const cache = join(tmpdir(), `demo-api-seed-files-v${SEED_FILES_VERSION}`);
  mkdirSync(cache, { recursive: true });
  const cachedPhoto = async (n: number): Promise<Buffer> => {
    const cached = join(cache, photoName(n));
    if (existsSync(cached)) return readFileSync(cached);
    const bytes = await photoBytes(n, cachedPhoto);
    const partial = `${cached}.${process.pid}.${Math.random().toString(36).slice(2)}`;
    writeFileSync(partial, bytes);
    renameSync(partial, cached);
    return bytes;
  };
  const html = join(dir, NOT_PICTURES.html);
  if (!existsSync(html))
    writeFileSync(
      html,
      '<!doctype html><html><head><title>Sign in</title></head><body><p>Please sign in to continue.</p></body></html>\n',
    );
  const truncated = join(dir, NOT_PICTURES.truncated);
  if (!existsSync(truncated)) {
    const whole = await cachedPhoto(0);
    writeFileSync(truncated, whole.subarray(0, Math.floor(whole.length * 0.6)));
  }
  let written = 0;
  let announced = false;
  for (let n = 0; n < count; n++) {
    const path = join(dir, photoName(n));
    if (existsSync(path)) continue;
    if (!existsSync(join(cache, photoName(n))) && !announced && log) {
      log(`drawing ${count - n} photo-sized seed pictures (once; kept in ${cache})…`);
      announced = true;
    }
    writeFileSync(path, await cachedPhoto(n));
    written++;
  }
  return written;
}

function titleOf(name: string): string {
  const stem = name.replace(/\.pdf$/, '').replace(/-/g, ' ');
  return `Demo ${stem} - School of Engineering and Technology`;
}

/** A 600×400 poster: a two-tone diagonal gradient with one of four geometric patterns. */
function drawPoster(index: number): Canvas {
  const width = 600;
  const height = 400;
  const hue = (index * 137.508) % 360;
  const from = hsl(hue, 0.65, 0.3);
  const to = hsl(hue + 45, 0.7, 0.62);
  const accent = hsl(hue + 180, 0.75, 0.7);
  const band = mix(hsl(hue, 0.2, 0.95), to, 0.15);
  const canvas = createCanvas(width, height);
  const mask = patternMask(index % 4, width, height, createRandom(`poster-${index}`));
  const px = canvas.pixels;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      const t = (x / width + y / height) / 2;
      let r = from.r + (to.r - from.r) * t;
      let g = from.g + (to.g - from.g) * t;
      let b = from.b + (to.b - from.b) * t;
      if (mask[i]) {
        r += (accent.r - r) * 0.55;
        g += (accent.g - g) * 0.55;
        b += (accent.b - b) * 0.55;
      }
      // A light band at the bottom, like a caption strip.
      if (y >= height - 56 && y < height - 24 && x >= 40 && x < width - 40) ({ r, g, b } = band);
      px[i * 3] = r;
      px[i * 3 + 1] = g;
      px[i * 3 + 2] = b;
    }
  }
  return canvas;
}

/** 1 where the pattern covers a pixel: rings, stripes, triangles or bubbles. */
function patternMask(
  pattern: number,
  width: number,
  height: number,
  random: ReturnType<typeof createRandom>,
): Uint8Array {
  const mask = new Uint8Array(width * height);
  if (pattern === 3) {
    for (let n = 0; n < 14; n++) {
      const cx = random.int(0, width);
      const cy = random.int(0, height);
      const radius = random.int(18, 70);
      for (let y = Math.max(0, cy - radius); y < Math.min(height, cy + radius); y++) {
        for (let x = Math.max(0, cx - radius); x < Math.min(width, cx + radius); x++) {
          const d = Math.sqrt((x - cx) ** 2 + (y - cy) ** 2);
          if (d < radius && d > radius - 6) mask[y * width + x] = 1;
        }
      }
    }
    return mask;
  }
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let hit: boolean;
      if (pattern === 0) {
        const d = Math.sqrt((x - width * 0.7) ** 2 + (y - height * 0.4) ** 2);
        hit = d < 200 && Math.floor(d / 22) % 2 === 0;
      } else if (pattern === 1) {
        hit = Math.floor((x + y) / 28) % 3 === 0;
      } else {
        // A grid of triangles pointing up.
        const cx = x % 80;
        const cy = y % 80;
        hit = cy > 20 && Math.abs(cx - 40) < (cy - 20) / 2;
      }
      if (hit) mask[y * width + x] = 1;
    }
  }
  return mask;
}

const SKIN: Rgb[] = [
  { r: 241, g: 194, b: 160 },
  { r: 224, g: 172, b: 132 },
  { r: 198, g: 140, b: 100 },
  { r: 160, g: 110, b: 75 },
  { r: 120, g: 80, b: 55 },
];

/** A 200×200 avatar-like portrait: background, shoulders, face and hair. */
function drawPortrait(index: number): Canvas {
  const size = 200;
  const hue = (index * 97.3 + 20) % 360;
  const background = hsl(hue, 0.45, 0.86);
  const shirt = hsl(hue + 150, 0.5, 0.42);
  const skin = SKIN[index % SKIN.length] as Rgb;
  const hair = hsl(20 + (index % 3) * 10, 0.35, 0.08 + (index % 4) * 0.05);
  const longHair = index % 2 === 1;
  const canvas = createCanvas(size, size, background);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const face = (x - 100) ** 2 + ((y - 86) * 0.92) ** 2 < 40 * 40;
      const hairTop = (x - 100) ** 2 + (y - 80) ** 2 < 46 * 46 && y < 78;
      const hairSides = longHair && Math.abs(x - 100) < 50 && Math.abs(x - 100) > 30 && y > 70 && y < 140;
      const shoulders = ((x - 100) / 78) ** 2 + ((y - 205) / 70) ** 2 < 1;
      const neck = Math.abs(x - 100) < 14 && y > 115 && y < 150;
      let color: Rgb | undefined;
      if (shoulders) color = shirt;
      else if (hairTop || hairSides) color = hair;
      else if (face || neck) color = skin;
      if (color) setPixel(canvas, x, y, color);
    }
  }
  return canvas;
}

/** A one-page PDF showing `title`, with a correct cross-reference table. */
export function tinyPdf(title: string): Buffer {
  const text = title.replace(/[()\\]/g, '');
  const stream = `BT /F1 18 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
