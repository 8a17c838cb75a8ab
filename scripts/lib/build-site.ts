/**
 * Runs `astro build` in a child process with the backend and site URLs it
 * needs, then writes the search index. The index is written here, after the
 * build's process has exited, rather than in the build's last hook (as a bare
 * `astro build` does): the two would otherwise hold their memory at once.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { BUILD_PROGRESS_TAG } from './build-progress.ts';
import { buildSearchIndex, SEARCH_INDEX_DEFERRED, searchIndexLine } from './search-index.ts';

export const PROJECT_ROOT = fileURLToPath(new URL('../../', import.meta.url));
const ASTRO_BIN = fileURLToPath(new URL('../../node_modules/astro/bin/astro.mjs', import.meta.url));

/**
 * The build's V8 heap. With Node's default limit (about 4 GiB here) V8 let the
 * rendering pile up about 550 MB of dead pages and props before its first
 * full collection, which then left 150 MB alive (10,000 entries): the process
 * reached 0.98–1.06 GB and a full rebuild 1.6 GB with this one. With a 1 GiB
 * limit it collects sooner: 585–610 MB, in the same time.
 *
 * Its young generation: with that limit V8 lets its semi-spaces grow to 64 MB.
 * Up to 16 MB, in full rebuilds at 10,000 entries alternating with the default,
 * the process used 1.2–2.3 CPU-seconds less in each of three pairs (21.4–24.0
 * against 22.6–26.3) and peaked at 497–521 MB against 600–621 MB; up to 8 MB it was no
 * cheaper than the default.
 *
 * A flag that NODE_OPTIONS sets already is kept as it is.
 */
const BUILD_HEAP_FLAGS: ReadonlyArray<{ flag: string; name: RegExp }> = [
  { flag: '--max-old-space-size=1024', name: /--max[-_]old[-_]space[-_]size/ },
  { flag: '--max-semi-space-size=16', name: /--max[-_]semi[-_]space[-_]size/ },
];

/** Node's arguments for the build's process, given the NODE_OPTIONS it will run with. */
export function buildNodeArgs(nodeOptions = ''): string[] {
  return BUILD_HEAP_FLAGS.filter(({ name }) => !name.test(nodeOptions)).map(({ flag }) => flag);
}

export interface BuildOptions {
  outDir: string;
  apiHost: string;
  siteUrl?: string;
  identityMeUrl?: string;
  /** Astro's cache (content layer store); separate builds that may overlap need their own. */
  cacheDir?: string;
  /** Extra environment (e.g. loader concurrency). */
  env?: Record<string, string>;
  /** Print Astro's output as it comes (default: only on failure). */
  verbose?: boolean;
  /** Write the search index after the build (default true; the rebuild indexes after publishing the pages). */
  searchIndex?: boolean;
  /** The project to build (default: this one; tests build a copy with changed code). */
  root?: string;
  /** Stops the build (its process is killed; the result rejects). */
  signal?: AbortSignal;
  /** Called with each progress line of the build (`rendering done/total pages …`, see ./build-progress.ts). */
  progress?: (line: string) => void;
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

/** Builds the site into `outDir`, search index included; rejects with Astro's output when the build fails. */
export async function buildSite(options: BuildOptions): Promise<BuildResult> {
  const started = performance.now();
  const indexed = (options.env?.SEARCH_INDEX ?? process.env.SEARCH_INDEX) !== 'off';
  const built = await astroBuild({ ...options, env: { ...options.env, ...(indexed ? { SEARCH_INDEX: SEARCH_INDEX_DEFERRED } : {}) } });
  if (!indexed || options.searchIndex === false) return built;
  try {
    const index = await buildSearchIndex(options.outDir);
    const line = searchIndexLine(index);
    if (options.verbose) console.log(line);
    return { ms: performance.now() - started, output: `${built.output}${line}\n` };
  } catch (error) {
    throw new BuildError(`the search index failed: ${(error as Error).message}`, built.output);
  }
}

function astroBuild(options: BuildOptions): Promise<BuildResult> {
  const started = performance.now();
  const env: NodeJS.ProcessEnv = {
    // Vite's bundler (Rolldown) allocates with mimalloc, which by default keeps what it has freed: about 200 MB
    // of the bundling stayed resident through the whole render (at 10,000 entries, 880 → 670 MB at the peak of a
    // full build; a build kept waiting, 634 → 450 MiB). These hand it back at once; the environment may say otherwise.
    MIMALLOC_PURGE_DELAY: '0',
    MIMALLOC_ARENA_EAGER_COMMIT: '0',
    ...process.env,
    PUBLIC_API_HOST: options.apiHost,
    ...(options.siteUrl ? { SITE_URL: options.siteUrl } : {}),
    ...(options.identityMeUrl ? { PUBLIC_IDENTITY_ME_URL: options.identityMeUrl } : {}),
    ...(options.cacheDir ? { ASTRO_CACHE_DIR: options.cacheDir } : {}),
    ASTRO_TELEMETRY_DISABLED: '1',
    // Plain text logs, even when the parent (a test runner) forces colours.
    FORCE_COLOR: '0',
    NO_COLOR: '1',
    ...options.env,
  };
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...buildNodeArgs(env.NODE_OPTIONS), ASTRO_BIN, 'build', '--outDir', options.outDir], {
      cwd: options.root ?? PROJECT_ROOT,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    options.spawned?.(child);
    let output = '';
    let partialLine = '';
    const collect = (chunk: Buffer) => {
      const text = chunk.toString();
      output += text;
      if (options.verbose) process.stdout.write(chunk);
      if (!options.progress) return;
      const lines = (partialLine + text).split('\n');
      partialLine = lines.pop() ?? '';
      for (const line of lines) {
        const at = line.indexOf(BUILD_PROGRESS_TAG);
        if (at >= 0) options.progress(line.slice(at + BUILD_PROGRESS_TAG.length).trim());
      }
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.on('error', reject);
    const stop = () => child.kill('SIGTERM');
    options.signal?.addEventListener('abort', stop, { once: true });
    child.on('close', (code) => {
      options.signal?.removeEventListener('abort', stop);
      const ms = performance.now() - started;
      if (code === 0) resolve({ ms, output });
      else if (options.signal?.aborted) reject(new BuildError('astro build stopped', output));
      else reject(new BuildError(`astro build exited with code ${code}`, output));
    });
  });
}
