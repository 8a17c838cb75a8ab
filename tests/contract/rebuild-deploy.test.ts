/**
 * The rebuild's deploy phase (issue 51) against a real demo backend and a real
 * S3 API (scripts/bench/local-s3.ts behind the counting proxy): each release a
 * rebuild makes live goes to the bucket, only what changed; a run with nothing
 * to publish costs one request; a deploy the store refuses fails the run at its
 * end with the local site live, and the next run finishes the job; a rollback
 * sends the older release back. Configured as an operator would: DEPLOY_TARGET
 * and the AWS SDK's own variables. Pictures off.
 */
import { readlink } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deployStep } from '#scripts/deploy/after-publish-step.ts';
import { deployConfigured } from '#scripts/deploy/configured.ts';
import { moderate } from '#scripts/demo-api/moderation.ts';
import { seedFacts } from '#scripts/demo-api/seed.ts';
import { RebuildError, runRebuild, type RebuildOptions } from '#scripts/rebuild/rebuild.ts';
import { runRollback } from '#scripts/rebuild/rollback.ts';
import { readSettings } from '#scripts/settings.ts';
import { startTestApi, type TestApi } from './support/demo-api.ts';
import { closeTarget, newPublishDir, SITE } from './support/rebuild-runs.ts';
import { startS3, type S3Fixture } from './support/s3-server.ts';

const FACTS = seedFacts();
const PREFIX = 'wall-of-fame';
let backend: TestApi;
let s3: S3Fixture;
let publishDir: string;

beforeAll(async () => {
  [backend, s3, publishDir] = await Promise.all([
    startTestApi({ siteUrl: SITE, seed: {} }),
    startS3(),
    newPublishDir('rebuild-deploy'),
  ]);
});

afterAll(async () => {
  await s3?.close();
  await closeTarget(backend, publishDir);
});

/** The settings an operator gives: the bucket, the store's endpoint and keys (read by the AWS SDK itself). */
function settings() {
  const env = {
    PUBLISH_DIR: publishDir,
    DEPLOY_TARGET: `s3://${s3.bucket}/${PREFIX}`,
    AWS_ENDPOINT_URL_S3: String(s3.client.endpoint),
    AWS_REGION: 'us-east-1',
    AWS_ACCESS_KEY_ID: 'S3RVER',
    AWS_SECRET_ACCESS_KEY: 'S3RVER',
  };
  Object.assign(process.env, env);
  return readSettings({ ...process.env, ...env });
}

function rebuild(lines: string[], verbose = false, options: Partial<RebuildOptions> = {}) {
  const step = deployStep(settings(), SITE);
  expect(step).toBeDefined();
  return runRebuild({
    publishDir,
    apiHost: backend.api.url,
    siteUrl: SITE,
    watchCode: false,
    pictures: false,
    verbose,
    afterPublish: [step!],
    log: (line) => lines.push(line),
    ...options,
  });
}

