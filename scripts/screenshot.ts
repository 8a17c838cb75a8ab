/**
 * Looks at pages the way a person does: `node scripts/screenshot.ts <url> [...]`
 * saves full-page PNGs at phone (390 px) and desktop (1280 px) widths into
 * `.tmp/screenshots/` (`--out-dir <dir>` elsewhere; `--viewport-only` only
 * what the window shows). A development aid, not a test.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './lib/chromium.ts';
import { readSettings } from './settings.ts';

const { values, positionals: urls } = parseArgs({
  allowPositionals: true,
  options: { 'out-dir': { type: 'string', default: '.tmp/screenshots' }, 'viewport-only': { type: 'boolean' } },
});
if (urls.length === 0) {
  console.error('usage: node scripts/screenshot.ts [--out-dir <dir>] [--viewport-only] <url> [<url> ...]');
  process.exit(2);
}
const outDir = values['out-dir'];
mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({
  executablePath: findChromium(readSettings().chromiumPath),
  args: CHROMIUM_ARGS,
});
for (const url of urls) {
  for (const width of [390, 1280]) {
    const page = await browser.newPage({ viewport: { width, height: width === 390 ? 844 : 800 } });
    await page.goto(url, { waitUntil: 'networkidle' });
    const name = `${new URL(url).pathname.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'home'}-${width}.png`;
    await page.screenshot({ path: join(outDir, name), fullPage: !values['viewport-only'] });
    console.log(join(outDir, name));
    await page.close();
  }
}
await browser.close();
