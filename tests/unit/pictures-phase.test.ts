/**
 * The rebuild's pictures phase (scripts/rebuild/phases/pictures.ts) around
 * its picture process: started with the run, so that Node's start and
 * sharp's loading overlap the fetch; used for the run's new picture; and
 * never left behind, whether the run reached its pictures or ended before
 * (nothing changed, a failure). With pictures off, none is started.
 */
import { createServer, type Server } from 'node:http';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { picturesPhase } from '#scripts/rebuild/phases/pictures.ts';
import type { PhaseResults } from '#scripts/rebuild/phase-results.ts';
import { runPhases, type AnyPhase } from '#scripts/rebuild/run-phases.ts';
import { newRun, type RebuildOptions } from '#scripts/rebuild/run.ts';
import { runningChildren } from '#tests/support/processes.ts';

const pictureProcesses = () =>
  runningChildren(process.pid, (pid) => readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('process-child.ts'));

let server: Server;
let origin: string;
const dirs: string[] = [];

beforeAll(async () => {
  const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#3a78c8' } })
    .jpeg()
    .toBuffer();
  server = createServer((req, res) => {
    if (req.url === '/uploads/new.jpg') res.writeHead(200, { 'Content-Type': 'image/jpeg' }).end(photo);
    else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

function testRun(options: Partial<RebuildOptions>) {
  const dir = mkdtempSync(join(tmpdir(), 'pictures-phase-'));
  dirs.push(dir);
  return newRun(
    { publishDir: dir, apiHost: origin, siteUrl: 'http://localhost:4321', log: () => {}, ...options },
    dir,
    { id: 'new', live: undefined, fingerprint: 'code', started: performance.now(), stillLocked: async () => {} },
  );
}

/** A fetch phase that waits for the picture process started with the run (noted in `seen`), then ends the run (`stops`) or not. */
function fetchPhase(seen: number[][], records: unknown[], stops: boolean): AnyPhase {
  return {
    name: 'fetch',
    needs: [],
    run: async () => {
      await expect.poll(pictureProcesses, { timeout: 5000 }).toHaveLength(1);
      seen.push(pictureProcesses());
      return {
        data: { areas: { projects: { Research: records.map((record, n) => ({ id: `PRJ-${n}`, record })) } }, best: {} },
      };
    },
    summary: () => 'fetched',
    stopsRun: () => stops,
  } as unknown as AnyPhase;
}

describe('the pictures phase', () => {
  it('starts a picture process with the run; a run that ends before its pictures (nothing changed) leaves none', async () => {
    const seen: number[][] = [];
    const run = testRun({ pictures: {} });
    await runPhases(run, [fetchPhase(seen, [], true), picturesPhase as AnyPhase]);
    expect(seen[0]).toHaveLength(1);
    await expect.poll(pictureProcesses, { timeout: 5000 }).toEqual([]);
  });

  it("processes the run's new picture in the process started with the run, and leaves no process once it is done", async () => {
    const seen: number[][] = [];
    const cacheDir = mkdtempSync(join(tmpdir(), 'pictures-phase-cache-'));
    dirs.push(cacheDir);
    const run = testRun({ pictures: { cacheDir } });
    const made = (await runPhases(run, [
      fetchPhase(seen, [{ posterImages: [`${origin}/uploads/new.jpg`] }], false),
      picturesPhase as AnyPhase,
    ])) as Pick<PhaseResults, 'pictures'>;
    expect(made.pictures?.counts).toMatchObject({ urls: 1, processed: 1, dropped: 0 });
    expect(made.pictures?.prepared[`${origin}/uploads/new.jpg`]).toHaveProperty('picture.wide');
    expect(seen[0]).toHaveLength(1);
    await expect.poll(pictureProcesses, { timeout: 5000 }).toEqual([]);
  });

  it('starts none with pictures off', async () => {
    const run = testRun({ pictures: false });
    const made = (await runPhases(run, [
      {
        name: 'fetch',
        needs: [],
        run: async () => {
          // Long enough for a process that was started to show.
          await new Promise((resolve) => setTimeout(resolve, 500));
          expect(pictureProcesses()).toEqual([]);
          return { data: { areas: {}, best: {} } };
        },
        summary: () => 'fetched',
      } as unknown as AnyPhase,
      picturesPhase as AnyPhase,
    ])) as Pick<PhaseResults, 'pictures'>;
    expect(made.pictures).toBeUndefined();
  });
});
