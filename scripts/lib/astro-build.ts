/**
 * Runs `astro build` in a child process, handing it its build plan (one file,
 * #features/catalog/build-plan.ts) and the backend and site URLs Astro's
 * configuration reads; the build's own lines (integrations/build-lines.ts) go
 * to the caller as they come.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { BUILD_PLAN_VARIABLE, type BuildPlanInput } from '#features/catalog/build-plan.ts';
import { BUILD_LINE_TAG } from '#integrations/build-lines.ts';

export const PROJECT_ROOT = fileURLToPath(new URL('../../', import.meta.url));
const ASTRO_BIN = fileURLToPath(new URL('../../node_modules/astro/bin/astro.mjs', import.meta.url));

/**
 * The build's V8 heap. With Node's default limit (about 4 GiB here) V8 let the
 * rendering pile up about 550 MB of dead pages and props before its first
 * full collection, which then left 150 MB alive (10,000 entries): the process
 * reached 0.98–1.06 GB and the rebuild with it 1.48–1.58 GiB. With a 1 GiB
 * limit it collects sooner: 585–610 MB, in the same time (ca588e8). The build
 * holds every record, so the limit grows with the site ({@link buildHeapMb}).
 *
 * Its young generation: with that limit V8 lets its semi-spaces grow to 64 MB.
 * Up to 16 MB, in full rebuilds at 10,000 entries alternating with the default,
 * the process used 1.2–2.3 CPU-seconds less in each of three pairs (21.4–24.0
 * against 22.6–26.3) and peaked at 497–521 MB against 600–621 MB; up to 8 MB
 * was no cheaper (bce8777).
 *
 * A flag that NODE_OPTIONS sets already is kept as it is.
 */
const OLD_SPACE = /--max[-_]old[-_]space[-_]size/;

const BUILD_HEAP_FLAGS = (heapMb: number): ReadonlyArray<{ flag: string; name: RegExp }> => [
  { flag: `--max-old-space-size=${heapMb}`, name: OLD_SPACE },
  { flag: '--max-semi-space-size=16', name: /--max[-_]semi[-_]space[-_]size/ },
];

/**
 * Entries a build's records and pages fit in per GiB of heap. At 100,000 entries the build ran out of
 * a 1 GiB heap while it took its records; with room it peaked at 1.58 GB resident.
 */
export const ENTRIES_PER_GIB = 30_000;

/**
 * The build's heap limit for a snapshot of `entries` (MB): a GiB for each `perGib` entries
 * (BUILD_ENTRIES_PER_GIB; records larger than the demo's need fewer), at least one. Whole GiB: a
 * build kept waiting for the next run serves it until the site crosses a step (its settings, the
 * heap included, must match the run's).
 */
export function buildHeapMb(entries = 0, perGib = ENTRIES_PER_GIB): number {
  return 1024 * Math.max(1, Math.ceil(entries / perGib));
}

/** Whether NODE_OPTIONS (this process's, which the build's inherits) sets the heap limit itself: the build's `heapMb` then does nothing. */
export const heapSetByNodeOptions = (nodeOptions = process.env.NODE_OPTIONS ?? '') => OLD_SPACE.test(nodeOptions);

/**
 * A build kept waiting for the next run lets its heap grow to twice what a full collection leaves before the
 * next one. After the wait V8 let it grow by a tenth: at 100,000 entries the run then marked the whole heap
 * again (507 MB at 552 MB, 0.6 s of a 5 s build); grown by half, it did so later (0.2–0.35 s); by twice, not at
 * all (builds of 3.9–4.2 s against 4.4–5.4 s). Astro's process then peaked at 1.05 GB at 100,000 entries and
 * 0.39 GB at 10,000. A build started with its run never waits long.
 */
const WAITING_HEAP_FLAG = { flag: '--heap-growing-percent=100', name: /--heap[-_]growing[-_]percent/ };

/**
 * Node's arguments for the build's process (a heap of `heapMb`; `keptWaiting`, a build kept waiting for the next
 * run), given the NODE_OPTIONS it will run with.
 */
export function buildNodeArgs(nodeOptions = '', heapMb = buildHeapMb(), keptWaiting = false): string[] {
  return [...BUILD_HEAP_FLAGS(heapMb), ...(keptWaiting ? [WAITING_HEAP_FLAG] : [])]
    .filter(({ name }) => !name.test(nodeOptions))
    .map(({ flag }) => flag);
}

