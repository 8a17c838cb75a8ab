/**
 * The framework's floor on this machine: a throwaway Astro project (in a temp
 * directory, using this project's node_modules) that builds N trivial pages
 * from an in-memory array. Nothing but Astro itself costs time in it.
 */
import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PROJECT_ROOT } from '../lib/astro-build.ts';

/** The floor project's one route, with `count` pages. */
const page = (count: number) => `---
export function getStaticPaths() {
  const count = ${count};
  return Array.from({ length: count }, (_, i) => ({
    params: { id: \`entry-\${i + 1}\` },
    props: { n: i + 1, title: \`Entry number \${i + 1}\`, text: 'A short description of one entry of the floor benchmark.' },
  }));
}
const { n, title, text } = Astro.props;
---
<html lang="en">
  <head><meta charset="utf-8" /><title>{title}</title></head>
  <body><h1>{title}</h1><p>{text}</p><a href="/">Home</a> <span>{n}</span></body>
</html>
`;

export interface FloorResult {
  ms: number;
  output: string;
}

/** Builds the floor project with `pages` pages; the project is removed afterwards. */
export async function buildFloor(pages: number): Promise<FloorResult> {
  const dir = await mkdtemp(join(tmpdir(), 'astro-floor-'));
  try {
    await mkdir(join(dir, 'src', 'pages', 'entries'), { recursive: true });
    await symlink(join(PROJECT_ROOT, 'node_modules'), join(dir, 'node_modules'), 'dir');
    await writeFile(join(dir, 'package.json'), JSON.stringify({ name: 'astro-floor', private: true, type: 'module' }));
    await writeFile(
      join(dir, 'astro.config.mjs'),
      "import { defineConfig } from 'astro/config';\nexport default defineConfig({});\n",
    );
    await writeFile(
      join(dir, 'src', 'pages', 'index.astro'),
      '<html lang="en"><head><title>Floor</title></head><body>Floor</body></html>\n',
    );
    await writeFile(join(dir, 'src', 'pages', 'entries', '[id].astro'), page(pages));
    const started = performance.now();
    const output = await new Promise<string>((resolve, reject) => {
      const child = spawn(process.execPath, [join(PROJECT_ROOT, 'node_modules/astro/bin/astro.mjs'), 'build'], {
        cwd: dir,
        env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let text = '';
      child.stdout.on('data', (chunk) => (text += chunk));
      child.stderr.on('data', (chunk) => (text += chunk));
      child.on('error', reject);
      child.on('close', (code) =>
        code === 0 ? resolve(text) : reject(new Error(`floor build exited with ${code}:\n${text.slice(-3000)}`)),
      );
    });
    return { ms: performance.now() - started, output };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
