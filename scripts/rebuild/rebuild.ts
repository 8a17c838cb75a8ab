/**
 * One rebuild: fetch the snapshot, compare it with the live release's, build a
 * new release, verify it, publish it atomically. One progress line per phase
 * and a summary; nothing is published unless every phase succeeds.
 */
import { link, mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { nodeGet } from '#api/node-get.ts';
import { BuildError, buildSite, type BuildOptions, type BuildResult } from '../lib/build-site.ts';
import { linkTree } from '../lib/copy-tree.ts';
import { REPORT_WRITTEN_PAGES } from '../lib/build-progress.ts';
import type { BuiltPageKeys } from '../lib/page-keys.ts';
import { releaseMemory } from '../lib/release-memory.ts';
import {
  buildSearchIndex,
  indexAhead,
  indexWhileBuilding,
  SEARCH_BUNDLE,
  searchIndexDisabled,
  searchIndexLine,
  type IndexAhead,
  type IndexWhileBuilding,
  type SearchIndexResult,
} from '../lib/search-index.ts';
import { pageFile } from '#features/catalog/page-keys.ts';
import { matchDetailRoute } from '#features/routes.ts';
import { assembleFromLive } from './assemble.ts';
import { baselineOf, shrinkRefusal } from './guard.ts';
import { inputsFingerprint } from './inputs.ts';
import { acquireLock, describeTakeover, type Lock } from './lock.ts';
import {
  KEEP_RELEASES,
  claimNewRelease,
  currentRelease,
  endClaims,
  listReleases,
  pruneReleases,
  forgetRelease,
  readRecord,
  readRecords,
  recordsPath,
  releasePath,
  rollback,
  snapshotPath,
  switchCurrent,
  writeRecord,
  type ReleaseRecord,
} from './releases.ts';
import { describeCounts, describeDetails, diffSnapshots, fetchSnapshot, readSnapshotData, snapshotDelta, writeSnapshotData, type SnapshotManifest } from './snapshot.ts';
import { compressRelease } from '../lib/compress.ts';
import { prunePictureCache } from '../lib/images/release.ts';
import { imageCacheDir, imageStepFromEnv, type StepCounts } from '../lib/images/step.ts';
import { snapshotPictureUrls } from '#features/catalog/pictures.ts';
import { filesOfKeys, readReleaseFiles, writeReleaseFiles } from './release-files.ts';
import { shareWithLive } from './share.ts';
import {
  dropIndexAhead,
  keepIndexAhead,
  park,
  removeBuildFiles,
  standbyKey,
  standbyProgress,
  standbyState,
  stopStandby,
  takeIndexAhead,
  takeStandby,
  type BuildFiles,
  type StartedBuild,
  type TakenBuild,
} from './standby.ts';
import { detailPaths, unindexedPaths, verifyRelease } from './verify.ts';
import { makePageFolders } from './page-folders.ts';
import { WrittenPages } from './written-pages.ts';

export type Phase = 'lock' | 'fetch' | 'compare' | 'pictures' | 'build' | 'share' | 'verify' | 'publish' | 'search' | 'prune' | 'rollback';

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
  /**
   * Fetch every approved detail (the scheduled reconciliation), not only those
   * of entries the lists show as new or changed: catches edits inside a detail.
   */
  full?: boolean;
  /** Nomination ids the caller knows changed: their details are fetched again even when the lists show them unchanged. */
  entries?: string[];
  /**
   * When the run ends, start the next run's build and keep it waiting for its
   * snapshot (./standby.ts), and have Pagefind read the published release's
   * detail pages for the next run's index: for a long-running service, whose
   * next approval then skips Astro's start and most of the indexing. Both hold
   * their memory meanwhile (about 0.3 and 0.25 GB at 10,000 entries).
   */
  standby?: boolean;
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
  /** From the start to the new pages published, when it built. */
  liveMs?: number;
  /** From the start to their search index published. */
  searchableMs?: number;
  /** What the search index phase wrote. */
  search?: SearchIndexResult;
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
async function locked<T>(publishDir: string, log: (line: string) => void, work: (lock: Lock) => Promise<T>): Promise<T> {
  await mkdir(publishDir, { recursive: true });
  let lock;
  try {
    lock = await acquireLock(join(publishDir, 'rebuild.lock'));
  } catch (error) {
    throw new RebuildError('lock', (error as Error).message, { cause: error });
  }
  if (lock.takeover) log(`lock: ${describeTakeover(lock.takeover)}`);
  try {
    return await work(lock);
  } finally {
    await lock.release();
  }
}

/** Before a run publishes or prunes: a run that lost PUBLISH_DIR's lock does neither, since another rebuild may be at work. */
async function stillHolding(lock: Lock, phase: Phase, done = 'nothing was published'): Promise<void> {
  if (await lock.held()) return;
  throw new RebuildError(phase, `this rebuild lost its lock on the publish folder: ${lock.lostBecause}. Another rebuild may be running, so ${done} and nothing was pruned`);
}

export async function runRebuild(options: RebuildOptions): Promise<RebuildResult> {
  const log = options.log ?? ((line: string) => console.log(line));
  const publishDir = resolve(options.publishDir);
  const started = performance.now();
  /** The search index begun from the live release's pages (`aheadOf`), if any: kept for the next run while that release is live, else stopped. */
  let ahead: IndexAhead | undefined;
  let aheadOf: string | undefined;
  let aheadKept = false;
  /** The search index read while a full build writes its pages, if any. */
  let during: IndexWhileBuilding | undefined;
  /** The folder of the release the search index is written into, until it is published (removed if the run fails). */
  let searchScratch: string | undefined;
  /** The records of a release not yet published (written during the build): removed if the run ends before. */
  let recordsScratch: { file: string; written: Promise<unknown> } | undefined;
  /** The release whose search index this run published: the next run's index is read ahead from it. */
  let searched: string | undefined;
  /** The build started before the fetch (or kept waiting since the last run), until the build phase takes it up: stopped (or kept waiting again) when the run publishes nothing. */
  let early: StartedBuild | TakenBuild | undefined;
  const letGo = async () => {
    const build = early;
    early = undefined;
    if (build && !('putBack' in build && build.putBack())) await build.stop();
  };
  const env = { apiHost: options.apiHost, siteUrl: options.siteUrl, identityMeUrl: options.identityMeUrl };
  const run = locked(publishDir, log, async (lock) => {
    const timings: Partial<Record<Phase, number>> = {};
    let mark = performance.now();
    const lap = (phase: Phase) => {
      const now = performance.now();
      timings[phase] = Math.round(now - mark);
      mark = now;
    };
    const liveId = await currentRelease(publishDir);
    const live = liveId ? await readRecord(publishDir, liveId) : undefined;
    const inputsNow = await inputsFingerprint(env);
    const key = standbyKey({ publishDir, inputs: inputsNow, ...env, verbose: options.verbose });

    // The new release's names, and its build: Astro starts now (or was kept waiting since the last run) and
    // waits for the snapshot, so its start and Vite's bundles overlap the fetch and the pictures; a run that
    // publishes nothing stops it.
    const id = await claimNewRelease(publishDir);
    /** The build's pages read while it renders, when this run started it. */
    let written: WrittenPages | undefined;
    const outDir = releasePath(publishDir, id);
    const cacheDir = join(publishDir, 'astro-cache');
    const imageCache = imageCacheDir({ ...process.env, ASTRO_CACHE_DIR: cacheDir });
    const withPictures = process.env.IMAGES !== 'off';
    const withSearch = !searchIndexDisabled();
    const liveDir = liveId ? releasePath(publishDir, liveId) : undefined;
    const liveFiles = await readReleaseFiles(publishDir, liveId);
    // Only pages whose key changed are rendered when the live release's keys are known (a key covers the site's code too).
    const partial = !!(liveDir && liveFiles?.others && process.env.NO_INCREMENTAL !== '1');
    // A partial build writes its pages beside the release, which is then assembled from the live one.
    let files: BuildFiles = {
      dir: partial ? `${outDir}.build` : outDir,
      picturesFile: join(publishDir, `pictures-${id}.json`),
      keysFile: join(publishDir, `keys-${id}.json`),
      liveKeysFile: join(publishDir, `live-keys-${id}.json`),
      snapshotFile: snapshotPath(publishDir, id),
      ...(partial ? { liveRecordsFile: recordsPath(publishDir, liveId!) } : {}),
    };
    if (partial) {
      // The build kept waiting since the last run, if it can serve this one; else one started now.
      const taken = await takeStandby(key, (line) => log(`build: ${line}`));
      if (taken) {
        files = taken.files;
        early = taken;
      }
      await writeFile(files.liveKeysFile, JSON.stringify(liveFiles!.keys));
    } else {
      await stopStandby();
    }
    if (!early) {
      const stop = new AbortController();
      const since = performance.now();
      const started = files;
      // The pages it writes are read for verify meanwhile (a build kept waiting renders a handful), and a full
      // build's detail routes by Pagefind, each once it is written.
      if (!partial && withSearch) during = indexWhileBuilding(started.dir);
      const index = during;
      written = new WrittenPages(started.dir, index && ((base, files) => void index.addRoute(base, files)));
      const reader = written;
      const building = startBuild(
        options,
        started,
        { cacheDir, partial, withPictures, reportWritten: true },
        { progress: (line) => reader.take(line) || log(`build: ${line}`), signal: stop.signal },
      );
      // Its failure is taken up where the build phase awaits it.
      building.catch(() => {});
      early = {
        files: started,
        building,
        since,
        stop: async () => {
          stop.abort();
          await building.catch(() => {});
          await removeBuildFiles(started);
        },
      };
    }
    // Pagefind reads the live release's detail pages (kept from the run before, or from now on, while the run
    // fetches and builds): after publishing, the search phase adds only the pages rendered.
    if (partial && withSearch) {
      const kept = await takeIndexAhead(liveId!);
      kept?.restartClock();
      aheadKept = !!kept;
      ahead = kept ?? indexAhead(liveDir!);
      aheadOf = liveId!;
    } else {
      await dropIndexAhead();
    }
    const { picturesFile, keysFile, snapshotFile } = files;
    const buildDir = files.dir;
    const cleanUp = () => removeBuildFiles(files, false);

    // fetch
    // The live release's records: what the lists show unchanged is kept, not fetched again.
    const liveRecords = live && !options.full ? await readSnapshotData(recordsPath(publishDir, live.id)).catch(() => null) : null;
    let snapshot: SnapshotManifest;
    try {
      snapshot = await fetchSnapshot(
        { host: options.apiHost, get: nodeGet },
        { previous: live && liveRecords ? { manifest: live.snapshot, data: liveRecords } : undefined, entries: options.entries, full: options.full },
      );
    } catch (error) {
      throw new RebuildError('fetch', `the backend at ${options.apiHost} failed, nothing was published: ${(error as Error).message}`, { cause: error });
    }
    const dropped = snapshot.dropped.length
      ? `, ${snapshot.dropped.length} invalid record${snapshot.dropped.length === 1 ? '' : 's'} left out as the build does (e.g. ${snapshot.dropped[0]})`
      : '';
    lap('fetch');
    log(`fetch: ${snapshot.entries} ${snapshot.entries === 1 ? 'entry' : 'entries'} (${describeCounts(snapshot)})${dropped}, snapshot ${snapshot.hash.slice(0, 12)}; ${describeDetails(snapshot)}; ${seconds(snapshot.fetchMs)}`);

    // compare
    const inputs = options.watchCode === false ? 'not watched' : inputsNow;
    const sameData = live?.snapshot.hash === snapshot.hash;
    const sameCode = live?.inputs === inputs || options.watchCode === false;
    if (live && sameData && sameCode && !options.force) {
      if (!liveRecords && snapshot.data) {
        // A release published before its records were kept: keep them now, so the next run fetches only what changed.
        await stillHolding(lock, 'compare');
        const { data, ...manifest } = snapshot;
        await writeSnapshotData(recordsPath(publishDir, live.id), data);
        await writeRecord(publishDir, { ...live, snapshot: manifest });
      }
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

    // pictures: every picture of the snapshot fetched (or found fresh or unchanged) and processed once, before the build
    let pictures: StepCounts | undefined;
    if (withPictures) {
      try {
        // A full run asks for every picture again (conditionally), however long the backend said it stays fresh.
        const step = imageStepFromEnv({ ...process.env, PUBLIC_API_HOST: options.apiHost, IMAGE_CACHE_DIR: imageCache }, { revalidate: options.full });
        const prepared = await step.prepare(snapshotPictureUrls(snapshot.data!), log);
        await writeFile(picturesFile, JSON.stringify(Object.fromEntries(prepared)));
        pictures = step.counts;
      } catch (error) {
        await letGo();
        await cleanUp();
        throw new RebuildError('pictures', `the image step failed, nothing was published: ${(error as Error).message}`, { cause: error });
      }
      lap('pictures');
      log(
        `pictures: ${pictures.urls} (${pictures.processed} processed, ${pictures.fresh} fresh by Cache-Control, ${pictures.unchanged} unchanged by ETag or date, ` +
          `${pictures.downloaded - pictures.processed} downloaded and known by their content, ${pictures.dropped} dropped; ${seconds(timings.pictures ?? 0)})`,
      );
    }

    // build, from the snapshot's records (the pages read them instead of fetching again); the search index comes after publishing.
    // The file appears whole (written under another name first): a build started early is waiting for it.
    // A build given the live release's records (read while it waited) gets what changed, the rest by id.
    const base = live && liveRecords && files.liveRecordsFile === recordsPath(publishDir, live.id) ? files.liveRecordsFile : undefined;
    const changes = base ? snapshotDelta(snapshot.data!, snapshot.areas, live!.snapshot.areas, base) : undefined;
    const delta = changes && JSON.stringify(changes);
    const handedOver = changes
      ? `; ${plural(Object.values(changes.areas).flatMap((lists) => Object.values(lists).flat()).filter((entry) => typeof entry !== 'string').length, 'record')} handed to it, the rest taken from the live release's records`
      : '';
    let recordsJson: string | undefined = delta ? undefined : JSON.stringify(snapshot.data);
    await writeFile(`${snapshotFile}.tmp`, delta ?? recordsJson!);
    await rename(`${snapshotFile}.tmp`, snapshotFile);
    // While Astro reads it, the folders of a full build's pages are made here (./page-folders.ts).
    const folders = partial ? undefined : makePageFolders(buildDir, detailPaths(snapshot));
    // The live release's hard-link copy is mostly the disk's work, the build mostly the CPU's: made meanwhile.
    const omit = withSearch ? [] : [SEARCH_BUNDLE];
    const copying = partial ? linkTree(liveDir!, outDir, omit).then(() => undefined, (error: unknown) => error) : undefined;
    // The same records, as JSON, are the release's (the next run's delta fetch reads them): flushed to disk while
    // Astro builds, where publishing waited 0.1-0.2 s for them at 10,000 entries (and made the JSON a second time).
    recordsJson ??= JSON.stringify(snapshot.data);
    const recordsFile = recordsPath(publishDir, id);
    // Beside the release's folder, which a first build may not have made yet.
    await mkdir(dirname(recordsFile), { recursive: true });
    const recordsWritten = writeSnapshotData(recordsFile, recordsJson).then(
      () => undefined,
      (error: unknown) => error as Error,
    );
    recordsJson = undefined;
    recordsScratch = { file: recordsFile, written: recordsWritten };
    // What the fetch and the comparison left is given back (0.1-0.25 s) before Astro renders and Pagefind reads:
    // then the run's processes hold the most together. An approval's build and copy go on meanwhile.
    releaseMemory();
    // The build started with the run (or kept waiting since the last one) is taken up here.
    const { building, since: buildSince } = early!;
    const taken = early && 'putBack' in early ? early : undefined;
    early = undefined;
    let build;
    try {
      build = await building;
    } catch (error) {
      await cleanUp();
      await copying;
      await folders;
      await rm(buildDir, { recursive: true, force: true });
      if (partial) await rm(outDir, { recursive: true, force: true });
      const output = error instanceof BuildError ? `\n${error.output.trim().split('\n').slice(-25).join('\n')}` : '';
      throw new RebuildError('build', `astro build failed, nothing was published: ${(error as Error).message}${output}`, { cause: error });
    }
    // Made long before the build ended; awaited so that nothing below can race it.
    await folders;
    // The build is done: Pagefind need not yield to it any more.
    ahead?.hurry();
    const built = JSON.parse(await readFile(keysFile, 'utf8')) as BuiltPageKeys;
    await cleanUp();
    lap('build');
    const buildMs = performance.now() - buildSince;
    const rendered = Object.keys(built.keys).length - built.unchanged.length;
    const startedAhead = taken ? `; Astro started ${seconds(taken.waitedMs)} before this run${taken.ready ? ' and was waiting for the snapshot' : ', still starting when taken'}` : '';
    log(
      `build: releases/${id} in ${seconds(buildMs)}` +
        (partial ? ` (${plural(rendered, 'changed page')} rendered, ${built.unchanged.length} unchanged from the live release${startedAhead}${handedOver})` : ' (every page rendered)'),
    );
    const isDetail = (url: string) => matchDetailRoute(url) !== null;
    // A full build's index, read while it rendered, is written from now on, while its pages are shared, verified
    // and published: into the release that will have the search index.
    let writing: { id: string; dir: string; index: Promise<SearchIndexResult & { readEarly: number }>; details: number } | undefined;
    if (during) {
      const searchId = await claimNewRelease(publishDir);
      const dir = releasePath(publishDir, searchId);
      searchScratch = dir;
      await mkdir(dir, { recursive: true });
      const details = Object.keys(built.keys).filter(isDetail).map(pageFile);
      const index = during.finish({ files: details, outputDir: dir, progress: log });
      // Its failure is taken up in the search phase.
      index.catch(() => {});
      writing = { id: searchId, dir, index, details: details.length };
    }

    // share: files the build wrote that equal the live release's become links to it; then the release is assembled around them
    let shared;
    let others: string[];
    let fromLive = 0;
    /** Every file of an assembled release (relative paths), search index aside. */
    let releaseFiles: string[] | undefined;
    try {
      const builtFiles = filesOfKeys(built.keys);
      shared = await shareWithLive(buildDir, liveDir, liveFiles && { release: builtFiles, live: filesOfKeys(liveFiles.keys) });
      const keyedFiles = new Set(Object.keys(builtFiles));
      if (partial) {
        const copyFailed = await copying;
        if (copyFailed) throw copyFailed;
        const assembled = await assembleFromLive({
          outDir,
          scratchDir: buildDir,
          liveDir: liveDir!,
          live: { keys: liveFiles!.keys, others: liveFiles!.others ?? [] },
          unchanged: built.unchanged,
          copied: true,
        });
        for (const file of assembled.fromLive) shared.shared.add(file);
        fromLive = assembled.fromLive.size;
        releaseFiles = [...assembled.fromLive, ...assembled.built];
        others = assembled.built.filter((file) => !keyedFiles.has(file));
      } else {
        releaseFiles = shared.paths;
        others = shared.paths.filter((file) => !keyedFiles.has(file));
        // Until its own index is written, the release searches with the live release's index (search lags by one step).
        if (withSearch && liveDir && liveFiles?.search && (await exists(join(liveDir, SEARCH_BUNDLE)))) await linkTree(join(liveDir, SEARCH_BUNDLE), join(outDir, SEARCH_BUNDLE));
      }
    } catch (error) {
      await copying;
      await rm(outDir, { recursive: true, force: true });
      await rm(buildDir, { recursive: true, force: true });
      throw new RebuildError('share', `could not link unchanged files to the live release: ${(error as Error).message}`, { cause: error });
    }
    lap('share');
    log(
      `share: ${shared.shared.size} files are the live release's, linked ` +
        `(${fromLive} pages not rendered, ${shared.compared} of the ${shared.files} files built compared byte for byte, the rest known by key or name; ${seconds(timings.share ?? 0)})`,
    );

    // verify
    let report;
    const preread = await written?.read();
    try {
      report = await verifyRelease({
        root: outDir,
        manifest: snapshot,
        siteUrl: options.siteUrl,
        allowUnbuilt: options.allowUnbuilt,
        unchanged: shared.shared,
        files: releaseFiles,
        preread,
        searchIndex: false,
      });
    } catch (error) {
      await rm(outDir, { recursive: true, force: true });
      throw new RebuildError('verify', (error as Error).message, { cause: error });
    }
    lap('verify');
    log(
      `verify: ${report.pages} pages; every list, page and detail of the snapshot exists; every internal link resolves ` +
        `(${report.read} changed pages read${preread?.size ? `, ${preread.size} of them while Astro rendered` : ''}; ${seconds(report.ms)})`,
    );

    // publish the pages (the search index, when it lags, is the live one's)
    await stillHolding(lock, 'publish');
    const { data: records, ...manifest } = snapshot;
    const inherited = withSearch && liveFiles?.search && (await exists(join(outDir, SEARCH_BUNDLE))) ? liveFiles : undefined;
    const record: ReleaseRecord = {
      id,
      builtAt: new Date().toISOString(),
      snapshot: manifest,
      inputs,
      apiHost: options.apiHost,
      siteUrl: options.siteUrl,
      pages: report.pages,
      buildMs: Math.round(buildMs),
      verifyMs: report.ms,
      ...(inherited ? { search: inherited.search } : {}),
      ...(refusal ? { shrinkOverridden: true } : {}),
    };
    try {
      // What the next rebuild may know about this release's files without reading them; before the record, which makes the release count.
      await writeReleaseFiles(publishDir, id, { keys: built.keys, others, fragments: inherited?.fragments ?? {}, ...(inherited ? { search: inherited.search } : {}) });
      const unwritten = await recordsWritten;
      if (unwritten) throw unwritten;
      await writeRecord(publishDir, record);
      recordsScratch = undefined;
      await switchCurrent(publishDir, id);
    } catch (error) {
      throw new RebuildError('publish', (error as Error).message, { cause: error });
    }
    lap('publish');
    // Pagefind, writing the index, yielded to verify: the pages are live, it need not any more.
    during?.hurry();
    const liveMs = performance.now() - started;
    log(`publish: current → releases/${id}; the pages are live ${seconds(liveMs)} after the rebuild started${withSearch ? (inherited ? ', search is the previous release\'s until its index is written' : ', search follows when its index is written') : ''}`);
    // Pagefind now builds the index, its largest need of memory in the run: what verify and share left is returned first.
    releaseMemory();

    // search: the index of these very pages, published as the next release; then the pages-only release goes
    const searchIndexOf = async (siteDir: string, outputDir: string): Promise<SearchIndexResult> => {
      /** An index begun earlier failed (`what` did): whatever it wrote is removed and every page indexed again. */
      const fromScratchAfter = async (what: string, error: unknown) => {
        log(`search: ${what} failed (${(error as Error).message.split('\n')[0]}), indexing every page again`);
        await rm(join(outputDir, SEARCH_BUNDLE), { recursive: true, force: true });
        return buildSearchIndex(siteDir, log, outputDir);
      };
      if (writing) {
        try {
          const result = await writing.index;
          log(`search: ${plural(result.readEarly, 'detail page')} of ${writing.details} were read while the build ran, the index written since`);
          return result;
        } catch (error) {
          return fromScratchAfter('the index read while the build ran', error);
        }
      }
      const liveDetails = Object.keys(liveFiles?.keys ?? {}).filter(isDetail);
      const gone = liveDetails.filter((url) => !(url in built.keys));
      const unchanged = new Set(built.unchanged);
      const rendered = Object.keys(built.keys).filter((url) => isDetail(url) && !unchanged.has(url));
      // Adding a page costs Pagefind more than reading it with the rest of a folder: when most pages were
      // rendered again (new code, another backend URL), indexing from scratch is faster (25 s against 44 s at 10,000).
      const most = rendered.length > liveDetails.length / 2;
      if (ahead && gone.length === 0 && !most) {
        const known = new Set(liveDetails);
        const newPages = rendered.filter((url) => !known.has(url)).length;
        log(`search: the live release's ${plural(liveDetails.length, 'detail page')} were read ${aheadKept ? 'ahead, from before this run' : 'while the build ran'}; adding the ${plural(rendered.length, 'page')} rendered`);
        try {
          return await ahead.finish({ siteDir, files: rendered.map(pageFile), newPages, outputDir, progress: log });
        } catch (error) {
          // Pagefind ended meanwhile (it may have waited between runs for minutes): the index is written from scratch.
          return fromScratchAfter('the index read ahead', error);
        }
      }
      // A page cannot be taken out of a Pagefind index: when one is gone, the new release is indexed from scratch.
      await ahead?.cancel();
      if (ahead) log(`search: ${gone.length ? `${plural(gone.length, 'detail page')} of the live release gone` : `${plural(rendered.length, 'detail page')} rendered again`}, indexing every page again`);
      return buildSearchIndex(siteDir, log, outputDir);
    };
    let published = id;
    let searchableMs: number | undefined;
    let index: SearchIndexResult | undefined;
    if (withSearch) {
      const searchId = writing?.id ?? (await claimNewRelease(publishDir));
      const searchDir = writing?.dir ?? releasePath(publishDir, searchId);
      let fragments: Map<string, string>;
      try {
        // Pagefind reads the published pages and writes into the new release while its hard-link copy is made
        // (at the lowest priority: Pagefind's reading keeps both cores busy, its writing leaves one half idle).
        await mkdir(searchDir, { recursive: true });
        const [indexed] = await Promise.all([searchIndexOf(outDir, searchDir), linkTree(outDir, searchDir, [SEARCH_BUNDLE], true)]);
        index = indexed;
        // Every fragment is read: Pagefind's short names can stand for another page than in the index before.
        const checked = await unindexedPaths(searchDir, snapshot);
        if (checked.unindexed.length) throw new Error(`detail pages not in the search index (${checked.unindexed.length}): ${checked.unindexed.slice(0, 5).join(', ')}`);
        if (checked.stale.length) throw new Error(`pages in the search index that the release does not have (${checked.stale.length}): ${checked.stale.slice(0, 5).join(', ')}`);
        fragments = checked.fragments;
        await writeReleaseFiles(publishDir, searchId, { keys: built.keys, others, fragments: Object.fromEntries(fragments), search: snapshot.hash });
        // The same records as the pages-only release's, which goes once this one is live: a second name for them.
        await link(recordsFile, recordsPath(publishDir, searchId)).catch(() => writeSnapshotData(recordsPath(publishDir, searchId), records!));
        await stillHolding(lock, 'search', `only the pages were published (releases/${id}, with ${inherited ? 'the previous' : 'no'} search index)`);
        await writeRecord(publishDir, { ...record, id: searchId, builtAt: new Date().toISOString(), search: snapshot.hash });
        await switchCurrent(publishDir, searchId);
        searchScratch = undefined;
      } catch (error) {
        await rm(searchDir, { recursive: true, force: true });
        if (error instanceof RebuildError) throw error;
        throw new RebuildError('search', `the search index failed; the pages are published (releases/${id}) with ${inherited ? 'the previous' : 'no'} search index: ${(error as Error).message}`, { cause: error });
      }
      published = searchId;
      searched = searchId;
      lap('search');
      searchableMs = performance.now() - started;
      log(`search: ${searchIndexLine(index)}; current → releases/${searchId}, searchable ${seconds(searchableMs)} after the rebuild started`);
      // The pages-only release is the same pages with an older index: not worth a rollback step.
      await forgetRelease(publishDir, id);
    }

    await stillHolding(lock, 'prune', `releases/${published} was published`);
    const removed = await pruneReleases(publishDir, options.keep ?? KEEP_RELEASES, (line) => log(`prune: ${line}`)).catch(() => []);
    // Picture variants that no kept release holds leave the cache (an entry removed, a picture replaced).
    const keptReleases = (await listReleases(publishDir)).map((kept) => releasePath(publishDir, kept));
    const prunedPictures = withPictures ? await prunePictureCache(imageCache, keptReleases).catch(() => 0) : 0;
    lap('prune');
    if (removed.length || prunedPictures) {
      log(
        `prune: ${removed.length ? `removed ${plural(removed.length, 'old release')}` : 'no release removed'}` +
          `${prunedPictures ? `; ${plural(prunedPictures, 'picture file')} no kept release uses left the cache` : ''}`,
      );
    }

    const ms = performance.now() - started;
    const summary = `summary: changed, published ${published} — ${snapshot.entries} entries, ${report.pages} pages, live in ${seconds(liveMs)}${searchableMs ? `, searchable in ${seconds(searchableMs)}` : ''}, ${seconds(ms)}`;
    log(summary);
    return { changed: true, timings, buildOutput: build.output, pictures, release: published, entries: snapshot.entries, pages: report.pages, ms, liveMs, searchableMs, search: index, summary };
  });
  return run.finally(async () => {
    await letGo();
    await during?.cancel();
    if (searchScratch) await rm(searchScratch, { recursive: true, force: true });
    if (recordsScratch) await recordsScratch.written.then(() => rm(recordsScratch!.file, { force: true }));
    await endClaims(publishDir);
    const keep = options.standby && process.env.NO_INCREMENTAL !== '1';
    const liveNow = keep ? await currentRelease(publishDir).catch(() => undefined) : undefined;
    // A run that used nothing of it (no change, a refusal, a failure before publishing) keeps it for the next.
    if (ahead && !ahead.spent && keep && aheadOf === liveNow) await keepIndexAhead(aheadOf!, ahead);
    else await ahead?.cancel();
    if (keep && searched && searched === liveNow) await keepIndexAhead(searched, indexAhead(releasePath(publishDir, searched)));
    if (keep && standbyState() === 'none') {
      const cacheDir = join(publishDir, 'astro-cache');
      const withPictures = process.env.IMAGES !== 'off';
      // Taken before Astro starts: code changed meanwhile makes the key stale, never the build.
      const key = standbyKey({ publishDir, inputs: await inputsFingerprint(env), ...env, verbose: options.verbose });
      await park(
        publishDir,
        key,
        (files, standbyLog, spawned, signal) =>
          startBuild(options, files, { cacheDir, partial: true, withPictures }, { progress: (line) => standbyProgress(standbyLog, line), signal, spawned }),
        liveNow ? recordsPath(publishDir, liveNow) : undefined,
      );
    }
  });
}

/**
 * `astro build` for a rebuild: its pages read the snapshot file; a partial
 * build renders only the pages whose key differs from the live release's.
 */
function startBuild(
  options: RebuildOptions,
  files: BuildFiles,
  settings: { cacheDir: string; partial: boolean; withPictures: boolean; reportWritten?: boolean },
  control: Pick<BuildOptions, 'progress' | 'signal' | 'spawned'>,
): Promise<BuildResult> {
  return buildSite({
    outDir: files.dir,
    apiHost: options.apiHost,
    siteUrl: options.siteUrl,
    identityMeUrl: options.identityMeUrl,
    cacheDir: settings.cacheDir,
    verbose: options.verbose,
    searchIndex: false,
    ...control,
    env: {
      SNAPSHOT_FILE: files.snapshotFile,
      ...(files.liveRecordsFile ? { LIVE_RECORDS_FILE: files.liveRecordsFile } : {}),
      PAGE_KEYS_FILE: files.keysFile,
      ...(settings.partial ? { LIVE_PAGE_KEYS: files.liveKeysFile } : {}),
      ...(settings.withPictures ? { PICTURES_FILE: files.picturesFile } : {}),
      ...(settings.reportWritten ? { [REPORT_WRITTEN_PAGES]: '1' } : {}),
    },
  });
}

const exists = (path: string) => stat(path).then(() => true, () => false);

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

