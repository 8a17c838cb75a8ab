/**
 * `npm test`: every check, stopping at the first stage that fails. First the static checks, side by side
 * (format check, lint, knip, type check: a few seconds to a minute or so each, and they need no build); then
 * the unit and contract tests (vitest); then the end-to-end tests in real Chromium (Playwright, which builds the
 * site once against the demo backend). Each step's wall time is printed.
 */
import { spawn, spawnSync } from 'node:child_process';
import { ensureChromium } from './ensure-chromium.ts';
import { readSettings } from './settings.ts';

interface Step {
  title: string;
  command: string;
  args: string[];
}

const bin = (name: string) => `node_modules/.bin/${name}`;
const npmRun = (script: string): Pick<Step, 'command' | 'args'> => ({
  command: 'npm',
  args: ['run', '--silent', script],
});

const staticChecks: Step[] = [
  { title: 'Format check (prettier)', ...npmRun('format:check') },
  { title: 'Lint (eslint)', ...npmRun('lint') },
  { title: 'Unused files, exports and dependencies (knip)', ...npmRun('knip') },
  { title: 'Type check (astro check)', command: bin('astro'), args: ['check'] },
];
const tests: Step[] = [
  { title: 'Unit and contract tests', command: bin('vitest'), args: ['run'] },
  { title: 'End-to-end tests', command: bin('playwright'), args: ['test', ...process.argv.slice(2)] },
];

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

/** Runs one step with its output collected; resolves with whether it passed, once it has printed it. */
function runCollected(step: Step): Promise<boolean> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(step.command, step.args, { stdio: ['ignore', 'pipe', 'pipe'] });
    const output: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
    const done = (passed: boolean, note = '') => {
      console.log(`\n=== ${step.title}: ${passed ? 'passed' : 'FAILED'} in ${seconds(started)} ===`);
      const text = Buffer.concat(output).toString().trimEnd();
      if (text) console.log(text);
      if (note) console.error(note);
      resolve(passed);
    };
    child.on('error', (error) => done(false, error.message));
    child.on('close', (code) => done(code === 0));
  });
}

const started = performance.now();
try {
  console.log(`Chromium: ${ensureChromium(readSettings().chromiumPath)}`);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

// Side by side: on two cores they finish sooner together than one after another.
const results = await Promise.all(staticChecks.map(runCollected));
const failed = staticChecks.filter((_, index) => !results[index]).map((step) => step.title);
if (failed.length > 0) {
  console.error(`\nFailed: ${failed.join(', ')}.`);
  process.exit(1);
}

for (const step of tests) {
  const stepStarted = performance.now();
  console.log(`\n=== ${step.title} ===`);
  const result = spawnSync(step.command, step.args, { stdio: 'inherit' });
  console.log(`=== ${step.title}: ${result.status === 0 ? 'passed' : 'FAILED'} in ${seconds(stepStarted)} ===`);
  if (result.status !== 0) process.exit(result.status ?? 1);
}
console.log(`\nAll checks passed in ${seconds(started)}.`);
