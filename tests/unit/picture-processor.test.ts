/**
 * Pictures processed in a child process (scripts/lib/images/processor.ts):
 * the same variants as in this process, the same refusal of what is not a
 * picture, no child left once closed, and a clear failure when the child dies.
 */
import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { NotAPicture, processPicture } from '#scripts/lib/images/process.ts';
import { PictureProcessor } from '#scripts/lib/images/processor.ts';
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
});
