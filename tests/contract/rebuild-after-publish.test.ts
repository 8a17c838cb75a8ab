/**
 * The steps that run after each published release (scripts/rebuild/after-publish.ts),
 * against a real demo backend: a first publish tells a step of the pages'
 * release, then of the search release that follows it with a full index; an
 * approval, of one release, its index a delta; each with the release live
 * before it (on disk while the step runs) and the files that changed, which
 * are exactly the new or other files; a step that fails fails the run
 * once every phase has run, saying what is live, and the run after it (which
 * publishes nothing) lets the step catch up. Three builds, pictures off.
 */
import { existsSync, readFileSync } from 'node:fs';
import { readdir, readlink } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moderate } from '#scripts/demo-api/moderation.ts';
import { seedFacts } from '#scripts/demo-api/seed.ts';
import {
  releaseChanges,
  type AfterPublishStep,
  type Published,
  type ReleaseChanges,
} from '#scripts/rebuild/after-publish.ts';
import { RebuildError, runRebuild, type RebuildOptions, type RebuildResult } from '#scripts/rebuild/rebuild.ts';
import { startTestApi, type TestApi } from './support/demo-api.ts';
import { closeTarget, newPublishDir, SITE } from './support/rebuild-runs.ts';

const FACTS = seedFacts();
let backend: TestApi;
let publishDir: string;

beforeAll(async () => {
  backend = await startTestApi({ siteUrl: SITE, seed: {} });
  publishDir = await newPublishDir('rebuild-after-publish');
});

afterAll(() => closeTarget(backend, publishDir));

interface Told {
  release: Omit<Published, 'changes' | 'knownChanges'>;
  changes: ReleaseChanges;
  /** What the run knew had changed without reading the folders, and what reading both folders shows. */
  known?: ReleaseChanges;
  walked: ReleaseChanges;
  /** Whether the previous release's folder was there while the step ran. */
  previousThere: boolean;
  /** Where `current` pointed while the step ran. */
  current: string;
  /** The release's files, and those of them it was not told of whose bytes differ from the previous release's (none, if it is told right). */
  files: string[];
  untoldButDifferent: string[];
}

/** A step that notes what it is told. */
function noting(told: Told[]): AfterPublishStep {
  return {
    name: 'note',
    async run(published, { log }) {
      const { changes: changed, knownChanges: known, ...release } = published;
      const changes = await changed();
      const walked = await releaseChanges(release.dir, release.previous?.dir);
      const files = await filesUnder(release.dir);
      const written = new Set(changes.written);
      const previous = release.previous?.dir;
      const untoldButDifferent = previous
        ? files.filter(
            (file) =>
              !written.has(file) && !readFileSync(join(release.dir, file)).equals(readFileSync(join(previous, file))),
          )
        : [];
      told.push({
        release,
        changes,
        known,
        walked,
        files,
        untoldButDifferent,
        previousThere: !!previous && existsSync(previous),
        current: await readlink(join(publishDir, 'current')),
      });
      log(`told of releases/${release.id}`);
    },
  };
}

/** Every file under `dir`, relative. */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(dir.length + 1));
}

const rebuild = (steps: AfterPublishStep[], lines: string[] = [], options: Partial<RebuildOptions> = {}) =>
  runRebuild({
    publishDir,
    apiHost: backend.api.url,
    siteUrl: SITE,
    watchCode: false,
    pictures: false,
    afterPublish: steps,
    log: (line) => lines.push(line),
    ...options,
  });

