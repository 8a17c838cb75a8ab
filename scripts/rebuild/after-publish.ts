/**
 * What runs after each release a rebuild publishes: the pages' release, then
 * the search release that follows it when their index is a full one. The steps are the run's
 * (`RebuildOptions.afterPublish`), run in order once `current` points at the
 * new release, before the next phase: a deploy to object storage or a CDN, a
 * notification.
 *
 * ```
 *   publish ──► current → releases/A ──► each step({ id: A, previous: the release live before, changes })
 *               (a delta index: A is searchable, no release follows)
 *   search  ──► current → releases/B ──► each step({ id: B, previous: A, changes: the search index's files })
 * ```
 *
 * A step is told the release's folder and the one live before it, both on
 * disk until the run has ended (the prune phase comes last), and, when it asks,
 * which files changed between them (for the pages' release the share phase
 * knows it already: `knownChanges`). A step may begin reading ahead when the
 * run starts (`begin`), and let go of it when the run ends (`finish`).
 *
 * A step that fails does not stop the run: the release stays published (it is
 * the local site, verified) and the phases after it still run; the run fails
 * at its end, saying what is live. A step keeps something in step with the
 * live release (a copy of the site elsewhere), so its success for a later
 * release of the run makes up for its failure for an earlier one, and a step
 * with `catchUp` is also called with the live release when a run publishes
 * nothing or a rollback changes what is live: the next run finishes the job.
 */
import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { releasePathOf } from '../lib/release-path.ts';
import type { PublishedRelease, ReleaseChanges } from './phase-results.ts';

export type { ReleaseChanges };

/** What a step is told of a release just published. */
export interface Published {
  id: string;
  /** The release's folder: a complete static site. */
  dir: string;
  /** The release live before it (for the search release, the pages' release it follows); absent on a first publish. */
  previous?: { id: string; dir: string };
  /** `pages`: the new pages (with their index as a delta, the previous search index, or none); `search`: the same pages with a full index. */
  kind: 'pages' | 'search';
  /** Which files changed since `previous` (every file when there is none): worked out on the first call. */
  changes(): Promise<ReleaseChanges>;
  /** The same, when the run knows it without reading either folder (the pages' release, from the share phase). */
  knownChanges?: ReleaseChanges;
}

/** Where a step writes: `log` for the operator's lines, `detail` for what `--verbose` adds. */
export interface StepOutput {
  log(line: string): void;
  detail(line: string): void;
}

/** A step's output: its lines named `<step>: …`, its details only where `detail` shows them. */
export function stepOutput(name: string, log: (line: string) => void, detail: (line: string) => void): StepOutput {
  return { log: (line) => log(`${name}: ${line}`), detail: (line) => detail(`${name}: ${line}`) };
}

export interface AfterPublishStep {
  /** Names the step in the log and in a failure (`deploy`). */
  name: string;
  /** When a run starts: what the step's first call needs may be read ahead (the deploy reads what its target holds). */
  begin?(): void;
  run(published: Published, output: StepOutput): Promise<void>;
  /** Brings what the step keeps up to the live release (`dir`) when it went live without `run` (a rollback), or a run published nothing. */
  catchUp?(live: { id: string; dir: string }, output: StepOutput): Promise<void>;
  /** When the run ends, however it ends: what `begin` started is let go. */
  finish?(): Promise<void>;
}

/** Every file under `dir` (relative paths) with the file it is (device and inode): a shared file is one file in both releases. */
async function filesOf(dir: string): Promise<Map<string, string>> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  const files = entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
  const identities = await Promise.all(files.map(async (file) => stat(file).then(({ dev, ino }) => `${dev}:${ino}`)));
  return new Map(files.map((file, index) => [releasePathOf(dir, file), identities[index]!]));
}

/**
 * The files of `dir` that are not the previous release's very file, and those
 * of the previous release it lacks, by reading both folders. Releases share every unchanged file as a
 * hard link (./share-with-live.ts), so a path holding the same file in both is
 * unchanged, whatever its name.
 */
export async function releaseChanges(dir: string, previousDir: string | undefined): Promise<ReleaseChanges> {
  const [now, before] = await Promise.all([
    filesOf(dir),
    previousDir ? filesOf(previousDir) : new Map<string, string>(),
  ]);
  return {
    written: [...now]
      .filter(([path, file]) => before.get(path) !== file)
      .map(([path]) => path)
      .sort(),
    removed: [...before.keys()].filter((path) => !now.has(path)).sort(),
  };
}

/** What the steps are told of `release`. */
export function publishedOf(release: PublishedRelease): Published {
  let changes: Promise<ReleaseChanges> | undefined;
  return {
    id: release.id,
    dir: release.dir,
    previous: release.previous,
    kind: release.kind,
    changes: () =>
      (changes ??= release.changes
        ? Promise.resolve(release.changes)
        : releaseChanges(release.dir, release.previous?.dir)),
    ...(release.changes ? { knownChanges: release.changes } : {}),
  };
}
