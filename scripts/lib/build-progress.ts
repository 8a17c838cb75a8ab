/**
 * Progress while Astro renders pages, and the wait for the rebuild's data.
 * A full build at 10,000 entries renders for most of a minute, and Astro's own
 * output (a line per page) is kept out of the rebuild's log. This integration
 * wraps Astro's prerenderer: the paths it lists are the total, each page it
 * renders is one more done; every 5 s it logs
 * `rendering 4210/10592 pages (39%), 212/s, about 30 s left`.
 * scripts/lib/build-site.ts hands those lines to its caller (the rebuild prints
 * them as `build: rendering …`); a bare `astro build` shows them among its own.
 * Before listing the pages it waits for SNAPSHOT_FILE, when that is set and
 * not there yet: a rebuild starts its build before it has the data
 * (scripts/rebuild/standby.ts).
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration, AstroPrerenderer } from 'astro';
import { snapshotReady } from '#features/catalog/snapshot-file.ts';
import { withDetailWriter } from './detail-pages.ts';
import { formatDuration } from './images/step.ts';

/** The tag of the integration's lines in Astro's output. */
export const BUILD_PROGRESS_TAG = '[build-progress] ';

const INTERVAL_MS = 5000;

/**
 * Set to "1" by a rebuild: the build also lists the pages it has written, in
 * lines starting with {@link WRITTEN_PAGES}, so the rebuild reads them for its
 * verify while Astro renders the rest (scripts/rebuild/written-pages.ts).
 */
export const REPORT_WRITTEN_PAGES = 'REPORT_WRITTEN_PAGES';

/** The start of a line listing pages on disk by now: a JSON array of their URL paths. */
export const WRITTEN_PAGES = 'written ';

/** Logged when a build is ready but its snapshot is not there yet (scripts/rebuild/standby.ts). */
export const WAITING_FOR_SNAPSHOT = 'waiting for the snapshot';

/**
 * `base`, listing its pages only once the rebuild's snapshot file exists. A
 * rebuild may start its build before it has fetched the data (or before the
 * next rebuild is even asked for): Astro's start, Vite's bundles and the
 * prerender bundle's loading are done by then, and nothing has read the data.
 */
export function afterSnapshot(base: AstroPrerenderer, report: (line: string) => void): AstroPrerenderer {
  return {
    ...base,
    getStaticPaths: async () => {
      const file = process.env.SNAPSHOT_FILE;
      if (file && !existsSync(file)) {
        report(WAITING_FOR_SNAPSHOT);
        await snapshotReady();
      }
      return base.getStaticPaths();
    },
  };
}

/** `base`, reporting a progress line at most every `intervalMs` while it renders. */
export function withRenderProgress(
  base: AstroPrerenderer,
  report: (line: string) => void,
  intervalMs = INTERVAL_MS,
  now: () => number = () => performance.now(),
): AstroPrerenderer {
  let total = 0;
  let done = 0;
  let begun = 0;
  let last = 0;
  const line = () => {
    const seconds = (now() - begun) / 1000;
    const rate = seconds > 0 ? done / seconds : 0;
    const left = rate > 0 ? `, about ${formatDuration((total - done) / rate)} left` : '';
    return `rendering ${done}/${total} pages (${total ? Math.floor((100 * done) / total) : 100}%), ${rate < 10 ? rate.toFixed(1) : Math.round(rate)}/s${left}`;
  };
  const wrapped: AstroPrerenderer = {
    name: base.name,
    setup: base.setup && (() => base.setup!()),
    getStaticPaths: async () => {
      const paths = await base.getStaticPaths();
      total = paths.length;
      begun = last = now();
      return paths;
    },
    render: async (request, options) => {
      const response = await base.render(request, options);
      done++;
      if (now() - last >= intervalMs && done < total) {
        last = now();
        report(line());
      }
      return response;
    },
    teardown: base.teardown && (() => base.teardown!()),
  };
  if (base.collectStaticImages) wrapped.collectStaticImages = () => base.collectStaticImages!();
  return wrapped;
}

/**
 * `base`, reporting batches of pages written to disk by now. Astro writes a
 * page after rendering it, `build.concurrency` pages at a time: a page counts
 * as written only once `lag` more have been rendered since. The reader checks
 * each file is whole anyway (scripts/rebuild/written-pages.ts).
 */
export function withWrittenPages(base: AstroPrerenderer, report: (line: string) => void, batch = 250, lag = 16): AstroPrerenderer {
  const rendered: string[] = [];
  let sent = 0;
  return {
    ...base,
    render: async (request, options) => {
      const response = await base.render(request, options);
      rendered.push(new URL(request.url).pathname);
      const upTo = rendered.length - lag;
      if (upTo - sent >= batch) {
        report(`${WRITTEN_PAGES}${JSON.stringify(rendered.slice(sent, upTo))}`);
        sent = upTo;
      }
      return response;
    },
  };
}

/**
 * Joins what is written to `stream` into one write at most every `flushMs` (or
 * 64 KB), where it is a pipe (a rebuild, a test run), not a terminal. Astro
 * writes two lines for every page it renders, and a write to a pipe is a
 * system call on the thread that renders: 0.8 s of a full build at 10,000
 * entries. What is pending is written before the process exits.
 */
export function batchPipedWrites(stream: NodeJS.WriteStream = process.stdout, flushMs = 100): void {
  if (stream.isTTY || (stream as { batched?: boolean }).batched) return;
  (stream as { batched?: boolean }).batched = true;
  const write = stream.write.bind(stream) as (chunk: unknown, ...rest: unknown[]) => boolean;
  let pending: string[] = [];
  let size = 0;
  let timer: NodeJS.Timeout | undefined;
  const flush = () => {
    if (timer) clearTimeout(timer);
    timer = undefined;
    if (pending.length === 0) return;
    const text = pending.join('');
    pending = [];
    size = 0;
    write(text);
  };
  stream.write = ((chunk: unknown, ...rest: unknown[]) => {
    // Anything but plain text (bytes, an encoding, a callback) goes out at once, after what is pending.
    if (typeof chunk !== 'string' || rest.length > 0) {
      flush();
      return write(chunk, ...rest);
    }
    pending.push(chunk);
    size += chunk.length;
    if (size >= 64 * 1024) flush();
    else timer ??= setTimeout(flush, flushMs).unref();
    return true;
  }) as typeof stream.write;
  process.on('exit', flush);
}

export function buildProgress(): AstroIntegration {
  let outDir: string | undefined;
  return {
    name: 'build-progress',
    hooks: {
      'astro:config:done': ({ config }) => {
        outDir = config.build.format === 'directory' ? fileURLToPath(config.outDir) : undefined;
      },
      'astro:build:start': ({ setPrerenderer, logger }) => {
        batchPipedWrites();
        const report = (line: string) => logger.info(line);
        setPrerenderer((base) => {
          const progress = withRenderProgress(afterSnapshot(withDetailWriter(base, report, { outDir }), report), report);
          return process.env[REPORT_WRITTEN_PAGES] === '1' ? withWrittenPages(progress, report) : progress;
        });
      },
    },
  };
}
