/**
 * Run by the bench in a process of its own (`node photo-cpu.ts <uploads dir> <count>`): the CPU (user + system)
 * of processing each of the first `count` seed photos alone, one libvips thread, in ms, after one not counted.
 * Prints `{ megapixels, cpuMs }` as JSON. In the bench's own process libvips would keep what it allocated
 * (over 100 MB for a dozen photos), and every later row's "with own" memory would count it.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { processPicture } from '../lib/images/process.ts';
import { photoName } from '../demo-api/seed/photos.ts';

const [uploadsDir, countArg] = process.argv.slice(2);
if (!uploadsDir || !countArg) throw new Error('usage: photo-cpu.ts <uploads dir> <count>');
const count = Number(countArg);

sharp.concurrency(1);
const cpuMs: number[] = [];
let megapixels = 0;
// Not counted: the first picture of a process also loads the codecs (a build processes many).
await processPicture(await readFile(join(uploadsDir, 'seed', photoName(count))), { maxPixels: 100_000_000 });
for (let n = 0; n < count; n++) {
  const bytes = await readFile(join(uploadsDir, 'seed', photoName(n)));
  const meta = await sharp(bytes).metadata();
  megapixels = ((meta.width ?? 0) * (meta.height ?? 0)) / 1e6;
  const before = process.cpuUsage();
  await processPicture(bytes, { maxPixels: 100_000_000 });
  const used = process.cpuUsage(before);
  cpuMs.push((used.user + used.system) / 1000);
}
process.stdout.write(JSON.stringify({ megapixels, cpuMs }));
