/**
 * Builds under way in a publish folder: `PUBLISH_DIR/build-<pid>-<n>/` and its
 * files beside it (#scripts/lib/planned-build.ts names them), each this
 * process's own; a prune removes those of processes that have ended.
 */
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { processRuns } from '../lib/child-pids.ts';
import { buildFilesOf, type BuildFiles } from '../lib/planned-build.ts';
import { discardTree } from './releases.ts';

const PREFIX = 'build-';
let counter = 0;

/** Names for a new build in `publishDir`; into `dir` when given (a whole site's build, into its release's folder). */
export function newBuildFiles(publishDir: string, dir?: string): BuildFiles {
  const name = join(publishDir, `${PREFIX}${process.pid}-${++counter}`);
  return buildFilesOf(dir ?? name, name);
}

/** A folder this process keeps in `publishDir` between runs (`build-<pid>-<n>-<what>`): removed like a build's once the process is gone. */
export function newKeptFolder(publishDir: string, what: string): string {
  return join(publishDir, `${PREFIX}${process.pid}-${++counter}-${what}`);
}

/** Removes the builds (folders and files) left in `publishDir` by processes that are gone. */
export async function removeOrphanBuilds(publishDir: string): Promise<void> {
  const names = await readdir(publishDir).catch(() => [] as string[]);
  const gone = names.filter((name) => {
    const pid = name.startsWith(PREFIX) ? Number(/^(\d+)-/.exec(name.slice(PREFIX.length))?.[1]) : 0;
    return !!pid && pid !== process.pid && !processRuns(pid);
  });
  await Promise.all(gone.map((name) => discardTree(publishDir, join(publishDir, name))));
}
