/** Trees linked (a process per top-level folder) and removed (one process) by scripts/lib/copy-tree.ts. */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkTree, removeInBackground } from '#scripts/lib/copy-tree.ts';

let work: string;

const files = async (root: string) =>
  (await readdir(root, { withFileTypes: true, recursive: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => relative(root, join(entry.parentPath, entry.name)))
    .sort();

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'copy-tree-'));
  await mkdir(join(work, 'tree', 'a', 'b'), { recursive: true });
  await writeFile(join(work, 'tree', 'a', 'b', 'page.html'), 'page');
  await writeFile(join(work, 'tree', 'top.txt'), 'top');
  await mkdir(join(work, 'tree', 'pagefind'));
  await writeFile(join(work, 'tree', 'pagefind', 'x'), 'index');
});
afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

describe('linkTree', () => {
  it('makes a copy of hard links, leaving out the top-level names asked', async () => {
    const links = join(work, 'links');
    await linkTree(join(work, 'tree'), links, ['pagefind']);
    expect(await files(links)).toEqual(['a/b/page.html', 'top.txt']);
    expect((await stat(join(links, 'a', 'b', 'page.html'))).ino).toBe(
      (await stat(join(work, 'tree', 'a', 'b', 'page.html'))).ino,
    );
  });

  it('copies every name when none is left out, and fails when the source is missing', async () => {
    const links = join(work, 'all');
    await linkTree(join(work, 'tree'), links);
    expect(await files(links)).toEqual(['a/b/page.html', 'pagefind/x', 'top.txt']);
    await expect(linkTree(join(work, 'missing'), join(work, 'nowhere'))).rejects.toThrow();
  });

  it('fails naming the folder that could not be linked, once every other process has ended', async () => {
    const blocked = join(work, 'blocked');
    await mkdir(blocked);
    // A file where the folder `a` would go: its cp fails, the others link their names.
    await writeFile(join(blocked, 'a'), 'in the way');
    await expect(linkTree(join(work, 'tree'), blocked)).rejects.toThrow(/failed: a: /);
    expect(await files(blocked)).toEqual(['a', 'pagefind/x', 'top.txt']);
  });

  it('stopped while linking, settles only once its processes have ended', async () => {
    const many = join(work, 'many');
    await mkdir(join(many, 'pages'), { recursive: true });
    await Promise.all(Array.from({ length: 3000 }, (_, i) => writeFile(join(many, 'pages', `${i}.html`), `${i}`)));
    const stop = new AbortController();
    const into = join(work, 'many-links');
    const linking = linkTree(many, into, [], stop.signal);
    setTimeout(() => stop.abort(), 1);
    // Stopped half-way (or done before the stop came): either way no `cp` of it is left running.
    await linking.catch((error: Error) => expect(error.message).toMatch(/pages: stopped/));
    expect(spawnSync('pgrep', ['-f', `cp -al -- pages ${into}`]).status).toBe(1);
  });

  it('stopped before it starts, links nothing and fails', async () => {
    const stop = new AbortController();
    stop.abort();
    const stopped = join(work, 'stopped');
    await expect(linkTree(join(work, 'tree'), stopped, [], stop.signal)).rejects.toThrow(/stopped/);
    expect(await files(stopped)).toEqual([]);
  });
});

describe('removeInBackground', () => {
  it('removes a tree without being waited for', async () => {
    const doomed = join(work, 'doomed');
    await linkTree(join(work, 'tree'), doomed);
    removeInBackground(doomed);
    const from = Date.now();
    while (existsSync(doomed) && Date.now() - from < 10_000) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(existsSync(doomed)).toBe(false);
    expect(await files(join(work, 'tree'))).toEqual(['a/b/page.html', 'pagefind/x', 'top.txt']);
  });
});
