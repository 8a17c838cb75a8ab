/**
 * The search index written in memory (scripts/lib/search-index.ts): where
 * Linux's /dev/shm exists, Pagefind writes there and the bundle is copied into
 * the release; the release gets the very files a write straight into it gives,
 * and nothing stays behind in memory. Also the tree copies it uses
 * (scripts/lib/copy-tree.ts).
 */
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyTree, linkTree } from '#scripts/lib/copy-tree.ts';
import { buildSearchIndex, indexedFragments, SEARCH_BUNDLE } from '#scripts/lib/search-index.ts';

const MEMORY_FS = '/dev/shm';
const PREFIX = 'wall-of-fame-search-';
const page = (title: string, words: string) =>
  `<!doctype html><html lang="en"><head><title>${title}</title></head><body><main data-pagefind-body><h1>${title}</h1><p>${words}</p></main></body></html>`;

let work: string;

/** Every file under `root` (relative path → its bytes). */
async function files(root: string): Promise<Map<string, Buffer>> {
  const out = new Map<string, Buffer>();
  for (const entry of await readdir(root, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) out.set(relative(root, join(entry.parentPath, entry.name)), await readFile(join(entry.parentPath, entry.name)));
  }
  return out;
}

const scratchFolders = async () => (existsSync(MEMORY_FS) ? (await readdir(MEMORY_FS)).filter((name) => name.startsWith(`${PREFIX}${process.pid}-`)) : []);

async function until(condition: () => Promise<boolean>, ms = 10_000): Promise<boolean> {
  const from = Date.now();
  while (!(await condition())) {
    if (Date.now() - from > ms) return false;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return true;
}

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'index-scratch-'));
  for (const [id, title, words] of [
    ['PRJ-1', 'Solar dryer', 'a dryer for grain'],
    ['PRJ-2', 'Water filter', 'ceramic filters for villages'],
    ['PRJ-3', 'Bridge sensor', 'strain gauges on a footbridge'],
  ]) {
    await mkdir(join(work, 'site', 'projects', 'industrydetails', id!), { recursive: true });
    await writeFile(join(work, 'site', 'projects', 'industrydetails', id!, 'index.html'), page(title!, words!));
  }
});
afterAll(async () => {
  delete process.env.SEARCH_SCRATCH;
  await rm(work, { recursive: true, force: true });
});

describe('the search index written in memory', () => {
  it.runIf(existsSync(MEMORY_FS))('gives the release the same files as a write straight into it, and leaves nothing in memory', async () => {
    // A folder a killed process left behind (no process has pid 2^22 + 1 here) is swept.
    const left = join(MEMORY_FS, `${PREFIX}4194305-left`);
    await mkdir(join(left, 'fragment'), { recursive: true });

    const inMemory = join(work, 'in-memory');
    const result = await buildSearchIndex(join(work, 'site'), undefined, inMemory);
    expect(result.pages).toBe(3);
    expect(existsSync(left)).toBe(false);

    process.env.SEARCH_SCRATCH = 'off';
    const direct = join(work, 'direct');
    const straight = await buildSearchIndex(join(work, 'site'), undefined, direct);
    delete process.env.SEARCH_SCRATCH;

    const copied = await files(join(inMemory, SEARCH_BUNDLE));
    const written = await files(join(direct, SEARCH_BUNDLE));
    expect([...copied.keys()].filter((name) => name.startsWith('fragment/'))).toHaveLength(3);
    expect([...copied.keys()].sort()).toEqual([...written.keys()].sort());
    for (const [name, bytes] of written) expect(copied.get(name)?.equals(bytes), name).toBe(true);
    expect(result.bytes).toBe(straight.bytes);
    // The fragments' URLs, read in memory while the bundle was copied, are the release's.
    expect([...(result.fragments?.values() ?? [])].sort()).toEqual(['PRJ-1', 'PRJ-2', 'PRJ-3'].map((id) => `/projects/industrydetails/${id}/`));
    expect(result.fragments).toEqual(await indexedFragments(inMemory));
    expect(straight.fragments).toBeUndefined();
    // Readable by whoever serves the release, as Pagefind's own files are.
    expect((await stat(join(inMemory, SEARCH_BUNDLE, 'pagefind.js'))).mode & 0o044).toBe(0o044);
    // The memory folder is removed in the background.
    expect(await until(async () => (await scratchFolders()).length === 0)).toBe(true);
  }, 60_000);
});

describe('copyTree and linkTree', () => {
  it('copy a tree with one process, leaving out the names asked, as copies or as hard links', async () => {
    const from = join(work, 'tree');
    await mkdir(join(from, 'a', 'b'), { recursive: true });
    await writeFile(join(from, 'a', 'b', 'page.html'), 'page');
    await writeFile(join(from, 'top.txt'), 'top');
    await mkdir(join(from, 'pagefind'), { recursive: true });
    await writeFile(join(from, 'pagefind', 'x'), 'index');

    const copy = join(work, 'copy');
    await copyTree(from, copy, { omit: ['pagefind'] });
    expect([...(await files(copy)).keys()].sort()).toEqual(['a/b/page.html', 'top.txt']);
    expect((await stat(join(copy, 'top.txt'))).ino).not.toBe((await stat(join(from, 'top.txt'))).ino);

    const links = join(work, 'links');
    await linkTree(from, links, [], true);
    expect([...(await files(links)).keys()].sort()).toEqual(['a/b/page.html', 'pagefind/x', 'top.txt']);
    expect((await stat(join(links, 'a', 'b', 'page.html'))).ino).toBe((await stat(join(from, 'a', 'b', 'page.html'))).ino);

    await expect(copyTree(join(work, 'missing'), join(work, 'nowhere'))).rejects.toThrow();
  });
});
