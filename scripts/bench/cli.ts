/**
 * `npm run bench [-- --entries 1000,10000]`: for each N, seeds the demo backend
 * (a file database in a temp directory, served by a process of its own) with N
 * extra approved entries and times, through the real rebuild: a full build, a
 * rebuild with no changes, and a rebuild after approving one entry (to its
 * pages live and to its search index published), a full rebuild with every
 * picture cached; and a bare Astro build of N trivial pages (the framework's
 * floor here), three times: before the rest, and just before and just after
 * the full rebuild with every picture cached (the ratios use the median).
 * Also the search index: the
 * indexing step's time and size, and the time from typing a query to results
 * painted in Chromium (median of 20 queries) on the full release. Prints a
 * table of times, pages per second, peak memory and the ratio to the floor,
 * each step's growth from one size to the next, issue 52's budgets, and where
 * the full build's time went (./report.ts). Not part of `npm test`.
 */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { PROJECT_ROOT } from '../lib/astro-build.ts';
import { rebuildOptionsOf } from '../rebuild/run.ts';
import { readSettings } from '../settings.ts';
import { runRebuild, type RebuildResult } from '../rebuild/rebuild.ts';
import { indexAheadRead, liveCopyMade, standbyState, stopStandby } from '../rebuild/standby.ts';
import { startBenchBackend } from './backend.ts';
import { buildFloor } from './floor.ts';
import { ensureChromium } from '../ensure-chromium.ts';
import { measureSearch, sampleQueries } from './search.ts';
import { sampleChildren, type PeakPart } from './memory.ts';
import { cpuPerPhoto, diskUsage, pictureLine, type PictureLine } from './pictures.ts';
import { releasePath } from '../rebuild/releases.ts';
import { currentRelease, removingDir } from '../rebuild/releases.ts';
import { deployTable, openDeployBench, type DeployRow } from './deploy.ts';
import { runRebuildProcess } from './process-run.ts';
import type { AfterPublishStep } from '../rebuild/after-publish.ts';
import { budgetLines, gb, growthTable, s, table, type Row, type SearchRow } from './report.ts';

const SITE_URL = 'http://localhost:4321';
const SEARCH_QUERIES = 20;
const FLOOR_SAMPLES = 3;

const log = (line: string) => console.log(`  ${line}`);

interface Measured<T> {
  value: T;
  ms: number;
  peak: number;
  peakWithOwn: number;
  /** Each process's share of `peakWithOwn`. */
  peakParts: PeakPart[];
  /** Each child's share of `peak`. */
  childParts: PeakPart[];
  /** CPU time of the processes `work` started. */
  childCpuMs: number;
  /** CPU time of those and of this process. */
  cpuMs: number;
}

/** Waits (at most 30 s) until no release folder of `publishDir` is being deleted in the background, so a floor build does not share the machine with that. */
async function settled(publishDir: string): Promise<void> {
  const from = performance.now();
  const deleting = () =>
    readdir(removingDir(publishDir)).then(
      (names) => names.length > 0,
      () => false,
    );
  while ((await deleting()) && performance.now() - from < 30_000)
    await new Promise((resolve) => setTimeout(resolve, 200));
}

/** Runs `work` while sampling the memory and CPU of the processes it starts (not those in `leaveOut`). */
async function measured<T>(work: () => Promise<T>, leaveOut: number[] = []): Promise<Measured<T>> {
  const sampler = sampleChildren(200, leaveOut);
  const started = performance.now();
  try {
    const value = await work();
    const { totalRss, totalParts, withOwnRss, withOwnParts, cpuMs, ownCpuMs } = sampler.stop();
    return {
      value,
      ms: performance.now() - started,
      peak: totalRss,
      peakWithOwn: withOwnRss,
      peakParts: withOwnParts,
      childParts: totalParts,
      childCpuMs: cpuMs,
      cpuMs: cpuMs + ownCpuMs,
    };
  } catch (error) {
    sampler.stop();
    throw error;
  }
}