const live = async () => (await readlink(join(publishDir, 'current'))).replace(/^releases\//, '');
const key = (path: string) => `${PREFIX}/${path}`;
const detail = (id: string) => `competitions/hackathondetails/${id}/index.html`;

describe('a rebuild with DEPLOY_TARGET', () => {
  const approved = FACTS.competition.Hackathon.approved[0]!;
  const fresh = FACTS.competition.Hackathon.pending[0]!;

  it('a first publish sends the whole site, its search index included, and the manifest last', async () => {
    const lines: string[] = [];
    const result = await rebuild(lines);
    expect(result.changed, lines.join('\n')).toBe(true);
    const bucket = await s3.list();
    expect(bucket.has(key(detail(approved)))).toBe(true);
    expect(bucket.has(key('index.html'))).toBe(true);
    expect([...bucket.keys()].some((path) => path.startsWith(key('pagefind/')))).toBe(true);
    expect(s3.writes().at(-1)).toBe(key('.deploy/manifest.json.gz'));
    expect(
      lines.some((line) => /^deploy: .* written/.test(line)),
      lines.join('\n'),
    ).toBe(true);
    const page = await s3.read(key(detail(approved)));
    expect(page?.contentType).toMatch(/^text\/html/);
  }, 240_000);

  it('an approval sends only what changed: the new page and what lists it, not the other pages; its pages are not walked', async () => {
    const previous = await live();
    moderate(backend.api.store, fresh, 'approve');
    const before = s3.writes().length;
    const manifestReads = s3.calls.filter(
      (call) => call.method === 'GET' && call.key === key('.deploy/manifest.json.gz'),
    ).length;
    const lines: string[] = [];
    const result = await rebuild(lines, true);
    expect(result.changed, lines.join('\n')).toBe(true);
    const written = s3.writes().slice(before);
    expect(written).toContain(key(detail(fresh)));
    expect(written).toContain(key('sitemap.xml'));
    expect(written).not.toContain(key(detail(approved)));
    expect(written.length).toBeLessThan(100);
    // The new page goes up before the manifest, which is written last.
    expect(written.indexOf(key(detail(fresh)))).toBeLessThan(written.lastIndexOf(key('.deploy/manifest.json.gz')));
    expect(written.at(-1)).toBe(key('.deploy/manifest.json.gz'));
    expect((await s3.read(key(detail(fresh))))?.body.toString()).toContain('</html>');
    // The pages went live with their index (a delta): one release, its files as the bucket held the release
    // before and the changed ones read, the delta's among them; no search release follows.
    expect(written).toContain(key('pagefind/delta.json'));
    expect(written).toContain(key('pagefind/newest.json'));
    expect(written.filter((path) => path.includes('/pagefind/') && !path.includes('/pagefind/delta'))).toEqual([
      key('pagefind/newest.json'),
    ]);
    const plans = lines.filter(
      (line) => line.startsWith('deploy: ') && line.includes(` release `) && line.includes(' files ('),
    );
    expect(plans, lines.join('\n')).toHaveLength(1);
    expect(plans[0]).toContain(`the others as they were in release ${previous}`);
    // Its manifest was read ahead when the run started.
    expect(
      s3.calls.filter((call) => call.method === 'GET' && call.key === key('.deploy/manifest.json.gz')).length,
    ).toBe(manifestReads + 1);
    // What is on the bucket is the live release, every file compared with a listing of the bucket and a walk of the release.
    const check = await deployConfigured({
      deploy: settings().deploy,
      publishDir,
      releaseDir: join(publishDir, 'current'),
      log: () => {},
      overrides: { verifyTarget: true, dryRun: true },
    });
    expect(check.known).toBe('listing');
    expect(check.written.files).toBe(0);
    expect(check.deleted).toBe(0);
  }, 240_000);

  it("with a full index to follow (SEARCH_DELTA=off), the search release's deploy starts from the manifest the pages' deploy wrote", async () => {
    moderate(backend.api.store, FACTS.competition['Coding Contest'].pending[0]!, 'approve');
    const manifestReads = () =>
      s3.calls.filter((call) => call.method === 'GET' && call.key === key('.deploy/manifest.json.gz')).length;
    const reads = manifestReads();
    const lines: string[] = [];
    const result = await rebuild(lines, true, { searchDelta: false });
    expect(result.changed, lines.join('\n')).toBe(true);
    const plans = lines.filter(
      (line) => line.startsWith('deploy: ') && line.includes(` release `) && line.includes(' files ('),
    );
    expect(plans, lines.join('\n')).toHaveLength(2);
    // The search release is walked, its files' hashes known from the pages' deploy.
    expect(plans[1]).toContain('the others known without reading');
    // One manifest read, ahead, for both deploys.
    expect(manifestReads()).toBe(reads + 1);
    expect(await live()).toBe(result.release);
  }, 240_000);

  it('a run with nothing to publish makes one request to the bucket', async () => {
    const before = s3.calls.length;
    const lines: string[] = [];
    const result = await rebuild(lines);
    expect(result.changed).toBe(false);
    expect(s3.calls.slice(before), lines.join('\n')).toEqual([
      expect.objectContaining({ method: 'GET', key: key('.deploy/manifest.json.gz') }),
    ]);
  }, 120_000);

  it('a store that is down fails the run at its end, the local site live; the next run finishes the job', async () => {
    const another = FACTS.project.Industry.pending[0]!;
    const page = `projects/industrydetails/${another}/index.html`;
    moderate(backend.api.store, another, 'approve');
    s3.setDead(true);
    const lines: string[] = [];
    let error: unknown;
    try {
      error = await rebuild(lines).catch((caught: unknown) => caught);
    } finally {
      s3.setDead(false);
    }
    expect(error, lines.join('\n')).toBeInstanceOf(RebuildError);
    const id = await live();
    expect((error as Error).message).toMatch(
      new RegExp(`^publish: deploy failed \\(.+\\); releases/${id} was published here, and the next run tries again$`),
    );
    expect((await s3.list()).has(key(page))).toBe(false);

    const next: string[] = [];
    const result = await rebuild(next);
    expect(result.changed, next.join('\n')).toBe(false);
    expect((await s3.list()).has(key(page)), next.join('\n')).toBe(true);
  }, 300_000);

  it('a rollback sends the older release back: only the difference', async () => {
    const before = s3.writes().length;
    const lines: string[] = [];
    const [, to] = await runRollback({
      publishDir,
      log: (line) => lines.push(line),
      afterPublish: [deployStep(settings(), SITE)!],
    });
    expect(await live()).toBe(to);
    const written = s3.writes().slice(before);
    expect(written.length, lines.join('\n')).toBeGreaterThan(0);
    expect(written.length).toBeLessThan(100);
    expect(written.at(-1)).toBe(key('.deploy/manifest.json.gz'));
    expect(s3.deletes()).toContain(key(`projects/industrydetails/${FACTS.project.Industry.pending[0]}/index.html`));
  }, 240_000);
});
