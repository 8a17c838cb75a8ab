/**
 * `npm run deploy` (issue 51): the command as an operator runs it, in a process
 * of its own, configured only by the environment: to a folder (what rsync of
 * PUBLISH_DIR/current did) and to an S3-compatible store, where the AWS SDK
 * reads AWS_ENDPOINT_URL_S3, AWS_REGION and the keys itself and the bucket is
 * addressed path-style. Also the CDN purge hook, as a URL and as a command.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, stat, symlink, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deployRelease } from '#scripts/deploy/deploy.ts';
import { folderTarget } from '#scripts/deploy/folder-target.ts';
import { purgeHookOf } from '#scripts/deploy/purge.ts';
import { s3Target } from '#scripts/deploy/s3-target.ts';
import { currentRelease, readRecord } from '#scripts/rebuild/releases.ts';
import { approval, firstRelease, nextRelease, writeRelease } from './support/deploy-releases.ts';
import { startS3 } from './support/s3-server.ts';

const ROOT = resolve(import.meta.dirname, '../..');
/** A test here starts up to four Node processes that load the AWS SDK: seconds each on a busy machine. */
const PROCESSES = { timeout: 90_000 };
let dir: string;
let publishDir: string;
let first: string;
let second: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'wof-deploy-cli-'));
  publishDir = join(dir, 'site');
  first = await writeRelease(join(publishDir, 'releases/2026-01-01T00-00-00-000Z'), firstRelease());
  const { changes, removed } = approval();
  second = await nextRelease(first, join(publishDir, 'releases/2026-01-01T00-05-00-000Z'), changes, [
    ...removed,
    'projects/p-2/index.html',
  ]);
  await symlink('releases/2026-01-01T00-00-00-000Z', join(publishDir, 'current'));
  await writeFile(
    `${first}.json`,
    JSON.stringify({ id: '2026-01-01T00-00-00-000Z', pages: 5, snapshot: { hash: 'first' } }),
  );
});
afterAll(() => rm(dir, { recursive: true, force: true }));

