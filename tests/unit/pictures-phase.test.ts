/**
 * The rebuild's pictures phase (scripts/rebuild/phases/pictures.ts) around
 * its picture process: a one-shot run starts one once compare says a release
 * is made (none when nothing changed), and leaves none behind; a service
 * (standby) keeps one started between runs, which the next run takes, so an
 * approval's new photo does not wait for a process to start and a run that
 * changes nothing starts none. With pictures off, none is started.
 */
import { createServer, type Server } from 'node:http';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { picturesPhase } from '#scripts/rebuild/phases/pictures.ts';
import type { PhaseResults } from '#scripts/rebuild/phase-results.ts';
import { runPhases, type AnyPhase } from '#scripts/rebuild/run-phases.ts';
import { stopStandby } from '#scripts/rebuild/standby.ts';
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

const records = (urls: string[]) => ({
  data: {
    areas: { projects: { Research: urls.map((url, n) => ({ id: `PRJ-${n}`, record: { posterImages: [url] } })) } },
    best: {},
  },
});

/** A phase named `name` that notes the picture processes running when its turn comes (after `wait` ms), and returns `result`. */
function probe(name: string, seen: number[][], result: unknown, wait = 0): AnyPhase {
  return {
    name,
    needs: [],
    run: async () => {
      await new Promise((resolve) => setTimeout(resolve, wait));
      seen.push(pictureProcesses());
      return result;
    },
    summary: () => name,
    stopsRun: (made: { changed?: boolean }) => made.changed === false,
  } as unknown as AnyPhase;
}

/** The phases of a run: fetch (with `urls`), compare (`changed`), a look at the processes once it has started one, pictures. */
function phases(seen: number[][], urls: string[], changed: boolean): AnyPhase[] {
  const afterCompare: AnyPhase = {
    name: 'verify',
    needs: [],
    run: async () => {
      await expect.poll(pictureProcesses, { timeout: 5000 }).toHaveLength(1);
      seen.push(pictureProcesses());
      return {};
    },
    summary: () => 'looked',
  } as unknown as AnyPhase;
  return [
    probe('fetch', seen, records(urls), 500),
    probe('compare', [], { changed }),
    ...(changed ? [afterCompare] : []),
    picturesPhase as AnyPhase,
  ];
}

const cacheDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'pictures-phase-cache-'));
  dirs.push(dir);
  return dir;
};

describe('the pictures phase', () => {
  afterEach(() => stopStandby());

  it('a run that changes nothing starts no picture process, and leaves none', async () => {
    const seen: number[][] = [];
    await runPhases(testRun({ pictures: {} }), phases(seen, [], false));
    expect(seen).toEqual([[]]);
    expect(pictureProcesses()).toEqual([]);
  });

  it("starts one once compare says a release is made, processes the run's new picture in it, and leaves none", async () => {
    const seen: number[][] = [];
    const made = (await runPhases(
      testRun({ pictures: { cacheDir: cacheDir() } }),
      phases(seen, [`${origin}/uploads/new.jpg`], true),
    )) as Pick<PhaseResults, 'pictures'>;
    expect(made.pictures?.counts).toMatchObject({ urls: 1, processed: 1, dropped: 0 });
    expect(made.pictures?.prepared[`${origin}/uploads/new.jpg`]).toHaveProperty('picture.wide');
    expect(seen[0]).toEqual([]);
    expect(seen[1]).toHaveLength(1);
    await expect.poll(pictureProcesses, { timeout: 5000 }).toEqual([]);
  });

  it('a service keeps one process started between runs: the next run takes it, one that changes nothing starts none', async () => {
    const seen: number[][] = [];
    const cache = cacheDir();
    await runPhases(
      testRun({ pictures: { cacheDir: cache }, standby: true }),
      phases(seen, [`${origin}/uploads/new.jpg`], true),
    );
    // The process that processed the picture ended; a new one waits for the next run.
    await expect.poll(pictureProcesses, { timeout: 5000 }).toHaveLength(1);
    const kept = pictureProcesses();
    expect(kept).not.toEqual(seen[1]);

    const again: number[][] = [];
    await runPhases(testRun({ pictures: { cacheDir: cache }, standby: true }), phases(again, [], false));
    expect(again).toEqual([kept]);
    expect(pictureProcesses()).toEqual(kept);

    await stopStandby();
    await expect.poll(pictureProcesses, { timeout: 5000 }).toEqual([]);
  });

  it('starts none with pictures off', async () => {
    const seen: number[][] = [];
    const made = (await runPhases(testRun({ pictures: false }), phases(seen, [], false))) as Pick<
      PhaseResults,
      'pictures'
    >;
    expect(seen).toEqual([[]]);
    expect(made.pictures).toBeUndefined();
  });
});
