/**
 * One rebuild: the publish folder's lock held, then the phases of `PHASES`
 * (./phases/, one module each), run the one way ./run-phases.ts runs them.
 *
 * ```
 *   lock (./publish-dir-lock.ts)
 *   run starts ──► build.start: Astro starts (or the build a service kept waiting is taken)
 *                  share.start: once compare says a release is made, the live release's hard-link copy
 *                  delta.start: the live index's list of its pages, when it takes a delta
 *                  search.start: else Pagefind reads the live release's pages ahead, or the build's as written
 *   fetch → compare ─(nothing changed: the run ends)
 *         → pictures → build → share → verify → delta → publish ═► after publish
 *         → search (a full index, when no delta was written) ═► after publish → prune
 *   run ends ──► search.end, share.end, build.end: what a failed run made is removed; a service keeps
 *                the next run's build, search reading, picture process and copy of the live release
 *                begun (./standby.ts)
 * ```
 *
 * Nothing is published unless every phase up to publish succeeds. The pages
 * go live at publish, searchable when their index is a delta; a full index
 * follows as the next release. After each release, the run's after-publish
 * steps run (./after-publish.ts).
 */
import { resolve } from 'node:path';
import { locked, stillHolding } from './publish-dir-lock.ts';
import type { PhaseResults } from './phase-results.ts';
import { buildPhase } from './phases/build.ts';
import { comparePhase } from './phases/compare.ts';
import { deltaPhase } from './phases/delta.ts';
import { fetchPhase } from './phases/fetch.ts';
import { picturesPhase } from './phases/pictures.ts';
import { prunePhase } from './phases/prune.ts';
import { publishPhase } from './phases/publish.ts';
import { searchPhase } from './phases/search.ts';
import { sharePhase } from './phases/share.ts';
import { verifyPhase } from './phases/verify.ts';
import { claimNewRelease, endClaims } from './releases.ts';
import { runPhases, type AnyPhase } from './run-phases.ts';
import { newRun, readLive, seconds, type RebuildOptions, type RebuildResult, type Run } from './run.ts';
import { siteFingerprint } from './site-fingerprint.ts';

export { RebuildError, type RebuildOptions, type RebuildResult } from './run.ts';

/** The phases, in order: each reads what the ones before it made. */
const PHASES: readonly AnyPhase[] = [
  fetchPhase, // the backend's approved entries: the snapshot
  comparePhase, // the snapshot against the live release's: changed or not, and the shrink guard
  picturesPhase, // every picture fetched and processed once, ever
  buildPhase, // astro build, rendering the pages whose key changed
  sharePhase, // the new release, sharing unchanged files with the live one
  verifyPhase, // every page there, every link resolving
  deltaPhase, // the pages changed since the full index, indexed into the release
  publishPhase, // the pages live (searchable, with a delta)
  searchPhase, // else a full index live, as the next release
  prunePhase, // old releases and unused pictures removed
];

/** Rebuilds the site in `options.publishDir` from the backend: publishes a new release when anything changed. */
export async function runRebuild(options: RebuildOptions): Promise<RebuildResult> {
  const publishDir = resolve(options.publishDir);
  return locked(publishDir, options.log ?? console.log, async (lock) => {
    const started = performance.now();
    try {
      const [id, live, fingerprint] = await Promise.all([
        claimNewRelease(publishDir),
        readLive(publishDir, !options.full),
        siteFingerprint(options),
      ]);
      const run = newRun(options, publishDir, { id, live, fingerprint, started, stillLocked: stillHolding(lock) });
      const made = await runPhases(run, PHASES);
      return made.compare?.changed ? published(run, made) : unchanged(run, made);
    } finally {
      await endClaims(publishDir);
    }
  });
}

/** A run that published: its summary line and result. */
function published(run: Run, made: Partial<PhaseResults>): RebuildResult {
  const { fetch: snapshot, build: built, pictures, verify: report, delta, search } = made as PhaseResults;
  const ms = performance.now() - run.started;
  const release = run.published.at(-1)!.id;
  const liveMs = run.published[0]!.liveAfterMs;
  const searchableMs = run.published.find((published) => published.search === 'own')?.liveAfterMs;
  const searchable = searchableMs === undefined ? '' : `, searchable in ${seconds(searchableMs)}`;
  const summary = `summary: changed, published ${release} — ${snapshot.entries} entries, ${report.pages} pages, live in ${seconds(liveMs)}${searchable}, ${seconds(ms)}`;
  run.log(summary);
  const written = search ?? (delta && !('none' in delta) ? delta : undefined);
  const index = written && { pages: written.pages, bytes: written.bytes, ms: written.ms };
  return {
    changed: true,
    timings: run.timings,
    buildOutput: built.output,
    pictures: pictures?.counts,
    release,
    entries: snapshot.entries,
    pages: report.pages,
    ms,
    liveMs,
    searchableMs,
    search: index,
    summary,
  };
}

/** A run that found nothing changed. */
function unchanged(run: Run, made: Partial<PhaseResults>): RebuildResult {
  const live = run.live!;
  const entries = made.fetch!.entries;
  const ms = performance.now() - run.started;
  const summary = `summary: no changes — ${entries} entries, ${live.record.pages} pages live (release ${live.id}), nothing built, ${seconds(ms)}`;
  run.log(summary);
  return { changed: false, timings: run.timings, release: live.id, entries, pages: live.record.pages, ms, summary };
}
