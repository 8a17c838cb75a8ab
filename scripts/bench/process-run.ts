/**
 * A one-shot rebuild as cron and CI run one for each approval: a fresh
 * `npm run rebuild` process, timed from its start, so the row pays what the
 * in-process runs leave out (npm and Node starting, loading the modules,
 * reading the settings and the live release, Astro's start).
 */
import { spawn } from 'node:child_process';
import { PROJECT_ROOT } from '../lib/astro-build.ts';

export interface ProcessRun {
  /** From the process's start until its pages were live (its `publish: live at` line); undefined when it published nothing. */
  liveMs?: number;
  /** From its start until it exited. */
  ms: number;
  /** Whether it published a release (its summary says `changed`). */
  changed: boolean;
  output: string;
}

/** Runs `npm run rebuild` with `env` over this process's environment (DEPLOY_TARGET left out); rejects when it fails. */
export function runRebuildProcess(env: Record<string, string>): Promise<ProcessRun> {
  const { DEPLOY_TARGET: _deploy, ...inherited } = process.env;
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', '--silent', 'rebuild'], {
      cwd: PROJECT_ROOT,
      env: { ...inherited, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    let liveMs: number | undefined;
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      output += chunk;
      if (liveMs === undefined && /publish: live at /.test(output)) liveMs = performance.now() - started;
    });
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => (output += chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      const ms = performance.now() - started;
      if (code !== 0) return reject(new Error(`npm run rebuild exited with ${code}:\n${output}`));
      resolve({ liveMs, ms, changed: /summary: changed/.test(output), output });
    });
  });
}
