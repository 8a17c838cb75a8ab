/**
 * Progress while Astro renders pages. A full build at 10,000 entries renders
 * for most of a minute, and Astro's own output (a line per page) is kept out
 * of the rebuild's log. This integration wraps Astro's prerenderer: the paths
 * it lists are the total, each page it renders is one more done; every 5 s
 * it logs `rendering 4210/10592 pages (39%), 212/s, about 30 s left`. scripts/lib/build-site.ts hands those lines to its caller (the
 * rebuild prints them as `build: rendering …`); a bare `astro build` shows them
 * among its own.
 */
import type { AstroIntegration, AstroPrerenderer } from 'astro';
import { formatDuration } from './images/step.ts';

/** The tag of the integration's lines in Astro's output. */
export const BUILD_PROGRESS_TAG = '[build-progress] ';

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

export function buildProgress(): AstroIntegration {
  return {
    name: 'build-progress',
    hooks: {
      'astro:build:start': ({ setPrerenderer, logger }) => {
        setPrerenderer((base) => withRenderProgress(base, (line) => logger.info(line)));
      },
    },
  };
}
