/**
 * One rebuild: fetch the snapshot, compare it with the live release's, build a
 * new release, verify it, publish it atomically. One progress line per phase
 * and a summary; nothing is published unless every phase succeeds.
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { BuildError, buildSite } from '../lib/build-site.ts';
import { baselineOf, shrinkRefusal } from './guard.ts';
import { inputsFingerprint } from './inputs.ts';
import { acquireLock, describeTakeover } from './lock.ts';
import {
  KEEP_RELEASES,
  currentRelease,
  listReleases,
  newReleaseId,
  pruneReleases,
  readRecord,
  readRecords,
  releasePath,
  rollback,
  snapshotPath,
  switchCurrent,
  writeRecord,
  type ReleaseRecord,
} from './releases.ts';
import { describeCounts, diffSnapshots, fetchSnapshot, type SnapshotManifest } from './snapshot.ts';
import { compressRelease } from '../lib/compress.ts';
import { prunePictureCache } from '../lib/images/release.ts';
import { imageCacheDir, imageStepFromEnv, type StepCounts } from '../lib/images/step.ts';
import { snapshotPictureUrls } from '#features/catalog/pictures.ts';
import { pageFingerprints, readReleaseFiles, writeReleaseFiles } from './release-files.ts';
import { shareWithLive } from './share.ts';
import { verifyRelease } from './verify.ts';

export type Phase = 'lock' | 'fetch' | 'compare' | 'pictures' | 'build' | 'share' | 'verify' | 'compress' | 'publish' | 'rollback';

export interface RebuildOptions {
  publishDir: string;
  apiHost: string;
  siteUrl: string;
  identityMeUrl?: string;
  /** Publish even when the shrink guard refuses (or there is no baseline), and build even when nothing changed. */
  force?: boolean;
  /** Largest allowed drop in entries (in all, per area, per list), as a fraction of the baseline's (default 0.2). */
  maxShrink?: number;
  /** Refuse to publish when there is no release record to compare with (unless forced): for CI, where the records live in an evictable cache. */
  requireBaseline?: boolean;
  /** Releases to keep (default 5). */
  keep?: number;
  /** Also rebuild when the site's code or build environment changed (default true). */
  watchCode?: boolean;
  /** Internal links allowed to point nowhere (default: the spec's Privacy Policy and Terms of Use). */
  allowUnbuilt?: string[];
  /** Receives the progress lines (default console.log). */
  log?: (line: string) => void;
  /** Print Astro's own output while building. */
  verbose?: boolean;
}

export interface RebuildResult {
  changed: boolean;
  /** Milliseconds per phase that ran. */
  timings: Partial<Record<Phase, number>>;
  /** Astro's output, when it built. */
  buildOutput?: string;
  /** What the image step did, when it built with pictures. */
  pictures?: StepCounts;
  /** The live release after this run. */
  release?: string;
  entries: number;
  pages?: number;
  ms: number;
  summary: string;
}

/** A failed rebuild: nothing was published. `phase` says where it stopped. */
export class RebuildError extends Error {
  readonly phase: Phase;
  constructor(phase: Phase, message: string, options?: ErrorOptions) {
    super(`${phase}: ${message}`, options);
    this.name = 'RebuildError';
    this.phase = phase;
  }
}

export const DEFAULT_MAX_SHRINK = 0.2;

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** Runs `work` holding PUBLISH_DIR's lock. */
async function locked<T>(publishDir: string, log: (line: string) => void, work: () => Promise<T>): Promise<T> {
  await mkdir(publishDir, { recursive: true });
  let lock;
  try {
    lock = await acquireLock(join(publishDir, 'rebuild.lock'));
  } catch (error) {
    throw new RebuildError('lock', (error as Error).message, { cause: error });
  }
  if (lock.takeover) log(`lock: ${describeTakeover(lock.takeover)}`);
  try {
    return await work();
  } finally {
    await lock.release();
  }
}

