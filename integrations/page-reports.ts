/**
 * What the build reports while Astro renders: a progress line every 5 s
 * (`rendering 4210/10592 pages (39%), 212/s, about 30 s left`: Astro's own line
 * per page is kept out of the rebuild's log), and, for a rebuild, batches of
 * the pages written to disk by now, which it reads while Astro renders the rest
 * (scripts/rebuild/written-pages.ts). The paths Astro lists are the total; each
 * page it renders is one more done.
 */
import type { AstroPrerenderer } from 'astro';
import { formatSeconds } from '#lib/text.ts';
import { RENDERING_LINE, WRITTEN_PAGES } from './build-lines.ts';

const INTERVAL_MS = 5000;

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
    const left = rate > 0 ? `, about ${formatSeconds((total - done) / rate)} left` : '';
    return `${RENDERING_LINE}${done}/${total} pages (${total ? Math.floor((100 * done) / total) : 100}%), ${rate < 10 ? rate.toFixed(1) : Math.round(rate)}/s${left}`;
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
export function withWrittenPages(
  base: AstroPrerenderer,
  report: (line: string) => void,
  batch = 250,
  lag = 16,
): AstroPrerenderer {
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
