/**
 * The deploy's benchmark rows (issue 51), against a local S3 server
 * (local-s3.ts) through the real deploy (scripts/deploy/):
 *
 * - the first full deploy of a release (an empty bucket): time, objects, bytes;
 * - a no-change deploy (at most 1 s, one request);
 * - one approval: each release its run publishes deployed as the rebuild's
 *   deploy step does (the pages, with their index when it is a delta; else
 *   the search release after them), the objects each
 *   wrote, and the time from the approval until the new detail page is
 *   served by the bucket (its write done, then read back);
 * - what the hash cache saves: the approval's release scanned with and without it.
 *
 * `npm run bench` runs the approval's rebuild with {@link DeployBench.step}.
 * On releases made by `npm run rebuild`, the approval's release is deployed
 * directly (its time counted from that deploy's start):
 *
 *   node scripts/bench/deploy.ts PUBLISH_DIR/releases/<before> [PUBLISH_DIR/releases/<after one approval>]
 */
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { execFile } from 'node:child_process';
import { mkdtemp, readdir, realpath, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join, relative } from 'node:path';
import { parseArgs, promisify } from 'node:util';
import { deployStep } from '../deploy/after-publish-step.ts';
import { deployRelease, type DeployReport } from '../deploy/deploy.ts';
import { scanRelease } from '../deploy/release-scan.ts';
import { s3Target } from '../deploy/s3-target.ts';
import type { DeployTarget, FileToWrite } from '../deploy/target.ts';
import type { AfterPublishStep } from '../rebuild/after-publish.ts';
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

/** A local bucket that holds a release, and the deploys into it of the releases after it. */
export interface DeployBench {
  /** The first full deploy (an empty bucket) and a no-change deploy. */
  rows: DeployRow[];
  /** Deploys a release into the bucket directly. */
  deploy(releaseDir: string): Promise<DeployReport>;
  /** The rebuild's deploy step (after-publish-step.ts) on this bucket, for a rebuild's `afterPublish`. */
  step: AfterPublishStep;
  /**
   * The rows of the deploys since the bench opened, and of the new detail page `after` has over `before`: how long
   * after `from` (`since`: the approval, or the deploy's start) its write was done, checked by reading it back.
   */
  approvalRows(before: string, after: string, from: { at: number; since: string }): Promise<DeployRow[]>;
  close(): Promise<void>;
}

/** The deploy settings of the bench: DEPLOY_GRACE and DEPLOY_MAX_DELETES as the README gives them by default. */
const SETTINGS = { graceMs: 86_400_000, maxDeletes: 256 };

/** Opens a local bucket holding `first` (a full deploy, then a no-change one). */
export async function openDeployBench(first: string): Promise<DeployBench> {
  const s3 = await startLocalS3();
  const work = await mkdtemp(join(tmpdir(), 'wof-bench-deploy-'));
  const hashCacheFile = join(work, 'deploy-hashes.json');
  const writtenAt = new Map<string, number>();
  const reports: Array<{ dir: string; report: DeployReport }> = [];
  /** The bucket, its writes timed: a page is served from when its write was done. */
  const open = async (): Promise<DeployTarget> => {
    const s3Bucket = s3Target({ bucket: s3.bucket, prefix: '', pathStyle: true, client: s3.client });
    return {
      ...s3Bucket,
      write: async (file: FileToWrite) => {
        await s3Bucket.write(file);
        writtenAt.set(file.path, performance.now());
      },
    };
  };
  const reported = (dir: string, report: DeployReport) => reports.push({ dir, report });
  const deploy = async (releaseDir: string) => {
    const target = await open();
    try {
      const report = await deployRelease({ releaseDir, target, ...SETTINGS, hashCacheFile });
      reported(releaseDir, report);
      return report;
    } finally {
      target.close();
    }
  };
  // The rebuild's own deploy step, on this bucket (its settings as DEPLOY_* give them).
  const step = deployStep(
    { publishDir: work, deploy: { target: `s3://${s3.bucket}`, s3PathStyle: true, ...SETTINGS } },
    undefined,
    { open, reported },
  )!;
  const close = async () => {
    await s3.close();
    await rm(work, { recursive: true, force: true });
  };
  try {
    const rows = [
      rowOf('first full deploy (an empty bucket)', await deploy(first)),
      rowOf('deploy, no changes', await deploy(first)),
    ];
    // The local bucket writes to this machine's disk (half a gigabyte for the full deploy at 10,000 entries); a
    // real one is elsewhere. Flushed now, so the kernel's writeback of it does not fall on the approval timed next.
    await promisify(execFile)('sync');
    const opened = reports.length;
    return {
      rows,
      deploy,
      step,
      approvalRows: async (before, after, from) => {
        const page = await newDetailPage(await realpath(before), await realpath(after));
        const at = page === undefined ? undefined : writtenAt.get(page);
        const served = page !== undefined && at !== undefined && (await isServed(s3, page));
        const rows = reports
          .slice(opened)
          .map(({ dir, report }, index) =>
            rowOf(`one approval: release ${index + 1} of its run deployed (${basename(dir)})`, report),
          );
        rows.push({
          step: `  from ${from.since} until its detail page is served by the bucket (${page ?? 'no new page'})`,
          ms: served ? at - from.at : Number.NaN,
        });
        return [...rows, ...(await scanRows(after, hashCacheFile))];
      },
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}

/** Whether the bucket serves `key` with some bytes. */
async function isServed(s3: LocalS3, key: string): Promise<boolean> {
  const client = new S3Client({
    ...s3.client,
    forcePathStyle: true,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  try {
    const answer = await client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: key }));
    return (await answer.Body!.transformToByteArray()).length > 0;
  } catch {
    return false;
  } finally {
    client.destroy();
  }
}

/** What the hash cache saves: `releaseDir` scanned with it and without it. */
async function scanRows(releaseDir: string, hashCacheFile: string): Promise<DeployRow[]> {
  const rows: DeployRow[] = [];
  for (const cache of [true, false]) {
    const from = performance.now();
    const scanned = await scanRelease(releaseDir, {
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
  const served = rows.find((row) => row.step.includes('from the approval until'));
  const check = (ok: boolean) => (ok ? 'met' : 'NOT met');
  if (same)
    lines.push(
      '',
      `no-change deploy at most 1 s with one request: ${s(same.ms)}, ${same.requests} request(s) — ${check(same.ms <= 1000 && same.requests === 1)}`,
    );
  if (served && !Number.isNaN(served.ms))
    lines.push(
      `from the approval to its detail page served by the bucket at most 10 s: ${s(served.ms)} — ${check(served.ms <= 10_000)}`,
    );
  return lines.join('\n');
}

async function main(): Promise<void> {
  const { positionals } = parseArgs({ args: process.argv.slice(2), allowPositionals: true });
  if (positionals.length < 1 || positionals.length > 2)
    throw new Error('usage: node scripts/bench/deploy.ts <releaseDir> [<releaseDir after one approval>]');
  const [first, next] = positionals as [string, string | undefined];
  const bench = await openDeployBench(first);
  try {
    const rows = [...bench.rows];
    if (next) {
      const from = { at: performance.now(), since: "the deploy's start" };
      await bench.deploy(next);
      rows.push(...(await bench.approvalRows(first, next, from)));
    }
    console.log(`\n${deployTable(rows)}`);
  } finally {
    await bench.close();
  }
}

if (import.meta.main) {
  main().catch((error: unknown) => {
    console.error((error as Error).stack ?? String(error));
    process.exit(1);
  });
}
