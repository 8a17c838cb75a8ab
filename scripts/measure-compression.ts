/**
 * `node scripts/measure-compression.ts [page.html]`: time to first byte of one
 * HTML page from the bundled static server, over a kept-alive local
 * connection, when it is compressed on its first request, when the kept
 * result answers, when a sibling on disk answers, and sent as it is. Default
 * page: the largest `.html` of PUBLISH_DIR/current (else dist/). Each "first
 * request" is a copy of the page with one byte changed at its end (so a new
 * content, a new ETag, a new compression), the way a changed page in a new
 * release is.
 */
import { copyFile, mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { Agent, request } from 'node:http';
import { join, resolve } from 'node:path';
import { compressRelease } from './lib/compressed-siblings.ts';
import { ENCODINGS } from './lib/content-encoding.ts';
import { startStaticServer, type StaticServer } from './lib/static-server.ts';
import { readSettings } from './settings.ts';

const ROUNDS = 200;
const PROJECT_ROOT = resolve(import.meta.dirname, '..');

async function largestHtml(dir: string): Promise<string | undefined> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true }).catch(() => []);
  let best: { path: string; size: number } | undefined;
  for (const e of entries) {
    if (!e.isFile() || !e.name.endsWith('.html')) continue;
    const path = join(e.parentPath, e.name);
    const { size } = await stat(path);
    if (!best || size > best.size) best = { path, size };
  }
  return best?.path;
}

const source =
  process.argv[2] ??
  (await largestHtml(join(resolve(readSettings().publishDir), 'current'))) ??
  (await largestHtml(join(PROJECT_ROOT, 'dist')));
if (!source)
  throw new Error(
    'No page to measure: name one (node scripts/measure-compression.ts page.html), or build the site first.',
  );
const page = await readFile(source);

await mkdir(join(PROJECT_ROOT, '.tmp'), { recursive: true });
const work = await mkdtemp(join(PROJECT_ROOT, '.tmp', 'measure-compression-'));
const agent = new Agent({ keepAlive: true, maxSockets: 1 });

/** Milliseconds until the response's headers (the server sends them once the body is known), then the body is drained. */
function ttfb(
  site: StaticServer,
  path: string,
  encoding: string,
): Promise<{ ms: number; encoding: string | undefined; bytes: number }> {
  return new Promise((done, fail) => {
    const started = performance.now();
    const req = request(
      { host: '127.0.0.1', port: site.port, path, agent, headers: { 'Accept-Encoding': encoding } },
      (res) => {
        const ms = performance.now() - started;
        let bytes = 0;
        res.on('data', (chunk: Buffer) => (bytes += chunk.length));
        res.on('end', () => done({ ms, encoding: res.headers['content-encoding'], bytes }));
      },
    );
    req.on('error', fail);
    req.end();
  });
}

const summary = (label: string, times: number[], bytes: number) => {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!.toFixed(2);
  console.log(`${label.padEnd(34)} median ${at(0.5)} ms   p90 ${at(0.9)} ms   (${bytes} bytes sent)`);
};

try {
  // One release of copies, each a distinct content; another with siblings on disk.
  const fresh = join(work, 'fresh');
  await mkdir(fresh);
  for (let i = 0; i < ROUNDS; i++)
    await writeFile(join(fresh, `p${i}.html`), Buffer.concat([page, Buffer.from(`<!--${i}-->`)]));
  await writeFile(join(fresh, 'page.html'), page);
  const siblings = join(work, 'siblings');
  await mkdir(siblings);
  await copyFile(source, join(siblings, 'page.html'));
  await compressRelease(siblings);

  console.log(`${source}: ${page.length} bytes, ${ROUNDS} rounds, Node ${process.version}\n`);
  const site = await startStaticServer({ root: fresh, port: 0 });
  const onDisk = await startStaticServer({ root: siblings, port: 0 });
  try {
    // Warm-up: the connection, the ETag of page.html, lazy code paths.
    for (let i = 0; i < 20; i++) await ttfb(site, '/page.html', 'identity');
    for (let i = 0; i < 20; i++) await ttfb(onDisk, '/page.html', 'br');
    for (const { name } of ENCODINGS) {
      const first: number[] = [];
      const kept: number[] = [];
      const sibling: number[] = [];
      let sent = { first: 0, kept: 0, sibling: 0 };
      for (let i = 0; i < ROUNDS / 2; i++) {
        const path = `/p${name === 'br' ? i : ROUNDS / 2 + i}.html`;
        // The ETag first (a hash of the file, done once per file version in any case), so the first request measures compression.
        await ttfb(site, path, 'identity');
        const a = await ttfb(site, path, name);
        const b = await ttfb(site, path, name);
        const c = await ttfb(onDisk, '/page.html', name);
        if (a.encoding !== name || b.encoding !== name || c.encoding !== name)
          throw new Error(`expected ${name}, got ${a.encoding}/${b.encoding}/${c.encoding}`);
        first.push(a.ms);
        kept.push(b.ms);
        sibling.push(c.ms);
        sent = { first: a.bytes, kept: b.bytes, sibling: c.bytes };
      }
      summary(`${name}: compressed on first request`, first, sent.first);
      summary(`${name}: kept result`, kept, sent.kept);
      summary(`${name}: sibling on disk`, sibling, sent.sibling);
    }
    const identity: number[] = [];
    for (let i = 0; i < ROUNDS / 2; i++) identity.push((await ttfb(site, '/page.html', 'identity')).ms);
    summary('identity (the file as it is)', identity, page.length);
    const stats = site.compressionStats();
    console.log(
      `\ncache: ${stats.compressions} compressions, ${stats.hits} hits, ${stats.entries} entries, ${(stats.bytes / 1024).toFixed(0)} KB kept`,
    );
  } finally {
    await site.close();
    await onDisk.close();
  }
} finally {
  agent.destroy();
  await rm(work, { recursive: true, force: true });
}
