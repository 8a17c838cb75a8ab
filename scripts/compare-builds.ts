/**
 * Two builds of the demo data, compared file by file: a change that should not
 * change what the site shows (a refactoring) builds before and after, then
 * compares.
 *
 *   node scripts/compare-builds.ts build <dir> [--entries N] [--port P]
 *     the demo data (hostile records and N extra entries, 400 by default) built into <dir>
 *   node scripts/compare-builds.ts compare <before> <after>
 *     exit 0 when every page, feed, sitemap and search file is the same
 *
 * A build runs against an in-memory demo backend at a fixed address (port
 * 4397 unless told otherwise: the backend's address is in the pages, some of
 * it encoded for the search index), and a fixed site address. What the build
 * reported (`fetch:` counts, dropped records, dropped pictures) is kept beside
 * the build (`<dir>.report.txt`) and compared too. Pictures (`_img/`) and the code's hashed asset names
 * (`/_astro/<name>.<hash>.<ext>`, and the `uid` of an island, which Astro derives
 * from its bundle's name) are set aside: pictures are named by their
 * content, and a change of code renames its bundles; a bundle whose content
 * changed is listed, not counted as a difference of the site.
 */
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { startDemoApi } from './demo-api/server.ts';
import { PROJECT_ROOT } from './lib/astro-build.ts';
import { buildSite } from './build.ts';
import { readSettings } from './settings.ts';

const SITE_URL = 'https://walloffame.example.edu';
/** Where both builds keep their pictures' variants: the second build processes none. */
const PICTURE_CACHE = join(PROJECT_ROOT, '.tmp', 'compare-builds', 'pictures');
/** An asset name with Astro's content hash: `name.HASH.ext`. */
const HASHED_ASSET = /(_astro\/[^/"'\s)]+?)\.[A-Za-z0-9_-]{8}\.(js|css|mjs)/g;

/** The picture step's default settings (whatever this environment says). */
function defaultPictures() {
  const { pictures } = readSettings({});
  if (!pictures) throw new Error('the default settings build without pictures');
  return pictures;
}

async function build(outDir: string, entries: number, port: number): Promise<void> {
  const work = join(PROJECT_ROOT, '.tmp', 'compare-builds', `work-${process.pid}`);
  const api = await startDemoApi({
    port,
    dbPath: ':memory:',
    uploadsDir: join(work, 'uploads'),
    siteUrl: SITE_URL,
    quiet: true,
    seed: { hostile: true, entries },
  });
  try {
    await rm(outDir, { recursive: true, force: true });
    const result = await buildSite({
      outDir,
      apiHost: api.url,
      siteUrl: SITE_URL,
      identityMeUrl: `${api.url}/auth/me`,
      cacheDir: join(work, 'astro-cache'),
      pictures: { ...defaultPictures(), cacheDir: PICTURE_CACHE },
    });
    const reported = result.output
      .split('\n')
      .filter((line) => /^(fetch:|dropped )/.test(line))
      .map((line) => line.replace(/, [\d.]+ s$/, ''))
      .sort();
    await writeFile(`${outDir}.report.txt`, `${reported.join('\n')}\n`);
    console.log(
      `built ${outDir} in ${(result.ms / 1000).toFixed(1)} s (${reported.length} report lines in ${outDir}.report.txt); backend ${api.url}`,
    );
  } finally {
    await api.close();
    await rm(work, { recursive: true, force: true });
  }
}

/** Every file under `dir`, as paths relative to it. */
async function filesOf(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => relative(dir, join(entry.parentPath, entry.name)));
}

/** An island's id, which Astro derives from its component's bundle name and props. */
const ISLAND_UID = / uid="[^"]*"/g;

/** A file's path or text with the hashed asset names (and what derives from them) set aside. */
const normalised = (text: string) => text.replace(HASHED_ASSET, '$1.$2').replace(ISLAND_UID, ' uid=""');

const isPicture = (path: string) => path.startsWith('_img/');
const isAsset = (path: string) => path.startsWith('_astro/');
const isText = (path: string) => !/\.(webp|jpe?g|png|gif|avif|ico|woff2?|pf_\w+|br|gz)$/.test(path);

interface Side {
  dir: string;
  /** Normalised path → file path. */
  files: Map<string, string>;
}

async function sideOf(dir: string): Promise<Side> {
  const files = new Map(
    (await filesOf(dir)).filter((path) => !isPicture(path)).map((path) => [normalised(path), path] as const),
  );
  return { dir, files };
}

/** Whether one file is the same on both sides (text after normalising, anything else byte for byte). */
async function same(path: string, before: Side, after: Side): Promise<boolean> {
  const [a, b] = await Promise.all([
    readFile(join(before.dir, before.files.get(path)!)),
    readFile(join(after.dir, after.files.get(path)!)),
  ]);
  if (a.equals(b)) return true;
  return isText(path) && normalised(a.toString('utf8')) === normalised(b.toString('utf8'));
}

async function compare(beforeDir: string, afterDir: string): Promise<number> {
  const [before, after] = await Promise.all([sideOf(beforeDir), sideOf(afterDir)]);
  const paths = [...new Set([...before.files.keys(), ...after.files.keys()])].sort();
  const only = (side: Side, other: Side) =>
    [...side.files.keys()].filter((path) => !other.files.has(path) && !isAsset(path));
  const differ: string[] = [];
  const assetsChanged: string[] = [];
  for (const path of paths.filter((each) => before.files.has(each) && after.files.has(each))) {
    if (await same(path, before, after)) continue;
    (isAsset(path) ? assetsChanged : differ).push(path);
  }
  const [reportBefore, reportAfter] = await Promise.all([
    readFile(`${beforeDir}.report.txt`, 'utf8'),
    readFile(`${afterDir}.report.txt`, 'utf8'),
  ]);
  const assetNames = (side: Side) => [...side.files.keys()].filter(isAsset).sort().join('\n');
  const lines = [
    ...only(before, after).map((path) => `only in ${beforeDir}: ${path}`),
    ...only(after, before).map((path) => `only in ${afterDir}: ${path}`),
    ...differ.map((path) => `differs: ${path}`),
    ...(reportBefore === reportAfter ? [] : ['differs: what the builds reported (the .report.txt files)']),
  ];
  for (const line of lines) console.log(line);
  const pages = paths.filter((path) => !isAsset(path)).length;
  console.log(
    `${pages} files compared (pictures and code bundles aside): ${lines.length === 0 ? 'identical' : `${lines.length} differences`}; ` +
      `reports ${reportBefore === reportAfter ? 'identical' : 'differ'}; code bundles: ${assetNames(before) === assetNames(after) ? 'the same names' : 'other names'}, ${assetsChanged.length} changed${assetsChanged.length ? ` (${assetsChanged.join(', ')})` : ''}`,
  );
  return lines.length === 0 ? 0 : 1;
}

if (import.meta.main) {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { entries: { type: 'string', default: '400' }, port: { type: 'string', default: '4397' } },
  });
  const [command, ...dirs] = positionals;
  if (command === 'build' && dirs.length === 1)
    await build(resolve(dirs[0]!), Number(values.entries), Number(values.port));
  else if (command === 'compare' && dirs.length === 2) process.exitCode = await compare(dirs[0]!, dirs[1]!);
  else {
    console.error(
      'usage: node scripts/compare-builds.ts build <dir> [--entries N] [--port P] | compare <before> <after>',
    );
    process.exitCode = 2;
  }
}
