/**
 * `npm run compress [-- dir] [--previous dir]`: a deploy-time step for hosts
 * that serve precompressed siblings (`page.html.br`, `page.html.gz`) but do
 * not compress themselves. Neither a CDN (it compresses) nor the bundled
 * static server (it compresses on first request) needs it. See {@link USAGE}.
 *
 * Never writes a file in place: releases are hard-linked to each other, so a
 * sibling is written under a new name and renamed over the old one
 * (lib/compressed-siblings.ts). Files shared with the previous release (the same inode) take
 * its siblings; a file whose siblings are there already and decode to its
 * bytes keeps them, so running it twice compresses nothing; siblings made from
 * anything else (an older version of the page) are replaced.
 */
import { readdir, realpath, stat } from 'node:fs/promises';
import { basename, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { createLimiter } from '#lib/pool.ts';
import { compressRelease, type SharedWith } from './lib/compressed-siblings.ts';
import { isCompressible } from './lib/content-encoding.ts';
import { releasePathOf } from './lib/release-path.ts';
import { listReleases } from './rebuild/releases.ts';
import { readSettings } from './settings.ts';

const USAGE = `Usage: npm run compress [-- dir] [--previous dir]

Writes brotli (.br) and gzip (.gz) siblings beside every text file of at least 512 bytes
(.html .css .js .mjs .json .xml .txt .svg .webmanifest) of a built site, and a brotli sibling of
what Pagefind's index files (.pf_meta .pf_index .pf_filter .pagefind) unpack to, for a host that
serves precompressed files but does not compress itself. Siblings there already are kept when they
decode to their file's content, else replaced.

  dir              the site to compress (default PUBLISH_DIR/current, i.e. .site/current; a
                   symlink is followed, so the release it points at gets the siblings)
  --previous dir   a release this one shares files with (hard links): those files take its
                   siblings instead of being compressed again. Default with no dir: the release
                   published before the current one, if any
  --help`;

/** Relative paths of the compressible files of `dir` that are the very files (same inode) of `previous`. */
async function sharedFiles(dir: string, previous: string): Promise<Set<string>> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  const limit = createLimiter(32);
  const shared = new Set<string>();
  await Promise.all(
    entries
      .filter((e) => e.isFile() && isCompressible(e.name))
      .map((e) =>
        limit(async () => {
          const path = releasePathOf(dir, join(e.parentPath, e.name));
          const [a, b] = await Promise.all([stat(join(dir, path)), stat(join(previous, path)).catch(() => null)]);
          if (b && a.dev === b.dev && a.ino === b.ino) shared.add(path);
        }),
      ),
  );
  return shared;
}

/** The release published before the one `current` points at, when `dir` is PUBLISH_DIR/current. */
async function releaseBefore(publishDir: string, real: string): Promise<string | undefined> {
  const ids = await listReleases(publishDir);
  const index = ids.indexOf(basename(real));
  const id = index > 0 ? ids[index - 1] : undefined;
  return id ? realpath(join(publishDir, 'releases', id)).catch(() => undefined) : undefined;
}

async function main(argv: string[]): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: { previous: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
    });
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${USAGE}`);
    return 2;
  }
  if (parsed.values.help) {
    console.log(USAGE);
    return 0;
  }
  if (parsed.positionals.length > 1) {
    console.error(`One directory at most.\n\n${USAGE}`);
    return 2;
  }
  const publishDir = resolve(readSettings().publishDir);
  const given = parsed.positionals[0];
  const target = given ? resolve(given) : join(publishDir, 'current');
  const dir = await realpath(target).catch(() => null);
  if (!dir || !(await stat(dir)).isDirectory()) {
    console.error(
      `${target} is not a directory${given ? '' : ' (nothing published yet? run npm run rebuild first, or name a directory)'}.`,
    );
    return 1;
  }
  const previous = parsed.values.previous
    ? await realpath(resolve(parsed.values.previous))
    : given
      ? undefined
      : await releaseBefore(publishDir, dir);
  let live: SharedWith | undefined;
  if (previous && previous !== dir) live = { dir: previous, shared: await sharedFiles(dir, previous) };

  const result = await compressRelease(dir, live);
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
  console.log(
    `compress: ${dir}: ${result.files} text files, ${result.compressed} compressed` +
      `${result.compressed ? ` (${kb(result.bytesBefore)} → ${kb(result.bytesAfter)} as brotli)` : ''}, ` +
      `${result.reused} kept or linked${live ? ` (${live.shared.size} shared with ${previous})` : ''}, ${(result.ms / 1000).toFixed(1)} s`,
  );
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`compress failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
