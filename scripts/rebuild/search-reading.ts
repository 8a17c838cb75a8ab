/**
 * How a release's search index is written. Most runs render some pages of a
 * release whose index takes a delta (../lib/search-delta.ts): the delta phase
 * indexes only the detail pages changed since the full index into the new
 * release before it is published (./phases/delta.ts, from `liveDeltaBase`).
 * Otherwise (the delta grown too large, a whole site rendered, an index from
 * before deltas, the delta's failure) the search phase writes a full index as
 * the next release, and Pagefind begins reading pages with the run, at the
 * lowest CPU priority, in what the build leaves idle (../lib/search-index.ts):
 *
 * - **ahead**, when only some pages are rendered and no delta is likely: it
 *   reads the live release's detail pages while the run fetches and builds (or
 *   from before the run, ./standby.ts); each page not rendered again is the
 *   very file the new release links, so only the rendered pages are added
 *   after publishing. A page cannot be taken out of an index: after a removal,
 *   the release is indexed from scratch.
 * - **while building**, when every page is rendered: it reads each detail
 *   route's folder once the build has written it whole (./written-pages.ts),
 *   and writes the index while the pages are shared, verified and published,
 *   into a release of its own claimed once the build is done.
 * - **from scratch**, when a delta was likely but is not written.
 */
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { matchDetailRoute } from '#features/areas.ts';
import { pageFile } from '#features/catalog/page-keys.ts';
import { deltaLimit, readDeltaBase, type DeltaBase } from '../lib/search-delta.ts';
import { SEARCH_BUNDLE } from '../lib/search-fragments.ts';
import {
  buildSearchIndex,
  indexAhead,
  indexWhileBuilding,
  type IndexAhead,
  type IndexWhileBuilding,
  type WrittenIndex,
} from '../lib/search-index.ts';
import type { Built } from './phase-results.ts';
import { newKeptFolder } from './build-folders.ts';
import { claimNewRelease, readRecord, releasePath, type ReleaseRecord } from './releases.ts';
import { plural, sameCode, type Run } from './run.ts';
import { keepIndexAhead, takeIndexAhead } from './standby.ts';

/** Whether `url` is a detail page's. */
export const isDetail = (url: string) => matchDetailRoute(url) !== null;

/** A whole site's index, written from the build's end into the release that will hold it. */
interface Writing {
  id: string;
  dir: string;
  index: Promise<WrittenIndex & { readEarly: number }>;
  details: number;
}

export class SearchReading {
  readonly #run: Run;
  #ahead?: { index: IndexAhead; kept: boolean; of: string };
  #during?: IndexWhileBuilding;
  /** Whether the live release's index takes a delta: no page is read ahead, a full index is written from scratch. */
  #deltaLikely = false;
  /** Set once the build is done (a whole site's): the index being written, or why it could not begin. */
  #writing?: Promise<Writing>;

  /**
   * Begins: nothing to read when the live index takes a delta; else reading ahead from the live release, or,
   * for a whole site's build, its routes as the build writes them.
   */
  static async begin(run: Run): Promise<SearchReading> {
    const reading = new SearchReading(run);
    const live = run.live;
    if (run.wholeSite) {
      const { searchPartPages } = run.options;
      // In parts, each is written as soon as the next begins, into a folder of this process's own.
      const scratch = searchPartPages === undefined ? undefined : newKeptFolder(run.publishDir, 'search-parts');
      reading.#during = indexWhileBuilding(releasePath(run.publishDir, run.id), searchPartPages, scratch);
      return reading;
    }
    reading.#deltaLikely = 'base' in (await liveDeltaBase(run));
    if (live && !reading.#deltaLikely) {
      const kept = await takeIndexAhead(live.id);
      kept?.restartClock();
      reading.#ahead = { index: kept ?? indexAhead(live.dir, run.options.searchPartPages), kept: !!kept, of: live.id };
    }
    return reading;
  }

  private constructor(run: Run) {
    this.#run = run;
  }

