/**
 * Assembling a release from the live one. A rebuild renders only the pages
 * whose key changed (src/features/catalog/cache-key.ts); every other page of
 * the new release is the live release's file, hard-linked by name. Links are
 * only ever added as new names: no file of a published release is written.
 */
import { spawn } from 'node:child_process';
import { mkdir, readdir } from 'node:fs/promises';
import { pageFile } from '#features/catalog/page-keys.ts';

/** Links the live release's file of each URL into `outDir`; the number linked. */
export async function linkUnchangedPages(outDir: string, liveDir: string, urls: Iterable<string>): Promise<number> {
  const files = [...urls].map(pageFile);
  await mkdir(outDir, { recursive: true });
  // `cp -al --parents` in batches: a mkdir and a link call per page from Node took 4 times as long.
  for (let start = 0; start < files.length; start += 2000) await cp(['-al', '--parents', '--', ...files.slice(start, start + 2000), outDir], liveDir);
  return files.length;
}

/**
 * A copy of `fromDir` made of hard links (`cp -al`: one process, far faster
 * than a call per file from Node), leaving out the top-level names in `omit`.
 */
export async function linkTree(fromDir: string, toDir: string, omit: string[] = []): Promise<void> {
  await mkdir(toDir, { recursive: true });
  const names = (await readdir(fromDir)).filter((name) => !omit.includes(name));
  if (names.length === 0) return;
  await cp(['-al', '--', ...names, toDir], fromDir);
}

function cp(args: string[], cwd: string): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const child = spawn('cp', args, { cwd, stdio: ['ignore', 'ignore', 'pipe'] });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`cp ${args.slice(0, 2).join(' ')} in ${cwd} failed: ${errors.trim().split('\n')[0] || `exit ${code}`}`))));
  });
}
