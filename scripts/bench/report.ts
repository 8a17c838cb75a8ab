/**
 * What `npm run bench` prints of its rows (./cli.ts makes them): the table of
 * every row, the same rows side by side at each size with the growth factor
 * from the size before, and the budgets of issue 52 at 10,000 and 100,000
 * entries, each said met or not.
 */
import type { PeakPart } from './memory.ts';
import type { SearchFigures } from './search.ts';

export interface Row {
  entries: number;
  step: string;
  ms: number;
  pages?: number;
  /** Peak total RSS of the build's processes (Astro, Pagefind), bytes. */
  peak?: number;
  /** With the rebuild's own process (the bench's), which `peak` leaves out. */
  peakWithOwn?: number;
  peakParts?: PeakPart[];
  /** CPU time (user + system), ms: of the build's processes on "of which" rows and the floor, else of the whole rebuild (this process too). */
  cpuMs?: number;
  floorMs?: number;
  floorCpuMs?: number;
}

export interface SearchRow {
  entries: number;
  indexMs: number;
  indexBytes: number;
  indexedPages: number;
  fullMs: number;
  search: SearchFigures;
}

export const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
// Binary gigabytes, as the budgets of issue 20 were set from this script's figures (which said "GB" until 26 November).
export const gb = (bytes: number) => `${(bytes / 1024 ** 3).toFixed(2)} GiB`;
const count = (n: number) => n.toLocaleString('en-US');
const markdown = (lines: string[][]) => lines.map((cells) => `| ${cells.join(' | ')} |`).join('\n');

export function table(rows: Row[]): string {
  const header = ['N', 'step', 'time', 'pages', 'pages/s', 'peak RSS', 'with own', 'vs floor', 'CPU', 'CPU vs floor'];
  const body = rows.map((row) => [
    count(row.entries),
    row.step,
    s(row.ms),
    row.pages ? count(row.pages) : '',
    row.pages ? count(Math.round(row.pages / (row.ms / 1000))) : '',
    row.peak ? gb(row.peak) : '',
    row.peakWithOwn ? gb(row.peakWithOwn) : '',
    row.floorMs ? `${(row.ms / row.floorMs).toFixed(2)}x` : '',
    row.cpuMs ? s(row.cpuMs) : '',
    row.cpuMs && row.floorCpuMs ? `${(row.cpuMs / row.floorCpuMs).toFixed(2)}x` : '',
  ]);
  return markdown([header, header.map(() => '---'), ...body]);
}

/** A row's step without what names its size (the floor's page count and samples): the same step at every size. */
const stepOf = (row: Row) => row.step.replace(/ \(median of [^)]*\)/, '').replace(/\d[\d,]*/g, 'N');

/**
 * Each step's time (and peak with the rebuild's own process) at each size, with the factor from the size
 * before: 10x the entries and about 10x the time is linear; more is what grows worse.
 */
export function growthTable(rows: Row[], sizes: readonly number[]): string {
  const steps = [...new Set(rows.map(stepOf))];
  const header = ['step', ...sizes.map((n) => `N = ${count(n)}`)];
  const body = steps.map((step) => {
    let before: Row | undefined;
    const cells = sizes.map((n, index) => {
      const row = rows.find((candidate) => candidate.entries === n && stepOf(candidate) === step);
      const previous = before;
      before = row;
      if (!row) return '';
      const memory = row.peakWithOwn ? `, ${gb(row.peakWithOwn)}` : '';
      const growth =
        previous && index > 0 && previous.ms > 0
          ? ` (x${(row.ms / previous.ms).toFixed(1)} for x${(n / sizes[index - 1]!).toFixed(0)} entries)`
          : '';
      return `${s(row.ms)}${memory}${growth}`;
    });
    return [step, ...cells];
  });
  return markdown([header, header.map(() => '---'), ...body]);
}

/** Issue 52's budgets: at 10,000 entries, and at 100,000. */
const BUDGETS = {
  10_000: { live: 5, oneShot: 10, noChangeOneShot: 2, searchable: 5, noChange: 1, memoryGb: 1, searchMs: 100 },
  100_000: { live: 10, oneShot: 20, noChangeOneShot: 3, searchable: 10, noChange: 2, memoryGb: 3, searchMs: 150 },
} as const;

/** The budget lines at `entries` (none at a size the issue sets no budget for). */
export function budgetLines(rows: Row[], searches: SearchRow[], entries: number): string[] {
  const budget = BUDGETS[entries as keyof typeof BUDGETS];
  if (!budget) return [];
  const here = rows.filter((row) => row.entries === entries);
  const at = (step: string) => here.find((row) => row.step.startsWith(step));
  const check = (ok: boolean) => (ok ? 'met' : 'NOT met');
  const lines: string[] = [];
  const within = (what: string, step: string, seconds: number) => {
    const row = at(step);
    if (row) lines.push(`${what} at most ${seconds} s: ${s(row.ms)} — ${check(row.ms <= seconds * 1000)}`);
  };
  within(
    'approval to live, the next build waiting (the webhook of a running service),',
    'approval to live (',
    budget.live,
  );
  within(
    'approval to live, a fresh npm run rebuild process from its start,',
    'approval to live, a fresh',
    budget.oneShot,
  );
  within('no changes, a fresh npm run rebuild process from its start,', 'no changes, a fresh', budget.noChangeOneShot);
  within('approval to searchable (the webhook of a running service)', 'approval to searchable (', budget.searchable);
  within('no-change rebuild', 'rebuild, no changes', budget.noChange);
  const floor = at('floor');
  for (const step of [
    'full rebuild, every picture cached: pages live',
    'full rebuild, every picture cached: searchable',
  ]) {
    const row = at(step);
    if (row && floor)
      lines.push(
        `${step}, at most 2x the floor (${s(floor.ms)}): ${(row.ms / floor.ms).toFixed(2)}x — ${check(row.ms <= 2 * floor.ms)}`,
      );
  }
  const highest = here.reduce<Row | undefined>(
    (top, row) => ((row.peakWithOwn ?? 0) > (top?.peakWithOwn ?? 0) ? row : top),
    undefined,
  );
  const parts = (row: Row) =>
    (row.peakParts ?? [])
      .filter((part) => part.rss >= 10 * 1024 ** 2)
      .map((part) => `${part.name} ${(part.rss / 1024 ** 3).toFixed(2)}`)
      .join(' + ');
  const memoryBudget = budget.memoryGb * 1e9;
  if (highest?.peakWithOwn) {
    const bytes = highest.peakWithOwn;
    lines.push(
      `peak memory with the rebuild's own at most ${budget.memoryGb} GB: ${(bytes / 1e9).toFixed(2)} GB in "${highest.step}" (${parts(highest)} GiB) — ${check(bytes <= memoryBudget)}`,
    );
    // The other rows over it, each with its own parts: where the next saving has to come from.
    for (const row of here)
      if (row !== highest && (row.peakWithOwn ?? 0) > memoryBudget)
        lines.push(`  also over: ${(row.peakWithOwn! / 1e9).toFixed(2)} GB in "${row.step}" (${parts(row)} GiB)`);
  }
  const search = searches.find((row) => row.entries === entries);
  if (search)
    lines.push(
      `/search, typing to painted results (median of ${search.search.timings.length}) at most ${budget.searchMs} ms: ${search.search.medianMs.toFixed(0)} ms — ${check(search.search.medianMs <= budget.searchMs)}`,
    );
  lines.push("the top bar's first search on a cold page: not timed here (node scripts/bench/instant-search.ts)");
  return lines;
}
