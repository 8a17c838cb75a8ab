/**
 * `npm run bench [-- --entries 1000,10000]`: for each N, seeds the demo backend
 * (a file database in a temp directory, served by a process of its own) with N
 * extra approved entries and times, through the real rebuild: a full build, a
 * rebuild with no changes, and a rebuild after approving one entry; then a
 * bare Astro build of N trivial pages (the framework's floor here). Also the search index: the
 * indexing step's time and size, and the time from typing a query to results
 * painted in Chromium (median of 20 queries) on the full release. Prints a
 * table of times, pages per second, peak memory and the ratio to the floor,
 * the targets, and where the full build's time went. Not part of `npm test`.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { PROJECT_ROOT } from '../lib/build-site.ts';
import { siteSettings } from '../rebuild/config.ts';
import { runRebuild, type RebuildResult } from '../rebuild/rebuild.ts';
import { startBenchBackend } from './backend.ts';
import { buildFloor } from './floor.ts';
import { measureSearch, sampleQueries, type SearchFigures } from './search.ts';
import { sampleChildren } from './memory.ts';

interface Row {
  entries: number;
  step: string;
  ms: number;
  pages?: number;
  /** Peak total RSS of the build's processes, bytes. */
  peak?: number;
  /** CPU time (user + system), ms: of the build's processes on "of which" rows and the floor, else of the whole rebuild (this process too). */
  cpuMs?: number;
  floorMs?: number;
  floorCpuMs?: number;
}

const SITE_URL = 'http://localhost:4321';
const SEARCH_QUERIES = 20;

interface SearchRow {
  entries: number;
  indexMs: number;
  indexBytes: number;
  indexedPages: number;
  fullMs: number;
  search: SearchFigures;
}

/** The search index line the build logs: "search index: 10412 pages, 41234 KB, 3.1 s". */
function indexLine(output: string | undefined): { pages: number; bytes: number; ms: number } | undefined {
  const match = /search index: (\d+) pages, (\d+) KB, ([\d.]+) s/.exec(output ?? '');
  return match ? { pages: Number(match[1]), bytes: Number(match[2]) * 1024, ms: Number(match[3]) * 1000 } : undefined;
}
const log = (line: string) => console.log(`  ${line}`);
const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const gb = (bytes: number) => `${(bytes / 1024 ** 3).toFixed(2)} GB`;

interface Measured<T> {
  value: T;
  ms: number;
  peak: number;
  /** CPU time of the processes `work` started. */
  childCpuMs: number;
  /** CPU time of those and of this process. */
  cpuMs: number;
}

/** Runs `work` while sampling the memory and CPU of the processes it starts (not those in `leaveOut`). */
async function measured<T>(work: () => Promise<T>, leaveOut: number[] = []): Promise<Measured<T>> {
  const sampler = sampleChildren(200, leaveOut);
  const started = performance.now();
  try {
    const value = await work();
    const { totalRss, cpuMs, ownCpuMs } = sampler.stop();
    return { value, ms: performance.now() - started, peak: totalRss, childCpuMs: cpuMs, cpuMs: cpuMs + ownCpuMs };
  } catch (error) {
    sampler.stop();
    throw error;
  }
}

