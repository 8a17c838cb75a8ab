/**
 * Partial rebuilds are correct, not only fast: after each kind of change (an
 * approval, an edit, a removal, a change of the best flag, a change of site
 * code, a change of year) a partial build, told the live release's page keys
 * (its plan's `keys.live`) so it leaves out every page whose key is unchanged,
 * then assembled from the live release (scripts/rebuild/assemble-from-live.ts), gives a
 * release byte-identical to a clean full build from the same snapshot. And
 * the assembly never writes into the live release it links from.
 *
 * One serial sequence on a copy of the project (so its code can change)
 * against the demo records; each step's assembled release is the next step's
 * live release, with its keys, its other files and its records, built by the
 * functions the build phase uses (scripts/lib/planned-build.ts): a partial
 * build's records carry only what differs from the live release's, which are
 * their base, as a rebuild's do.
 * The builds run one after the other in that one copy: Astro writes into the
 * project's `.astro/` folder, and the pages name the project's absolute path
 * (island ids), so a second copy would not give the same bytes. The search
 * index is off in every build (the rebuild indexes after publishing).
 */
import { cp, mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moderate } from '#scripts/demo-api/moderation.ts';
import { seedFacts } from '#scripts/demo-api/seed.ts';
import type { SnapshotData } from '#features/catalog/records.ts';
import type { PreparedPictures } from '#lib/pictures.ts';
import { DETAIL_PAGES_LINE, WAITING_FOR_SNAPSHOT } from '#integrations/build-lines.ts';
import { PROJECT_ROOT } from '#scripts/lib/astro-build.ts';
import { buildFilesOf, completeBuild, startAstro, writeLiveKeys, type BuiltKeys } from '#scripts/lib/planned-build.ts';
import { preparePictures } from '#scripts/lib/images/prepare.ts';
import { ImageStep } from '#scripts/lib/images/step.ts';
import { assembleFromLive } from '#scripts/rebuild/assemble-from-live.ts';
import { siteFingerprint } from '#scripts/rebuild/site-fingerprint.ts';
import { filesOfKeys } from '#scripts/rebuild/release-files.ts';
import { shareWithLive } from '#scripts/rebuild/share-with-live.ts';
import { fetchSnapshot } from '#scripts/rebuild/snapshot.ts';
import { recordDigest } from '#scripts/rebuild/snapshot-model.ts';
import { startTestApi, type TestApi } from './support/demo-api.ts';
import { differences, emptyFolders, tree, treeHash } from './support/release-trees.ts';

const SITE = 'http://localhost:4321';
/** 1 June, noon UTC: this year, then the next. */
const THIS_YEAR = Date.UTC(2026, 5, 1, 12) / 1000;
const NEXT_YEAR = Date.UTC(2027, 5, 1, 12) / 1000;
const FACTS = seedFacts();
/** A data change renders again only the pages that show the changed entry or its list: a handful of the site's keyed pages. */
const FEW_PAGES = 20;

let backend: TestApi;
let work: string;
/** The copy of the project that is built. */
let root: string;
/** The partial builds' cache, kept from build to build like a rebuild's. */
let cacheDir: string;
let epoch = THIS_YEAR;
let step = 0;

/** The live release, as the rebuild knows it: its folder, its keyed pages and its other files (relative paths). */
interface Release {
  dir: string;
  keys: Record<string, string>;
  others: string[];
  /** The records it was built from (a snapshot file, as a release's `.records`). */
  snapshotFile: string;
  /** Its pictures by URL (the build's prepared pictures, as a release's `.pictures`). */
  picturesFile?: string;
}
let live: Release;
/** The first (full) build's progress lines. */
const firstLines: string[] = [];

/** Writes the backend's current approved data as a rebuild's records file, optionally edited. */
async function snapshot(edit?: (data: SnapshotData) => void): Promise<string> {
  const { data } = await fetchSnapshot({ host: backend.api.url });
  if (!data) throw new Error('the snapshot carries its records');
  edit?.(data);
  const file = join(work, `snapshot-${++step}.json`);
  await writeFile(file, JSON.stringify(data));
  return file;
}

/**
 * One build, as the build phase makes it (search index off); returns the page
 * keys it noted. With `startedAhead`, its records and the live release's keys
 * are handed over only once the build says it waits for them, as to a
 * rebuild's build kept waiting for the next run (scripts/rebuild/standby.ts).
 */
