/**
 * Looks at pages the way a person does: `node scripts/screenshot.ts <url> [...]`
 * saves full-page PNGs at phone (390 px) and desktop (1280 px) widths into
 * `.tmp/screenshots/` (or OUT_DIR). A development aid, not a test.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './lib/chromium.ts';

const urls = process.argv.slice(2);
if (urls.length === 0) {
  console.error('usage: node scripts/screenshot.ts <url> [<url> ...]');
  process.exit(2);
}
const outDir = process.env.OUT_DIR ?? '.tmp/screenshots';
mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
for (const url of urls) {
  for (const width of [390, 1280]) {
    const page = await browser.newPage({ viewport: { width, height: width === 390 ? 844 : 800 } });
    await page.goto(url, { waitUntil: 'networkidle' });
    const name = `${new URL(url).pathname.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'home'}-${width}.png`;
    await page.screenshot({ path: join(outDir, name), fullPage: process.env.FULL_PAGE !== '0' });
    console.log(join(outDir, name));
    await page.close();
  }
}
await browser.close();
