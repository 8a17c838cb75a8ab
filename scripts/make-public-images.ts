/**
 * Draws the site's own fallback images into public/ (run once; the PNGs are
 * committed): the default student photo, the project placeholder and the
 * default social card.
 */
import { writeFileSync } from 'node:fs';
import { createCanvas, encodePng, mix, setPixel, type Canvas, type Rgb } from './demo-api/png.ts';

const BRAND_DARK: Rgb = { r: 30, g: 27, b: 75 };
const BRAND: Rgb = { r: 67, g: 56, b: 202 };
const GOLD: Rgb = { r: 251, g: 191, b: 36 };
const SLATE_100: Rgb = { r: 241, g: 245, b: 249 };
const SLATE_300: Rgb = { r: 203, g: 213, b: 225 };
const SLATE_400: Rgb = { r: 148, g: 163, b: 184 };

function fill(canvas: Canvas, inside: (x: number, y: number) => Rgb | null) {
  for (let y = 0; y < canvas.height; y++) {
    for (let x = 0; x < canvas.width; x++) {
      const color = inside(x, y);
      if (color) setPixel(canvas, x, y, color);
    }
  }
}

/** Is (x, y) inside the five-pointed star centred at (cx, cy)? */
function inStar(x: number, y: number, cx: number, cy: number, outer: number): boolean {
  const inner = outer * 0.45;
  const points: Array<[number, number]> = [];
  for (let i = 0; i < 10; i++) {
    const r = i % 2 === 0 ? outer : inner;
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    points.push([cx + r * Math.cos(a), cy + r * Math.sin(a)]);
  }
  let inside = false;
  for (let i = 0, j = points.length - 1; i < points.length; j = i++) {
    const [xi, yi] = points[i]!;
    const [xj, yj] = points[j]!;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

function studentImage(): Buffer {
  const size = 256;
  const canvas = createCanvas(size, size, SLATE_100);
  fill(canvas, (x, y) => {
    const head = (x - 128) ** 2 + (y - 100) ** 2 <= 46 ** 2;
    const shoulders = y > 160 && ((x - 128) / 92) ** 2 + ((y - 250) / 88) ** 2 <= 1;
    return head || shoulders ? SLATE_400 : null;
  });
  return encodePng(canvas);
}

function projectPlaceholder(): Buffer {
  const width = 600;
  const height = 400;
  const canvas = createCanvas(width, height);
  fill(canvas, (x, y) => {
    const base = mix(SLATE_100, SLATE_300, (x + y) / (width + height));
    const frame = x > 220 && x < 380 && y > 130 && y < 270;
    const border = frame && (x < 228 || x > 372 || y < 138 || y > 262);
    const mountain = frame && y > 230 - Math.abs(x - 280) * 0.6 && y < 262 && x > 228 && x < 372;
    const sun = (x - 335) ** 2 + (y - 170) ** 2 <= 14 ** 2;
    return border || mountain || sun ? SLATE_400 : base;
  });
  return encodePng(canvas);
}

function socialCard(): Buffer {
  const width = 1200;
  const height = 630;
  const canvas = createCanvas(width, height);
  fill(canvas, (x, y) => {
    if (inStar(x, y, 600, 285, 150)) return GOLD;
    if (y > 470 && y < 482 && x > 440 && x < 760) return GOLD;
    return mix(BRAND, BRAND_DARK, (x / width + y / height) / 2);
  });
  return encodePng(canvas);
}

writeFileSync('public/default-student-image.png', studentImage());
writeFileSync('public/placeholder-project.png', projectPlaceholder());
writeFileSync('public/og-default.png', socialCard());
console.log('Wrote public/default-student-image.png, public/placeholder-project.png, public/og-default.png');
