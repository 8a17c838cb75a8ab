/**
 * A fingerprint of everything besides the data that shapes the built site: the
 * site's code and public files, the Astro config (and the CSP module it reads),
 * the locked dependencies, and the build environment. A rebuild with equal
 * data but a new fingerprint (new code deployed, another backend or site URL)
 * still builds.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sha256 } from '../lib/hash.ts';

const PROJECT_ROOT = fileURLToPath(new URL('../../', import.meta.url));

// Besides the site: what runs inside Astro's build (the CSP, React's server rendering, the detail pages put
// together from their frame) and the picture step, whose variants the pages name.
const INPUTS = [
  'src',
  'public',
  'astro.config.mjs',
  'scripts/settings.ts',
  'package-lock.json',
  'integrations',
  'scripts/lib/images',
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
    entries.map((entry) =>
      entry.isDirectory() ? filesUnder(join(path, entry.name)) : Promise.resolve([join(path, entry.name)]),
    ),
  );
  return nested.flat();
}

export interface BuildEnvironment {
  apiHost: string;
  siteUrl: string;
  identityMeUrl?: string;
}

/** sha256 over the input files (path and content) and the build environment. */
export async function siteFingerprint(env: BuildEnvironment, root = PROJECT_ROOT): Promise<string> {
  const files = (await Promise.all(INPUTS.map((input) => filesUnder(join(root, input))))).flat().sort();
  const parts = await Promise.all(
    files.map(async (file) => `${relative(root, file)}\0${sha256(await readFile(file))}`),
  );
  return sha256(JSON.stringify({ files: parts, env: [env.apiHost, env.siteUrl, env.identityMeUrl ?? ''] }));
}