/** The lines of Astro's output that say where a build spent its time. */
function profile(output: string | undefined): string[] {
  if (!output) return [];
  return output
    .split('\n')
    .map((line) => line.replace(/\x1b\[[0-9;]*m/g, '').trim())
    .filter((line) => /Completed in|built in|Synced|entries \(|best:|page\(s\) built|Collecting build info|Building static entrypoints|generating static routes|Rearranging|Copying/i.test(line));
}

async function benchOne(entries: number, rows: Row[], profiles: Map<number, string[]>, searches: SearchRow[]): Promise<void> {
  const work = await mkdtemp(join(tmpdir(), `wof-bench-${entries}-`));
  // Inside the project: Astro builds outside it share `.astro/.prerender`.
  const publishDir = join(PROJECT_ROOT, '.site', '.bench', `n${entries}-${process.pid}`);
  const seeded = performance.now();
  const api = await startBenchBackend({
    dbPath: join(work, 'demo.sqlite'),
    uploadsDir: join(work, 'uploads'),
    siteUrl: SITE_URL,
    entries,
  });
  console.log(`\nN = ${entries}: demo backend seeded with ${api.count} nominations in ${s(performance.now() - seeded)}`);
  const settings = siteSettings();
  const rebuild = (force = false) =>
    measured(
      () => runRebuild({ publishDir, apiHost: api.url, siteUrl: SITE_URL, watchCode: false, allowUnbuilt: settings.allowUnbuilt, force, log }),
      [api.pid],
    );
  const phases = (r: RebuildResult) =>
    Object.entries(r.timings)
      .map(([phase, ms]) => `${phase} ${s(ms ?? 0)}`)
      .join(', ');
  try {
    const full = await rebuild();
    const r: RebuildResult = full.value;
    rows.push({ entries, step: 'full rebuild (fetch, build, index, verify, publish)', ms: full.ms, pages: r.pages, peak: full.peak, cpuMs: full.cpuMs });
    rows.push({ entries, step: '  of which astro build', ms: r.timings.build ?? 0, pages: r.pages, cpuMs: full.childCpuMs });
    profiles.set(entries, [`full rebuild: ${phases(r)}`, ...profile(r.buildOutput)]);
    const indexed = indexLine(r.buildOutput);
    if (indexed) {
      rows.push({ entries, step: '  of which search index (in the build)', ms: indexed.ms, pages: indexed.pages });
      const live = join(publishDir, 'current');
      log(`search: timing ${SEARCH_QUERIES} queries in Chromium…`);
      const search = await measureSearch(live, await sampleQueries(live, SEARCH_QUERIES));
      searches.push({ entries, indexMs: indexed.ms, indexBytes: indexed.bytes, indexedPages: indexed.pages, fullMs: full.ms, search });
    }

    const same = await rebuild();
    if (same.value.changed) throw new Error('the no-change rebuild built something');
    rows.push({ entries, step: 'rebuild, no changes', ms: same.ms, peak: same.peak, cpuMs: same.cpuMs });
    profiles.get(entries)!.push(`no-change rebuild: ${phases(same.value)}`);

    await api.approveOne();
    const one = await rebuild();
    if (!one.value.changed) throw new Error('the rebuild after an approval did not build');
    rows.push({ entries, step: 'rebuild after approving one entry', ms: one.ms, pages: one.value.pages, peak: one.peak, cpuMs: one.cpuMs });
    rows.push({ entries, step: '  of which astro build', ms: one.value.timings.build ?? 0, pages: one.value.pages, cpuMs: one.childCpuMs });
    profiles.get(entries)!.push(`one-approval rebuild: ${phases(one.value)}`, ...profile(one.value.buildOutput).map((line) => `  ${line}`));
  } finally {
    await api.close();
    await rm(publishDir, { recursive: true, force: true });
    await rm(work, { recursive: true, force: true });
  }

  console.log(`  floor: bare Astro build of ${entries} trivial pages…`);
  const floor = await measured(() => buildFloor(entries));
  rows.push({ entries, step: `floor: bare Astro, ${entries} trivial pages`, ms: floor.ms, pages: entries + 1, peak: floor.peak, cpuMs: floor.childCpuMs });
  for (const row of rows) {
    if (row.entries !== entries) continue;
    row.floorMs = floor.ms;
    row.floorCpuMs = floor.childCpuMs;
  }
}

function table(rows: Row[]): string {
  const header = ['N', 'step', 'time', 'pages', 'pages/s', 'peak RSS', 'vs floor', 'CPU', 'CPU vs floor'];
  const body = rows.map((row) => [
    row.entries.toLocaleString('en-US'),
    row.step,
    s(row.ms),
    row.pages?.toLocaleString('en-US') ?? '',
    row.pages ? Math.round(row.pages / (row.ms / 1000)).toLocaleString('en-US') : '',
    row.peak ? gb(row.peak) : '',
    row.floorMs ? `${(row.ms / row.floorMs).toFixed(2)}x` : '',
    row.cpuMs ? s(row.cpuMs) : '',
    row.cpuMs && row.floorCpuMs ? `${(row.cpuMs / row.floorCpuMs).toFixed(2)}x` : '',
  ]);
  const lines = [header, header.map(() => '---'), ...body];
  return lines.map((cells) => `| ${cells.join(' | ')} |`).join('\n');
}

async function main(): Promise<void> {
  const { values } = parseArgs({ args: process.argv.slice(2), options: { entries: { type: 'string' } } });
  const sizes = (values.entries ?? '1000,10000').split(',').map((n) => Number(n.trim()));
  if (sizes.some((n) => !Number.isInteger(n) || n < 1)) throw new Error('--entries takes whole numbers, e.g. --entries 1000,10000');
  const load = () => loadavg().map((n) => n.toFixed(1)).join(' ');
  console.log(`Benchmark on ${cpus().length} CPU(s) (${cpus()[0]?.model ?? 'unknown'}), ${gb(totalmem())} memory, Node ${process.version}`);
  console.log(`Load average at the start: ${load()} (other work on the machine slows every row alike)`);

  const rows: Row[] = [];
  const profiles = new Map<number, string[]>();
  const searches: SearchRow[] = [];
  for (const n of sizes) await benchOne(n, rows, profiles, searches);

  console.log(`\nLoad average at the end: ${load()}\n\n${table(rows)}\n`);
  const largest = sizes[sizes.length - 1]!;
  const at = (step: string) => rows.find((row) => row.entries === largest && row.step.startsWith(step));
  const full = at('full rebuild');
  const build = at('  of which astro build'); // The first one: the full build's.
  const same = at('rebuild, no changes');
  const one = at('rebuild after approving');
  const floor = at('floor');
  if (full && build && same && one && floor) {
    const peak = Math.max(...rows.filter((row) => row.entries === largest).map((row) => row.peak ?? 0));
    const check = (ok: boolean) => (ok ? 'met' : 'NOT met');
    const pct = (part: Row, whole: Row) => `${((part.ms / whole.ms) * 100).toFixed(1)}%`;
    const times = (row: Row) => `${(row.ms / floor.ms).toFixed(2)}x`;
    const cpuTimes = (row: Row) => (row.cpuMs && floor.cpuMs ? ` (CPU ${(row.cpuMs / floor.cpuMs).toFixed(2)}x)` : '');
    console.log(`Targets at N = ${largest.toLocaleString('en-US')} (wall time; ratios within this run):`);
    console.log(`  one-approval rebuild at most 25% of the full rebuild: ${s(one.ms)}, ${pct(one, full)} — ${check(one.ms <= 0.25 * full.ms)}`);
    console.log(`  full astro build at most 1.3x the floor: ${times(build)}${cpuTimes(build)} — ${check(build.ms <= 1.3 * floor.ms)}`);
    console.log(`  whole full rebuild at most 1.8x the floor: ${times(full)}${cpuTimes(full)} — ${check(full.ms <= 1.8 * floor.ms)}`);
    console.log(`  no-change rebuild at most 5% of the full rebuild: ${s(same.ms)}, ${pct(same, full)} — ${check(same.ms <= 0.05 * full.ms)}`);
    console.log(`  peak memory at most 1.5 GB: ${gb(peak)} — ${check(peak <= 1.5 * 1024 ** 3)}`);
  }
  for (const row of searches) {
    const check = (ok: boolean) => (ok ? 'met' : 'NOT met');
    const share = row.indexMs / row.fullMs;
    const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
    console.log(`\nSearch at N = ${row.entries.toLocaleString('en-US')} (${row.indexedPages.toLocaleString('en-US')} pages indexed, index ${kb(row.indexBytes)}):`);
    console.log(`  indexing adds at most 15% to the full rebuild: ${s(row.indexMs)}, ${(share * 100).toFixed(1)}% — ${check(share <= 0.15)}`);
    console.log(
      `  results within 300 ms of typing (median of ${row.search.timings.length}): ${row.search.medianMs.toFixed(0)} ms ` +
        `(min ${Math.min(...row.search.timings).toFixed(0)}, max ${Math.max(...row.search.timings).toFixed(0)}) — ${check(row.search.medianMs <= 300)}`,
    );
    console.log(`  at most 100 KB of JavaScript (gzip) before the first query: ${kb(row.search.jsGzip)} — ${check(row.search.jsGzip <= 100 * 1024)}`);
  }
  for (const [n, lines] of profiles) {
    console.log(`\nWhere the full build's time went at N = ${n.toLocaleString('en-US')}:`);
    for (const line of lines) console.log(`  ${line}`);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
