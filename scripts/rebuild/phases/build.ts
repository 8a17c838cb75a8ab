/**
 * The build phase: `astro build` from the snapshot's records, rendering only
 * the pages whose key differs from the live release's (every page when nothing
 * is live, or the site's code changed: every key then differs).
 *
 * ```
 *   start ──► Astro starts with the run (or the build a service kept waiting is taken, ../standby.ts),
 *             and its start and Vite's bundles (4–6 s at 10,000 entries, 547cea4, 81132d6) overlap
 *             the fetch and the pictures; it waits for its records (#scripts/lib/planned-build.ts)
 *   run   ──► the live release's keys, the pictures and the records written; Astro renders and exits;
 *             the pages it wrote were read meanwhile (../written-pages.ts), each detail route it has
 *             written whole told to the run (`routeWritten`: Pagefind reads it, ./search.ts)
 *   end   ──► a build the run never handed its data is kept waiting again (or stopped); one whose
 *             release was not published is stopped and removed; a service starts the next one
 * ```
 */
import { RENDERING_LINE } from '#integrations/build-lines.ts';
import { releaseMemory } from '#integrations/release-memory.ts';
import { BuildError, buildHeapMb, heapSetByNodeOptions, type BuildResult } from '../../lib/astro-build.ts';
import {
  completeBuild,
  removeBuildFiles,
  startAstro,
  writeLiveKeys,
  type BuildFiles,
  type BuildSettings,
  type WhileBuilding,
} from '../../lib/planned-build.ts';
import { newBuildFiles } from '../build-folders.ts';
import type { Built } from '../phase-results.ts';
import { detailPaths } from '../release-checks.ts';
import { picturesPath, recordsPath, releasePath } from '../releases.ts';
import type { PhaseModule } from '../run-phases.ts';
import { plural, seconds, type Run } from '../run.ts';
import { siteFingerprint } from '../site-fingerprint.ts';
import { standbyKey, standbyState, startWaitingBuild, takeWaitingBuild, type BuildListener } from '../standby.ts';
import { WrittenPages } from '../written-pages.ts';

/** This run's build, from its start: its files, its outcome, the pages read while it writes them. */
interface BuildUnderWay {
  /** Its process's heap limit, MB. */
  heapMb: number;
  files: BuildFiles;
  building: Promise<BuildResult>;
  /** When it started for this run (a build kept waiting: when the run took it). */
  since: number;
  written: WrittenPages;
  kept?: Built['kept'];
  /** Whether the run has handed it its data (written any of its files). */
  handed: boolean;
  stop(): Promise<void>;
  /** Keeps a build taken from the service waiting again; false when it was not one, or cannot be. */
  putBack(): boolean;
}

export const buildPhase: PhaseModule<'build', 'fetch' | 'pictures', BuildUnderWay> = {
  name: 'build',
  needs: ['fetch', 'pictures'],
  failure: () => 'astro build failed',
  start: takeOrStartBuild,

  async run(run, { fetch: snapshot, pictures }, build) {
    // Started before the fetch with the live release's size in mind: a larger site needs a larger heap.
    const heapMb = buildHeapMb(snapshot.entries, run.options.entriesPerGib);
    if (heapMb > build.heapMb && !heapSetByNodeOptions()) {
      run.log(`build: Astro started again, with a ${heapMb} MB heap for ${snapshot.entries} entries`);
      await build.stop();
      Object.assign(build, { kept: undefined }, startBuild(run, { ...settingsOf(run), heapMb }));
    }
    build.handed = true;
    await writeLiveKeys(build.files, run.wholeSite ? undefined : run.live?.files?.keys);
    try {
      const done = await completeBuild(build, snapshot.data!, pictures, {
        folders: run.wholeSite ? detailPaths(snapshot) : undefined,
        base: await recordsBase(run),
        // What the fetch and the comparison left in this process is given back while Astro
        // reads the records (before, it held them back by 1.2 s at 100,000 entries), before Pagefind reads.
        handed: releaseMemory,
      });
      return {
        dir: build.files.dir,
        ...done,
        preread: await build.written.read(),
        records: done.records,
        ms: performance.now() - build.since,
        kept: build.kept,
      };
    } catch (error) {
      const output = error instanceof BuildError ? `\n${error.output.trim().split('\n').slice(-25).join('\n')}` : '';
      throw new Error(`${(error as Error).message}${output}`, { cause: error });
    }
  },

  summary: (built) => {
    const rendered = Object.keys(built.keys).length - built.unchanged.length;
    return built.unchanged.length > 0
      ? `${plural(rendered, 'changed page')} rendered, ${built.unchanged.length} unchanged`
      : 'every page rendered';
  },

  details: (built, run) => [
    `releases/${run.id}: ${seconds(built.ms)} from Astro's start for this run to its end`,
    ...(built.kept
      ? [
          `Astro started ${seconds(built.kept.waitedMs)} before this run${built.kept.ready ? ' and was waiting for the snapshot' : ', still starting when taken'}`,
        ]
      : []),
  ],

  async end(run, build) {
    // Never handed its data (no change, a refusal, a failure before the build): a service's build waits again.
    // Handed it, and nothing was published: stopped, and what it wrote removed.
    if (!build.handed) {
      if (!build.putBack()) await build.stop();
    } else if (!run.published.length) await build.stop();
    await startNextBuild(run);
  },
};

