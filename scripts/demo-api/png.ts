/**
 * A tiny PNG encoder (8-bit RGB, no interlace) so the demo backend can serve
 * real images without an image library: the seed draws posters and portraits
 * pixel by pixel and writes them with {@link encodePng}.
 */
import { crc32, deflateSync } from 'node:zlib';

export interface Rgb {
  r: number;
  g: number;
  b: number;
}

/** A width × height RGB canvas; `pixels` holds 3 bytes per pixel, row by row. */
export interface Canvas {
  width: number;
  height: number;
  pixels: Uint8Array;
}

export function createCanvas(width: number, height: number, fill: Rgb = { r: 255, g: 255, b: 255 }): Canvas {
  const pixels = new Uint8Array(width * height * 3);
  for (let i = 0; i < pixels.length; i += 3) {
    pixels[i] = fill.r;
    pixels[i + 1] = fill.g;
    pixels[i + 2] = fill.b;
  }
  return { width, height, pixels };
}

/** Sets one pixel; coordinates outside the canvas are ignored. */
export function setPixel(canvas: Canvas, x: number, y: number, color: Rgb): void {
  if (x < 0 || y < 0 || x >= canvas.width || y >= canvas.height) return;
  const i = (y * canvas.width + x) * 3;
  canvas.pixels[i] = color.r;
  canvas.pixels[i + 1] = color.g;
  canvas.pixels[i + 2] = color.b;
}

/** Encodes a canvas as a PNG file. */
export function encodePng(canvas: Canvas): Buffer {
  const { width, height, pixels } = canvas;
  const stride = width * 3;
  // Each scanline starts with its filter type byte (0 = none).
  const raw = Buffer.alloc((stride + 1) * height);
  for (let y = 0; y < height; y++) {
    raw[y * (stride + 1)] = 0;
    raw.set(pixels.subarray(y * stride, (y + 1) * stride), y * (stride + 1) + 1);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: truecolour
  header[10] = 0; // compression
  header[11] = 0; // filter
  header[12] = 0; // interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 6 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length, 0);
  const typeAndData = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData) >>> 0, 0);
  return Buffer.concat([length, typeAndData, crc]);
}

/** Linear blend of two colours, t in 0..1. */
export function mix(a: Rgb, b: Rgb, t: number): Rgb {
  return {
    r: Math.round(a.r + (b.r - a.r) * t),
    g: Math.round(a.g + (b.g - a.g) * t),
    b: Math.round(a.b + (b.b - a.b) * t),
  };
}

/** A colour from hue (0..360), saturation and lightness (0..1). */
export function hsl(hue: number, saturation: number, lightness: number): Rgb {
  const c = (1 - Math.abs(2 * lightness - 1)) * saturation;
  const h = (((hue % 360) + 360) % 360) / 60;
  const x = c * (1 - Math.abs((h % 2) - 1));
  const [r, g, b] =
    h < 1 ? [c, x, 0] : h < 2 ? [x, c, 0] : h < 3 ? [0, c, x] : h < 4 ? [0, x, c] : h < 5 ? [x, 0, c] : [c, 0, x];
  const m = lightness - c / 2;
  return { r: Math.round((r + m) * 255), g: Math.round((g + m) * 255), b: Math.round((b + m) * 255) };
}
