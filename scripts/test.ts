/**
 * `npm test`: every check, in order, stopping at the first failure: type check
 * (astro check), unit and contract tests (vitest), end-to-end tests in real
 * Chromium (Playwright, which builds the site once against the demo backend).
 */
import { spawnSync } from 'node:child_process';
import { ensureChromium } from './ensure-chromium.ts';

const bin = (name: string) => `node_modules/.bin/${name}`;

const steps: Array<{ title: string; command: string; args: string[]; env?: Record<string, string> }> = [
  { title: 'Type check', command: bin('astro'), args: ['check'] },
  { title: 'Unit and contract tests', command: bin('vitest'), args: ['run'] },
  { title: 'End-to-end tests', command: bin('playwright'), args: ['test', ...process.argv.slice(2)] },
];

const started = performance.now();
try {
  console.log(`Chromium: ${ensureChromium()}`);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
for (const step of steps) {
  console.log(`\n=== ${step.title} ===`);
  const result = spawnSync(step.command, step.args, { stdio: 'inherit', env: { ...process.env, ...step.env } });
  if (result.status !== 0) {
    console.error(`\n${step.title} failed.`);
    process.exit(result.status ?? 1);
  }
}
console.log(`\nAll checks passed in ${((performance.now() - started) / 1000).toFixed(0)} s.`);
