/**
 * Benchmark (not a test): seeding 10,000 approved entries (target < 30 s) and
 * the answer time of a 2,000-entry approved list over HTTP (target < 200 ms).
 * Run: node scripts/demo-api/bench.ts
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { IdCounter } from './seed/common.ts';
import { buildExtras } from './seed/extras.ts';
import { SEED_LISTS } from './seed/lists.ts';
import { seed } from './seed.ts';
import { startDemoApi } from './server.ts';
import { DemoStore } from './store.ts';

const SEED_ENTRIES = 10_000;
const LIST_ENTRIES = 2_000;
const REQUESTS = 25;

const dir = mkdtempSync(join(tmpdir(), 'demo-api-bench-'));
const rows: [string, string, string][] = [];

try {
  // 1. Seeding into a database file, as `npm run demo-api -- seed --entries 10000` does.
  const seedStore = new DemoStore(join(dir, 'seed.sqlite'));
  const seeded = seed(seedStore, { entries: SEED_ENTRIES });
  seedStore.close();
  rows.push([
    `seed ${SEED_ENTRIES.toLocaleString('en')} extra entries (+${seeded.base} demo), file db`,
    `${(seeded.ms / 1000).toFixed(2)} s`,
    '< 30 s',
  ]);

  // 2. One approved list holding 2,000 entries, read over HTTP.
  const api = await startDemoApi({
    port: 0,
    dbPath: join(dir, 'list.sqlite'),
    uploadsDir: join(dir, 'uploads'),
    quiet: true,
  });
  const industry = SEED_LISTS.find((list) => list.area === 'project' && list.category === 'Industry');
  if (!industry) throw new Error('no Industry list in the seed');
  const ids = new IdCounter();
  ids.counters.set('PRJ', 500_000);
  const existing = api.store.count({ area: 'project', status: 'approved', category: 'Industry' });
  api.store.bulkInsert(buildExtras(ids, LIST_ENTRIES - existing, [industry]));

  const url = `${api.url}/api/project-nominations/approved/industry`;
  const fetchList = async () => {
    const started = performance.now();
    const response = await fetch(url, { headers: { 'Content-Type': 'application/json' } });
    const body = (await response.json()) as { data: unknown[] };
    return {
      ms: performance.now() - started,
      count: body.data.length,
      bytes: Number(response.headers.get('content-length')),
    };
  };
  await fetchList();
  await fetchList();
  const times: number[] = [];
  let last = { count: 0, bytes: 0 };
  for (let i = 0; i < REQUESTS; i++) {
    const result = await fetchList();
    times.push(result.ms);
    last = result;
  }
  await api.close();
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)] ?? 0;
  const label = `GET approved/industry, ${last.count} entries, ${(last.bytes / 1024).toFixed(0)} KiB (${REQUESTS} requests)`;
  rows.push([`${label}: min`, `${(times[0] ?? 0).toFixed(1)} ms`, '']);
  rows.push([`${label}: median`, `${median.toFixed(1)} ms`, '< 200 ms']);
  rows.push([`${label}: max`, `${(times.at(-1) ?? 0).toFixed(1)} ms`, '']);
} finally {
  rmSync(dir, { recursive: true, force: true });
}

const widths = [0, 1, 2].map((i) =>
  Math.max(...rows.map((row) => row[i]?.length ?? 0), ['measure', 'result', 'target'][i]?.length ?? 0),
);
const line = (cells: string[]) =>
  cells
    .map((cell, i) => cell.padEnd(widths[i] ?? 0))
    .join('  ')
    .trimEnd();
console.log(line(['measure', 'result', 'target']));
console.log(line(widths.map((w) => '-'.repeat(w))));
for (const row of rows) console.log(line(row));
