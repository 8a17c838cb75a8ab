/**
 * Gives the memory this process no longer uses back to the system. V8 keeps the
 * pages of a heap that has shrunk, and an ordinary collection does not return
 * them: after a full rebuild's fetch at 10,000 entries about 300 MB stayed
 * resident with 100 MB in use (b25c7fa), while Pagefind, building the index,
 * needs the most memory of the whole run. A "last-resort" collection (V8's
 * response to low memory) returns them: at 3,000 entries a full rebuild's own
 * process peaked at 200–222 MB with it and 323–333 MB without (with Astro's and
 * Pagefind's, 599–615 against 738–751 MB), an approval's at 199–200 against
 * 237–243 MB (two runs each).
 *
 * It needs the `gc` function Node exposes when the process starts with
 * `--expose-gc`: `npm run rebuild`, `npm start` and `npm run bench` start
 * with it (package.json), and so does Astro's build process
 * (scripts/lib/astro-build.ts). Without it, this does nothing.
 */

type Collect = (options: { type: 'major'; execution: 'sync'; flavor: 'last-resort' }) => void;

/** Gives back what the heap no longer uses; nothing without `--expose-gc`. */
export function releaseMemory(): void {
  (globalThis as { gc?: Collect }).gc?.({ type: 'major', execution: 'sync', flavor: 'last-resort' });
}
