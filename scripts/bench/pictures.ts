/**
 * The benchmark's picture figures: the rebuild's pictures phase,
 * the CPU one phone photo costs to process (every variant), and the disk the
 * picture cache and a release take.
 */
import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { processPicture } from '../lib/images/process.ts';
import { photoName } from '../demo-api/seed/photos.ts';
import type { RebuildResult } from '../rebuild/rebuild.ts';

/** The rebuild's pictures phase: what the image step did and how long the phase took. */
export interface PictureLine {
  urls: number;
  processed: number;
  fresh: number;
  unchanged: number;
  dropped: number;
  ms: number;
}

export function pictureLine(result: RebuildResult): PictureLine | undefined {
  if (!result.pictures) return undefined;
  const { urls, processed, fresh, unchanged, dropped } = result.pictures;
  return { urls, processed, fresh, unchanged, dropped, ms: result.timings.pictures ?? 0 };
}

/** CPU (user + system) of processing each of the first `count` seed photos alone, one libvips thread, in ms (after one not counted). */
export async function cpuPerPhoto(uploadsDir: string, count: number): Promise<{ megapixels: number; cpuMs: number[] }> {
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
  return { megapixels, cpuMs };
}

/** Bytes on disk under each path, hard links counted once across all of them (du in one call), and in all. */
export function diskUsage(paths: string[]): { each: number[]; total: number } {
  const out = execFileSync('du', ['-s', '-B1', '-c', ...paths], { encoding: 'utf8' }).trim().split('\n');
  const sizes = out.map((line) => Number(line.split('\t')[0]));
  return { each: sizes.slice(0, -1), total: sizes[sizes.length - 1] ?? 0 };
}