/** A measured rebuild's two memory peaks, for its rows. */
const peaks = (run: Measured<unknown>) => ({ peak: run.peak, peakWithOwn: run.peakWithOwn, peakParts: run.peakParts });
/** The same of a rebuild in a process of its own: its process tree is all of it (the bench's own process is not the rebuild's). */
const processPeaks = (run: Measured<unknown>) => ({ peak: run.peak, peakWithOwn: run.peak, peakParts: run.childParts });

/** The lines of Astro's output that say where a build spent its time. */
function profile(output: string | undefined): string[] {
  if (!output) return [];
  return output
    .split('\n')
    .map((line) => line.replace(/\x1b\[[0-9;]*m/g, '').trim())
    .filter((line) =>
      /Completed in|built in|Synced|entries \(|best:|page\(s\) built|Collecting build info|Building static entrypoints|generating static routes|Rearranging|Copying/i.test(
        line,
      ),
    );
}

/** The picture figures of one N (issue 19). */
interface PictureFigures {
  entries: number;
  photos: number;
  first?: PictureLine;
  firstFullMs: number;
  cpu?: { megapixels: number; cpuMs: number[] };
  noChangeUploads?: { sent: number; notModified: number };
  approval?: PictureLine;
  approvalUploads?: { sent: number; notModified: number };
  approvalMs: number;
  warm?: PictureLine;
  warmFullMs: number;
  /** The same full rebuild with IMAGES=off. */
  bareFullMs?: number;
  disk?: { cache: number; release: number; releaseOwn: number; pictures: number };
}

async function benchOne(
  entries: number,
  rows: Row[],
  profiles: Map<number, string[]>,
  searches: SearchRow[],
  photos: number,
  pictureFigures: PictureFigures[],
  deploys: Map<number, DeployRow[]>,
): Promise<void> {
  // The floor is timed three times and the ratios use the median: once before this N's runs, then just before and just
  // after the full rebuild with every picture cached (the budget's row). A single sample at the end ranged 6.5-10.0 s on
  // quiet evenings; samples before and after all the runs, minutes apart, ranged 7.7-19.3 s in one run (27 November).
  console.log(`\nN = ${entries}: floor, a bare Astro build of ${entries} trivial pages (1 of ${FLOOR_SAMPLES})…`);
  const floors = [await measured(() => buildFloor(entries))];
  const floorSample = async (publishDir: string) => {
    await settled(publishDir);
    console.log(`  floor: bare Astro build of ${entries} trivial pages (${floors.length + 1} of ${FLOOR_SAMPLES})…`);
    floors.push(await measured(() => buildFloor(entries)));
  };
  const work = await mkdtemp(join(tmpdir(), `wof-bench-${entries}-`));
  // One picture cache for every rebuild of this N (the warm full rebuild uses a second publish folder).
  const imageCache = join(work, 'image-cache');
  const pictures: PictureFigures = { entries, photos, firstFullMs: 0, approvalMs: 0, warmFullMs: 0 };
  pictureFigures.push(pictures);
  // Inside the project: Astro builds outside it share `.astro/.prerender`.
  const publishDir = join(PROJECT_ROOT, '.site', '.bench', `n${entries}-${process.pid}`);
  const seeded = performance.now();
  const api = await startBenchBackend({
    dbPath: join(work, 'demo.sqlite'),
    uploadsDir: join(work, 'uploads'),
    siteUrl: SITE_URL,
    entries,
    photos,
  });
  console.log(`N = ${entries}: demo backend seeded with ${api.count} nominations in ${s(performance.now() - seeded)}`);
  const settings = readSettings();
  const options = {
    ...rebuildOptionsOf(settings, api.url, SITE_URL),
    pictures: { ...settings.pictures, cacheDir: imageCache },
    watchCode: false,
    log,
  };
  // The main publish folder's runs keep the next build waiting between runs, as the rebuild service does (scripts/rebuild/standby.ts).
  interface RebuildRun {
    into?: string;
    standby?: boolean;
    withPictures?: boolean;
    afterPublish?: AfterPublishStep[];
  }
  const rebuild = ({
    into = publishDir,
    standby = into === publishDir,
    withPictures = true,
    afterPublish = [],
  }: RebuildRun = {}) =>
    measured(
      () =>
        runRebuild({
          ...options,
          ...(withPictures ? {} : { pictures: false }),
          publishDir: into,
          standby,
          afterPublish,
        }),
      [api.pid],
    );
  /**
   * Waits until the service is idle, as it is between approvals: the next build has started and waits for its
   * snapshot, Pagefind has read the live release's pages and its hard-link copy is made (at most 2 minutes each).
   */
  const untilIdle = async (before: string) => {
    const waitedFrom = performance.now();
    while (standbyState() === 'starting' && performance.now() - waitedFrom < 120_000)
      await new Promise((resolve) => setTimeout(resolve, 100));
    const reading = indexAheadRead();
    const read = reading
      ? await Promise.race([
          reading.then(() => true),
          new Promise<false>((resolve) => setTimeout(resolve, 120_000, false)),
        ])
      : false;
    await liveCopyMade();
    log(
      `bench: ${before}, the next build is ${standbyState() === 'waiting' ? 'waiting for its snapshot' : 'not waiting'}, ` +
        `the live release's pages ${read ? 'read ahead for its index' : 'not read ahead'} (${s(performance.now() - waitedFrom)} waited for them)`,
    );
  };
  const phases = (r: RebuildResult) =>
    Object.entries(r.timings)
      .map(([phase, ms]) => `${phase} ${s(ms ?? 0)}`)
      .join(', ');
  try {
    const full = await rebuild();
    const r: RebuildResult = full.value;
    rows.push({
      entries,
      step: 'first full rebuild, pictures processed: pages live',
      ms: r.liveMs ?? full.ms,
      pages: r.pages,
      ...peaks(full),
    });
    rows.push({
      entries,
      step: 'first full rebuild: searchable (the whole run)',
      ms: full.ms,
      pages: r.pages,
      ...peaks(full),
      cpuMs: full.cpuMs,
    });
    profiles.set(entries, [`full rebuild: ${phases(r)}`, ...profile(r.buildOutput)]);
    pictures.first = pictureLine(r);
    pictures.firstFullMs = full.ms;
    // The photos' CPU and the search's latency in a browser are timed with the machine otherwise idle: a visitor's
    // browser does not share the build's cores, and right after a run the next build starts and Pagefind reads ahead.
    await untilIdle('before timing photos and search');
    if (photos > 0) pictures.cpu = await cpuPerPhoto(join(work, 'uploads'), Math.min(photos, 12));
    const live = await currentRelease(publishDir);
    if (live) {
      const liveDir = releasePath(publishDir, live);
      const [cacheBytes, releaseOwn] = diskUsage([imageCache, liveDir]).each;
      pictures.disk = {
        cache: cacheBytes ?? 0,
        releaseOwn: releaseOwn ?? 0,
        release: diskUsage([liveDir]).total,
        pictures: diskUsage([join(liveDir, '_img')]).total,
      };
    }
    const indexed = r.search;
    if (indexed) {
      rows.push({
        entries,
        step: '  of which search index (after the pages are live)',
        ms: indexed.ms,
        pages: indexed.pages,
      });
      const live = join(publishDir, 'current');
      log(`search: timing ${SEARCH_QUERIES} queries in Chromium…`);
      const search = await measureSearch(live, await sampleQueries(live, SEARCH_QUERIES), settings.chromiumPath);
      searches.push({
        entries,
        indexMs: indexed.ms,
        indexBytes: indexed.bytes,
        indexedPages: indexed.pages,
        fullMs: full.ms,
        search,
      });
    }

    const servedBefore = await api.uploadsServed();
    const same = await rebuild();
    if (same.value.changed) throw new Error('the no-change rebuild built something');
    const servedAfter = await api.uploadsServed();
    pictures.noChangeUploads = {
      sent: servedAfter.sent - servedBefore.sent,
      notModified: servedAfter.notModified - servedBefore.notModified,
    };
    rows.push({ entries, step: 'rebuild, no changes', ms: same.ms, ...peaks(same), cpuMs: same.cpuMs });
    profiles.get(entries)!.push(`no-change rebuild: ${phases(same.value)}`);

    // An approval arrives when the service is idle.
    await untilIdle('before the approval');
    await api.approveOne();
    const one = await rebuild();
    if (!one.value.changed) throw new Error('the rebuild after an approval did not build');
    const servedAfterOne = await api.uploadsServed();
    pictures.approval = pictureLine(one.value);
    pictures.approvalMs = one.ms;
    pictures.approvalUploads = {
      sent: servedAfterOne.sent - servedAfter.sent,
      notModified: servedAfterOne.notModified - servedAfter.notModified,
    };
    rows.push({
      entries,
      step: 'approval to live (its pages published)',
      ms: one.value.liveMs ?? one.ms,
      pages: one.value.pages,
      ...peaks(one),
    });
    rows.push({ entries, step: '  of which astro build (changed pages only)', ms: one.value.timings.build ?? 0 });
    rows.push({
      entries,
      step: 'approval to searchable (the whole run)',
      ms: one.value.searchableMs ?? one.ms,
      pages: one.value.pages,
      ...peaks(one),
      cpuMs: one.cpuMs,
    });
    profiles
      .get(entries)!
      .push(`one-approval rebuild: ${phases(one.value)}`, ...profile(one.value.buildOutput).map((line) => `  ${line}`));

    // The approval's release in a local S3 bucket, then one more approval whose run deploys each release it
    // publishes there, as DEPLOY_TARGET has it do (scripts/bench/deploy.ts).
    log(
      "deploy: the approval's release to a local S3 bucket, again with no changes, then one more approval deployed by its run…",
    );
    const before = releasePath(publishDir, one.value.release!);
    const bucket = await openDeployBench(before);
    try {
      await untilIdle('before the approval deployed to the bucket');
      await api.approveOne();
      const from = { at: performance.now(), since: 'the approval' };
      const deployed = await rebuild({ afterPublish: [bucket.step] });
      if (!deployed.value.changed) throw new Error('the rebuild after the deployed approval did not build');
      const after = releasePath(publishDir, deployed.value.release!);
      const live = { step: '  of which until its pages were live here', ms: deployed.value.liveMs ?? Number.NaN };
      deploys.set(entries, [...bucket.rows, ...(await bucket.approvalRows(before, after, from)), live]);
    } finally {
      await bucket.close();
    }

    // The same with nothing kept (the first approval after the service starts): Astro starts with the run, Pagefind reads with it.
    await stopStandby();
    await api.approveOne();
    const cold = await rebuild({ standby: false });
    if (!cold.value.changed) throw new Error('the rebuild after the second approval did not build');
    rows.push({
      entries,
      step: 'approval to live, no build waiting (first after a start)',
      ms: cold.value.liveMs ?? cold.ms,
      pages: cold.value.pages,
      ...peaks(cold),
    });
    rows.push({
      entries,
      step: 'approval to searchable, no build waiting',
      ms: cold.value.searchableMs ?? cold.ms,
      pages: cold.value.pages,
      ...peaks(cold),
      cpuMs: cold.cpuMs,
    });
    profiles.get(entries)!.push(`one-approval rebuild, no build waiting: ${phases(cold.value)}`);

    // The same as cron or CI run it: a fresh `npm run rebuild` process for the approval, then one with nothing to do.
    const processEnv = {
      PUBLISH_DIR: publishDir,
      PUBLIC_API_HOST: api.url,
      SITE_URL,
      IMAGE_CACHE_DIR: imageCache,
      REBUILD_WATCH_CODE: 'off',
    };
    await api.approveOne();
    const fresh = await measured(() => runRebuildProcess(processEnv), [api.pid]);
    if (!fresh.value.changed)
      throw new Error(`the npm run rebuild after an approval did not build:\n${fresh.value.output}`);
    rows.push({
      entries,
      step: 'approval to live, a fresh npm run rebuild process (from its start)',
      ms: fresh.value.liveMs ?? Number.NaN,
      ...processPeaks(fresh),
    });
    rows.push({
      entries,
      step: 'approval to searchable, a fresh npm run rebuild process (it exits)',
      ms: fresh.ms,
      ...processPeaks(fresh),
      cpuMs: fresh.childCpuMs,
    });
    const freshSame = await measured(() => runRebuildProcess(processEnv), [api.pid]);
    if (freshSame.value.changed) throw new Error('the npm run rebuild with no changes built something');
    rows.push({
      entries,
      step: 'no changes, a fresh npm run rebuild process (from its start until it exits)',
      ms: freshSame.ms,
      ...processPeaks(freshSame),
      cpuMs: freshSame.childCpuMs,
    });

    // A full rebuild from scratch (no live release, no Astro cache) whose pictures are all in the cache already.
    const secondDir = `${publishDir}-warm`;
    await floorSample(publishDir);
    try {
      const warm = await rebuild({ into: secondDir });
      pictures.warm = pictureLine(warm.value);
      pictures.warmFullMs = warm.ms;
      rows.push({
        entries,
        step: 'full rebuild, every picture cached: pages live',
        ms: warm.value.liveMs ?? warm.ms,
        pages: warm.value.pages,
        ...peaks(warm),
      });
      rows.push({
        entries,
        step: '  of which astro build (every page)',
        ms: warm.value.timings.build ?? 0,
        pages: warm.value.pages,
        cpuMs: warm.childCpuMs,
      });
      rows.push({
        entries,
        step: 'full rebuild, every picture cached: searchable (the whole run)',
        ms: warm.ms,
        pages: warm.value.pages,
        ...peaks(warm),
        cpuMs: warm.cpuMs,
      });
      profiles.get(entries)!.push(`full rebuild, pictures cached: ${phases(warm.value)}`);
    } finally {
      await rm(secondDir, { recursive: true, force: true });
    }
    await floorSample(publishDir);
    // The same full rebuild with pictures left as the backend's URLs: what pictures cost a build in all.
    const thirdDir = `${publishDir}-bare`;
    try {
      const bare = await rebuild({ into: thirdDir, standby: false, withPictures: false });
      pictures.bareFullMs = bare.ms;
      rows.push({
        entries,
        step: 'full rebuild without pictures (IMAGES=off), for comparison',
        ms: bare.ms,
        pages: bare.value.pages,
        ...peaks(bare),
        cpuMs: bare.cpuMs,
      });
    } finally {
      await rm(thirdDir, { recursive: true, force: true });
    }
  } finally {
    await stopStandby();
    await api.close();
    await rm(publishDir, { recursive: true, force: true });
    await rm(work, { recursive: true, force: true });
  }

  while (floors.length < FLOOR_SAMPLES) {
    console.log(`  floor: bare Astro build of ${entries} trivial pages (${floors.length + 1} of ${FLOOR_SAMPLES})…`);
    floors.push(await measured(() => buildFloor(entries)));
  }
  const samples = floors.map((run) => run.ms);
  const floor = [...floors].sort((a, b) => a.ms - b.ms)[Math.floor(floors.length / 2)]!;
  rows.push({
    entries,
    step: `floor: bare Astro, ${entries} trivial pages (median of ${samples.map((ms) => (ms / 1000).toFixed(1)).join(', ')} s)`,
    ms: floor.ms,
    pages: entries + 1,
    peak: floor.peak,
    cpuMs: floor.childCpuMs,
  });
  for (const row of rows) {
    if (row.entries !== entries) continue;
    row.floorMs = floor.ms;
    row.floorCpuMs = floor.childCpuMs;
  }
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    args: process.argv.slice(2),
    options: { entries: { type: 'string' }, photos: { type: 'string' } },
  });
  // Distinct photo-sized pictures (4032×3024 JPEGs) the records use in turn; 0 keeps the demo's small drawings.
  const photos = Number(values.photos ?? 200);
  if (!Number.isInteger(photos) || photos < 0) throw new Error('--photos takes a whole number, e.g. --photos 200');
  const sizes = (values.entries ?? '1000,10000').split(',').map((n) => Number(n.trim()));
  if (sizes.some((n) => !Number.isInteger(n) || n < 1))
    throw new Error('--entries takes whole numbers, e.g. --entries 1000,10000');
  // The search timing needs a browser: found (or installed) now, not after minutes of rebuilds.
  ensureChromium(readSettings().chromiumPath);
  const load = () =>
    loadavg()
      .map((n) => n.toFixed(1))
      .join(' ');
  console.log(
    `Benchmark on ${cpus().length} CPU(s) (${cpus()[0]?.model ?? 'unknown'}), ${gb(totalmem())} memory, Node ${process.version}`,
  );
  console.log(`Load average at the start: ${load()} (other work on the machine slows every row alike)`);
  const partPages = readSettings().searchPartPages;
  console.log(
    `Full search index: ${partPages ? `in parts of at most ${partPages.toLocaleString('en-US')} detail pages` : 'one part'} (SEARCH_PART_PAGES)`,
  );

  const rows: Row[] = [];
  const profiles = new Map<number, string[]>();
  const searches: SearchRow[] = [];
  const pictureFigures: PictureFigures[] = [];
  const deploys = new Map<number, DeployRow[]>();
  for (const n of sizes) await benchOne(n, rows, profiles, searches, photos, pictureFigures, deploys);

  console.log(`\nLoad average at the end: ${load()}\n\n${table(rows)}\n`);
  if (sizes.length > 1)
    console.log(`Growth with the entries (time; peak memory with the rebuild's own):\n\n${growthTable(rows, sizes)}\n`);
  for (const n of sizes) {
    const lines = budgetLines(rows, searches, n);
    if (lines.length)
      console.log(
        `Issue 52's budgets at N = ${n.toLocaleString('en-US')} (wall time):\n${lines.map((line) => `  ${line}`).join('\n')}\n`,
      );
  }
  for (const row of searches) {
    const check = (ok: boolean) => (ok ? 'met' : 'NOT met');
    const share = row.indexMs / row.fullMs;
    const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
    console.log(
      `\nSearch at N = ${row.entries.toLocaleString('en-US')} (${row.indexedPages.toLocaleString('en-US')} pages indexed, index ${kb(row.indexBytes)}):`,
    );
    console.log(
      `  indexing, after the pages are live: ${s(row.indexMs)}, ${(share * 100).toFixed(1)}% of the first full rebuild (it no longer holds the pages back)`,
    );
    console.log(
      `  results within 300 ms of typing (median of ${row.search.timings.length}): ${row.search.medianMs.toFixed(0)} ms ` +
        `(min ${Math.min(...row.search.timings).toFixed(0)}, max ${Math.max(...row.search.timings).toFixed(0)}) — ${check(row.search.medianMs <= 300)}`,
    );
    console.log(
      `  at most 100 KB of JavaScript (gzip) before the first query: ${kb(row.search.jsGzip)} — ${check(row.search.jsGzip <= 100 * 1024)}`,
    );
  }
  for (const figures of pictureFigures) printPictures(figures);
  for (const [n, deploy] of deploys) {
    console.log(
      `\nDeploy to a local S3 server at N = ${n.toLocaleString('en-US')} (an approval's run deploys its pages' release, with their index when it is a delta; else a search release follows):\n${deployTable(deploy)}`,
    );
  }
  for (const [n, lines] of profiles) {
    console.log(`\nWhere the full build's time went at N = ${n.toLocaleString('en-US')}:`);
    for (const line of lines) console.log(`  ${line}`);
  }
}