export interface BuildOptions {
  outDir: string;
  /** What the build reads and writes besides its pages, and where its plan is written (the build reads it from there). */
  plan: BuildPlanInput;
  planFile: string;
  apiHost: string;
  siteUrl?: string;
  identityMeUrl?: string;
  /** Astro's cache; separate builds that may overlap need their own. */
  cacheDir?: string;
  /** Extra environment. */
  env?: Record<string, string>;
  /** The process's heap limit, MB (default: {@link buildHeapMb} of no entries). */
  heapMb?: number;
  /** Kept waiting for the next run, as a service's next build is (see {@link buildNodeArgs}). */
  keptWaiting?: boolean;
  /** Print Astro's output as it comes (default: only on failure). */
  verbose?: boolean;
  /** The project to build (default: this one; tests build a copy with changed code). */
  root?: string;
  /** Stops the build (its process is killed; the result rejects). */
  signal?: AbortSignal;
  /** Called with each progress line of the build (`rendering done/total pages …`, integrations/page-reports.ts). */
  progress?: (line: string) => void;
  /** Called with each other line of Astro's output, as it comes (the rebuild's `--verbose`). */
  echo?: (line: string) => void;
  /** Called with Astro's process once it is spawned (a build kept waiting for the next rebuild must not keep this process alive). */
  spawned?: (child: ChildProcess) => void;
}

export interface BuildResult {
  ms: number;
  output: string;
}

export class BuildError extends Error {
  readonly output: string;
  constructor(message: string, output: string) {
    super(message);
    this.name = 'BuildError';
    this.output = output;
  }
}

/** The environment of Astro's build process: ours, with the build's backend, site, plan and plain output. */
function buildEnvironment(options: BuildOptions): NodeJS.ProcessEnv {
  return {
    // Vite's bundler (Rolldown) allocates with mimalloc, which by default keeps what it has freed: about 200 MB
    // of the bundling stayed resident through the whole render (at 10,000 entries, 880 → 670 MB at the peak of a
    // full build; a build kept waiting, 634 → 450 MiB; 8e06670). These hand it back at once; the environment may
    // say otherwise.
    MIMALLOC_PURGE_DELAY: '0',
    MIMALLOC_ARENA_EAGER_COMMIT: '0',
    ...process.env,
    PUBLIC_API_HOST: options.apiHost,
    ...(options.siteUrl ? { SITE_URL: options.siteUrl } : {}),
    ...(options.identityMeUrl ? { PUBLIC_IDENTITY_ME_URL: options.identityMeUrl } : {}),
    [BUILD_PLAN_VARIABLE]: options.planFile,
    ASTRO_TELEMETRY_DISABLED: '1',
    // Plain text logs, even when the parent (a test runner) forces colours.
    FORCE_COLOR: '0',
    NO_COLOR: '1',
    ...options.env,
  };
}

/** Runs `astro build` into `options.outDir`; rejects with Astro's output when the build fails. */
export async function astroBuild(options: BuildOptions): Promise<BuildResult> {
  const started = performance.now();
  await writeFile(
    options.planFile,
    JSON.stringify({ ...options.plan, ...(options.cacheDir ? { cacheDir: options.cacheDir } : {}) }),
  );
  const env = buildEnvironment(options);
  return await new Promise((resolve, reject) => {
    // --expose-gc: a build waiting for its records gives back what Vite's bundles left (integrations/release-memory.ts).
    const child = spawn(
      process.execPath,
      [
        ...buildNodeArgs(env.NODE_OPTIONS, options.heapMb, options.keptWaiting),
        '--expose-gc',
        ASTRO_BIN,
        'build',
        '--outDir',
        options.outDir,
      ],
      {
        cwd: options.root ?? PROJECT_ROOT,
        env,
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    options.spawned?.(child);
    let output = '';
    let partialLine = '';
    const collect = (chunk: Buffer) => {
      const text = chunk.toString();
      output += text;
      if (options.verbose) process.stdout.write(chunk);
      if (!options.progress && !options.echo) return;
      const lines = (partialLine + text).split('\n');
      partialLine = lines.pop() ?? '';
      for (const line of lines) {
        const at = line.indexOf(BUILD_LINE_TAG);
        if (at >= 0) options.progress?.(line.slice(at + BUILD_LINE_TAG.length).trim());
        else if (line.trim()) options.echo?.(line);
      }
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.on('error', reject);
    const stop = () => child.kill('SIGTERM');
    // Stopped while its plan was written: it ends as soon as it is spawned.
    if (options.signal?.aborted) stop();
    else options.signal?.addEventListener('abort', stop, { once: true });
    child.on('close', (code) => {
      options.signal?.removeEventListener('abort', stop);
      const ms = performance.now() - started;
      if (code === 0) resolve({ ms, output });
      else if (options.signal?.aborted) reject(new BuildError('astro build stopped', output));
      else reject(new BuildError(`astro build exited with code ${code}`, output));
    });
  });
}
