/**
 * Incremental builds are correct, not only fast: after each kind of change
 * (an approval, an edit, a removal, a change of the best flag, a change of
 * site code, a change of year) the incremental build, which restores every
 * page whose cache key is unchanged, gives a release byte-identical to a
 * clean full build from the same snapshot. One serial sequence on a copy of
 * the project (so its code can change) against the demo records.
 */
import { cp, mkdir, mkdtemp, readFile, readdir, rm, symlink, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moderate } from '#scripts/demo-api/moderation.ts';
import { seedFacts } from '#scripts/demo-api/seed.ts';
import { buildSite, PROJECT_ROOT } from '#scripts/lib/build-site.ts';
import type { SnapshotData } from '#features/catalog/snapshot-file.ts';
import { fetchSnapshot } from '#scripts/rebuild/snapshot.ts';
import { startTestApi, type TestApi } from './support.ts';

const SITE = 'http://localhost:4321';
/** 1 June, noon UTC: this year, then the next. */
const THIS_YEAR = Date.UTC(2026, 5, 1, 12) / 1000;
const NEXT_YEAR = Date.UTC(2027, 5, 1, 12) / 1000;
const FACTS = seedFacts();

let backend: TestApi;
let work: string;
/** The copy of the project that is built. */
let root: string;
/** The incremental builds' cache, kept from build to build like a rebuild's. */
let cacheDir: string;
let epoch = THIS_YEAR;
let step = 0;

/** Every file of a release: path → bytes. */
async function tree(dir: string): Promise<Map<string, Buffer>> {
  const files = new Map<string, Buffer>();
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) files.set(relative(dir, join(entry.parentPath, entry.name)), await readFile(join(entry.parentPath, entry.name)));
  }
  return files;
}

/** The paths that differ between two releases (missing on one side, or other bytes). */
async function differences(a: string, b: string): Promise<string[]> {
  const [left, right] = await Promise.all([tree(a), tree(b)]);
  const out: string[] = [];
  for (const [path, bytes] of left) if (!right.get(path)?.equals(bytes)) out.push(right.has(path) ? `${path} differs` : `${path} only in the incremental build`);
  for (const path of right.keys()) if (!left.has(path)) out.push(`${path} only in the clean build`);
  return out.sort();
}

/** Writes the backend's current approved data as a rebuild's snapshot file, optionally edited. */
async function snapshot(edit?: (data: SnapshotData) => void): Promise<string> {
  const { data } = await fetchSnapshot({ host: backend.api.url });
  if (!data) throw new Error('the snapshot carries its records');
  edit?.(data);
  const file = join(work, `snapshot-${++step}.json`);
  await writeFile(file, JSON.stringify(data));
  return file;
}

function build(outDir: string, snapshotFile: string, cache: string) {
  return buildSite({
    root,
    outDir,
    cacheDir: cache,
    apiHost: backend.api.url,
    siteUrl: SITE,
    identityMeUrl: `${backend.api.url}/auth/me`,
    env: { SNAPSHOT_FILE: snapshotFile, SOURCE_DATE_EPOCH: String(epoch) },
  });
}

/** The incremental build and a clean full build from the same snapshot; returns how many pages were restored. */
async function bothBuilds(snapshotFile: string): Promise<{ restored: number; differences: string[] }> {
  const name = `step-${step}`;
  const incremental = await build(join(work, name, 'incremental'), snapshotFile, cacheDir);
  await build(join(work, name, 'clean'), snapshotFile, join(work, name, 'clean-cache'));
  const restored = incremental.output.split('\n').filter((line) => line.includes('(restored)')).length;
  const found = await differences(join(work, name, 'incremental'), join(work, name, 'clean'));
  await rm(join(work, name), { recursive: true, force: true });
  return { restored, differences: found };
}

beforeAll(async () => {
  await mkdir(join(PROJECT_ROOT, '.tmp'), { recursive: true });
  work = await mkdtemp(join(PROJECT_ROOT, '.tmp', 'incremental-'));
  root = join(work, 'project');
  await mkdir(root);
  for (const item of ['src', 'public', 'scripts', 'astro.config.mjs', 'package.json', 'package-lock.json', 'tsconfig.json', '.gitignore']) {
    await cp(join(PROJECT_ROOT, item), join(root, item), { recursive: true });
  }
  await symlink(join(PROJECT_ROOT, 'node_modules'), join(root, 'node_modules'), 'dir');
  cacheDir = join(work, 'cache');
  backend = await startTestApi();
  // The first build: everything is rendered and cached.
  await build(join(work, 'first'), await snapshot(), cacheDir);
  await rm(join(work, 'first'), { recursive: true, force: true });
}, 240_000);

afterAll(async () => {
  await backend?.close();
  if (work) await rm(work, { recursive: true, force: true });
});

describe('an incremental build gives the release a clean build gives', () => {
  it('after an approval', { timeout: 240_000 }, async () => {
    const id = FACTS.competition.Hackathon.pending[0]!;
    moderate(backend.api.store, id, 'approve');
    const result = await bothBuilds(await snapshot());
    expect(result.differences).toEqual([]);
    expect(result.restored, 'unchanged pages are restored, not rendered').toBeGreaterThan(20);
  });

  it('after an edit of an approved entry', { timeout: 240_000 }, async () => {
    const result = await bothBuilds(
      await snapshot((data) => {
        const entry = data.areas.projects!.Industry![0]!;
        (entry.record as { problemStatement?: string }).problemStatement = 'Edited after approval: the problem, restated.';
      }),
    );
    expect(result.differences).toEqual([]);
    expect(result.restored).toBeGreaterThan(20);
  });

  it('after a removal', { timeout: 240_000 }, async () => {
    moderate(backend.api.store, FACTS.placement.Placement.approved[0]!, 'reject');
    const result = await bothBuilds(await snapshot());
    expect(result.differences).toEqual([]);
    expect(result.restored).toBeGreaterThan(20);
  });

  it('after a change of the best flag', { timeout: 240_000 }, async () => {
    const alumnus = FACTS.alumni.approved.find((id) => !FACTS.alumni.best.includes(id))!;
    moderate(backend.api.store, alumnus, 'best');
    moderate(backend.api.store, FACTS.project.Industry.best[0]!, 'unbest');
    const result = await bothBuilds(await snapshot());
    expect(result.differences).toEqual([]);
    expect(result.restored).toBeGreaterThan(20);
  });

  it('after a change of site code (a component and a style)', { timeout: 240_000 }, async () => {
    const card = join(root, 'src/components/showcase/ShowcaseCard.tsx');
    await writeFile(card, (await readFile(card, 'utf8')).replace('Show More', 'Show more'));
    const css = join(root, 'src/styles/global.css');
    await writeFile(css, `${await readFile(css, 'utf8')}\n.incremental-test { color: rebeccapurple; }\n`);
    const result = await bothBuilds(await snapshot());
    expect(result.differences).toEqual([]);
    expect(result.restored, 'new code renders every page again').toBe(0);
  });

  it('after a change of year', { timeout: 240_000 }, async () => {
    epoch = NEXT_YEAR;
    const result = await bothBuilds(await snapshot());
    expect(result.differences).toEqual([]);
    expect(result.restored, 'every page shows the year in its footer').toBe(0);
  });
});
