/**
 * An Astro build given its plan (#features/catalog/build-plan.ts): the files it
 * reads and writes beside its output folder, its start, and its completion once
 * it has been handed its data. `npm run build` (scripts/build.ts) and the
 * rebuild (scripts/rebuild/) build the site this one way.
 *
 * The plan names files the build waits for, which its starter writes later,
 * each whole, in this order:
 *
 * ```
 *   start ──► Astro starts, bundles, then waits for the records (src/features/catalog/records-wait.ts)
 *   live keys (a rebuild's: which pages the live release has) ─┐
 *   pictures (what the picture step made of each URL)          ├─► the build goes on, renders, exits
 *   records (the snapshot's data) ─────────────────────────────┘
 *   complete ──► its pages' keys read, the pictures its pages use linked into `_img/`
 * ```
 *
 * A rebuild's records name the live release's records as their base and carry
 * only what differs from them (#features/catalog/records-file.ts): the whole
 * records, the new release's `.records`, are written while Astro builds.
 */
import { readFile, rm } from 'node:fs/promises';
import type { BuildPlanInput } from '#features/catalog/build-plan.ts';
import type { PageKeyLine } from '#features/catalog/page-keys.ts';
import { againstBase, type SnapshotData } from '#features/catalog/records-file.ts';
import type { PreparedPictures } from '#lib/pictures.ts';
import { astroBuild, type BuildOptions, type BuildResult } from './astro-build.ts';
import { linkPictureFiles, pictureFilesOf } from './images/release.ts';
import { makePageFolders } from './page-folders.ts';
import { recordsJson } from './records-json.ts';
import { writeWhole } from './write-whole.ts';

/** Where a build writes, and the files it reads and writes besides its pages. */
export interface BuildFiles {
  /** Astro's output folder. */
  dir: string;
  plan: string;
  /** The records it renders (a snapshot's data), then the release's `.records` (unless they have a base). */
  records: string;
  /** Records with a base: the whole records, written while Astro builds, then the release's `.records`. */
  wholeRecords: string;
  pictures: string;
  liveKeys: string;
  /** The pages' keys, one JSON line a page (#features/catalog/page-keys.ts). */
  keys: string;
}

/** A build into `dir`, its files named after `name` (default: the folder's own path). */
export function buildFilesOf(dir: string, name = dir): BuildFiles {
  return {
    dir,
    plan: `${name}.plan.json`,
    records: `${name}.records.json`,
    wholeRecords: `${name}.whole-records.json`,
    pictures: `${name}.pictures.json`,
    liveKeys: `${name}.live-keys.json`,
    keys: `${name}.keys.jsonl`,
  };
}

/** Removes a build's files, and its folder too unless `withDir` is false. */
export async function removeBuildFiles(files: BuildFiles, withDir = true): Promise<void> {
  const { dir, ...others } = files;
  const halfWritten = [`${files.records}.tmp`, `${files.wholeRecords}.tmp`];
  await Promise.all([...Object.values(others), ...halfWritten].map((file) => rm(file, { force: true })));
  if (withDir) await rm(dir, { recursive: true, force: true });
}

export interface BuildSettings {
  apiHost: string;
  siteUrl: string;
  identityMeUrl?: string;
  /** Astro's cache (default: its own, in node_modules). */
  cacheDir?: string;
  /** Astro's own output, as it comes (default: only in the result). */
  verbose?: boolean;
  /** The project to build (default: this one; tests build a copy with changed code) and more environment. */
  root?: string;
  env?: Record<string, string>;
  /** The site's fingerprint (scripts/rebuild/site-fingerprint.ts), part of every page key; without it no page is keyed (a whole site's build). */
  inputs?: string;
  withPictures: boolean;
  /** Put most detail pages of a whole site's build together from their route's frame (default true). */
  detailWriter?: boolean;
  /** The build process's heap limit, MB (./astro-build.ts, `buildHeapMb`). */
  heapMb?: number;
  /** The records its records will likely be written against (the live release's): Astro reads them while it waits. */
  likelyBase?: string;
  /** The pictures its pages will likely show (the live release's): Astro prepares the likely base with them while it waits. */
  likelyPictures?: string;
  /** Kept waiting for the next run (./astro-build.ts, `buildNodeArgs`). */
  keptWaiting?: boolean;
}

