/**
 * What a target holds, learnt by listing it: on a first deploy, with
 * `--verify-target`, and when the manifest is missing or corrupt. A listed
 * file counts as the release's file when its MD5 (an S3 ETag) and size match
 * and, on a target that keeps headers, its headers do too (one HEAD request
 * per such file); anything else is written again. What the last manifest
 * says was kept for the grace period keeps its date; any other file the
 * release lacks is treated as leaving now.
 */
import { createLimiter } from '#lib/pool.ts';
import { emptyManifest, type HeldFile, type Manifest } from './manifest.ts';
import type { DeployTarget, FileToWrite } from './target.ts';

export interface Reconciled {
  held: Manifest;
  /** Files listed, and of them HEAD requests made. */
  listed: number;
  headed: number;
}

export async function reconcile(
  target: DeployTarget,
  release: Map<string, FileToWrite>,
  previous: Manifest | undefined,
  concurrency: number,
): Promise<Reconciled> {
  const held = emptyManifest();
  if (previous)
    Object.assign(held, {
      release: previous.release,
      deployedAt: previous.deployedAt,
      records: previous.records,
      recordsOf: previous.recordsOf,
      recordsKey: previous.recordsKey,
    });
  const limit = createLimiter(concurrency);
  const checks: Array<Promise<void>> = [];
  let listed = 0;
  let headed = 0;
  for await (const file of target.list()) {
    listed++;
    const wanted = release.get(file.path);
    const matches = !!wanted && file.md5 === wanted.md5 && file.size === wanted.size;
    const retired = previous?.retired.get(file.path);
    if (!wanted && retired && retired.md5 === file.md5) {
      held.retired.set(file.path, retired);
      continue;
    }
    // An unknown MD5 (a multipart upload's ETag) is written again: `md5: ''` never matches.
    const entry: HeldFile = { md5: file.md5 ?? '', size: file.size, headers: {} };
    held.files.set(file.path, entry);
    if (!matches) continue;
    if (!target.carriesHeaders) {
      entry.headers = wanted.headers;
      continue;
    }
    checks.push(
      limit(async () => {
        headed++;
        const headers = await target.headersOf(file.path);
        if (headers) entry.headers = headers;
        else held.files.delete(file.path);
      }),
    );
  }
  await Promise.all(checks);
  return { held, listed, headed };
}
