/**
 * One rebuild, phase after phase (./phases/, one module each):
 *
 *   lock → fetch → compare → pictures → build → share → verify → publish → search → prune
 *
 * Astro's build starts with the run, before the fetch, and waits for its
 * records; Pagefind begins reading pages early too (./phases/search.ts). Nothing
 * is published unless every phase up to publish succeeds: what a failed run
 * made is undone (`undo`). The pages go live at publish; their search index
 * follows as the next release. A long-running service keeps the next build and
 * the next index's reading ready between runs (./standby.ts).
 */
import { rm } from 'node:fs/promises';
import { resolve } from 'node:path';
import { releaseMemory } from '#integrations/release-memory.ts';
import { inputsFingerprint } from './inputs.ts';
import { locked, stillHolding } from './publish-dir-lock.ts';
import { assemblePhase, copyLive } from './phases/assemble.ts';
import { buildFiles, describeBuild, finishBuild, startBuild, writeLiveKeys, type BuildSettings, type BuildUnderWay } from './phases/build.ts';
import { comparePhase } from './phases/compare.ts';
import { fetchPhase } from './phases/fetch.ts';
import { pictureCacheOf, picturesEnabled, picturesPhase } from './phases/pictures.ts';
import { prunePhase } from './phases/prune.ts';
import { publishPhase } from './phases/publish.ts';
import { SearchUnderWay } from './phases/search.ts';
import { verifyPhase } from './phases/verify.ts';
import { claimNewRelease, currentRelease, endClaims, releasePath } from './releases.ts';
import { newRun, readLive, seconds, type RebuildOptions, type RebuildResult, type Run } from './run.ts';
import { park, standbyKey, standbyState, takeStandby } from './standby.ts';

export { RebuildError, type Phase, type RebuildOptions, type RebuildResult } from './run.ts';
export { DEFAULT_MAX_SHRINK } from './phases/compare.ts';

export async function runRebuild(options: RebuildOptions): Promise<RebuildResult> {
  const publishDir = resolve(options.publishDir);
  return locked(publishDir, options.log ?? console.log, async (lock) => {
    const stillLocked = stillHolding(lock);
    const run = newRun(options, publishDir, await claimNewRelease(publishDir), await readLive(publishDir, !options.full));
    const inputs = await inputsFingerprint(run.env);
    const settings: BuildSettings = { ...run.env, cacheDir: run.cacheDir, verbose: options.verbose, inputs, withPictures: picturesEnabled(run), detailWriter: options.detailWriter };
    // Nothing live to take pages from: every page is rendered, into the release's own folder.
    const fresh = !run.live?.files || options.incremental === false;
    let search: SearchUnderWay | undefined;
    const build = await takeOrStartBuild(run, settings, fresh, (base, files) => search?.routeWritten(base, files));
    await using after = new AsyncDisposableStack();
    after.defer(() => endRun(run, settings, search));
    after.defer(() => endClaims(publishDir));
    await using undo = new AsyncDisposableStack();
    let handedOver = false;
    undo.defer(async () => (handedOver || !build.putBack?.() ? build.stop() : undefined));
    search = await SearchUnderWay.begin(run, fresh, build.files.dir);

    const snapshot = await fetchPhase(run);
    const comparison = await comparePhase(run, snapshot, options.watchCode === false ? 'not watched' : inputs);
    if (!comparison.changed) return noChange(run, snapshot.entries);
    const copying = fresh ? undefined : copyLive(run, !!search);
    undo.defer(async () => {
      await copying?.catch(() => {});
      await rm(releasePath(publishDir, run.id), { recursive: true, force: true });
    });
    const pictures = await picturesPhase(run, snapshot);
    handedOver = true;
    await writeLiveKeys(build.files, fresh ? undefined : run.live?.files?.keys);
    // What the fetch and the comparison left in this process is given back before Astro renders and Pagefind reads.
    releaseMemory();
    const built = await finishBuild(build, snapshot, pictures && { prepared: pictures.prepared, cacheDir: pictureCacheOf(run) }, fresh);
    run.lap('build');
    run.log(describeBuild(run, build, built));
    await search?.afterBuild(built);
    const release = await assemblePhase(run, built, !!search, copying);
    const report = await verifyPhase(run, snapshot, release, built);
    const record = await publishPhase(run, { snapshot, built, release, report, inputs: options.watchCode === false ? 'not watched' : inputs, shrinkOverridden: comparison.shrinkOverridden, stillLocked: () => stillLocked('publish') });
    undo.move();
    const liveMs = performance.now() - run.started;
    search?.afterPublish();
    // Pagefind now writes the index, its largest need of memory in the run: what verify and share left is returned first.
    releaseMemory();
    const index = await search?.finish(snapshot, built, release, record, stillLocked);
    const searchableMs = index && performance.now() - run.started;
    const published = search?.published ?? run.id;
    await stillLocked('prune', `releases/${published} was published`);
    await prunePhase(run);

    const ms = performance.now() - run.started;
    const summary = `summary: changed, published ${published} — ${snapshot.entries} entries, ${report.pages} pages, live in ${seconds(liveMs)}${searchableMs ? `, searchable in ${seconds(searchableMs)}` : ''}, ${seconds(ms)}`;
    run.log(summary);
    return { changed: true, timings: run.timings, buildOutput: built.output, pictures: pictures?.counts, release: published, entries: snapshot.entries, pages: report.pages, ms, liveMs, searchableMs, search: index, summary };
  });
}

/** This run's build: a fresh one into the release's folder; else the one kept waiting since the last run, when it can serve this one, or one started now. */
async function takeOrStartBuild(run: Run, settings: BuildSettings, fresh: boolean, routeWritten: (base: string, files: readonly string[]) => void): Promise<BuildUnderWay & { putBack?: () => boolean }> {
  const kept = await takeStandby(fresh ? '' : standbyKey({ publishDir: run.publishDir, ...settings }), run.log, routeWritten);
  const files = buildFiles(run.publishDir, fresh ? releasePath(run.publishDir, run.id) : undefined);
  return kept ?? startBuild(settings, files, run.log, routeWritten);
}

function noChange(run: Run, entries: number): RebuildResult {
  const live = run.live!;
  const ms = performance.now() - run.started;
  const summary = `summary: no changes — ${entries} entries, ${live.record.pages} pages live (release ${live.id}), nothing built, ${seconds(ms)}`;
  run.log(summary);
  return { changed: false, timings: run.timings, release: live.id, entries, pages: live.record.pages, ms, summary };
}

/** What every run does last: the search index's reading ends or is kept, and a service keeps the next build waiting. */
async function endRun(run: Run, settings: BuildSettings, search: SearchUnderWay | undefined): Promise<void> {
  const keep = run.options.standby && run.options.incremental !== false;
  const liveNow = keep ? await currentRelease(run.publishDir).catch(() => undefined) : undefined;
  await search?.end(liveNow);
  // Taken before Astro starts: code changed meanwhile makes the key stale, never the build.
  if (keep && standbyState() === 'none') {
    const inputs = await inputsFingerprint(run.env);
    const next = { ...settings, inputs };
    await park(run.publishDir, standbyKey({ publishDir: run.publishDir, ...next }), next);
  }
}