/** Starts `astro build` with `files`' plan; its own lines go to `progress`, Astro's others to `echo`. */
export function startAstro(
  settings: BuildSettings,
  files: BuildFiles,
  control: Pick<BuildOptions, 'progress' | 'echo' | 'signal' | 'spawned'>,
): Promise<BuildResult> {
  const plan: BuildPlanInput = {
    records: files.records,
    ...(settings.likelyBase ? { likelyBase: settings.likelyBase } : {}),
    ...(settings.likelyPictures ? { likelyPictures: settings.likelyPictures } : {}),
    ...(settings.withPictures ? { pictures: files.pictures } : {}),
    ...(settings.inputs ? { keys: { site: settings.inputs, out: files.keys, live: files.liveKeys } } : {}),
    // The rebuild reads them while Astro renders the rest (scripts/rebuild/written-pages.ts).
    reportWritten: !!settings.inputs,
    ...(settings.detailWriter === false ? { detailWriter: false } : {}),
  };
  return astroBuild({ ...settings, outDir: files.dir, plan, planFile: files.plan, ...control });
}

/** Tells the build the live release's keys (none: every page is rendered). */
export async function writeLiveKeys(files: BuildFiles, keys: Record<string, string> | undefined): Promise<void> {
  await writeWhole(files.liveKeys, JSON.stringify(keys ?? {}));
}

/** What a build reported of its keyed pages: URL → key of each, and the URLs it left out because the live release has them. */
export interface BuiltKeys {
  keys: Record<string, string>;
  unchanged: string[];
}

/** Reads a build's keys file (#features/catalog/page-keys.ts); a page listed again counts as last listed. */
async function readKeys(file: string): Promise<BuiltKeys> {
  const keys: Record<string, string> = {};
  const unchanged = new Set<string>();
  for (const line of (await readFile(file, 'utf8').catch(() => '')).split('\n')) {
    if (!line) continue;
    const page = JSON.parse(line) as PageKeyLine;
    keys[page.url] = page.key;
    if (page.unchanged) unchanged.add(page.url);
    else unchanged.delete(page.url);
  }
  return { keys, unchanged: [...unchanged] };
}

/** The pictures a build's pages use: what the picture step made of each URL, and the cache their files are in. */
export interface BuildPictures {
  prepared: PreparedPictures;
  cacheDir: string;
}

/** What a build's caller does while Astro reads the records. */
export interface WhileBuilding {
  /** Detail pages' folders to make (./page-folders.ts). */
  folders?: string[];
  /** Called once the records are handed. */
  handed?: () => void;
  /** The live release's records (its `.records` file, as read): the build takes from them every record they have the same. */
  base?: { file: string; data: SnapshotData };
}

/**
 * Hands a started build its data (the pictures, then the records, which let it
 * go on) and waits for it; then puts the pictures its pages use into its
 * folder.
 */
export async function completeBuild(
  build: { files: BuildFiles; building: Promise<BuildResult> },
  data: SnapshotData,
  pictures: BuildPictures | undefined,
  { folders, handed, base }: WhileBuilding = {},
): Promise<BuiltKeys & { output: string; records: string; pictures?: string }> {
  const { files } = build;
  if (pictures) await writeWhole(files.pictures, JSON.stringify(pictures.prepared));
  await writeWhole(files.records, base ? JSON.stringify(againstBase(data, base.file, base.data)) : recordsJson(data));
  // While Astro reads the records, the folders of a whole site's detail pages are made here (./page-folders.ts).
  const made = folders && makePageFolders(files.dir, folders);
  handed?.();
  // The whole records, no longer on Astro's way (1.4 s at 100,000 entries to serialise and write).
  const whole = base && writeWhole(files.wholeRecords, recordsJson(data));
  whole?.catch(() => {});
  // A failed build's files are removed by its caller once the whole records are no longer being written.
  const result = await build.building.catch(async (error: unknown) => {
    await whole?.catch(() => {});
    throw error;
  });
  await Promise.all([made, whole]);
  const keys = await readKeys(files.keys);
  const used = pictures ? pictureFilesOf(pictures.prepared) : new Set<string>();
  if (used.size > 0) await linkPictureFiles(pictures!.cacheDir, files.dir, used);
  // What it read and wrote besides its pages, records and pictures is not needed any more.
  const done = [files.plan, files.liveKeys, files.keys, ...(base ? [files.records] : [])];
  await Promise.all(done.map((file) => rm(file, { force: true })));
  return {
    ...keys,
    output: result.output,
    records: base ? files.wholeRecords : files.records,
    ...(pictures ? { pictures: files.pictures } : {}),
  };
}
