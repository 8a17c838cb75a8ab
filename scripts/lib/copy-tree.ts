/**
 * A folder's tree linked (or removed) by one `cp -al` (or `rm -rf`) process:
 * far faster than a call per file from Node (10,000 files and folders). Hard
 * links share a release's files with the next release.
 */
import { spawn } from 'node:child_process';
import { mkdir, readdir, rm } from 'node:fs/promises';

/** A copy of `fromDir` made of hard links (in `toDir`, made if missing), leaving out the top-level names in `omit`. */
export async function linkTree(fromDir: string, toDir: string, omit: string[] = []): Promise<void> {
  await mkdir(toDir, { recursive: true });
  const names = (await readdir(fromDir)).filter((name) => !omit.includes(name));
  if (names.length === 0) return;
  await new Promise<void>((resolve, reject) => {
    const child = spawn('cp', ['-al', '--', ...names, toDir], { cwd: fromDir, stdio: ['ignore', 'ignore', 'pipe'] });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`cp -al ${fromDir} ${toDir} failed: ${errors.trim().split('\n')[0] || `exit ${code}`}`)),
    );
  });
}

/** Deletes `path` in a process of its own that outlives this one if need be (`rm`; where there is none, in this one). */
export function removeInBackground(path: string): void {
  const here = () => void rm(path, { recursive: true, force: true }).catch(() => {});
  try {
    const child = spawn('rm', ['-rf', '--', path], { stdio: 'ignore', detached: true });
    child.on('error', here);
    child.unref();
  } catch {
    here();
  }
}
