/**
 * The search phase: Pagefind indexes the published pages into a copy of the
 * release made of hard links (its own `/pagefind/`); the index must hold every
 * detail page of the snapshot and no other; then that copy is published the
 * same atomic way and the pages-only release goes. So search lags the pages by
 * this one phase instead of holding every approval back.
 *
 * Pagefind starts reading early, at the lowest CPU priority, in what the build
 * leaves idle (../../lib/search-index.ts):
 *
 * - **ahead**, when only some pages are rendered: it reads the live release's
 *   detail pages while the run fetches and builds (or from before the run,
 *   ../standby.ts); each page not rendered again is the very file the new
 *   release links, so only the rendered pages are added after publishing. A
 *   page cannot be taken out of an index: after a removal, the release is
 *   indexed from scratch.
 * - **while building**, when every page is rendered: it reads each detail
 *   route's folder once the build has written it whole (../written-pages.ts),
 *   and writes the index while the pages are shared, verified and published.
 */
import { link, mkdir, rm } from 'node:fs/promises';
import { pageFile } from '#features/catalog/page-keys.ts';
import { matchDetailRoute } from '#features/areas.ts';
import { linkTree } from '../../lib/copy-tree.ts';
import { SEARCH_BUNDLE } from '../../lib/search-fragments.ts';
import {
  buildSearchIndex,
  indexAhead,
  indexWhileBuilding,
  searchIndexLine,
  type IndexAhead,
  type IndexWhileBuilding,
  type SearchIndexResult,
  type WrittenIndex,
} from '../../lib/search-index.ts';
import { writeReleaseFiles } from '../release-files.ts';
import { claimNewRelease, forgetRelease, recordsPath, releasePath, switchCurrent, writeRecord, type ReleaseRecord } from '../releases.ts';
import { plural, RebuildError, seconds, type Run } from '../run.ts';
import type { SnapshotManifest } from '../snapshot.ts';
import { keepIndexAhead, takeIndexAhead } from '../standby.ts';
import { unindexedPaths } from '../verify.ts';
import type { Assembled } from './assemble.ts';
import type { Built } from './build.ts';

const isDetail = (url: string) => matchDetailRoute(url) !== null;

/** A full build's index, written from the build's end into the release that will hold it. */
interface Writing {
  id: string;
  dir: string;
  index: Promise<WrittenIndex & { readEarly: number }>;
  details: number;
}

export class SearchUnderWay {
  readonly #run: Run;
  #ahead?: { index: IndexAhead; kept: boolean; of: string };
  #during?: IndexWhileBuilding;
  #writing?: Writing;
  /** The search release this run published: the next run's index is read ahead from it. */
  published?: string;

  /** Begins reading early: ahead from the live release, or, in a fresh build, while it writes every page into `releaseDir`. */
  static async begin(run: Run, fresh: boolean, releaseDir: string): Promise<SearchUnderWay | undefined> {
    if (run.options.search === false) return undefined;
    const search = new SearchUnderWay(run);
    if (fresh) search.#during = indexWhileBuilding(releaseDir);
    else if (run.live) {
      const kept = await takeIndexAhead(run.live.id);
      kept?.restartClock();
      search.#ahead = { index: kept ?? indexAhead(run.live.dir), kept: !!kept, of: run.live.id };
    }
    return search;
  }

  private constructor(run: Run) {
    this.#run = run;
  }

  /** A detail route whose pages the build has written whole: Pagefind reads its folder now. */
  routeWritten(base: string, files: readonly string[]): void {
    void this.#during?.addRoute(base, files);
  }

