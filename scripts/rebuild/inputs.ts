/**
 * A fingerprint of everything besides the data that shapes the built site: the
 * site's code and public files, the Astro config (and the CSP module it reads),
 * the locked dependencies, and the build environment. A rebuild with equal
 * data but a new fingerprint (new code deployed, another backend or site URL)
 * still builds.
 */
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

// Node built-ins only: the build's cache keys (src/features/catalog/cache-key.ts) use this too.
const PROJECT_ROOT = fileURLToPath(new URL('../../', import.meta.url));
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

// Besides the site: the build's modules that shape what a page holds (the CSP, the pictures' variants, React's
// server rendering, the detail pages put together from their frame).
const INPUTS = [
  'src',
  'public',
  'astro.config.mjs',
  'package-lock.json',
  'scripts/rebuild/security.ts',
  'scripts/lib/images',
  'scripts/lib/react-islands',
  'scripts/lib/detail-pages.ts',
];

async function filesUnder(path: string): Promise<string[]> {
  let entries;
  try {
    entries = await readdir(path, { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOTDIR') return [path];
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const nested = await Promise.all(
    entries.map((entry) => (entry.isDirectory() ? filesUnder(join(path, entry.name)) : Promise.resolve([join(path, entry.name)]))),
  );
  return nested.flat();
}

export interface BuildEnvironment {
  apiHost: string;
  siteUrl: string;
  identityMeUrl?: string;
}

/** sha256 over the input files (path and content) and the build environment. */
export async function inputsFingerprint(env: BuildEnvironment, root = PROJECT_ROOT): Promise<string> {
  const files = (await Promise.all(INPUTS.map((input) => filesUnder(join(root, input))))).flat().sort();
  const parts = await Promise.all(files.map(async (file) => `${relative(root, file)}\0${createHash('sha256').update(await readFile(file)).digest('hex')}`));
  return sha256(JSON.stringify({ files: parts, env: [env.apiHost, env.siteUrl, env.identityMeUrl ?? ''] }));
}
