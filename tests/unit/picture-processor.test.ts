/**
 * Pictures processed in a child process (scripts/lib/images/processor.ts):
 * the same variants as in this process, the same refusal of what is not a
 * picture, no child left once closed, and a clear failure when the child dies,
 * runs out of its time or goes over its memory, costing no other picture.
 */
import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { NotAPicture, processPicture } from '#scripts/lib/images/process.ts';
import { PictureProcessFailed, PictureProcessor } from '#scripts/lib/images/processor.ts';
import { flatInterlacedPng } from '#tests/support/flat-png.ts';
import { runningChildren } from '#tests/support/processes.ts';

const LIMITS = { maxPixels: 50_000_000 };

const jpeg = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 90, b: 30 } } })
    .withMetadata({ orientation: 6 })
    .jpeg({ quality: 90 })
    .toBuffer();

/** The picture processes this process runs. */
const pictureProcesses = () =>
  runningChildren(process.pid, (pid) => readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('process-child.ts'));

let processor: PictureProcessor;
afterEach(async () => {
  await processor?.close();
});

describe('PictureProcessor', () => {
  it('makes exactly the variants processPicture makes here, as Buffers', async () => {
    processor = new PictureProcessor();
    const source = await jpeg(1600, 1200);
    const [there, here] = await Promise.all([processor.process(source, LIMITS), processPicture(source, LIMITS)]);
    expect(there.sourceWidth).toBe(here.sourceWidth);
    expect(there.sourceHeight).toBe(here.sourceHeight);
    for (const kind of ['wide', 'cover', 'square'] as const) {
      expect(there[kind].map(({ data, ...size }) => size)).toEqual(here[kind].map(({ data, ...size }) => size));
      there[kind].forEach((variant, index) => {
        expect(Buffer.isBuffer(variant.data)).toBe(true);
        expect(variant.data.equals(here[kind][index]!.data)).toBe(true);
      });
    }
    expect(Buffer.isBuffer(there.social)).toBe(true);
    expect(there.social!.equals(here.social!)).toBe(true);
  });

  it('refuses what is not a picture with NotAPicture and the same reason, and goes on', async () => {
    processor = new PictureProcessor();
    const html = Buffer.from('<!doctype html><title>Not found</title>');
    const error = await processor.process(html, LIMITS).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(NotAPicture);
    expect((error as Error).message).toBe(await processPicture(html, LIMITS).catch((caught: Error) => caught.message));
    expect((await processor.process(await jpeg(400, 300), LIMITS)).wide.length).toBeGreaterThan(0);
  });

  it('leaves no process once closed, and starts one again for the next picture', async () => {
    processor = new PictureProcessor();
    await processor.process(await jpeg(400, 300), LIMITS);
    expect(pictureProcesses()).toHaveLength(1);
    await processor.close();
    await expect.poll(pictureProcesses, { timeout: 5000 }).toEqual([]);
    await processor.process(await jpeg(400, 300), LIMITS);
    expect(pictureProcesses()).toHaveLength(1);
    await processor.close();
    await processor.close();
    await expect.poll(pictureProcesses, { timeout: 5000 }).toEqual([]);
  });

  it('starts one process ahead, which the next picture takes instead of starting its own; closed, it ends, used or not', async () => {
    processor = new PictureProcessor();
    processor.startAhead();
    processor.startAhead();
    await expect.poll(pictureProcesses, { timeout: 5000 }).toHaveLength(1);
    const ahead = pictureProcesses();
    const source = await jpeg(400, 300);
    const made = await processor.process(source, LIMITS);
    expect(made.wide.map(({ width }) => width)).toEqual(
      (await processPicture(source, LIMITS)).wide.map((v) => v.width),
    );
    expect(pictureProcesses()).toEqual(ahead);
    await processor.close();
    await expect.poll(pictureProcesses, { timeout: 5000 }).toEqual([]);
    // Never used: ended all the same.
    processor.startAhead();
    await expect.poll(pictureProcesses, { timeout: 5000 }).toHaveLength(1);
    await processor.close();
    await expect.poll(pictureProcesses, { timeout: 5000 }).toEqual([]);
  });

  it('ends a process started ahead at once when closed while it is still starting (Node and sharp take 0.4 s and more)', async () => {
    processor = new PictureProcessor();
    processor.startAhead();
    const from = performance.now();
    await processor.close();
    expect(performance.now() - from).toBeLessThan(250);
    await expect.poll(pictureProcesses, { timeout: 5000 }).toEqual([]);
  });

  it('fails the pictures being processed, saying so, when the process dies; the next picture gets a new one', async () => {
    processor = new PictureProcessor();
    await processor.process(await jpeg(400, 300), LIMITS);
    const [pid] = pictureProcesses();
    const big = await jpeg(6000, 4000);
    const processing = processor.process(big, LIMITS);
    process.kill(pid!, 'SIGKILL');
    await expect(processing).rejects.toThrow('the picture process ended (SIGKILL) while processing');
    expect((await processor.process(await jpeg(400, 300), LIMITS)).wide.length).toBeGreaterThan(0);
  });

  it('ends a process whose picture goes over its memory budget; the picture fails saying so, the next one is processed', async () => {
    processor = new PictureProcessor({ memoryBytes: 200 * 1024 * 1024 });
    // Interlaced and 16-bit RGBA: decoded whole, 200 MB of pixels.
    const heavy = await flatInterlacedPng(5000, 5000, 4);
    const small = processor.process(await jpeg(400, 300), LIMITS);
    const error = await processor.process(heavy, LIMITS).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(PictureProcessFailed);
    expect((error as Error).message).toMatch(
      /^the picture went over its memory budget \(\d+ MB of 200 MB, IMAGE_PROCESS_MEMORY_MB\)$/,
    );
    // The other picture, in a process of its own, was not touched.
    expect((await small).wide.length).toBeGreaterThan(0);
    expect((await processor.process(await jpeg(400, 300), LIMITS)).wide.length).toBeGreaterThan(0);
  }, 60_000);

  it('kills a process whose picture takes longer than the time budget', async () => {
    processor = new PictureProcessor({ timeoutMs: 200 });
    // Starting a process alone takes longer than 0.2 s, and the picture takes a second or more of CPU.
    const error = await processor
      .process(await flatInterlacedPng(5000, 5000, 4), LIMITS)
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(PictureProcessFailed);
    expect((error as Error).message).toBe('the picture took longer than 0.2 s (IMAGE_PROCESS_TIMEOUT_MS)');
    await expect.poll(pictureProcesses, { timeout: 5000 }).toEqual([]);
  }, 60_000);
});