export async function runRebuild(options: RebuildOptions): Promise<RebuildResult> {
  const log = options.log ?? ((line: string) => console.log(line));
  const publishDir = resolve(options.publishDir);
  const started = performance.now();
  return locked(publishDir, log, async () => {
    const timings: Partial<Record<Phase, number>> = {};
    let mark = performance.now();
    const lap = (phase: Phase) => {
      const now = performance.now();
      timings[phase] = Math.round(now - mark);
      mark = now;
    };
    // fetch
    let snapshot: SnapshotManifest;
    try {
      snapshot = await fetchSnapshot({ host: options.apiHost });
    } catch (error) {
      throw new RebuildError('fetch', `the backend at ${options.apiHost} failed, nothing was published: ${(error as Error).message}`, { cause: error });
    }
    const dropped = snapshot.dropped.length
      ? `, ${snapshot.dropped.length} invalid record${snapshot.dropped.length === 1 ? '' : 's'} left out as the build does (e.g. ${snapshot.dropped[0]})`
      : '';
    lap('fetch');
    log(`fetch: ${snapshot.entries} ${snapshot.entries === 1 ? 'entry' : 'entries'} (${describeCounts(snapshot)})${dropped}, snapshot ${snapshot.hash.slice(0, 12)}, ${seconds(snapshot.fetchMs)}`);

    // compare
    const env = { apiHost: options.apiHost, siteUrl: options.siteUrl, identityMeUrl: options.identityMeUrl };
    const inputs = options.watchCode === false ? 'not watched' : await inputsFingerprint(env);
    const liveId = await currentRelease(publishDir);
    const live = liveId ? await readRecord(publishDir, liveId) : undefined;
    const sameData = live?.snapshot.hash === snapshot.hash;
    const sameCode = live?.inputs === inputs || options.watchCode === false;
    if (live && sameData && sameCode && !options.force) {
      lap('compare');
      log(`compare: same as the live release ${live.id}`);
      const ms = performance.now() - started;
      const summary = `summary: no changes — ${snapshot.entries} entries, ${live.pages} pages live (release ${live.id}), nothing built, ${seconds(ms)}`;
      log(summary);
      return { changed: false, timings, release: live.id, entries: snapshot.entries, pages: live.pages, ms, summary };
    }
    const diff = diffSnapshots(live?.snapshot, snapshot);
    const what = !live
      ? 'nothing is published yet'
      : [
          sameData ? 'same data' : `${diff.added.length} added, ${diff.removed.length} removed, ${diff.changed.length} changed entries${diff.added.length + diff.removed.length + diff.changed.length ? '' : ' (lists or best lists reordered)'}`,
          sameCode ? '' : 'site code or build settings changed',
          options.force && sameData && sameCode ? 'forced' : '',
        ]
          .filter(Boolean)
          .join('; ') + ` (vs ${live.id})`;
    const baseline = baselineOf(await readRecords(publishDir), liveId);
    if (!baseline && options.requireBaseline && !options.force) {
      throw new RebuildError(
        'compare',
        `no baseline: ${publishDir} holds no release record to compare the backend's ${snapshot.entries} entries with ` +
          `(in CI, the cache that keeps the records may have been evicted), and --require-baseline was given. ` +
          `Nothing was published; if the live site really has to be published from scratch, run again with --force`,
      );
    }
    const refusal = shrinkRefusal(baseline, snapshot, options.maxShrink ?? DEFAULT_MAX_SHRINK);
    if (refusal && !options.force) {
      throw new RebuildError('compare', `${refusal}. Nothing was published; if this is intended, run again with --force`);
    }
    lap('compare');
    const overridden = [refusal ? 'shrink guard overridden by --force' : '', !baseline && options.requireBaseline ? 'no baseline, published because of --force' : '']
      .filter(Boolean)
      .join('; ');
    log(`compare: ${what}${overridden ? ` — ${overridden}` : ''}`);

    const id = newReleaseId();
    const outDir = releasePath(publishDir, id);
    const cacheDir = join(publishDir, 'astro-cache');
    const imageCache = imageCacheDir({ ...process.env, ASTRO_CACHE_DIR: cacheDir });
    const withPictures = process.env.IMAGES !== 'off';

    // pictures: every picture of the snapshot fetched (or found fresh or unchanged) and processed once, before the build
    const picturesFile = join(publishDir, `pictures-${id}.json`);
    let pictures: StepCounts | undefined;
    if (withPictures) {
      try {
        const step = imageStepFromEnv({ ...process.env, PUBLIC_API_HOST: options.apiHost, IMAGE_CACHE_DIR: imageCache });
        const prepared = await step.prepare(snapshotPictureUrls(snapshot.data!), log);
        await writeFile(picturesFile, JSON.stringify(Object.fromEntries(prepared)));
        pictures = step.counts;
      } catch (error) {
        await rm(picturesFile, { force: true });
        throw new RebuildError('pictures', `the image step failed, nothing was published: ${(error as Error).message}`, { cause: error });
      }
      lap('pictures');
      log(
        `pictures: ${pictures.urls} (${pictures.processed} processed, ${pictures.fresh} fresh by Cache-Control, ${pictures.unchanged} unchanged by ETag or date, ` +
          `${pictures.downloaded - pictures.processed} downloaded and known by their content, ${pictures.dropped} dropped; ${seconds(timings.pictures ?? 0)})`,
      );
    }

    // build, from the snapshot's records (the loaders read them instead of fetching again)
    const snapshotFile = snapshotPath(publishDir, id);
    await writeFile(snapshotFile, JSON.stringify(snapshot.data));
    const buildStarted = Date.now();
    let build;
    try {
      build = await buildSite({
        outDir,
        apiHost: options.apiHost,
        siteUrl: options.siteUrl,
        identityMeUrl: options.identityMeUrl,
        cacheDir,
        verbose: options.verbose,
        env: { SNAPSHOT_FILE: snapshotFile, ...(withPictures ? { PICTURES_FILE: picturesFile } : {}) },
      });
    } catch (error) {
      await rm(snapshotFile, { force: true });
      await rm(picturesFile, { force: true });
      await rm(outDir, { recursive: true, force: true });
      const output = error instanceof BuildError ? `\n${error.output.trim().split('\n').slice(-25).join('\n')}` : '';
      throw new RebuildError('build', `astro build failed, nothing was published: ${(error as Error).message}${output}`, { cause: error });
    }
    await rm(snapshotFile, { force: true });
    await rm(picturesFile, { force: true });
    lap('build');
    log(`build: releases/${id} in ${seconds(build.ms)}`);

    // share: files unchanged from the live release become links to it (no second copy, nothing to check or compress again)
    const liveDir = liveId ? releasePath(publishDir, liveId) : undefined;
    const pages = await pageFingerprints(cacheDir, buildStarted);
    const liveFiles = await readReleaseFiles(publishDir, liveId);
    let shared;
    try {
      shared = await shareWithLive(outDir, liveDir, liveFiles && { release: pages, live: liveFiles.pages });
    } catch (error) {
      await rm(outDir, { recursive: true, force: true });
      throw new RebuildError('share', `could not link unchanged files to the live release: ${(error as Error).message}`, { cause: error });
    }
    lap('share');
    log(
      `share: ${shared.shared.size} of ${shared.files} files unchanged from the live release, linked ` +
        `(${shared.compared} compared byte for byte, the rest known by fingerprint or name; ${seconds(shared.ms)})`,
    );

    // verify
    let report;
    try {
      report = await verifyRelease({
        root: outDir,
        manifest: snapshot,
        siteUrl: options.siteUrl,
        allowUnbuilt: options.allowUnbuilt,
        unchanged: shared.shared,
        liveFragments: liveFiles?.fragments,
      });
    } catch (error) {
      await rm(outDir, { recursive: true, force: true });
      throw new RebuildError('verify', (error as Error).message, { cause: error });
    }
    lap('verify');
    log(
      `verify: ${report.pages} pages; every list, page and detail of the snapshot exists; every internal link resolves ` +
        `(${report.read} changed pages read); the search index holds every detail page (${seconds(report.ms)})`,
    );

    // compress: brotli and gzip siblings for the static server (unchanged files take the live release's)
    let compressed;
    try {
      compressed = await compressRelease(outDir, liveDir ? { dir: liveDir, shared: shared.shared } : undefined);
    } catch (error) {
      await rm(outDir, { recursive: true, force: true });
      throw new RebuildError('compress', (error as Error).message, { cause: error });
    }
    lap('compress');
    log(`compress: ${compressed.compressed} files compressed, ${compressed.reused} taken from the live release (${seconds(compressed.ms)})`);

    // publish
    const { data: _records, ...manifest } = snapshot;
    const record: ReleaseRecord = {
      id,
      builtAt: new Date().toISOString(),
      snapshot: manifest,
      inputs,
      apiHost: options.apiHost,
      siteUrl: options.siteUrl,
      pages: report.pages,
      buildMs: Math.round(build.ms),
      verifyMs: report.ms,
      ...(refusal ? { shrinkOverridden: true } : {}),
    };
    try {
      // What the next rebuild may know about this release's files without reading them; before the record, which makes the release count.
      await writeReleaseFiles(publishDir, id, { pages, fragments: Object.fromEntries(report.fragments) });
      await writeRecord(publishDir, record);
      await switchCurrent(publishDir, id);
    } catch (error) {
      throw new RebuildError('publish', (error as Error).message, { cause: error });
    }
    const removed = await pruneReleases(publishDir, options.keep ?? KEEP_RELEASES).catch(() => []);
    // Picture variants that no kept release holds leave the cache (an entry removed, a picture replaced).
    const keptReleases = (await listReleases(publishDir)).map((kept) => releasePath(publishDir, kept));
    const prunedPictures = withPictures ? await prunePictureCache(imageCache, keptReleases).catch(() => 0) : 0;
    lap('publish');
    log(
      `publish: current → releases/${id}${removed.length ? ` (removed ${plural(removed.length, 'old release')})` : ''}` +
        `${prunedPictures ? `; ${plural(prunedPictures, 'picture file')} no kept release uses left the cache` : ''}`,
    );

    const ms = performance.now() - started;
    const summary = `summary: changed, published ${id} — ${snapshot.entries} entries, ${report.pages} pages, ${seconds(ms)}`;
    log(summary);
    return { changed: true, timings, buildOutput: build.output, pictures, release: id, entries: snapshot.entries, pages: report.pages, ms, summary };
  });
}

/** `--rollback`: the release before the live one becomes live again. */
export async function runRollback(options: Pick<RebuildOptions, 'publishDir' | 'log'>): Promise<[string, string]> {
  const log = options.log ?? ((line: string) => console.log(line));
  const publishDir = resolve(options.publishDir);
  return locked(publishDir, log, async () => {
    try {
      const [from, to] = await rollback(publishDir);
      log(`rollback: current → releases/${to} (was ${from})`);
      return [from, to] as [string, string];
    } catch (error) {
      throw new RebuildError('rollback', (error as Error).message, { cause: error });
    }
  });
}