  /** The build is done: Pagefind need not yield to it; a full build's index is written from now on, beside the next phases. */
  async afterBuild(built: Built): Promise<void> {
    this.#ahead?.index.hurry();
    if (!this.#during) return;
    const id = await claimNewRelease(this.#run.publishDir);
    const dir = releasePath(this.#run.publishDir, id);
    await mkdir(dir, { recursive: true });
    const details = Object.keys(built.keys).filter(isDetail).map(pageFile);
    const index = this.#during.finish({ files: details, outputDir: dir, progress: this.#run.log });
    // Its failure is taken up in the search phase.
    index.catch(() => {});
    this.#writing = { id, dir, index, details: details.length };
  }

  /** The pages are live: Pagefind, writing the index, need not yield to the run any more. */
  afterPublish(): void {
    this.#during?.hurry();
  }

  /** The index of the published release, published as the next release (the pages-only one goes). */
  async finish(snapshot: SnapshotManifest, built: Built, release: Assembled, record: ReleaseRecord, stillLocked: (phase: 'search', done: string) => Promise<void>): Promise<SearchIndexResult> {
    const run = this.#run;
    const id = this.#writing?.id ?? (await claimNewRelease(run.publishDir));
    const dir = this.#writing?.dir ?? releasePath(run.publishDir, id);
    let index: WrittenIndex;
    try {
      // Pagefind reads the published pages and writes into the new release while its hard-link copy is made.
      await mkdir(dir, { recursive: true });
      [index] = await Promise.all([this.#index(built, release.dir, dir), linkTree(release.dir, dir, [SEARCH_BUNDLE])]);
      // Every fragment, as read back once written: Pagefind's short names can stand for another page than in the index before.
      const checked = await unindexedPaths(dir, snapshot, index.fragments);
      if (checked.unindexed.length) throw new Error(`detail pages not in the search index (${checked.unindexed.length}): ${checked.unindexed.slice(0, 5).join(', ')}`);
      if (checked.stale.length) throw new Error(`pages in the search index that the release does not have (${checked.stale.length}): ${checked.stale.slice(0, 5).join(', ')}`);
      await writeReleaseFiles(run.publishDir, id, { keys: built.keys, others: release.others, search: snapshot.hash });
      // The same records as the pages-only release's, which goes once this one is live: a second name for them.
      await link(recordsPath(run.publishDir, run.id), recordsPath(run.publishDir, id));
      await stillLocked('search', `only the pages were published (releases/${run.id}, with ${release.inheritsSearch ? 'the previous' : 'no'} search index)`);
      await writeRecord(run.publishDir, { ...record, id, builtAt: new Date().toISOString(), search: snapshot.hash });
      await switchCurrent(run.publishDir, id);
    } catch (error) {
      await rm(dir, { recursive: true, force: true });
      if (error instanceof RebuildError) throw error;
      const had = release.inheritsSearch ? 'the previous' : 'no';
      throw new RebuildError('search', `the search index failed; the pages are published (releases/${run.id}) with ${had} search index: ${(error as Error).message}`, { cause: error });
    }
    this.published = id;
    run.lap('search');
    run.log(`search: ${searchIndexLine(index)}; current → releases/${id}, searchable ${seconds(performance.now() - run.started)} after the rebuild started`);
    // The pages-only release is the same pages with an older index: not worth a rollback step.
    await forgetRelease(run.publishDir, run.id);
    // The run's result keeps the figures, not ten thousand pages.
    const { fragments: _pages, ...result } = index;
    return result;
  }

  /** The index of `siteDir`'s detail pages, written into `outputDir`: from what was read early when it can be, else from scratch. */
  async #index(built: Built, siteDir: string, outputDir: string): Promise<WrittenIndex> {
    const log = this.#run.log;
    const fromScratchAfter = async (what: string, error: unknown) => {
      log(`search: ${what} failed (${(error as Error).message.split('\n')[0]}), indexing every page again`);
      await rm(`${outputDir}/${SEARCH_BUNDLE}`, { recursive: true, force: true });
      return buildSearchIndex(siteDir, log, outputDir);
    };
    if (this.#writing) {
      try {
        const result = await this.#writing.index;
        log(`search: ${plural(result.readEarly, 'detail page')} of ${this.#writing.details} were read while the build ran, the index written since`);
        return result;
      } catch (error) {
        return fromScratchAfter('the index read while the build ran', error);
      }
    }
    const ahead = this.#ahead;
    const liveDetails = Object.keys(this.#run.live?.files?.keys ?? {}).filter(isDetail);
    const gone = liveDetails.filter((url) => !(url in built.keys));
    const unchanged = new Set(built.unchanged);
    const rendered = Object.keys(built.keys).filter((url) => isDetail(url) && !unchanged.has(url));
    // Adding a page costs Pagefind more than reading it with the rest of a folder: when most pages were rendered
    // again, indexing from scratch is faster (25 s against 44 s at 10,000, 7a75521).
    if (ahead && gone.length === 0 && rendered.length <= liveDetails.length / 2) {
      const known = new Set(liveDetails);
      const newPages = rendered.filter((url) => !known.has(url)).length;
      log(`search: the live release's ${plural(liveDetails.length, 'detail page')} were read ${ahead.kept ? 'ahead, from before this run' : 'while the build ran'}; adding the ${plural(rendered.length, 'page')} rendered`);
      try {
        return await ahead.index.finish({ siteDir, files: rendered.map(pageFile), newPages, outputDir, progress: log });
      } catch (error) {
        // Pagefind ended meanwhile (it may have waited between runs for minutes): the index is written from scratch.
        return fromScratchAfter('the index read ahead', error);
      }
    }
    await ahead?.index.cancel();
    if (ahead) log(`search: ${gone.length ? `${plural(gone.length, 'detail page')} of the live release gone` : `${plural(rendered.length, 'detail page')} rendered again`}, indexing every page again`);
    return buildSearchIndex(siteDir, log, outputDir);
  }

  /**
   * The run is over. With `keepFor` (a long-running service, and the release
   * live now), what the next run can use is kept: an index read ahead that this
   * run did not use, or a new one begun from the search release it published.
   */
  async end(keepFor: string | undefined): Promise<void> {
    await this.#during?.cancel();
    if (this.#writing && this.published !== this.#writing.id) await rm(this.#writing.dir, { recursive: true, force: true });
    const ahead = this.#ahead;
    if (ahead && !ahead.index.spent && keepFor && ahead.of === keepFor) await keepIndexAhead(ahead.of, ahead.index);
    else await ahead?.index.cancel();
    if (keepFor && this.published === keepFor) await keepIndexAhead(this.published, indexAhead(releasePath(this.#run.publishDir, this.published)));
  }
}
