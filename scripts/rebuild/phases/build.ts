/**
 * The build phase: `astro build` from the snapshot's records, rendering only
 * the pages whose key differs from the live release's (every page when nothing
 * is live, or the site's code changed: every key then differs).
 *
 * Astro starts with the run, before the fetch (./standby.ts keeps one started
 * even earlier for a long-running service): its start and Vite's bundles, about
 * 4–6 s at 10,000 entries (547cea4, 81132d6), overlap the fetch and the
 * pictures, and the build waits for its records (integrations/snapshot-wait.ts).
 * The build's plan names files beside its folder that the run writes later,
 * in this order: the live release's keys, the pictures, then the records,
 * which let it go on.
 */
import { readdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { BuildPlanInput } from '#features/catalog/build-plan.ts';
import type { PageKeyLine } from '#features/catalog/page-keys.ts';
import type { PreparedPictures } from '#lib/pictures.ts';
import { astroBuild, BuildError, type BuildResult } from '../../lib/astro-build.ts';
import { processRuns } from '../../lib/child-pids.ts';
import { writeWhole } from '../../lib/write-whole.ts';
import { linkPictureFiles, pictureFilesOf } from '../../lib/images/release.ts';
import { makePageFolders } from '../page-folders.ts';
import { plural, RebuildError, seconds, type Run } from '../run.ts';
import type { SnapshotManifest } from '../snapshot.ts';
import { detailPaths, type PagesRead } from '../verify.ts';
import { WrittenPages } from '../written-pages.ts';

/** Where a build writes, and the files it reads and writes besides its pages: `<publishDir>/build-<pid>-<n>`, and beside it. */
export interface BuildFiles {
  /** Astro's output folder. */
  dir: string;
  plan: string;
  /** The records it renders (a snapshot's data), then the release's `.records`. */
  records: string;
  pictures: string;
  liveKeys: string;
  /** The pages' keys, one JSON line a page (#features/catalog/page-keys.ts). */
  keys: string;
}

const PREFIX = 'build-';
let counter = 0;

/** A build into `dir`, its files named after `name` (default: the folder's own path). */
export function buildFilesOf(dir: string, name = dir): BuildFiles {
  return { dir, plan: `${name}.plan.json`, records: `${name}.records.json`, pictures: `${name}.pictures.json`, liveKeys: `${name}.live-keys.json`, keys: `${name}.keys.jsonl` };
}

/** Names for a new build in `publishDir`, this process's own (a prune removes them once it has ended); into `dir` when given (a fresh build, into its release's folder). */
export function buildFiles(publishDir: string, dir?: string): BuildFiles {
  const name = join(publishDir, `${PREFIX}${process.pid}-${++counter}`);
  return buildFilesOf(dir ?? name, name);
}

/** Removes a build's files, and its folder too unless `withDir` is false. */
export async function removeBuildFiles(files: BuildFiles, withDir = true): Promise<void> {
  const { dir, ...others } = files;
  await Promise.all([...Object.values(others), `${files.records}.tmp`].map((file) => rm(file, { force: true })));
  if (withDir) await rm(dir, { recursive: true, force: true });
}

/** Builds (folders and files) left in `publishDir` by processes that are gone. */
export async function removeOrphanBuilds(publishDir: string): Promise<void> {
  const names = await readdir(publishDir).catch(() => [] as string[]);
  const gone = names.filter((name) => {
    const pid = name.startsWith(PREFIX) ? Number(/^(\d+)-/.exec(name.slice(PREFIX.length))?.[1]) : 0;
    return !!pid && pid !== process.pid && !processRuns(pid);
  });
  await Promise.all(gone.map((name) => rm(join(publishDir, name), { recursive: true, force: true })));
}

export interface BuildSettings {
  apiHost: string;
  siteUrl: string;
  identityMeUrl?: string;
  /** Astro's cache (default: its own, in node_modules). */
  cacheDir?: string;
  verbose?: boolean;
  /** The project to build (default: this one; tests build a copy with changed code) and more environment. */
  root?: string;
  env?: Record<string, string>;
  /** The site's fingerprint (../inputs.ts), part of every page key; without it no page is keyed (a whole site's build). */
  inputs?: string;
  withPictures: boolean;
  /** Put most detail pages of a full build together from their route's frame (default true). */
  detailWriter?: boolean;
}

/** Starts `astro build` with `files`' plan; its lines go to `progress`. */
export function startAstro(settings: BuildSettings, files: BuildFiles, control: { progress: (line: string) => void; signal?: AbortSignal; spawned?: Parameters<typeof astroBuild>[0]['spawned'] }): Promise<BuildResult> {
  const plan: BuildPlanInput = {
    records: files.records,
    ...(settings.withPictures ? { pictures: files.pictures } : {}),
    ...(settings.inputs ? { keys: { site: settings.inputs, out: files.keys, live: files.liveKeys } } : {}),
    // The rebuild reads them while Astro renders the rest (../written-pages.ts).
    reportWritten: !!settings.inputs,
    ...(settings.detailWriter === false ? { detailWriter: false } : {}),
  };
  return astroBuild({ ...settings, outDir: files.dir, plan, planFile: files.plan, ...control });
}

/** A build under way for a run: its files, its outcome, the pages read while it writes them. */
export interface BuildUnderWay {
  files: BuildFiles;
  building: Promise<BuildResult>;
  /** When it started for this run (a build kept waiting: when it was taken). */
  since: number;
  written: WrittenPages;
  /** A build started before this run (./standby.ts): how long it waited, and whether Astro had finished starting. */
  kept?: { waitedMs: number; ready: boolean };
  /** Stops it and removes its files and folder (a run that publishes nothing). */
  stop(): Promise<void>;
}

/** Starts a build with `files`; `routeWritten` hears of each detail route whose every page is written and read. */
export function startBuild(settings: BuildSettings, files: BuildFiles, log: (line: string) => void, routeWritten?: (base: string, files: readonly string[]) => void): BuildUnderWay {
  const abort = new AbortController();
  const written = new WrittenPages(files.dir, routeWritten);
  const building = startAstro(settings, files, { progress: (line) => written.take(line) || log(`build: ${line}`), signal: abort.signal });
  // Its failure is taken up where the build phase awaits it.
  building.catch(() => {});
  return {
    files,
    building,
    since: performance.now(),
    written,
    stop: async () => {
      abort.abort();
      await building.catch(() => {});
      await removeBuildFiles(files);
    },
  };
}

/** Tells the build the live release's keys (none: every page is rendered). */
export async function writeLiveKeys(files: BuildFiles, keys: Record<string, string> | undefined): Promise<void> {
  await writeWhole(files.liveKeys, JSON.stringify(keys ?? {}));
}

/** What the build made: its pages' keys, those left out because the live release has them, and the pages read while it wrote. */
export interface Built {
  dir: string;
  /** URL → key of every keyed page of the release. */
  keys: Record<string, string>;
  /** URLs not rendered: the live release's file is the page. */
  unchanged: string[];
  /** Pages read while Astro wrote the rest (relative path → URLs). */
  preread: PagesRead;
  /** The records the release was built from, as a file (its `.records` once published). */
  records: string;
  output: string;
  ms: number;
}

export async function readKeys(file: string): Promise<Pick<Built, 'keys' | 'unchanged'>> {
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

/**
 * Hands a started build its data (the pictures, then the records, which let it
 * go on) and waits for it; then puts the pictures its pages use into its
 * folder. `folders`: detail pages' folders to make while Astro reads the records.
 */
export async function completeBuild(build: Pick<BuildUnderWay, 'files' | 'building'>, data: unknown, pictures: BuildPictures | undefined, folders?: string[]): Promise<Pick<Built, 'keys' | 'unchanged' | 'output'>> {
  const { files } = build;
  if (pictures) await writeWhole(files.pictures, JSON.stringify(pictures.prepared));
  await writeWhole(files.records, JSON.stringify(data));
  // While Astro reads the records, the folders of a full build's detail pages are made here (../page-folders.ts).
  const made = folders && makePageFolders(files.dir, folders);
  const result = await build.building;
  await made;
  const keys = await readKeys(files.keys);
  const used = pictures ? pictureFilesOf(pictures.prepared) : new Set<string>();
  if (used.size > 0) await linkPictureFiles(pictures!.cacheDir, files.dir, used);
  // What it read and wrote besides its pages and records is not needed any more.
  await Promise.all([files.plan, files.pictures, files.liveKeys, files.keys].map((file) => rm(file, { force: true })));
  return { ...keys, output: result.output };
}

/** The build phase's end: the build completed, or stopped (what it wrote removed) with the phase's error. */
export async function finishBuild(build: BuildUnderWay, snapshot: SnapshotManifest, pictures: BuildPictures | undefined, fresh: boolean): Promise<Built> {
  try {
    const done = await completeBuild(build, snapshot.data, pictures, fresh ? detailPaths(snapshot) : undefined);
    return { dir: build.files.dir, ...done, preread: await build.written.read(), records: build.files.records, ms: performance.now() - build.since };
  } catch (error) {
    await build.stop();
    const output = error instanceof BuildError ? `\n${error.output.trim().split('\n').slice(-25).join('\n')}` : '';
    throw new RebuildError('build', `astro build failed, nothing was published: ${(error as Error).message}${output}`, { cause: error });
  }
}

/** The build line: how long, how many pages rendered, and how the build was started. */
export function describeBuild(run: Run, build: BuildUnderWay, built: Built): string {
  const rendered = Object.keys(built.keys).length - built.unchanged.length;
  const kept = build.kept ? `; Astro started ${seconds(build.kept.waitedMs)} before this run${build.kept.ready ? ' and was waiting for the snapshot' : ', still starting when taken'}` : '';
  const what = built.unchanged.length > 0 ? `${plural(rendered, 'changed page')} rendered, ${built.unchanged.length} unchanged from the live release${kept}` : `every page rendered${kept}`;
  return `build: releases/${run.id} in ${seconds(built.ms)} (${what})`;
}
