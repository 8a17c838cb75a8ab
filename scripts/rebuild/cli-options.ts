/** The command line of `npm run rebuild` (its environment: ../settings.ts). */
import { parseArgs } from 'node:util';
import {
  DEFAULT_MAX_SHRINK,
  DEFAULT_REBUILD_HOST,
  DEFAULT_REBUILD_PORT,
  DEFAULT_SITE_URL,
  durationMs,
} from '../settings.ts';

export const USAGE = `Usage: npm run rebuild [-- options]

  (no option)          fetch, compare, build, verify, publish once
  --force              publish even when the shrink guard refuses (or there is no baseline),
                       and build even when nothing changed; a forced release starts a new baseline.
                       It applies to one run: refused with --every or --serve (run it once on its
                       own, beside a running service if need be: the lock keeps their runs apart)
  --full               fetch every approved detail, not only those the lists show as new or changed
                       (catches edits inside a detail; the schedule of --every always does)
  --entries ID,ID      fetch these entries' details again (an edit the caller knows of)
  --max-shrink F       largest allowed drop in entries, in all, per area and per list, against the
                       largest of the last 5 releases, 0..1 (default REBUILD_MAX_SHRINK or ${DEFAULT_MAX_SHRINK})
  --require-baseline   refuse to publish when PUBLISH_DIR holds no release record to compare with
                       (for CI, where the records live in a cache that can be evicted); --force overrides
  --rollback           make the release before the live one live again
  --every D            keep rebuilding every D (e.g. 30s, 15m, 2h); the first run starts at once
  --serve              run the webhook: POST /rebuild with the REBUILD_SECRET triggers a rebuild
  --port N             webhook port (default REBUILD_PORT or ${DEFAULT_REBUILD_PORT})
  --verbose            also print what each phase did inside, and Astro's own output
  --help

Environment (README, "Configuration", lists every setting): PUBLIC_API_HOST (required),
SITE_URL (default ${DEFAULT_SITE_URL}), PUBLIC_IDENTITY_ME_URL, PUBLISH_DIR (default .site),
REBUILD_MAX_SHRINK, REBUILD_SECRET, REBUILD_PORT, REBUILD_HOST (webhook address, default
${DEFAULT_REBUILD_HOST}), REBUILD_ALLOW_UNBUILT (comma-separated internal paths that may point nowhere while
being written; default none), REBUILD_WATCH_CODE=off (compare data only, not the site's code),
INCREMENTAL=off (render every page, not only those whose key changed), REBUILD_STANDBY=off
(--every and --serve do not start the next run's build, nor its search index's reading, ahead).
A switch is on or off (1/0 and true/false mean the same).
Exit codes: 0 published or no changes, 1 failed (nothing published), 2 usage.`;

export class UsageError extends Error {}

/** `30s`, `15m`, `2h`, `1d`, `500ms` (a bare number is seconds) → milliseconds. */
export function parseDuration(text: string): number {
  if (!/^\s*\d+(?:\.\d+)?\s*(ms|s|m|h|d)?\s*$/i.test(text))
    throw new UsageError(`"${text}" is not a duration; use e.g. 30s, 15m or 2h`);
  const ms = durationMs(text);
  if (ms === undefined) throw new UsageError(`"${text}" is too short; the shortest interval is 1s`);
  return ms;
}

function parseFraction(text: string, name: string): number {
  const value = Number(text);
  if (text.trim() === '' || !Number.isFinite(value) || value < 0 || value > 1)
    throw new UsageError(`${name} must be a number from 0 to 1, got "${text}"`);
  return value;
}

function parsePort(text: string, name: string): number {
  const value = Number(text);
  if (!Number.isInteger(value) || value < 0 || value > 65535)
    throw new UsageError(`${name} must be a port number, got "${text}"`);
  return value;
}

export interface CliOptions {
  force: boolean;
  full: boolean;
  entries: string[];
  requireBaseline: boolean;
  maxShrink: number;
  rollback: boolean;
  everyMs?: number;
  serve: boolean;
  port: number;
  verbose: boolean;
  help: boolean;
}

/** The options `argv` gives; `defaults` are the settings' (REBUILD_MAX_SHRINK, REBUILD_PORT). */
export function parseCli(
  argv: string[],
  defaults: { maxShrink: number; port: number } = { maxShrink: DEFAULT_MAX_SHRINK, port: DEFAULT_REBUILD_PORT },
): CliOptions {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      options: {
        force: { type: 'boolean' },
        full: { type: 'boolean' },
        entries: { type: 'string' },
        'require-baseline': { type: 'boolean' },
        'max-shrink': { type: 'string' },
        rollback: { type: 'boolean' },
        every: { type: 'string' },
        serve: { type: 'boolean' },
        port: { type: 'string' },
        verbose: { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const { values } = parsed;
  const options: CliOptions = {
    force: values.force ?? false,
    full: values.full ?? false,
    entries: (values.entries ?? '')
      .split(',')
      .map((id) => id.trim())
      .filter(Boolean),
    requireBaseline: values['require-baseline'] ?? false,
    maxShrink:
      values['max-shrink'] !== undefined ? parseFraction(values['max-shrink'], '--max-shrink') : defaults.maxShrink,
    rollback: values.rollback ?? false,
    everyMs: values.every !== undefined ? parseDuration(values.every) : undefined,
    serve: values.serve ?? false,
    port: values.port !== undefined ? parsePort(values.port, '--port') : defaults.port,
    verbose: values.verbose ?? false,
    help: values.help ?? false,
  };
  if (options.rollback && (options.everyMs || options.serve || options.force || options.requireBaseline)) {
    throw new UsageError('--rollback runs alone (no --every, --serve, --force or --require-baseline)');
  }
  if (options.force && (options.everyMs || options.serve)) {
    throw new UsageError(
      `--force applies to one run, not to every run of ${options.everyMs ? '--every' : '--serve'}: run \`npm run rebuild -- --force\` once on its own, then the service without --force`,
    );
  }
  return options;
}
