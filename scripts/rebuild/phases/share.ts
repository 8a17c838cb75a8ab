/**
 * The share phase: the new release, put together from what the build wrote
 * and the live release, sharing every file the two have in common.
 *
 * ```
 *   start ──► once compare says a release is made: the live release's hard-link copy, the one a
 *             service made while it waited (../standby.ts), or else begun now, beside the build
 *             (made after the build, it took 3.3 s of an approval at 10,000 entries, ed1e48e);
 *             a whole site's build has no use for it
 *   run   ──► each file the build wrote that is byte for byte the live one's becomes a link to it
 *             (../share-with-live.ts); when the build left pages out because the live release has
 *             them, the release is that copy with the build's files put in (../assemble-from-live.ts),
 *             else the build's folder itself (a whole site's build wrote into the release's folder)
 *   end   ──► a release that was not published is removed; a service begins the next run's copy
 *             of the release live now
 * ```
 *
 * The release keeps the live release's search index: the delta phase adds
 * the pages changed to it, or the search phase's full index follows.
 */
import { rename, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { linkTree } from '../../lib/copy-tree.ts';
import { SEARCH_BUNDLE } from '../../lib/search-fragments.ts';
import { assembleFromLive } from '../assemble-from-live.ts';
import type { Built, ReleaseChanges } from '../phase-results.ts';
import { pageFile } from '#features/catalog/page-keys.ts';
import { discardTree, releasePath } from '../releases.ts';
import { keepLiveCopy, takeLiveCopy } from '../standby.ts';
import type { PhaseModule } from '../run-phases.ts';
import type { Run } from '../run.ts';
import { shareWithLive, type KnownPages } from '../share-with-live.ts';

/** The live release's hard-link copy, once begun; `betweenRuns`: the one a service made before this run was taken (../standby.ts), or why it could not be. */
interface LiveCopy {
  copying?: Promise<void>;
  betweenRuns?: string;
}

const exists = (path: string) =>
  stat(path).then(
    () => true,
    () => false,
  );
const withSearch = (run: Run) => run.options.search !== false;
/** What the copy of the live release leaves out: its search index, when the run writes none. */
const omitted = (run: Run) => (withSearch(run) ? [] : [SEARCH_BUNDLE]);

export const sharePhase: PhaseModule<'share', 'build', LiveCopy> = {
  name: 'share',
  needs: ['build'],
  failure: () => 'could not link unchanged files to the live release',

  start(run) {
    const copy: LiveCopy = {};
    run.events.once('compare', (comparison) => {
      const live = run.live;
      if (!comparison.changed || run.wholeSite || !live?.files) return;
      const to = releasePath(run.publishDir, run.id);
      copy.copying = (async () => {
        const kept = await takeLiveCopy(live.id, omitted(run), to);
        copy.betweenRuns = kept.taken ? 'taken' : kept.failed;
        if (!kept.taken) await linkTree(live.dir, to, omitted(run));
      })();
      // Its failure is taken up in the share phase.
      copy.copying.catch(() => {});
    });
    return copy;
  },

  async run(run, { build: built }, { copying, betweenRuns }) {
    const dir = releasePath(run.publishDir, run.id);
    const { live } = run;
    const known = writtenPageKeys(built, live?.files?.keys);
    const shared = await shareWithLive(built.dir, live?.dir, live?.files && known);
    const keyed = new Set(Object.keys(known.release));
    const counts = { built: shared.files, compared: shared.compared };
    if (live?.files && built.unchanged.length > 0) {
      await copying;
      const assembled = await assembleFromLive({
        outDir: dir,
        scratchDir: built.dir,
        liveDir: live.dir,
        live: { keys: live.files.keys, others: live.files.others ?? [] },
        unchanged: built.unchanged,
        omit: omitted(run),
        copied: !!copying,
      });
      for (const file of assembled.fromLive) shared.shared.add(file);
      const others = assembled.built.filter((file) => !keyed.has(file));
      const files = [...assembled.fromLive, ...assembled.built];
      return {
        dir,
        files,
        shared: shared.shared,
        others,
        changes: changesFromLive(run, files, shared.shared),
        inheritsSearch: await inheritsSearch(run, dir),
        fromLive: assembled.fromLive.size,
        ...(betweenRuns ? { copiedBetweenRuns: betweenRuns } : {}),
        ...counts,
      };
    }
    await intoReleaseFolder(run, built, dir, copying);
    const others = shared.paths.filter((file) => !keyed.has(file));
    return {
      dir,
      files: shared.paths,
      shared: shared.shared,
      others,
      changes: changesFromLive(run, shared.paths, shared.shared),
      inheritsSearch: await inheritsSearch(run, dir),
      fromLive: 0,
      ...counts,
    };
  },

  summary: (release) =>
    release.shared.size
      ? `${release.shared.size} files unchanged, linked to the live release`
      : 'nothing shared with a live release',

  details: (release) => [
    `${release.fromLive} pages not rendered, ${release.compared} of the ${release.built} files built compared byte for byte, the rest known by key or name`,
    ...(release.copiedBetweenRuns === 'taken'
      ? ["the live release's hard-link copy was made between runs"]
      : release.copiedBetweenRuns
        ? [`the live release's hard-link copy made between runs failed (${release.copiedBetweenRuns}): linked again`]
        : []),
  ],

  async end(run, { copying }) {
    if (!run.published.some((release) => release.id === run.id)) {
      await copying?.catch(() => {});
      // Taken away at once and deleted in the background: it may be 310,000 links.
      await discardTree(run.publishDir, releasePath(run.publishDir, run.id));
    }
    // A service begins the next run's copy of what is live now, while it waits (../standby.ts).
    const live = run.published.at(-1)?.id ?? run.live?.id;
    if (run.options.standby && run.options.incremental !== false && live)
      keepLiveCopy(run.publishDir, live, releasePath(run.publishDir, live), omitted(run));
  },
};

/** A build of every page is the release: its folder is moved there (unless it was written there), with the live search index for now. */
async function intoReleaseFolder(
  run: Run,
  built: Built,
  dir: string,
  copying: Promise<void> | undefined,
): Promise<void> {
  if (built.dir !== dir) {
    await copying?.catch(() => {});
    // The live release's copy, of no use when every page was rendered: taken away, deleted in the background.
    await discardTree(run.publishDir, dir);
    await rename(built.dir, dir);
  }
  const live = run.live;
  if (withSearch(run) && live && (await exists(join(live.dir, SEARCH_BUNDLE))))
    await linkTree(join(live.dir, SEARCH_BUNDLE), join(dir, SEARCH_BUNDLE));
}

/**
 * What changed against the live release, from the two releases' file lists:
 * a file not linked to the live one is written anew, and the live release's
 * record lists its files (search index aside, which the release takes as it
 * is): `livePages`, its keyed pages' files, and its other files. Undefined
 * when the record does not list them all, or the release leaves the search
 * index out.
 */
function changesFromLive(run: Run, files: string[], shared: Set<string>): ReleaseChanges | undefined {
  const livePages = run.live?.files?.keys;
  const others = run.live?.files?.others;
  if (!livePages || !others || !withSearch(run)) return undefined;
  const now = new Set(files);
  // Two URLs can name one file (an escaped and a plain spelling): each file once.
  const before = [...new Set([...Object.keys(livePages).map(pageFile), ...others])];
  return {
    written: files.filter((file) => !shared.has(file)).sort(),
    removed: before.filter((file) => !now.has(file)).sort(),
  };
}

/**
 * The keys of the pages the build wrote (relative file → key), in the new release and the live one: the only
 * files the share looks up (an approval's build writes a few hundred of a site's pages).
 */
function writtenPageKeys(built: Built, liveKeys: Record<string, string> | undefined): KnownPages {
  const unchanged = new Set(built.unchanged);
  const known: KnownPages = { release: {}, live: {} };
  for (const [url, key] of Object.entries(built.keys)) {
    if (unchanged.has(url)) continue;
    const file = pageFile(url);
    known.release[file] = key;
    const before = liveKeys?.[url];
    if (before !== undefined) known.live[file] = before;
  }
  return known;
}

/** Whether the release took the live release's search index for now. */
async function inheritsSearch(run: Run, dir: string): Promise<boolean> {
  return withSearch(run) && !!run.live?.files?.search && (await exists(join(dir, SEARCH_BUNDLE)));
}
