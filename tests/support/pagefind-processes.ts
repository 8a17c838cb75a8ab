/**
 * Pagefind processes this process has started and that still run: a test that
 * stops an index checks none is left. One that has ended but is not yet reaped
 * (a zombie) does not count; the others leave /proc soon after they end, so
 * callers poll.
 */
import { readFileSync } from 'node:fs';
import { childPids } from '#scripts/rebuild/service.ts';

export function runningPagefinds(): number[] {
  return childPids().filter((pid) => {
    try {
      // `pid (comm) state …`
      return / \(pagefind[^)]*\) [^Z]/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
    } catch {
      return false; // gone meanwhile
    }
  });
}