async function build(options: {
  outDir: string;
  cacheDir: string;
  snapshotFile: string;
  /** The live release's keys: a page with the same key is left out. */
  liveKeys?: Record<string, string>;
  /** The live release's records file: the base of the build's records. */
  baseFile?: string;
  startedAhead?: boolean;
  /** Started ahead, the pictures it prepares its likely base with (the live release's). */
  likelyPictures?: string;
  /** False: Astro renders every detail page. */
  detailWriter?: boolean;
  /** Collects the build's progress lines. */
  lines?: string[];
  env?: Record<string, string>;
}): Promise<BuiltKeys & { pictures?: string }> {
  const env = { apiHost: backend.api.url, siteUrl: SITE, identityMeUrl: `${backend.api.url}/auth/me` };
  const files = buildFilesOf(options.outDir);
  const data = JSON.parse(await readFile(options.snapshotFile, 'utf8')) as SnapshotData;
  // One picture cache for every build: the pictures are not what is compared here, and processing them per clean build took minutes.
  const cacheDir = join(work, 'image-cache');
  const prepared = await preparePictures(data, new ImageStep({ apiHost: backend.api.url, cacheDir }), () => {});
  const lines = options.lines ?? [];
  let waiting: () => void = () => {};
  const waited = new Promise<void>((resolve) => (waiting = resolve));
  const building = startAstro(
    {
      ...env,
      root,
      cacheDir: options.cacheDir,
      inputs: await siteFingerprint(env, root),
      withPictures: true,
      detailWriter: options.detailWriter,
      env: { SOURCE_DATE_EPOCH: String(epoch), ...options.env },
      // Started ahead, it reads the live release's records while it waits, as a build kept waiting does.
      likelyBase: options.startedAhead ? options.baseFile : undefined,
      likelyPictures: options.startedAhead ? options.likelyPictures : undefined,
    },
    files,
    {
      progress: (line) => {
        lines.push(line);
        if (line === WAITING_FOR_SNAPSHOT) waiting();
      },
    },
  );
  if (options.startedAhead) await Promise.race([waited, building]);
  await writeLiveKeys(files, options.liveKeys);
  const base = options.baseFile
    ? { file: options.baseFile, data: JSON.parse(await readFile(options.baseFile, 'utf8')) as SnapshotData }
    : undefined;
  const built = await completeBuild({ files, building }, data, { prepared, cacheDir }, { base });
  // Handed against a base, the build's own records named it and left out what it has; the whole ones are the snapshot's.
  if (base) expect(JSON.parse(await readFile(built.records, 'utf8'))).toEqual(data);
  if (options.startedAhead && base)
    expect(lines.find((line) => line.startsWith(`records: ${base.file} `))).toMatch(
      /^records: \S+ read and prepared while waiting, the base of this build(;|$)/,
    );
  return built;
}

interface StepResult {
  /** Keyed pages of the release. */
  pages: number;
  /** Keyed pages rendered by the partial build. */
  rendered: number;
  /** Keyed pages left out (the live release's file is the page). */
  unchanged: number;
  differences: string[];
  emptyFolders: string[];
  /** Whether the partial build keyed the same pages with the same keys as the clean build. */
  sameKeys: boolean;
  /** Whether the live release the new one was assembled from is byte for byte what it was before. */
  liveUntouched: boolean;
  /** Started ahead: the entries it took pictured and the detail pages it took keyed as it made them while it waited. */
  likely?: { pictured: number; keyed: number };
}

/**
 * The partial build (only pages whose key changed) assembled from the live
 * release, and a clean full build from the same snapshot, compared. The
 * assembled release becomes the live one for the next step.
 */