/** Runs `npm run deploy -- …args` with PUBLISH_DIR and `env` (no other DEPLOY_ or AWS_ variable); its exit code and output. */
function deployCommand(args: string[], env: Record<string, string>): Promise<{ code: number | null; out: string }> {
  const clean = Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^(DEPLOY_|AWS_)/.test(name)));
  const child = spawn(process.execPath, ['scripts/deploy/cli.ts', ...args], {
    cwd: ROOT,
    env: { ...clean, PUBLISH_DIR: publishDir, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
  return new Promise((done) => child.on('close', (code) => done({ code, out })));
}

/** Every file under `folder`: relative path → bytes. */
async function treeOf(folder: string, leaveOut = '.deploy/'): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  for (const entry of await readdir(folder, { withFileTypes: true, recursive: true })) {
    const path = relative(folder, join(entry.parentPath, entry.name));
    if (entry.isFile() && !path.startsWith(leaveOut))
      files.set(path, (await readFile(join(folder, path))).toString('base64'));
  }
  return files;
}

describe('to a folder', PROCESSES, () => {
  it('mirrors PUBLISH_DIR/current, then changes only the changed files and removes what left, empty folders too', async () => {
    const www = join(dir, 'www');
    const full = await deployCommand([], { DEPLOY_TARGET: www });
    expect(full.code, full.out).toBe(0);
    expect(full.out).toMatch(
      /^\[deploy\] .*www: release 2026-01-01T00-00-00-000Z, 22 files .*listed: it has no manifest/m,
    );
    // A folder is the release as it is, `_headers` and siblings included, for the web server in front.
    expect(await treeOf(www)).toEqual(await treeOf(first));
    const untouched = await stat(join(www, 'about/index.html'));

    const next = await deployCommand([second], { DEPLOY_TARGET: www });
    expect(next.code, next.out).toBe(0);
    expect(next.out).toMatch(
      /writing 16 \(.*\); deleting 2, 2 kept for the grace period \(compared with its manifest\)/,
    );
    const expected = await treeOf(second);
    for (const kept of ['pagefind/pagefind.en_m1.pf_meta', 'pagefind/index/en_i1.pf_index'])
      expected.set(kept, (await readFile(join(first, kept))).toString('base64'));
    expect(await treeOf(www)).toEqual(expected);
    expect((await stat(join(www, 'about/index.html'))).mtimeMs).toBe(untouched.mtimeMs);
    await expect(stat(join(www, 'projects/p-2'))).rejects.toThrow(/ENOENT/);

    const again = await deployCommand([second], { DEPLOY_TARGET: www });
    expect(again.out).toMatch(/0 written \(0 KB\), 0 deleted \(0 KB\), 2 kept for the grace period; 1 requests/);
  });

  it('stops before writing when too many files would leave, and says how to go on; --dry-run writes nothing', async () => {
    const www = join(dir, 'www-limit');
    expect((await deployCommand([], { DEPLOY_TARGET: www })).code).toBe(0);
    const few = await writeRelease(join(dir, 'few'), { 'index.html': '<p>hello</p>' });
    const before = await treeOf(www, '');
    const refused = await deployCommand([few], { DEPLOY_TARGET: www, DEPLOY_MAX_DELETES: '10' });
    expect(refused.code).toBe(1);
    expect(refused.out).toMatch(
      /\[deploy\] failed: plan: 12 files on the target are not in this release .* more than the 10 a deploy may delete; nothing was written or deleted\. .*--max-deletes 12/,
    );
    const dry = await deployCommand([few, '--dry-run', '--max-deletes', '12'], { DEPLOY_TARGET: www });
    expect(dry.code, dry.out).toBe(0);
    expect(dry.out).toMatch(/dry run, nothing written/);
    expect(await treeOf(www, '')).toEqual(before);
    const allowed = await deployCommand([few, '--max-deletes', '12'], { DEPLOY_TARGET: www, DEPLOY_GRACE: '0' });
    expect(allowed.code, allowed.out).toBe(0);
    expect([...(await treeOf(www)).keys()]).toEqual(['index.html']);
  });

  it('refuses a bad setting or usage with exit code 2', async () => {
    const none = await deployCommand([], {});
    expect(none.code).toBe(2);
    expect(none.out).toMatch(/DEPLOY_TARGET is not set/);
    const ssh = await deployCommand([], { DEPLOY_TARGET: 'deploy@static.example.edu:/srv/site' });
    expect(ssh.code).toBe(2);
    expect(ssh.out).toMatch(
      /DEPLOY_TARGET="deploy@static\.example\.edu:\/srv\/site": expected s3:\/\/bucket\/prefix or a folder \(an SSH destination is deployed by rsync/,
    );
    const nothing = await deployCommand([], { DEPLOY_TARGET: join(dir, 'x'), PUBLISH_DIR: join(dir, 'empty') });
    expect(nothing.code).toBe(2);
    expect(nothing.out).toContain(
      `deploy: ${join(dir, 'empty', 'current')} is not a folder: nothing is published in ${join(dir, 'empty')} yet (npm run rebuild first), or name a release folder`,
    );
    const limit = await deployCommand(['--max-deletes', 'lots'], { DEPLOY_TARGET: join(dir, 'x') });
    expect(limit.code).toBe(2);
    expect(limit.out).toMatch(/--max-deletes: expected a whole number, not lots/);
  });
});

describe('to an S3-compatible store', PROCESSES, () => {
  it('reads the endpoint, region and keys the AWS way, addresses the bucket path-style, and restores the state on a fresh machine', async () => {
    const s3 = await startS3('wof-site');
    try {
      const env = {
        DEPLOY_TARGET: 's3://wof-site/www',
        AWS_ENDPOINT_URL_S3: s3.client.endpoint as string,
        AWS_REGION: 'us-east-1',
        AWS_ACCESS_KEY_ID: 'S3RVER',
        AWS_SECRET_ACCESS_KEY: 'S3RVER',
      };
      const run = await deployCommand([], env);
      expect(run.code, run.out).toBe(0);
      expect(run.out).toMatch(/s3:\/\/wof-site\/www: 20 written/);
      expect(run.out).toMatch(
        /the target cannot keep Content-Security-Policy, X-Content-Type-Options, Referrer-Policy, X-Frame-Options with its files/,
      );
      expect((await s3.read('www/about/index.html'))?.body.toString()).toBe(firstRelease()['about/index.html']);
      expect(s3.calls.every((call) => call.key === '' || call.key.startsWith('www/'))).toBe(true);

      const fresh = join(dir, 'fresh');
      const restored = await deployCommand(['--restore-state'], { ...env, PUBLISH_DIR: fresh });
      expect(restored.code, restored.out).toBe(0);
      expect(restored.out).toContain(
        `[deploy] s3://wof-site/www serves release 2026-01-01T00-00-00-000Z: 1 release records restored into ${fresh}, current → it`,
      );
      expect(await currentRelease(fresh)).toBe('2026-01-01T00-00-00-000Z');
      expect(await readRecord(fresh, '2026-01-01T00-00-00-000Z')).toMatchObject({ snapshot: { hash: 'first' } });
    } finally {
      await s3.close();
    }
  });
});

describe('the CDN purge hook', () => {
  it('gets the changed and removed pages in every form, feeds and the search entries and lists, after they are up, never an asset or /*', async () => {
    const s3 = await startS3();
    const received: Array<{ body: unknown; auth?: string; p3There: boolean }> = [];
    const hook = createServer((req, res) => {
      let text = '';
      req.on('data', (chunk: Buffer) => (text += chunk.toString()));
      req.on('end', async () => {
        received.push({
          body: JSON.parse(text),
          auth: req.headers.authorization,
          p3There: !!(await s3.read('projects/p-3/index.html')),
        });
        res.writeHead(204).end();
      });
    });
    await new Promise<void>((done) => hook.listen(0, '127.0.0.1', done));
    const target = () => s3Target({ bucket: s3.bucket, prefix: '', pathStyle: true, client: s3.client });
    try {
      const url = `http://127.0.0.1:${(hook.address() as AddressInfo).port}/purge`;
      const purge = purgeHookOf(url, { token: 'secret-token', siteUrl: 'https://wall.example.edu' });
      const options = { graceMs: 60_000, maxDeletes: 256, purge };
      await deployRelease({ ...options, releaseDir: first, target: target() });
      received.length = 0;
      const report = await deployRelease({ ...options, releaseDir: second, target: target() });
      const paths = [
        '/',
        '/index.html',
        '/pagefind/delta.json',
        '/pagefind/delta/pagefind-entry.json',
        '/pagefind/pagefind-entry.json',
        '/pagefind/part-1/pagefind-entry.json',
        '/projects/p-2',
        '/projects/p-2/',
        '/projects/p-2/index.html',
        '/projects/p-3',
        '/projects/p-3/',
        '/projects/p-3/index.html',
        '/rss.xml',
        '/sitemap.xml',
      ];
      expect(received).toEqual([
        {
          body: {
            release: '2026-01-01T00-05-00-000Z',
            paths,
            urls: paths.map((path) => `https://wall.example.edu${path}`),
          },
          auth: 'Bearer secret-token',
          p3There: true,
        },
      ]);
      expect(report.purged).toBe(paths.length);

      const file = join(dir, 'purged.txt');
      const command = purgeHookOf(`cat > '${file}'; echo "$DEPLOY_RELEASE" >> '${file}'`);
      await deployRelease({ ...options, purge: command, releaseDir: first, target: target() });
      const lines = (await readFile(file, 'utf8')).trim().split('\n');
      expect(lines.at(-1)).toBe('2026-01-01T00-00-00-000Z');
      expect(lines).toContain('/projects/p-2/');
      expect(lines).not.toContain('/*');
      expect(
        lines.some((line) => line.startsWith('/_astro/') || line.startsWith('/_img/') || line.includes('.pf_')),
      ).toBe(false);

      const failing = purgeHookOf('echo "no such distribution" >&2; exit 3');
      await expect(deployRelease({ ...options, purge: failing, releaseDir: second, target: target() })).rejects.toThrow(
        /^purge: the purge command exited with 3: no such distribution$/,
      );
      // The manifest was not written: the next run writes and purges the same paths again.
      received.length = 0;
      const retried = await deployRelease({ ...options, releaseDir: second, target: target() });
      // The approval's assets were still there from the grace period; its pages, feeds, search entries and delta.json
      // are written again.
      expect(retried.written.files).toBe(8);
      expect(received[0]?.body).toMatchObject({ paths });
    } finally {
      await new Promise<void>((done) => hook.close(() => done()));
      await s3.close();
    }
  });
});

describe('folder target, written whole', () => {
  it('never leaves a temporary file behind', async () => {
    const www = join(dir, 'www-whole');
    const target = folderTarget(www);
    await deployRelease({ releaseDir: first, target, graceMs: 0, maxDeletes: 256 });
    const names = (await readdir(www, { recursive: true })).map(String);
    expect(names.filter((name) => name.endsWith('.deploy-tmp'))).toEqual([]);
  });
});
