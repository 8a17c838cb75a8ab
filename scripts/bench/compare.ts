/**
 * `node scripts/bench/compare.ts <other checkout> [--entries 10000] [--runs 3] [--approvals]`:
 * what a change saves, measured. One demo backend seeded with N entries (in a
 * process of its own, as the bench's), then, run after run, a full rebuild of
 * this checkout and of the other one (each its own `npm run rebuild`, into a
 * new publish folder, every picture cached after the first run), alternating,
 * so both meet the same machine; with `--approvals`, one entry approved after
 * them, and a one-shot rebuild of each. Prints each run's phases and the medians:
 * the pages live, the whole run, the build phase. The other checkout
 * is a copy of this project with a trick taken out (a worktree of a commit, its
 * own node_modules).
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { PROJECT_ROOT } from '../lib/astro-build.ts';
import { startBenchBackend } from './backend.ts';

interface Run {
  liveS: number;
  wholeS: number;
  buildS: number;
}

/** One `npm run rebuild` of `root`'s code; its summary and phase lines read back. */
function rebuildOf(root: string, env: Record<string, string>, args: string[]): Promise<Run & { lines: string[] }> {
  return new Promise((done, fail) => {
    const child = spawn(join(root, 'node_modules/.bin/node'), [join(root, 'scripts/rebuild/cli.ts'), ...args], {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', fail);
    child.on('close', (code) => {
      if (code !== 0) return fail(new Error(`rebuild of ${root} exited ${code}:\n${output.slice(-3000)}`));
      const lines = output
        .split('\n')
        .filter((line) => /\] (fetch|pictures|build|share|verify|publish|search|summary):/.test(line));
      const number = (pattern: RegExp) => Number(pattern.exec(output)?.[1] ?? NaN);
      done({
        lines,
        liveS: number(/live in ([\d.]+) s/),
        wholeS: number(/summary: changed.*, ([\d.]+) s$/m),
        buildS: number(/build: releases\/\S+ in ([\d.]+) s/),
      });
    });
  });
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      entries: { type: 'string', default: '10000' },
      runs: { type: 'string', default: '3' },
      approvals: { type: 'boolean', default: false },
    },
  });
  const other = positionals[0];
  if (!other) throw new Error('name the other checkout: node scripts/bench/compare.ts <dir>');
  const roots = { this: PROJECT_ROOT, other: resolve(other) };
  const work = await mkdtemp(join(tmpdir(), 'wof-compare-'));
  const api = await startBenchBackend({
    dbPath: join(work, 'demo.sqlite'),
    uploadsDir: join(work, 'uploads'),
    siteUrl: 'http://localhost:4321',
    entries: Number(values.entries),
    photos: 0,
  });
  const results: Record<keyof typeof roots, { full: Run[]; approval: Run[] }> = {
    this: { full: [], approval: [] },
    other: { full: [], approval: [] },
  };
  try {
    const names = ['this', 'other'] as const;
    for (let run = 0; run < Number(values.runs); run++) {
      const envOf = (name: string) => ({
        PUBLIC_API_HOST: api.url,
        PUBLISH_DIR: join(work, `${name}-${run}`),
        IMAGE_CACHE_DIR: join(work, 'image-cache'),
        REBUILD_WATCH_CODE: 'off',
      });
      for (const name of names) {
        const full = await rebuildOf(roots[name], envOf(name), []);
        results[name].full.push(full);
        console.log(
          `${name} full #${run + 1}: live ${full.liveS} s, whole ${full.wholeS} s, build ${full.buildS} s\n  ${full.lines.join('\n  ')}`,
        );
      }
      if (!values.approvals) continue;
      await api.approveOne();
      for (const name of names) {
        const approval = await rebuildOf(roots[name], envOf(name), []);
        results[name].approval.push(approval);
        console.log(
          `${name} approval #${run + 1}: live ${approval.liveS} s, whole ${approval.wholeS} s\n  ${approval.lines.join('\n  ')}`,
        );
      }
      for (const name of names) await rm(join(work, `${name}-${run}`), { recursive: true, force: true });
    }
  } finally {
    await api.close();
    await rm(work, { recursive: true, force: true });
  }
  for (const kind of ['full', 'approval'] as const) {
    if (results.this[kind].length === 0) continue;
    console.log(`\n${kind} rebuilds at ${values.entries} entries, medians of ${values.runs}:`);
    for (const name of ['this', 'other'] as const) {
      const runs = results[name][kind];
      console.log(
        `  ${name.padEnd(5)} pages live ${median(runs.map((r) => r.liveS))} s, whole ${median(runs.map((r) => r.wholeS))} s, build ${median(runs.map((r) => r.buildS))} s  (${roots[name]})`,
      );
    }
  }
}

await main();