/**
 * The live release's records, which the fetch read for the records it keeps: the build takes every record
 * they have the same from there, and its own records carry only the rest. None for a whole site's build.
 */
async function recordsBase(run: Run): Promise<WhileBuilding['base']> {
  const data = run.wholeSite ? null : await run.live?.records();
  return data ? { file: recordsPath(run.publishDir, run.live!.id), data } : undefined;
}

/** The build's settings for `run` (a site of `entries`, by default the live release's): what its pages bake in and key by. */
function settingsOf(
  run: Run,
  fingerprint = run.fingerprint,
  entries = run.live?.record.snapshot.entries,
  // A full fetch reads no live records, so its build's records name no base.
  live = run.wholeSite || run.options.full ? undefined : run.live?.id,
): BuildSettings & { heapMb: number } {
  return {
    ...run.env,
    cacheDir: run.cacheDir,
    inputs: fingerprint,
    withPictures: !!run.pictureCache,
    detailWriter: run.options.detailWriter,
    heapMb: buildHeapMb(entries, run.options.entriesPerGib),
    // The base its records are written against when they can be (recordsBase): Astro reads it while it waits.
    likelyBase: live && recordsPath(run.publishDir, live),
  };
}

/** Where the build's lines go: the pages it wrote to be read, its progress to the log, the rest (and Astro's own output) to --verbose. */
function listener(run: Run, written: WrittenPages): BuildListener {
  return {
    progress: (line) => {
      if (written.take(line)) return;
      (line.startsWith(RENDERING_LINE) ? run.log : run.detail)(`build: ${line}`);
    },
    echo: run.options.verbose ? (line) => run.detail(`astro: ${line}`) : undefined,
  };
}

/** This run's build: the one kept waiting since the last run, when it can serve this one (not a whole site's), or one started now. */
async function takeOrStartBuild(run: Run): Promise<BuildUnderWay> {
  const settings = settingsOf(run);
  const routeWritten = routeWrittenOf(run);
  let written: WrittenPages | undefined;
  const key = run.wholeSite ? '' : standbyKey({ publishDir: run.publishDir, ...settings });
  const kept = await takeWaitingBuild(key, (files) =>
    listener(run, (written = new WrittenPages(files.dir, routeWritten))),
  );
  if (kept) {
    const { files, building, waitedMs, ready, stop, putBack } = kept;
    return {
      heapMb: settings.heapMb,
      files,
      building,
      since: performance.now(),
      written: written!,
      kept: { waitedMs, ready },
      handed: false,
      stop,
      putBack,
    };
  }
  return startBuild(run, settings);
}

/** Tells the run each detail route the build has written whole (Pagefind reads it, ./search.ts). */
const routeWrittenOf = (run: Run) => (base: string, files: readonly string[]) =>
  run.events.emit('routeWritten', base, files);

/** Starts Astro for `run` with `settings`. */
function startBuild(run: Run, settings: BuildSettings & { heapMb: number }): BuildUnderWay {
  const files = newBuildFiles(run.publishDir, run.wholeSite ? releasePath(run.publishDir, run.id) : undefined);
  const written = new WrittenPages(files.dir, routeWrittenOf(run));
  const abort = new AbortController();
  const building = startAstro(settings, files, { ...listener(run, written), signal: abort.signal });
  // Its failure is taken up where the build phase awaits it.
  building.catch(() => {});
  const stop = async () => {
    abort.abort();
    await building.catch(() => {});
    await removeBuildFiles(files);
  };
  return {
    heapMb: settings.heapMb,
    files,
    building,
    since: performance.now(),
    written,
    handed: false,
    stop,
    putBack: () => false,
  };
}

/** A long-running service keeps the next run's build waiting (../standby.ts), unless one waits already. */
async function startNextBuild(run: Run): Promise<void> {
  if (!run.options.standby || run.options.incremental === false || standbyState() !== 'none') return;
  // The fingerprint is taken again before Astro starts: code changed meanwhile makes the key stale, never the build.
  // Sized by the next run's live release: what this run published, or (nothing published) today's.
  const next = run.published.at(-1);
  const live = next?.id ?? run.live?.id;
  const settings = {
    ...settingsOf(run, await siteFingerprint(run.env), next?.record.snapshot.entries, live),
    // Waiting for the next run, it has the time to make the likely build too (a build started with its run has
    // its records within seconds: at 100,000 entries it made part of it, on the cores the fetch was using).
    likelyPictures: live && picturesPath(run.publishDir, live),
    keptWaiting: true,
  };
  await startWaitingBuild(run.publishDir, standbyKey({ publishDir: run.publishDir, ...settings }), settings);
}