  /** A detail route whose pages the build has written whole: Pagefind reads its folder now. */
  routeWritten(base: string, files: readonly string[]): void {
    void this.#during?.addRoute(base, files);
  }

  /** The build is done: a whole site's index is written from now on, beside the next phases. */
  built(built: Built): void {
    if (!this.#during) return;
    this.#writing = this.#startWriting(this.#during, built);
    // Its failure is taken up in the search phase.
    this.#writing.catch(() => {});
  }

  async #startWriting(during: IndexWhileBuilding, built: Built): Promise<Writing> {
    const run = this.#run;
    const id = await claimNewRelease(run.publishDir);
    const dir = releasePath(run.publishDir, id);
    await mkdir(dir, { recursive: true });
    const details = Object.keys(built.keys).filter(isDetail).map(pageFile);
    const index = during.finish({ files: details, outputDir: dir, progress: run.log });
    index.catch(() => {});
    return { id, dir, index, details: details.length };
  }

  /** The release the index goes into: the one claimed for it when the build ended, or a new one. */
  async target(): Promise<{ id: string; dir: string }> {
    const writing = await this.#writing;
    if (writing) return writing;
    const id = await claimNewRelease(this.#run.publishDir);
    return { id, dir: releasePath(this.#run.publishDir, id) };
  }

  /** The index of `siteDir`'s detail pages, written into `outputDir`: from what was read early when it can be, else from scratch. */
  async index(built: Built, siteDir: string, outputDir: string): Promise<WrittenIndex> {
    const run = this.#run;
    const fromScratchAfter = async (what: string, error: unknown) => {
      run.log(`search: ${what} failed (${(error as Error).message.split('\n')[0]}), indexing every page again`);
      await rm(`${outputDir}/${SEARCH_BUNDLE}`, { recursive: true, force: true });
      return buildSearchIndex(siteDir, run.log, outputDir, run.options.searchPartPages);
    };
    const writing = await this.#writing;
    if (writing) {
      try {
        const result = await writing.index;
        run.detail(
          `search: ${plural(result.readEarly, 'detail page')} of ${writing.details} were read while the build ran, the index written since`,
        );
        return result;
      } catch (error) {
        return fromScratchAfter('the index read while the build ran', error);
      }
    }
    if (this.#deltaLikely) {
      run.detail('search: the live index took no delta, indexing every page');
      return buildSearchIndex(siteDir, run.log, outputDir, run.options.searchPartPages);
    }
    const ahead = this.#ahead;
    const plan = ahead && addingPlan(run, built);
    if (ahead && plan?.add) {
      run.detail(
        `search: the live release's ${plural(plan.liveDetails, 'detail page')} were read ${ahead.kept ? 'ahead, from before this run' : 'while the build ran'}; adding the ${plural(plan.rendered.length, 'page')} rendered`,
      );
      try {
        return await ahead.index.finish({
          siteDir,
          files: plan.rendered.map(pageFile),
          newPages: plan.newPages,
          outputDir,
          progress: run.log,
        });
      } catch (error) {
        // Pagefind ended meanwhile (it may have waited between runs for minutes): the index is written from scratch.
        return fromScratchAfter('the index read ahead', error);
      }
    }
    await ahead?.index.cancel();
    if (plan)
      run.detail(
        `search: ${plan.gone ? `${plural(plan.gone, 'detail page')} of the live release gone` : `${plural(plan.rendered.length, 'detail page')} rendered again`}, indexing every page again`,
      );
    return buildSearchIndex(siteDir, run.log, outputDir, run.options.searchPartPages);
  }

  /**
   * The run is over. With `keepFor` (a long-running service, and the release
   * live now), what the next run can use is kept: an index read ahead that this
   * run did not use, or a new one begun from the search release it published.
   */
  async end(keepFor: string | undefined, published: string | undefined): Promise<void> {
    await this.#during?.cancel();
    const writing = await this.#writing?.catch(() => undefined);
    // Settled first: moving parts written early into it goes on without Pagefind.
    await writing?.index.catch(() => undefined);
    if (writing && published !== writing.id) await rm(writing.dir, { recursive: true, force: true });
    const ahead = this.#ahead;
    if (ahead && !ahead.index.spent && keepFor && ahead.of === keepFor) await keepIndexAhead(ahead.of, ahead.index);
    else await ahead?.index.cancel();
    // The next run reads the pages ahead only when it is to write a full index.
    const record = keepFor && published === keepFor ? await readRecord(this.#run.publishDir, published) : undefined;
    const live = record && { dir: releasePath(this.#run.publishDir, record.id), record };
    if (live && (this.#run.options.searchDelta === false || !('base' in (await deltaBase(live)))))
      await keepIndexAhead(record.id, indexAhead(live.dir, this.#run.options.searchPartPages));
  }
}

/** The full index a release's delta is written on, or why none can be. */
export type DeltaOn = { base: DeltaBase } | { why: string };

/**
 * The index of the release `live` when the next index is likely a delta on it: its index is its own (not the
 * one a pages' release takes from the release before until its own is written, nor one written with other
 * code), keeps its pages, and has a delta below its limit (this run's pages may yet take it over: a full index
 * is then written). The release after it links the same files (./phases/share.ts).
 */
async function deltaBase(live: { dir: string; record: ReleaseRecord }): Promise<DeltaOn> {
  const { record } = live;
  if (record.search !== record.snapshot.hash) return { why: "the live index is not its pages' own" };
  if (record.searchInputs !== record.inputs) return { why: 'the live index was written by other code' };
  const base = await readDeltaBase(join(live.dir, SEARCH_BUNDLE)).catch(() => undefined);
  if (!base) return { why: 'the live index keeps no list of its pages' };
  const limit = deltaLimit(base.pages.length);
  if (base.deltaUrls.length >= limit) return { why: `the live delta is at its limit of ${limit} pages` };
  return { base };
}

/** Why `run` takes no delta whatever the live index is, if it is one of these. */
function noDeltaFor(run: Run): string | undefined {
  if (run.options.search === false) return 'SEARCH_INDEX is off';
  if (run.options.searchDelta === false) return 'SEARCH_DELTA is off';
  if (!run.live) return 'nothing is live';
  if (run.wholeSite) return 'every page is rendered';
  // The delta would be written by other code than the full index beside it (another Pagefind, other pages).
  if (!sameCode(run)) return "the site's code changed";
  return undefined;
}

const liveBases = new WeakMap<Run, Promise<DeltaOn>>();

/** Whether `run` writes its delta on the live index, and on what ({@link deltaBase}, read once per run: 8 MB at 100,000 entries). */
export function liveDeltaBase(run: Run): Promise<DeltaOn> {
  const why = noDeltaFor(run);
  if (why) return Promise.resolve({ why });
  let read = liveBases.get(run);
  // deltaBase does not reject: an unreadable list of pages is one it keeps no list of.
  if (!read) liveBases.set(run, (read = deltaBase(run.live!)));
  return read;
}

/**
 * Whether the pages rendered can be added to the index read ahead: no live
 * detail page may be gone (Pagefind cannot drop a page), and adding a page
 * costs Pagefind more than reading it with the rest of a folder, so when most
 * pages were rendered again, indexing from scratch is faster (25 s against
 * 44 s at 10,000, 7a75521).
 */
function addingPlan(run: Run, built: Built) {
  const liveDetails = Object.keys(run.live?.files?.keys ?? {}).filter(isDetail);
  const gone = liveDetails.filter((url) => !(url in built.keys)).length;
  const unchanged = new Set(built.unchanged);
  const rendered = Object.keys(built.keys).filter((url) => isDetail(url) && !unchanged.has(url));
  const known = new Set(liveDetails);
  const newPages = rendered.filter((url) => !known.has(url)).length;
  return {
    add: gone === 0 && rendered.length <= liveDetails.length / 2,
    liveDetails: liveDetails.length,
    gone,
    rendered,
    newPages,
  };
}
