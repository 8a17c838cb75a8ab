/**
 * A full build's detail-page folders, made by the rebuild while Astro reads the
 * snapshot (scripts/lib/page-folders.ts): the folder Astro writes each
 * page's index.html into, and nothing else.
 */
import { mkdtemp, readdir, rm, stat, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { makePageFolders } from '#scripts/lib/page-folders.ts';

let dir: string | undefined;
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
  dir = undefined;
});

describe('the detail pages’ folders', () => {
  it('are the folders Astro writes each page into, decoded as Astro decodes them', async () => {
    dir = await mkdtemp(join(tmpdir(), 'folders-'));
    const paths = Array.from(
      { length: 600 },
      (_, i) => `/projects/industrydetails/PRJ-2025-${String(i).padStart(6, '0')}`,
    );
    paths.push('/StarAlumni/star-alumni-details/ALM%20ONE', '/projects/industrydetails/PRJ-2025-000001');
    expect(await makePageFolders(dir, paths)).toBe(601);
    expect((await readdir(join(dir, 'projects', 'industrydetails'))).length).toBe(600);
    expect((await stat(join(dir, 'StarAlumni', 'star-alumni-details', 'ALM ONE'))).isDirectory()).toBe(true);
    // Folders only: the pages are Astro's to write.
    expect(await readdir(join(dir, 'projects', 'industrydetails', 'PRJ-2025-000000'))).toEqual([]);
  });

  it('stops quietly where a folder cannot be made, leaving the rest to the build', async () => {
    dir = await mkdtemp(join(tmpdir(), 'folders-'));
    await mkdir(join(dir, 'projects'));
    await writeFile(join(dir, 'projects', 'industrydetails'), 'a file where a folder would go');
    const made = await makePageFolders(dir, ['/alumni/a/ALM-1', '/projects/industrydetails/PRJ-1', '/alumni/a/ALM-2']);
    expect(made).toBe(1);
    expect(await readdir(join(dir, 'alumni', 'a'))).toEqual(['ALM-1']);
  });
});