async function partialAndClean(
  snapshotFile: string,
  options: { startedAhead?: boolean; likelyPictures?: string } = {},
): Promise<StepResult> {
  const name = `step-${step}`;
  const releaseDir = join(work, name, 'release');
  const scratchDir = `${releaseDir}.build`;
  const cleanDir = join(work, name, 'clean');
  await mkdir(join(work, name), { recursive: true });
  const liveBefore = await treeHash(live.dir);

  // The partial build, shared with and assembled from the live release as the rebuild does.
  const lines: string[] = [];
  const built = await build({
    outDir: scratchDir,
    cacheDir,
    snapshotFile,
    liveKeys: live.keys,
    baseFile: live.snapshotFile,
    startedAhead: options.startedAhead,
    likelyPictures: options.likelyPictures ?? live.picturesFile,
    lines,
  });
  const [, pictured, keyed] =
    /; (\d+) entries pictured and (\d+) detail pages keyed as then/.exec(lines.join('\n')) ?? [];
  await shareWithLive(scratchDir, live.dir, { release: filesOfKeys(built.keys), live: filesOfKeys(live.keys) });
  const assembled = await assembleFromLive({
    outDir: releaseDir,
    scratchDir,
    liveDir: live.dir,
    live: { keys: live.keys, others: live.others },
    unchanged: built.unchanged,
  });
  const liveUntouched = (await treeHash(live.dir)) === liveBefore;

  // The clean build: every page rendered, with a cache of its own.
  const clean = await build({ outDir: cleanDir, cacheDir: join(work, name, 'clean-cache'), snapshotFile });
  const result: StepResult = {
    pages: Object.keys(built.keys).length,
    rendered: Object.keys(built.keys).length - built.unchanged.length,
    unchanged: built.unchanged.length,
    differences: await differences(releaseDir, cleanDir),
    emptyFolders: await emptyFolders(releaseDir),
    sameKeys: JSON.stringify(Object.entries(built.keys).sort()) === JSON.stringify(Object.entries(clean.keys).sort()),
    liveUntouched,
    ...(options.startedAhead ? { likely: { pictured: Number(pictured ?? 0), keyed: Number(keyed ?? 0) } } : {}),
  };

  // The assembled release is the live one now; its other files are those the build wrote, keyed pages aside.
  const keyedFiles = new Set(Object.keys(filesOfKeys(built.keys)));
  await rm(live.dir, { recursive: true, force: true });
  await rm(cleanDir, { recursive: true, force: true });
  await rm(join(work, name, 'clean-cache'), { recursive: true, force: true });
  live = {
    dir: releaseDir,
    keys: built.keys,
    others: assembled.built.filter((file) => !keyedFiles.has(file)),
    snapshotFile,
    picturesFile: built.pictures,
  };
  return result;
}

/** What every step must show, whatever changed (each checked even when another fails). */
function expectSameRelease(result: StepResult) {
  expect.soft(result.differences, 'the assembled release is the clean build, byte for byte').toEqual([]);
  expect.soft(result.emptyFolders, 'no folder left empty by a dropped page').toEqual([]);
  expect.soft(result.sameKeys, 'the partial build keys the pages as the clean build does').toBe(true);
  expect.soft(result.liveUntouched, 'assembling never writes into the live release').toBe(true);
}

/** A data change: most pages are left out, a few rendered again. */
function expectFewRendered(result: StepResult) {
  expect(result.unchanged, 'pages whose key is unchanged are left out, not rendered').toBeGreaterThan(20);
  expect(result.rendered, 'only the pages showing the change are rendered').toBeGreaterThan(0);
  expect(result.rendered).toBeLessThanOrEqual(FEW_PAGES);
}

beforeAll(async () => {
  await mkdir(join(PROJECT_ROOT, '.tmp'), { recursive: true });
  work = await mkdtemp(join(PROJECT_ROOT, '.tmp', 'incremental-'));
  root = join(work, 'project');
  await mkdir(root);
  for (const item of [
    'src',
    'public',
    'scripts',
    'integrations',
    'astro.config.mjs',
    'package.json',
    'package-lock.json',
    'tsconfig.json',
    '.gitignore',
  ]) {
    await cp(join(PROJECT_ROOT, item), join(root, item), { recursive: true });
  }
  await symlink(join(PROJECT_ROOT, 'node_modules'), join(root, 'node_modules'), 'dir');
  cacheDir = join(work, 'cache');
  backend = await startTestApi();
  // The first release: a full build, every page rendered; its other files are every file but the keyed pages.
  const dir = join(work, 'first');
  const firstSnapshot = await snapshot();
  const first = await build({ outDir: dir, cacheDir, snapshotFile: firstSnapshot, lines: firstLines });
  const keyedFiles = new Set(Object.keys(filesOfKeys(first.keys)));
  const files = [...(await tree(dir)).keys()].map((path) => path.split('\\').join('/'));
  live = {
    dir,
    keys: first.keys,
    others: files.filter((file) => !keyedFiles.has(file)),
    snapshotFile: firstSnapshot,
    picturesFile: first.pictures,
  };
  expect(first.unchanged).toEqual([]);
  expect(Object.keys(first.keys).length, 'the catalog pages are keyed').toBeGreaterThan(FEW_PAGES + 20);
  expect(keyedFiles.size, 'every keyed page is a file of the release').toBe(
    [...keyedFiles].filter((file) => files.includes(file)).length,
  );
}, 240_000);

afterAll(async () => {
  await backend?.close();
  if (work) await rm(work, { recursive: true, force: true });
});