describe('after each published release', () => {
  const approved = FACTS.competition.Hackathon.approved[0]!;
  const fresh = FACTS.competition.Hackathon.pending[0]!;
  const page = (id: string) => `competitions/hackathondetails/${id}/index.html`;

  it('a first publish: the pages, then their search index, each told once it is live', async () => {
    const told: Told[] = [];
    const lines: string[] = [];
    const result = await rebuild([noting(told)], lines);
    expect(result.changed, lines.join('\n')).toBe(true);
    expect(told.map(({ release }) => release.kind)).toEqual(['pages', 'search']);
    const [pages, search] = told as [Told, Told];
    expect(pages.release.previous).toBeUndefined();
    expect(pages.known).toBeUndefined();
    expect(pages.current).toBe(`releases/${pages.release.id}`);
    // Nothing was live: every file is written.
    expect(pages.changes.written).toContain(page(approved));
    expect(pages.changes.removed).toEqual([]);
    expect(search.release.id).toBe(result.release);
    expect(search.release.previous).toEqual({ id: pages.release.id, dir: pages.release.dir });
    expect(search.previousThere).toBe(true);
    expect(search.changes.written.length).toBeGreaterThan(0);
    expect(
      search.changes.written.every((file) => file.startsWith('pagefind/')),
      search.changes.written.join('\n'),
    ).toBe(true);
    expect(lines).toContain(`note: told of releases/${search.release.id}`);
  }, 240_000);

  it("an approval and a rejection: the changed files are the new entry's page and what lists it, the rejected entry's page is removed, and the run knows it without reading the folders", async () => {
    const live = (await readlink(join(publishDir, 'current'))).replace(/^releases\//, '');
    const rejected = FACTS.alumni.approved[1]!;
    moderate(backend.api.store, fresh, 'approve');
    moderate(backend.api.store, rejected, 'reject');
    const told: Told[] = [];
    const result: RebuildResult = await rebuild([noting(told)]);
    // The pages go live with their index, a delta: one release.
    expect(told.map(({ release }) => release.kind)).toEqual(['pages']);
    const [pages] = told as [Told];
    expect(pages.release.id).toBe(result.release);
    expect(pages.release.previous?.id).toBe(live);
    expect(pages.previousThere).toBe(true);
    expect(pages.changes.written).toContain(page(fresh));
    expect(pages.changes.written).toContain('sitemap.xml');
    // A page of another area is the very file of the release before.
    const alumni = `StarAlumni/star-alumni-details/${FACTS.alumni.approved[0]}/index.html`;
    expect(pages.files).toContain(alumni);
    expect(pages.changes.written).not.toContain(alumni);
    // Of the search index, only the delta's files are new; the full index's are the very files of the release before.
    const index = pages.changes.written.filter((file) => file.startsWith('pagefind/'));
    expect(index).toEqual(expect.arrayContaining(['pagefind/delta.json', 'pagefind/newest.json']));
    expect(index.filter((file) => !file.startsWith('pagefind/delta/'))).toEqual([
      'pagefind/delta.json',
      'pagefind/newest.json',
    ]);
    expect(pages.changes.removed).toEqual([`StarAlumni/star-alumni-details/${rejected}/index.html`]);
    // The run knew the changes, the delta's with the pages': exactly what reading both releases shows.
    expect(pages.known).toEqual(pages.walked);
    expect(pages.changes).toBe(pages.known);
    // Most files are not written, and every file the step is not told of has the bytes it had in the release before.
    expect(pages.files.length - pages.changes.written.length).toBeGreaterThan(pages.changes.written.length);
    expect(pages.untoldButDifferent).toEqual([]);

    // The next approval's delta replaces this one's: the files of this delta that the next lacks are removed.
    moderate(backend.api.store, FACTS.achievement['Open Source'].pending[0]!, 'approve');
    const next: Told[] = [];
    await rebuild([noting(next)]);
    const [again] = next as [Told];
    expect(next.map(({ release }) => release.kind)).toEqual(['pages']);
    expect(again.changes.removed.filter((file) => file.startsWith('pagefind/delta/')).length).toBeGreaterThan(0);
    expect(again.known).toEqual(again.walked);
    expect(again.untoldButDifferent).toEqual([]);
  }, 240_000);

  it('with a full index to follow (SEARCH_DELTA=off): the pages, told their changes, then the search release, told its index', async () => {
    const live = (await readlink(join(publishDir, 'current'))).replace(/^releases\//, '');
    moderate(backend.api.store, FACTS.competition['Coding Contest'].pending[0]!, 'approve');
    const told: Told[] = [];
    const result = await rebuild([noting(told)], [], { searchDelta: false });
    expect(told.map(({ release }) => release.kind)).toEqual(['pages', 'search']);
    const [pages, search] = told as [Told, Told];
    expect(pages.release.previous?.id).toBe(live);
    // The pages' release serves the previous index until its own follows: the same files.
    expect(pages.changes.written.some((file) => file.startsWith('pagefind/'))).toBe(false);
    expect(pages.known).toEqual(pages.walked);
    // The search release's changes are read.
    expect(search.known).toBeUndefined();
    expect(pages.untoldButDifferent).toEqual([]);
    expect(search.untoldButDifferent).toEqual([]);
    expect(search.release.previous?.id).toBe(pages.release.id);
    expect(search.changes.written.every((file) => file.startsWith('pagefind/'))).toBe(true);
    expect(search.release.id).toBe(result.release);
  }, 240_000);

  it('a step that fails fails the run at its end, saying what is live; the search index still follows; the next run catches up', async () => {
    const another = FACTS.competition['Project Competition'].pending[0]!;
    moderate(backend.api.store, another, 'approve');
    const tries: string[] = [];
    const caughtUp: string[] = [];
    let refuse = true;
    const flaky: AfterPublishStep = {
      name: 'deploy',
      run: async (published) => {
        tries.push(published.kind);
        if (refuse) throw new Error('the bucket said no');
      },
      catchUp: async (live, { log }) => {
        caughtUp.push(live.id);
        log(`caught up with releases/${live.id}`);
      },
    };
    const lines: string[] = [];
    const error = await rebuild([flaky], lines, { searchDelta: false }).catch((caught: unknown) => caught);
    expect(error, lines.join('\n')).toBeInstanceOf(RebuildError);
    expect((error as RebuildError).phase).toBe('publish');
    // Both releases were published here, and the step was tried for each.
    expect(tries).toEqual(['pages', 'search']);
    expect(lines).toContain('deploy: failed: the bucket said no');
    const live = (await readlink(join(publishDir, 'current'))).replace(/^releases\//, '');
    expect((error as Error).message).toBe(
      `publish: deploy failed (the bucket said no); releases/${live} was published here, and the next run tries again`,
    );
    expect(
      existsSync(join(publishDir, 'current', `competitions/projectcompetitiondetails/${another}/index.html`)),
    ).toBe(true);
    expect(existsSync(join(publishDir, 'current', 'pagefind'))).toBe(true);
    expect(caughtUp).toEqual([]);

    // The next run has nothing to publish: the step catches up with the live release, and the run succeeds.
    refuse = false;
    const next = await rebuild([flaky], lines);
    expect(next.changed).toBe(false);
    expect(caughtUp).toEqual([live]);
    expect(lines).toContain(`deploy: caught up with releases/${live}`);
  }, 240_000);

  it("a step's failure for the pages is made up for by its success for their search index", async () => {
    moderate(backend.api.store, FACTS.project.Industry.pending[0]!, 'approve');
    const flaky: AfterPublishStep = {
      name: 'deploy',
      run: async (published) => {
        if (published.kind === 'pages') throw new Error('a network error');
      },
    };
    const lines: string[] = [];
    const result = await rebuild([flaky], lines, { searchDelta: false });
    expect(result.changed).toBe(true);
    expect(lines).toContain('deploy: failed: a network error');
  }, 240_000);
});

describe('a build of every page (INCREMENTAL=off)', () => {
  it('the run knows what changed without reading the folders: exactly what reading both releases shows', async () => {
    moderate(backend.api.store, FACTS.placement.Placement.pending[0]!, 'approve');
    const told: Told[] = [];
    const lines: string[] = [];
    const result = await runRebuild({
      publishDir,
      apiHost: backend.api.url,
      siteUrl: SITE,
      watchCode: false,
      pictures: false,
      incremental: false,
      afterPublish: [noting(told)],
      log: (line) => lines.push(line),
    });
    expect(result.changed, lines.join('\n')).toBe(true);
    const [pages] = told as [Told];
    expect(pages.known).toBeDefined();
    expect(pages.known).toEqual(pages.walked);
    expect(pages.known!.written.length).toBeGreaterThan(0);
  }, 240_000);
});
