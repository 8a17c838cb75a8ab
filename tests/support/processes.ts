/**
 * Processes a process has started and that still run, from Linux /proc: a test
 * that stops an index or a build checks none is left. One that has ended but
 * is not yet reaped (a zombie) does not count; the others leave /proc soon
 * after they end, so callers poll.
 */
import { readFileSync } from 'node:fs';
import { childPids } from '#scripts/lib/child-pids.ts';

/** `/proc/<pid>/stat` (`pid (comm) state …`) of a process that still runs; undefined when it is gone or a zombie. */
function runningStat(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return /^\d+ \(.*\) Z/.test(stat) ? undefined : stat;
  } catch {
    return undefined; // gone meanwhile
  }
}

/** Whether a process still runs (a zombie does not). */
export function isRunning(pid: number): boolean {
  return runningStat(pid) !== undefined;
}

/** The children of `parent` that still run and that `matches` (given each one's pid and stat line). */
export function runningChildren(parent: number, matches: (pid: number, stat: string) => boolean): number[] {
  return childPids(parent).filter((pid) => {
    const stat = runningStat(pid);
    try {
      return stat !== undefined && matches(pid, stat);
    } catch {
      return false; // gone meanwhile
    }
  });
}

/** Pagefind processes this process has started and that still run. */
export function runningPagefinds(): number[] {
  return runningChildren(process.pid, (_pid, stat) => / \(pagefind[^)]*\) /.test(stat));
}

/** The `astro build` processes `parent` has started and that still run. */
export function runningAstroBuilds(parent: number): number[] {
  return runningChildren(parent, (pid) => /astro\.mjs\0build/.test(readFileSync(`/proc/${pid}/cmdline`, 'utf8')));
}