describe('detail pages put together from their route’s frame (integrations/detail-writer.ts)', () => {
  it(
    'are byte for byte the pages Astro renders, and most detail pages of a full build are written so',
    { timeout: 240_000 },
    async () => {
      const written = firstLines.find((line) => line.startsWith(DETAIL_PAGES_LINE));
      const [, count] = /(\d+) written from their route's frame/.exec(written ?? '') ?? [];
      expect(
        Number(count),
        written ?? 'the full build says how many detail pages it wrote from their frame',
      ).toBeGreaterThan(50);
      const byAstro = join(work, 'by-astro');
      await build({
        outDir: byAstro,
        cacheDir: join(work, 'by-astro-cache'),
        snapshotFile: live.snapshotFile,
        detailWriter: false,
      });
      expect(await differences(live.dir, byAstro)).toEqual([]);
      await rm(byAstro, { recursive: true, force: true });
      await rm(join(work, 'by-astro-cache'), { recursive: true, force: true });
    },
  );
});

describe('a partial build assembled from the live release gives the release a clean build gives', () => {
  it(
    'after an approval, by a build started before its snapshot existed (as one kept waiting for the next run)',
    { timeout: 240_000 },
    async () => {
      const id = FACTS.competition.Hackathon.pending[0]!;
      moderate(backend.api.store, id, 'approve');
      const result = await partialAndClean(await snapshot(), { startedAhead: true });
      expectSameRelease(result);
      expectFewRendered(result);
      // It made its likely build with the live release's pictures, and took it for every entry but the new one.
      expect(result.likely?.pictured, 'entries taken pictured as made while it waited').toBeGreaterThan(20);
      expect(result.likely?.keyed, 'detail pages taken keyed as made while it waited').toBeGreaterThan(20);
    },
  );

  it(
    'after an approval, by a build started ahead with pictures other than its own (it takes none of those)',
    { timeout: 240_000 },
    async () => {
      // The likely pictures say one picture some entries show was dropped: those entries are pictured again.
      const likely = JSON.parse(await readFile(live.picturesFile!, 'utf8')) as PreparedPictures;
      const url = Object.keys(likely).find((key) => 'picture' in likely[key]!)!;
      likely[url] = { dropped: 'not what this build makes of it' };
      const likelyPictures = join(work, `likely-pictures-${step}.json`);
      await writeFile(likelyPictures, JSON.stringify(likely));
      moderate(backend.api.store, FACTS.project.Research.pending[0]!, 'approve');
      const result = await partialAndClean(await snapshot(), { startedAhead: true, likelyPictures });
      expectSameRelease(result);
      expectFewRendered(result);
      expect(result.likely?.pictured, 'the other entries are taken as made while it waited').toBeGreaterThan(20);
    },
  );

  it('after an edit of an approved entry', { timeout: 240_000 }, async () => {
    const result = await partialAndClean(
      await snapshot((data) => {
        const entry = data.areas.projects!.Industry![0]!;
        (entry.record as { problemStatement?: string }).problemStatement =
          'Edited after approval: the problem, restated.';
        // As a fetch of the edited record digests it (the build keys its pages from that digest).
        entry.digest = recordDigest(entry.record).slice(0, 16);
      }),
    );
    expectSameRelease(result);
    expectFewRendered(result);
  });

  it('after a removal', { timeout: 240_000 }, async () => {
    moderate(backend.api.store, FACTS.placement.Placement.approved[0]!, 'reject');
    const result = await partialAndClean(await snapshot());
    expectSameRelease(result);
    expectFewRendered(result);
  });

  it('after a change of the best flag', { timeout: 240_000 }, async () => {
    const alumnus = FACTS.alumni.approved.find((id) => !FACTS.alumni.best.includes(id))!;
    moderate(backend.api.store, alumnus, 'best');
    moderate(backend.api.store, FACTS.project.Industry.best[0]!, 'unbest');
    const result = await partialAndClean(await snapshot());
    expectSameRelease(result);
    expectFewRendered(result);
  });

  it('after a change of site code (a component and a style)', { timeout: 240_000 }, async () => {
    const card = join(root, 'src/components/showcase/ShowcaseCard.tsx');
    await writeFile(card, (await readFile(card, 'utf8')).replace('Show More', 'Show more'));
    const css = join(root, 'src/styles/global.css');
    await writeFile(css, `${await readFile(css, 'utf8')}\n.incremental-test { color: rebeccapurple; }\n`);
    const result = await partialAndClean(await snapshot());
    expectSameRelease(result);
    expect(result.unchanged, 'new code renders every page again').toBe(0);
    expect(result.rendered).toBe(result.pages);
  });

  it('after a change of year', { timeout: 240_000 }, async () => {
    epoch = NEXT_YEAR;
    const result = await partialAndClean(await snapshot());
    expectSameRelease(result);
    expect(result.unchanged, 'every page shows the year in its footer').toBe(0);
    expect(result.rendered).toBe(result.pages);
  });
});
