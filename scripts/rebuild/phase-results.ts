/**
 * What each phase of a rebuild hands on to the phases after it, by phase
 * (`PhaseResults`): a phase's input is the part of it that it reads, so a
 * phase module imports no other phase, only these types.
 *
 * ```
 *   phase     reads (its `needs`)                    hands on
 *   fetch     –                                      the snapshot (SnapshotManifest)
 *   compare   fetch                                  Comparison (not changed: the run ends here)
 *   pictures  fetch                                  Pictures (none with IMAGES=off)
 *   build     fetch, pictures                        Built
 *   share     build                                  Release
 *   verify    fetch, build, share                    VerifyReport
 *   delta     fetch, build, share                    Delta: the pages changed indexed into the release, or why not
 *   publish   fetch, compare, build, share,          PublishedRelease: the pages, live (searchable with a delta)
 *             verify, delta
 *   search    fetch, build, share, delta, publish    Searched: a full index, live (none after a delta, or with SEARCH_INDEX=off)
 *   prune     –                                      Pruned
 * ```
 */
import type { PreparedPictures } from '#lib/pictures.ts';
import type { StepCounts } from '../lib/images/step.ts';
import type { SearchIndexResult } from '../lib/search-index.ts';
import type { PagesRead, VerifyReport } from './release-checks.ts';
import type { ReleaseRecord } from './releases.ts';
import type { SnapshotManifest } from './snapshot.ts';

/** The compare phase's verdict: the snapshot and the site's code against the live release's. */
type Comparison =
  | { changed: false }
  | {
      changed: true;
      /** What changed, in the operator's words (`1 added, 0 removed, 0 changed entries`). */
      change: string;
      /** Published although the shrink guard refused (with --force): the guard's baseline starts again here. */
      shrinkOverridden: boolean;
      /** What --force overrode, if anything (`shrink guard overridden by --force`). */
      overridden?: string;
    };

/** The pictures phase's work: what became of each picture URL, and its counts. */
interface Pictures {
  prepared: PreparedPictures;
  counts: StepCounts;
  /** The picture cache the variants are in. */
  cacheDir: string;
}

/** What the build made: its pages' keys, those left out because the live release has them, and the pages read while it wrote. */
export interface Built {
  /** Its output folder (the release's own folder when it rendered the whole site). */
  dir: string;
  /** URL → key of every keyed page of the release. */
  keys: Record<string, string>;
  /** URLs not rendered: the live release's file is the page. */
  unchanged: string[];
  /** Pages read while Astro wrote the rest (relative path → URLs). */
  preread: PagesRead;
  /** The records the release was built from, as a file (its `.records` once published). */
  records: string;
  /** Its pages' pictures by URL, as a file (its `.pictures` once published); none without pictures. */
  pictures?: string;
  /** Astro's output. */
  output: string;
  /** From Astro's start for this run (a build kept waiting: from when the run took it) to its end. */
  ms: number;
  /** A build started before this run (./standby.ts): how long it had waited, and whether Astro had finished starting. */
  kept?: { waitedMs: number; ready: boolean };
}

/** The release the share phase put together, not yet published. */
interface Release {
  /** The release's folder. */
  dir: string;
  /** Every file of the release (relative paths), the search index aside. */
  files: string[];
  /** Files that are the live release's (links to them): verified with it, not read again. */
  shared: Set<string>;
  /** Files that are not keyed pages (assets, pictures, the pages without a key): what the next build writes again. */
  others: string[];
  /** Whether the release took the live release's search index for now. */
  inheritsSearch: boolean;
  /** Keyed pages not rendered, taken from the live release. */
  fromLive: number;
  /** `taken`: the live release's hard-link copy it started from was made before the run, while the service waited (../standby.ts); else why that copy could not be taken. */
  copiedBetweenRuns?: string;
  /** Files the build wrote, and how many of them were compared byte for byte (the rest known by key or name). */
  built: number;
  compared: number;
  /** What changed against the live release, when its record lists its files: known without reading either folder. */
  changes?: ReleaseChanges;
}

/** A release's files against the release live before it: relative, `/`-separated paths. */
export interface ReleaseChanges {
  /** Files that are new, or not the very file the previous release has at that path (other bytes). */
  written: string[];
  /** Files of the previous release that this one does not have. */
  removed: string[];
}

/** A release made live (the pages' release, or the search release that follows it): what the after-publish steps are told. */
export interface PublishedRelease {
  id: string;
  /** Its folder (`PUBLISH_DIR/releases/<id>`). */
  dir: string;
  /** Its record, as written. */
  record: ReleaseRecord;
  /** The pages' release, or the search release that follows it with the same pages and a full index. */
  kind: 'pages' | 'search';
  /** The search index it serves: its own, the previous release's (until its own follows), or none. */
  search: 'own' | 'previous' | 'none';
  /** The release that was live just before it, if any: still on disk while the after-publish steps run. */
  previous?: { id: string; dir: string };
  /** What changed since `previous`, when the run knows it without reading the folders (the pages' release). */
  changes?: ReleaseChanges;
  /** When it went live, in milliseconds since the run started. */
  liveAfterMs: number;
}

/** The delta phase's work: the search index the release goes live with, or why it has none of its own yet. */
type Delta =
  | (SearchIndexResult & {
      /** Pages in the delta's index. */
      delta: number;
      /** The full index's pages left out. */
      stale: number;
      /** The search index's files written anew, and those of the live delta gone. */
      changes: ReleaseChanges;
    })
  | { none: string; failure?: string };

/** The search phase's work: the index written and the release that serves it. */
interface Searched extends SearchIndexResult {
  release: PublishedRelease;
}

/** What the prune phase removed, and what it could not. */
interface Pruned {
  /** Old releases removed. */
  removed: string[];
  /** The release the search release replaced (its pages and an older index), removed. */
  replaced?: string;
  /** Picture files no kept release uses, removed from the cache. */
  pictureFiles: number;
  /** What could not be removed (the next prune tries again). */
  problems: string[];
}

/** Each phase's result, by phase name: optional where a setting turns the phase off (IMAGES=off, SEARCH_INDEX=off). */
export interface PhaseResults {
  fetch: SnapshotManifest;
  compare: Comparison;
  pictures: Pictures | undefined;
  build: Built;
  share: Release;
  verify: VerifyReport;
  delta: Delta;
  publish: PublishedRelease;
  search: Searched | undefined;
  prune: Pruned;
}

export type PhaseName = keyof PhaseResults;
