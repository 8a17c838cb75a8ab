/**
 * The process pictures are decoded and encoded in (scripts/lib/images/processor.ts
 * starts it), one at a time: a request is `{ bytes, limits }`, its answer
 * `{ made }`, `{ failed }`, or `{ overMemory }` as soon as the process's
 * memory (RSS) passes the budget given as its first argument (the parent then
 * ends it). It ends when its parent disconnects.
 */
import sharp from 'sharp';
import type { Answer } from './processor.ts';
import { NotAPicture, processPicture, type Limits } from './process.ts';

interface Request {
  bytes: Uint8Array;
  limits: Limits;
}

const budget = Number(process.argv[2]) || Infinity;
/** The largest the process has been: what a picture that is already done needed. */
const peak = () => process.resourceUsage().maxRSS * 1024;

// One libvips thread per picture: the parent runs as many processes as the memory budget allows.
sharp.concurrency(1);

const answer = (message: Answer) => process.send!(message);

// Decoding and encoding run on libuv's threads: this thread looks at the memory meanwhile.
const watch = setInterval(() => {
  const rss = process.memoryUsage.rss();
  if (rss > budget) {
    clearInterval(watch);
    answer({ overMemory: { rss } });
  }
}, 20);
watch.unref();

process.on('message', (message: Request) => {
  const { bytes, limits } = message;
  processPicture(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), limits).then(
    // A peak between two looks is over the budget all the same.
    (made) => answer(peak() > budget ? { overMemory: { rss: peak() } } : { made }),
    (error: unknown) =>
      answer({
        failed: {
          message: error instanceof Error ? error.message : String(error),
          notAPicture: error instanceof NotAPicture,
        },
      }),
  );
});
process.on('disconnect', () => process.exit(0));
