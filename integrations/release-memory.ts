/**
 * Gives the memory this process no longer uses back to the system. V8 keeps the
 * pages of a heap that has shrunk, and an ordinary collection does not return
 * them: after a full rebuild's fetch at 10,000 entries about 300 MB stayed
 * resident with 100 MB in use (b25c7fa), while Pagefind, building the index,
 * needs the most memory of the whole run. A "last-resort" collection (V8's
 * response to low memory) returns them. The `gc` function it needs exists only
 * in a context made after `--expose-gc` is set; it is not put on this process's
 * global.
 */
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

type Collect = (options: { type: 'major'; execution: 'sync'; flavor: 'last-resort' }) => void;

let collect: Collect | undefined;

export function releaseMemory(): void {
  if (!collect) {
    setFlagsFromString('--expose-gc');
    collect = runInNewContext('gc') as Collect;
  }
  collect({ type: 'major', execution: 'sync', flavor: 'last-resort' });
}