function printPictures(f: PictureFigures): void {
  const check = (ok: boolean) => (ok ? 'met' : 'NOT met');
  const mb = (bytes: number) => `${(bytes / 1024 ** 2).toFixed(0)} MB`;
  console.log(
    `\nPictures at N = ${f.entries.toLocaleString('en-US')} (${f.photos} distinct photo-sized pictures, 4032×3024 JPEG, in turn over every picture field):`,
  );
  if (f.first) {
    console.log(
      `  first processing: ${f.first.urls} picture URLs, ${f.first.processed} processed, pictures phase ${s(f.first.ms)} of the ${s(f.firstFullMs)} full rebuild` +
        ` (${f.first.processed ? `${(f.first.ms / f.first.processed).toFixed(0)} ms a picture on ${cpus().length} cores` : 'nothing new'})`,
    );
  }
  if (f.cpu && f.cpu.cpuMs.length) {
    const mean = f.cpu.cpuMs.reduce((sum, ms) => sum + ms, 0) / f.cpu.cpuMs.length;
    const max = Math.max(...f.cpu.cpuMs);
    console.log(
      `  CPU per ${f.cpu.megapixels.toFixed(1)}-megapixel photo, every variant (${f.cpu.cpuMs.length} photos, one thread): mean ${mean.toFixed(0)} ms, max ${max.toFixed(0)} ms` +
        ` — at most 400 ms: ${check(max <= 400)}`,
    );
  }
  if (f.warm) {
    const share = f.warm.ms / f.warmFullMs;
    console.log(
      `  full rebuild with every picture cached: pictures phase ${s(f.warm.ms)} of ${s(f.warmFullMs)} (${(share * 100).toFixed(1)}%; ${f.warm.processed} processed, ` +
        `${f.warm.fresh} fresh by Cache-Control, ${f.warm.unchanged} answered 304)` +
        ` — at most 10%: ${check(share <= 0.1)}`,
    );
    if (f.bareFullMs) {
      console.log(
        `  the same full rebuild without pictures (IMAGES=off): ${s(f.bareFullMs)}; with every picture cached it took ${((f.warmFullMs / f.bareFullMs - 1) * 100).toFixed(1)}% longer ` +
          `(the pictures phase, the variants in each page and linking them into the release)`,
      );
    }
  }
  if (f.approval) {
    console.log(
      `  rebuild after approving one entry with a new photo: pictures phase ${s(f.approval.ms)} of ${s(f.approvalMs)} (${f.approval.processed} processed, ${f.approval.fresh} fresh; ` +
        `uploads sent ${f.approvalUploads?.sent}, answered 304 ${f.approvalUploads?.notModified}) — at most 1 s: ${check(f.approval.ms <= 1000)}`,
    );
  }
  if (f.noChangeUploads) {
    console.log(
      `  no-change rebuild: uploads sent ${f.noChangeUploads.sent}, answered 304 ${f.noChangeUploads.notModified} — fetches no picture: ${check(f.noChangeUploads.sent + f.noChangeUploads.notModified === 0)}`,
    );
  }
  if (f.disk) {
    console.log(
      `  disk: picture cache ${mb(f.disk.cache)}; the live release ${mb(f.disk.release)} of which _img/ ${mb(f.disk.pictures)}, ` +
        `${mb(f.disk.releaseOwn)} beyond the files it shares with the cache (hard links)`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
