/**
 * A folder's tree copied (or removed) by one `cp` (or `rm`) process: far
 * faster than a call per file from Node (10,000 files and folders). Hard links (`cp -al`) share the files
 * of a release on the same file system; copies (`cp -R`) bring files in from
 * another one (the search index written in memory, ./search-index.ts).
 */
import { spawn } from 'node:child_process';
import { mkdir, readdir, rm } from 'node:fs/promises';
import { setPriority } from 'node:os';

export interface CopyTreeOptions {
  /** Top-level names of `fromDir` left out. */
  omit?: string[];
  /** Hard links instead of copies (both folders on one file system). */
  links?: boolean;
  /**
   * At the lowest CPU priority: for a copy that runs beside work it must not
   * slow (the search release's links, made while Pagefind reads and writes).
   */
  lowPriority?: boolean;
}

/** Fills `toDir` (made if missing) with the tree of `fromDir`. */
export async function copyTree(fromDir: string, toDir: string, options: CopyTreeOptions = {}): Promise<void> {
  const omit = options.omit ?? [];
  await mkdir(toDir, { recursive: true });
  const names = (await readdir(fromDir)).filter((name) => !omit.includes(name));
  if (names.length === 0) return;
  const flags = options.links ? '-al' : '-R';
  await new Promise<void>((resolve, reject) => {
    const child = spawn('cp', [flags, '--', ...names, toDir], { cwd: fromDir, stdio: ['ignore', 'ignore', 'pipe'] });
    if (options.lowPriority && child.pid !== undefined) {
      try {
        setPriority(child.pid, 19);
      } catch {
        // Ended already, or not allowed here: it runs at the normal priority.
      }
    }
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`cp ${flags} ${fromDir} ${toDir} failed: ${errors.trim().split('\n')[0] || `exit ${code}`}`))));
  });
}

/** A copy of `fromDir` made of hard links, leaving out the top-level names in `omit`. */
export const linkTree = (fromDir: string, toDir: string, omit: string[] = [], lowPriority = false) => copyTree(fromDir, toDir, { omit, links: true, lowPriority });

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
