/**
 * The benchmark's picture figures: the rebuild's pictures phase,
 * the CPU one phone photo costs to process (every variant), and the disk the
 * picture cache and a release take.
 */
import { execFile, execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
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

const PHOTO_CPU = fileURLToPath(new URL('./photo-cpu.ts', import.meta.url));

export function pictureLine(result: RebuildResult): PictureLine | undefined {
  if (!result.pictures) return undefined;
  const { urls, processed, fresh, unchanged, dropped } = result.pictures;
  return { urls, processed, fresh, unchanged, dropped, ms: result.timings.pictures ?? 0 };
}

/** CPU (user + system) of processing each of the first `count` seed photos alone, one libvips thread, in ms (./photo-cpu.ts, in a process of its own). */
export async function cpuPerPhoto(uploadsDir: string, count: number): Promise<{ megapixels: number; cpuMs: number[] }> {
  const { stdout } = await promisify(execFile)(process.execPath, [PHOTO_CPU, uploadsDir, String(count)], {
    encoding: 'utf8',
  });
  return JSON.parse(stdout) as { megapixels: number; cpuMs: number[] };
}

/** Bytes on disk under each path, hard links counted once across all of them (du in one call), and in all. */
export function diskUsage(paths: string[]): { each: number[]; total: number } {
  const out = execFileSync('du', ['-s', '-B1', '-c', ...paths], { encoding: 'utf8' })
    .trim()
    .split('\n');
  const sizes = out.map((line) => Number(line.split('\t')[0]));
  return { each: sizes.slice(0, -1), total: sizes[sizes.length - 1] ?? 0 };
}
