/**
 * The deploy's benchmark rows (issue 51), against a local S3 server
 * (local-s3.ts) through the real deploy (scripts/deploy/):
 *
 * - the first full deploy of a release (an empty bucket): time, objects, bytes;
 * - a no-change deploy (at most 1 s, one request);
 * - one approval, when the release after it is given: the time from the
 *   deploy's start until the new detail page is served by the bucket (polled
 *   every 20 ms), and the objects written;
 * - what the hash cache saves: the approval's release scanned with and without it.
 *
 * Run on releases made by `npm run rebuild` (see README, "Benchmark"):
 *
 *   node scripts/bench/deploy.ts PUBLISH_DIR/releases/<before> [PUBLISH_DIR/releases/<after one approval>]
 *
 * `npm run bench` calls {@link benchDeploys} with the releases of its own runs.
 */
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { mkdtemp, readdir, realpath, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { parseArgs } from 'node:util';
import { deployRelease, type DeployReport } from '../deploy/deploy.ts';
import { scanRelease } from '../deploy/release-scan.ts';
import { s3Target } from '../deploy/s3-target.ts';
import { startLocalS3, type LocalS3 } from './local-s3.ts';

export interface DeployRow {
  step: string;
  ms: number;
  written?: number;
  bytes?: number;
  requests?: number;
  /** Files of the release read to hash them. */
  read?: number;
  note?: string;
}

const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** The paths of `after`'s files that `before` lacks. */
async function addedFiles(before: string, after: string): Promise<string[]> {
  const list = async (dir: string) =>
    (await readdir(dir, { withFileTypes: true, recursive: true }))
      .filter((entry) => entry.isFile())
      .map((entry) => relative(dir, join(entry.parentPath, entry.name)));
  const old = new Set(await list(before));
  return (await list(after)).filter((path) => !old.has(path));
}

/** The new detail page an approval added: the deepest new `index.html`. */
async function newDetailPage(before: string, after: string): Promise<string | undefined> {
  const pages = (await addedFiles(before, after)).filter((path) => path.endsWith('/index.html'));
  return pages.sort((a, b) => b.split('/').length - a.split('/').length)[0];
}

/** Resolves with the time `key` was first served by the bucket, polling every 20 ms from `started` until `stop()` is called. */
function whenServed(
  s3: LocalS3,
  key: string,
  started: number,
): { served: Promise<number | undefined>; stop: () => void } {
  const client = new S3Client({
    ...s3.client,
    forcePathStyle: true,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 1,
  });
  let stopped = false;
  const served = (async () => {
    while (!stopped) {
      const found = await client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: key })).then(
        async (answer) => (await answer.Body!.transformToByteArray()).length > 0,
        () => false,
      );
      if (found) return performance.now() - started;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return undefined;
  })().finally(() => client.destroy());
  return { served, stop: () => (stopped = true) };
}

const rowOf = (step: string, report: DeployReport, note?: string): DeployRow => ({
  step,
  ms: report.ms,
  written: report.written.files,
  bytes: report.written.bytes,
  requests: report.requests,
  read: report.read,
  note:
    note ??
    Object.entries(report.steps)
      .filter(([, ms]) => ms >= 1)
      .map(([step, ms]) => `${step} ${ms} ms`)
      .join(', '),
});

/** Deploys `first` (then `next`, one approval later) to a fresh local bucket; the rows. */
export async function benchDeploys(
  first: string,
  next: string | undefined,
  log: (line: string) => void = () => {},
): Promise<DeployRow[]> {
  const s3 = await startLocalS3();
  const work = await mkdtemp(join(tmpdir(), 'wof-bench-deploy-'));
  const hashCacheFile = join(work, 'deploy-hashes.json');
  const deploy = async (releaseDir: string) => {
    const target = s3Target({ bucket: s3.bucket, prefix: '', pathStyle: true, client: s3.client });
    try {
      return await deployRelease({ releaseDir, target, graceMs: 86_400_000, maxDeletes: 256, hashCacheFile, log });
    } finally {
      target.close();
    }
  };
  const rows: DeployRow[] = [];
  try {
    rows.push(rowOf('first full deploy (an empty bucket)', await deploy(first)));
    rows.push(rowOf('deploy, no changes', await deploy(first)));
    if (!next) return rows;
    const page = await newDetailPage(await realpath(first), await realpath(next));
    const started = performance.now();
    const poll = page ? whenServed(s3, page, started) : undefined;
    const approval = await deploy(next);
    const servedMs = await Promise.race([
      poll?.served,
      new Promise<undefined>((resolve) => setTimeout(resolve, 5000, undefined)),
    ]);
    poll?.stop();
    rows.push(rowOf('one approval: its release deployed', approval));
    rows.push({
      step: `  of which until its detail page is served by the bucket (${page ?? 'no new page'})`,
      ms: servedMs ?? Number.NaN,
    });
    for (const cache of [true, false]) {
      const from = performance.now();
      const scanned = await scanRelease(next, {
        carriesHeaders: true,
        hashCacheFile: cache ? hashCacheFile : undefined,
      });
      rows.push({
        step: `  scanning its release ${cache ? 'with the hash cache' : 'without the hash cache (every file read)'}`,
        ms: performance.now() - from,
        read: scanned.read,
      });
    }
    return rows;
  } finally {
    await s3.close();
    await rm(work, { recursive: true, force: true });
  }
}

/** The rows as a Markdown table, with the targets. */
export function deployTable(rows: DeployRow[]): string {
  const header = ['step', 'time', 'objects written', 'bytes', 'requests', 'files read', 'steps'];
  const body = rows.map((row) => [
    row.step,
    Number.isNaN(row.ms) ? 'not seen' : s(row.ms),
    row.written?.toLocaleString('en-US') ?? '',
    row.bytes === undefined ? '' : mb(row.bytes),
    row.requests?.toLocaleString('en-US') ?? '',
    row.read?.toLocaleString('en-US') ?? '',
    row.note ?? '',
  ]);
  const lines = [header, header.map(() => '---'), ...body].map((cells) => `| ${cells.join(' | ')} |`);
  const same = rows.find((row) => row.step === 'deploy, no changes');
  const served = rows.find((row) => row.step.includes('served by the bucket'));
  const check = (ok: boolean) => (ok ? 'met' : 'NOT met');
  if (same)
    lines.push(
      '',
      `no-change deploy at most 1 s with one request: ${s(same.ms)}, ${same.requests} request(s) — ${check(same.ms <= 1000 && same.requests === 1)}`,
    );
  if (served && !Number.isNaN(served.ms))
    lines.push(
      `an approval's detail page served by the bucket at most 10 s after its release is published (the deploy's share): ${s(served.ms)} — ${check(served.ms <= 10_000)}`,
    );
  return lines.join('\n');
}

async function main(): Promise<void> {
  const { positionals } = parseArgs({ args: process.argv.slice(2), allowPositionals: true });
  if (positionals.length < 1 || positionals.length > 2)
    throw new Error('usage: node scripts/bench/deploy.ts <releaseDir> [<releaseDir after one approval>]');
  const rows = await benchDeploys(positionals[0]!, positionals[1], (line) => console.log(`  [deploy] ${line}`));
  console.log(`\n${deployTable(rows)}`);
}

if (import.meta.main) {
  main().catch((error: unknown) => {
    console.error((error as Error).stack ?? String(error));
    process.exit(1);
  });
}
