/**
 * Makes sure a Chromium exists for the end-to-end tests: CHROMIUM_PATH,
 * Debian's, or Playwright's own. When none is found it tries Playwright's
 * installer (needs the internet), then Debian's package through apt-get (needs
 * root), and otherwise stops with a message that says how to get one.
 */
import { spawnSync } from 'node:child_process';
import { findChromium } from './lib/chromium.ts';
import { readSettings } from './settings.ts';

function run(command: string, args: string[]): boolean {
  console.log(`$ ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  return result.status === 0;
}

/** The Chromium found (`configured`: CHROMIUM_PATH), or one installed now; throws, saying how to get one, when neither works. */
export function ensureChromium(configured: string | undefined): string {
  const find = () => findChromium(configured);
  const found = find();
  if (found) return found;
  console.log('No Chromium found; trying to install one.');
  run(process.execPath, ['node_modules/@playwright/test/cli.js', 'install', 'chromium']);
  if (find()) return find()!;
  if (process.getuid?.() === 0) {
    run('apt-get', ['update', '-qq']);
    run('apt-get', ['install', '-y', '-qq', 'chromium']);
    if (find()) return find()!;
  }
  throw new Error(
    'No Chromium for the end-to-end tests. Install one (Debian: `sudo apt-get install chromium`; ' +
      'with internet: `npx playwright install chromium`) or set CHROMIUM_PATH to its executable.',
  );
}

if (import.meta.main) {
  try {
    console.log(`Chromium: ${ensureChromium(readSettings().chromiumPath)}`);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}
