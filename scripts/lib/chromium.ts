/** Finds the Chromium the end-to-end tests and the measuring scripts drive (DESIGN.md: CHROMIUM_PATH, Debian's, then Playwright's own). */
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

/** Flags that work on this machine's closed network (DESIGN.md). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** The first Chromium found: `configured` (CHROMIUM_PATH, scripts/settings.ts), Debian's, then Playwright's own. */
export function findChromium(configured: string | undefined): string | undefined {
  const candidates = [configured, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  for (const candidate of candidates) if (candidate && existsSync(candidate)) return candidate;
  try {
    const own = chromium.executablePath();
    if (own && existsSync(own)) return own;
  } catch {
    // Playwright's own browser is not installed.
  }
  return undefined;
}
