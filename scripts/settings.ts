/**
 * Every setting an operator may change, in this one module: read from the
 * environment, given its default and unit, and checked. A bad value stops the
 * command with a message naming the variable. README.md ("Configuration")
 * lists them all (tests/unit/settings-readme.test.ts holds the two to each
 * other); no other module of the product reads a setting from `process.env`
 * (the few that pass the environment on to a process they start are listed,
 * each with its reason, in that test). Commands read them once
 * (`readSettings()`) and hand them on as options; a default other modules need
 * is exported from here, so it is written once. The pages (src/, which never
 * imports scripts/) take what they need through Astro's `astro:env`, which
 * astro.config.mjs declares after reading these. The demo backend has its own
 * (./demo-api/settings.ts), read the same way.
 */
import * as v from 'valibot';
import { BUILD_PLAN_VARIABLE } from '#features/catalog/build-plan.ts';
import { ENTRIES_PER_GIB } from './lib/astro-build.ts';
import { limitsProblem, SERVER_LIMITS, WEBHOOK_LIMITS, type ServerLimits } from './lib/server-limits.ts';
import { parseTargetUrl, TARGET_EXPECTED } from './deploy/target-url.ts';

const UNITS: Record<string, number> = { ms: 1, s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 };

/** `30s`, `15m`, `2h`, `1d`, `500ms` (a bare number is seconds) → milliseconds, at least a second; undefined when it is not one. */
export function durationMs(text: string): number | undefined {
  const match = text.trim().match(/^(\d+(?:\.\d+)?)\s*(ms|s|m|h|d)?$/i);
  const ms = match ? Number(match[1]) * UNITS[(match[2] ?? 's').toLowerCase()]! : NaN;
  return ms >= 1000 ? ms : undefined;
}

export const given = v.pipe(v.string(), v.trim(), v.nonEmpty());
export const url = v.pipe(
  given,
  v.url('a URL (https://…)'),
  v.transform((text) => text.replace(/\/+$/, '')),
);
export const whole = (min: number, max?: number) => {
  const expected = max === undefined ? `a whole number of at least ${min}` : `a whole number from ${min} to ${max}`;
  return v.pipe(
    given,
    v.transform(Number),
    v.number(expected),
    v.integer(expected),
    v.minValue(min, expected),
    v.maxValue(max ?? Number.MAX_SAFE_INTEGER, expected),
  );
};
const fraction = v.pipe(
  given,
  v.transform(Number),
  v.number('a number from 0 to 1'),
  v.minValue(0, 'a number from 0 to 1'),
  v.maxValue(1, 'a number from 0 to 1'),
);
const duration = v.pipe(given, v.transform(durationMs), v.number('a duration such as 30s, 15m or 2h, at least 1s'));
const list = v.pipe(
  v.string(),
  v.transform((text) => text.split(/[\s,]+/).filter(Boolean)),
);
const SWITCH_VALUES: Record<string, boolean> = {
  on: true,
  off: false,
  '1': true,
  '0': false,
  true: true,
  false: false,
};
/** A switch: `on` or `off` (`1`/`0` and `true`/`false` mean the same; any other value stops the command). */
export const onOff = v.pipe(
  given,
  v.toLowerCase(),
  v.picklist(Object.keys(SWITCH_VALUES), 'on or off'),
  v.transform((text) => SWITCH_VALUES[text]!),
);
/** A variable that is no longer read: set, it stops the command naming the one that replaced it (no silent change of meaning). */
const replacedBy = (instead: string) => v.optional(v.never(`nothing: it is no longer read, set ${instead} instead`));
const deployTarget = v.pipe(
  given,
  v.check((text) => parseTargetUrl(text) !== undefined, TARGET_EXPECTED),
);
/** A duration, or `0` for none. */
const durationOrZero = v.pipe(
  given,
  v.transform((text) => (text === '0' ? 0 : durationMs(text))),
  v.number('0, or a duration such as 30m, 2h or 1d'),
);

/** The static server's port when PORT is not set. */
export const DEFAULT_PORT = 4321;
/** The site's origin when SITE_URL is not set (`npm start` uses its own port instead). */
export const DEFAULT_SITE_URL = `http://localhost:${DEFAULT_PORT}`;
export const DEFAULT_SIGN_IN_STATE = 'optional';
/** The rebuild webhook's port and address when REBUILD_PORT, REBUILD_HOST are not set. */
export const DEFAULT_REBUILD_PORT = 4322;
export const DEFAULT_REBUILD_HOST = '127.0.0.1';
/** The static server's cache of what it compressed on demand when COMPRESSION_CACHE_MB is not set. */
export const DEFAULT_COMPRESSION_CACHE_MB = 64;
/** The shrink guard when REBUILD_MAX_SHRINK is not set. */
export const DEFAULT_MAX_SHRINK = 0.2;
/** The build's reads of the backend (./rebuild/reliably.ts). */
export interface ReadSettings {
  /** Attempts per call (BUILD_FETCH_ATTEMPTS). */
  attempts: number;
  /** Calls in flight (BUILD_CONCURRENCY). */
  concurrency: number;
  /** Time for one attempt (BUILD_FETCH_TIMEOUT_MS). */
  timeoutMs: number;
}

/** The picture step's settings (./lib/images/settings.ts fills in what is not given). */
export interface PictureSettings {
  /** The picture cache (IMAGE_CACHE_DIR). */
  cacheDir?: string;
  /**
   * More places pictures may come from (IMAGE_ORIGINS): an origin, the whole of
   * it, or an origin with a path prefix. One naming the backend's own origin
   * narrows the backend to its paths.
   */
  extraOrigins?: string[];
  maxBytes?: number;
  maxPixels?: number;
  /** One download, body included, ms; a time-out is not tried again. */
  timeoutMs?: number;
  /** Attempts per download on network errors and 5xx. */
  attempts?: number;
  fetchConcurrency?: number;
  /** Memory all picture processes together may use, MB. */
  memoryMb?: number;
  /** Memory one picture's process may use, MB: over it, the picture is dropped. */
  processMemoryMb?: number;
  /** Time one picture's processing may take, ms: over it, the picture is dropped. */
  processTimeoutMs?: number;
  /** Time for the whole step, ms: a picture not ready by then is dropped (and tried again by the next build). */
  deadlineMs?: number;
  /** The longest a backend's `Cache-Control: max-age` is trusted, seconds: after it, the picture is asked for again. */
  maxAgeSeconds?: number;
}

/** The build's backend calls when BUILD_FETCH_ATTEMPTS, BUILD_CONCURRENCY, BUILD_FETCH_TIMEOUT_MS are not set. */
export const DEFAULT_READ_SETTINGS: ReadSettings = { attempts: 5, concurrency: 8, timeoutMs: 30_000 };
/** The picture step's fixed defaults (IMAGE_*; the memory ones depend on the machine: ./lib/images/settings.ts). */
export const IMAGE_DEFAULTS = {
  maxBytes: 25 * 1024 * 1024,
  maxPixels: 50_000_000,
  timeoutMs: 30_000,
  attempts: DEFAULT_READ_SETTINGS.attempts,
  fetchConcurrency: DEFAULT_READ_SETTINGS.concurrency,
  // Room for a whole decode at the pixel limit on a loaded machine.
  processTimeoutMs: 60_000,
  deadlineMs: 30 * 60_000,
  maxAgeSeconds: 24 * 60 * 60,
};

const ENV = v.object({
  PUBLIC_API_HOST: v.optional(url),
  SITE_URL: v.optional(url),
  PUBLIC_IDENTITY_ME_URL: v.optional(url),
  PUBLIC_SIGN_IN_STATE: v.optional(
    v.pipe(given, v.picklist(['optional', 'required'], '"optional" or "required"')),
    DEFAULT_SIGN_IN_STATE,
  ),
  PUBLISH_DIR: v.optional(given, '.site'),
  PORT: v.optional(whole(0, 65535), String(DEFAULT_PORT)),
  REBUILD_PORT: v.optional(whole(0, 65535), String(DEFAULT_REBUILD_PORT)),
  REBUILD_HOST: v.optional(given, DEFAULT_REBUILD_HOST),
  REBUILD_SECRET: v.optional(given),
  REBUILD_EVERY: v.optional(duration, '15m'),
  REBUILD_MAX_SHRINK: v.optional(fraction, String(DEFAULT_MAX_SHRINK)),
  REBUILD_ALLOW_UNBUILT: v.optional(list, ''),
  REBUILD_WATCH_CODE: v.optional(onOff, 'on'),
  REBUILD_STANDBY: v.optional(onOff, 'on'),
  INCREMENTAL: v.optional(onOff, 'on'),
  NO_INCREMENTAL: replacedBy('INCREMENTAL=off to render every page'),
  BUILD_CONCURRENCY: v.optional(whole(1), String(DEFAULT_READ_SETTINGS.concurrency)),
  BUILD_FETCH_ATTEMPTS: v.optional(whole(1), String(DEFAULT_READ_SETTINGS.attempts)),
  BUILD_FETCH_TIMEOUT_MS: v.optional(whole(1), String(DEFAULT_READ_SETTINGS.timeoutMs)),
  SEARCH_INDEX: v.optional(onOff, 'on'),
  SEARCH_DELTA: v.optional(onOff, 'on'),
  SEARCH_PART_PAGES: v.optional(whole(1)),
  IMAGES: v.optional(onOff, 'on'),
  IMAGE_ORIGINS: v.optional(list, ''),
  IMAGE_CACHE_DIR: v.optional(given),
  IMAGE_MAX_BYTES: v.optional(whole(1)),
  IMAGE_MAX_PIXELS: v.optional(whole(1)),
  IMAGE_FETCH_TIMEOUT_MS: v.optional(whole(1)),
  IMAGE_MEMORY_MB: v.optional(whole(1)),
  IMAGE_PROCESS_MEMORY_MB: v.optional(whole(1)),
  IMAGE_PROCESS_TIMEOUT_MS: v.optional(whole(1)),
  IMAGE_STEP_DEADLINE_MS: v.optional(whole(1)),
  IMAGE_MAX_AGE_SECONDS: v.optional(whole(0)),
  COMPRESSION_CACHE_MB: v.optional(whole(0), String(DEFAULT_COMPRESSION_CACHE_MB)),
  SERVER_HEADERS_TIMEOUT_MS: v.optional(whole(1), String(SERVER_LIMITS.headersTimeoutMs)),
  SERVER_REQUEST_TIMEOUT_MS: v.optional(whole(1), String(SERVER_LIMITS.requestTimeoutMs)),
  SERVER_KEEP_ALIVE_TIMEOUT_MS: v.optional(whole(1), String(SERVER_LIMITS.keepAliveTimeoutMs)),
  SERVER_IDLE_TIMEOUT_MS: v.optional(whole(1), String(SERVER_LIMITS.idleTimeoutMs)),
  SERVER_MAX_CONNECTIONS: v.optional(whole(1), String(SERVER_LIMITS.maxConnections)),
  REBUILD_MAX_CONNECTIONS: v.optional(whole(1), String(WEBHOOK_LIMITS.maxConnections)),
  DETAIL_WRITER: v.optional(onOff, 'on'),
  BUILD_ENTRIES_PER_GIB: v.optional(whole(1), String(ENTRIES_PER_GIB)),
  DEPLOY_TARGET: v.optional(deployTarget),
  DEPLOY_GRACE: v.optional(durationOrZero, '1d'),
  DEPLOY_MAX_DELETES: v.optional(whole(0), '256'),
  DEPLOY_PURGE: v.optional(given),
  DEPLOY_PURGE_TOKEN: v.optional(given),
  // Read by the AWS SDK itself; here only to know the store is not AWS's, which is addressed path-style.
  AWS_ENDPOINT_URL_S3: v.optional(given),
  AWS_ENDPOINT_URL: v.optional(given),
  // The standard of reproducible builds: the moment a build shows (the footer's year), in seconds since 1970.
  // Checked here; the pages read it through astro:env (astro.config.mjs, src/lib/build-time.ts).
  SOURCE_DATE_EPOCH: v.optional(whole(0)),
  CHROMIUM_PATH: v.optional(given),
  // Set by scripts/lib/astro-build.ts for Astro's process, not by an operator (HANDED_OVER_NAMES).
  [BUILD_PLAN_VARIABLE]: v.optional(given),
});

type Env = v.InferOutput<typeof ENV>;

/** Variables no longer read: set, each stops the command naming the one that replaced it. */
export const RETIRED_NAMES: readonly string[] = ['NO_INCREMENTAL'];
/**
 * Variables a command sets for the process it starts, read here in that process: not an
 * operator's (docs/operations.md describes them where they are set).
 */
export const HANDED_OVER_NAMES: readonly string[] = [BUILD_PLAN_VARIABLE];
/** Every setting this module reads (README.md, "Configuration", has a row for each). */
export const SETTING_NAMES: readonly string[] = Object.keys(ENV.entries).filter(
  (name) => !RETIRED_NAMES.includes(name) && !HANDED_OVER_NAMES.includes(name),
);

export interface Settings {
  /** The backend's base URL (PUBLIC_API_HOST), without a trailing slash. */
  apiHost?: string;
  /** The site's public origin (SITE_URL); `npm start` defaults it to its own port. */
  siteUrl?: string;
  identityMeUrl?: string;
  /** `required`: a sign-in callback counts as this browser's only with the state /login sent (a backend that echoes it). */
  signInState: 'optional' | 'required';
  publishDir: string;
  /** The static server's port, for `npm start`. */
  port: number;
  rebuild: {
    port: number;
    host: string;
    secret?: string;
    everyMs: number;
    maxShrink: number;
    allowUnbuilt: string[];
    watchCode: boolean;
    standby: boolean;
    /** Render only the pages whose key changed (INCREMENTAL=off: every page). */
    incremental: boolean;
  };
  /** The build's backend calls. */
  reads: ReadSettings;
  search: boolean;
  /** Index an approval's pages as a delta beside the full index (SEARCH_DELTA=off: a full index every time). */
  searchDelta: boolean;
  /** The most detail pages a part of a full search index holds, where its routes allow; unset: one part (scripts/lib/search-index.ts). */
  searchPartPages?: number;
  /** The picture step's options (`cacheDir` when IMAGE_CACHE_DIR sets it), or false (IMAGES=off). */
  pictures: false | PictureSettings;
  compressionCacheBytes: number;
  servers: { site: ServerLimits; webhook: ServerLimits };
  /** Put most detail pages of a full build together from their route's frame (DETAIL_WRITER=off: Astro renders each). */
  detailWriter: boolean;
  /** Entries Astro's build gets a GiB of heap for (scripts/lib/astro-build.ts, `buildHeapMb`). */
  entriesPerGib: number;
  /** Where each published release is deployed (scripts/deploy/). */
  deploy: {
    /** DEPLOY_TARGET: `s3://bucket/prefix` or a folder; none: releases stay in PUBLISH_DIR. */
    target?: string;
    /** How long a content-named file stays on the target after it leaves the release. */
    graceMs: number;
    /** More files leaving the target than this stops a deploy. */
    maxDeletes: number;
    /** The CDN purge hook: a URL, or a shell command (scripts/deploy/purge.ts). */
    purge?: string;
    purgeToken?: string;
    /** An S3 endpoint is set (AWS_ENDPOINT_URL_S3 or AWS_ENDPOINT_URL): requests are path-style. */
    s3PathStyle: boolean;
  };
  /** The Chromium the browser tests and the measuring scripts drive (scripts/lib/chromium.ts looks further when unset). */
  chromiumPath?: string;
  /** In Astro's process: the build plan's file (BUILD_PLAN, #features/catalog/build-plan.ts); unset for a command that builds nothing. */
  buildPlanFile?: string;
}

export class SettingsError extends Error {
  /** `listedIn`: where the settings are documented. */
  constructor(problems: string[], listedIn = 'README, "Configuration"') {
    super(
      `the environment has ${problems.length === 1 ? 'a setting' : 'settings'} that cannot be used (${listedIn}):\n  ${problems.join('\n  ')}`,
    );
    this.name = 'SettingsError';
  }
}

function serverLimits(env: Env, maxConnections: number): ServerLimits {
  return {
    headersTimeoutMs: env.SERVER_HEADERS_TIMEOUT_MS,
    requestTimeoutMs: env.SERVER_REQUEST_TIMEOUT_MS,
    keepAliveTimeoutMs: env.SERVER_KEEP_ALIVE_TIMEOUT_MS,
    idleTimeoutMs: env.SERVER_IDLE_TIMEOUT_MS,
    maxConnections,
  };
}

function settingsOf(env: Env): Settings {
  return {
    apiHost: env.PUBLIC_API_HOST,
    siteUrl: env.SITE_URL,
    identityMeUrl: env.PUBLIC_IDENTITY_ME_URL,
    signInState: env.PUBLIC_SIGN_IN_STATE,
    publishDir: env.PUBLISH_DIR,
    port: env.PORT,
    rebuild: {
      port: env.REBUILD_PORT,
      host: env.REBUILD_HOST,
      secret: env.REBUILD_SECRET,
      everyMs: env.REBUILD_EVERY,
      maxShrink: env.REBUILD_MAX_SHRINK,
      allowUnbuilt: env.REBUILD_ALLOW_UNBUILT,
      watchCode: env.REBUILD_WATCH_CODE,
      standby: env.REBUILD_STANDBY,
      incremental: env.INCREMENTAL,
    },
    reads: {
      attempts: env.BUILD_FETCH_ATTEMPTS,
      concurrency: env.BUILD_CONCURRENCY,
      timeoutMs: env.BUILD_FETCH_TIMEOUT_MS,
    },
    search: env.SEARCH_INDEX,
    searchDelta: env.SEARCH_DELTA,
    searchPartPages: env.SEARCH_PART_PAGES,
    pictures: env.IMAGES && {
      cacheDir: env.IMAGE_CACHE_DIR,
      extraOrigins: env.IMAGE_ORIGINS,
      maxBytes: env.IMAGE_MAX_BYTES,
      maxPixels: env.IMAGE_MAX_PIXELS,
      timeoutMs: env.IMAGE_FETCH_TIMEOUT_MS,
      attempts: env.BUILD_FETCH_ATTEMPTS,
      fetchConcurrency: env.BUILD_CONCURRENCY,
      memoryMb: env.IMAGE_MEMORY_MB,
      processMemoryMb: env.IMAGE_PROCESS_MEMORY_MB,
      processTimeoutMs: env.IMAGE_PROCESS_TIMEOUT_MS,
      deadlineMs: env.IMAGE_STEP_DEADLINE_MS,
      maxAgeSeconds: env.IMAGE_MAX_AGE_SECONDS,
    },
    compressionCacheBytes: env.COMPRESSION_CACHE_MB * 1024 * 1024,
    servers: {
      site: serverLimits(env, env.SERVER_MAX_CONNECTIONS),
      webhook: serverLimits(env, env.REBUILD_MAX_CONNECTIONS),
    },
    detailWriter: env.DETAIL_WRITER,
    entriesPerGib: env.BUILD_ENTRIES_PER_GIB,
    deploy: {
      target: env.DEPLOY_TARGET,
      graceMs: env.DEPLOY_GRACE,
      maxDeletes: env.DEPLOY_MAX_DELETES,
      purge: env.DEPLOY_PURGE,
      purgeToken: env.DEPLOY_PURGE_TOKEN,
      s3PathStyle: !!(env.AWS_ENDPOINT_URL_S3 ?? env.AWS_ENDPOINT_URL),
    },
    chromiumPath: env.CHROMIUM_PATH,
    buildPlanFile: env[BUILD_PLAN_VARIABLE],
  };
}

/**
 * The variables `schema` names, parsed from `env` (an empty one counts as
 * unset); throws {@link SettingsError} naming every one that cannot be used.
 * The demo backend's settings are read the same way (`listedIn`: its README).
 */
export function parseEnvironment<const TSchema extends v.ObjectSchema<v.ObjectEntries, undefined>>(
  schema: TSchema,
  env: NodeJS.ProcessEnv,
  listedIn?: string,
): v.InferOutput<TSchema> {
  const set = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value.trim() !== ''));
  const parsed = v.safeParse(schema, set);
  if (!parsed.success) {
    throw new SettingsError(
      parsed.issues.map(
        (issue) =>
          `${v.getDotPath(issue) ?? '?'}=${JSON.stringify(set[v.getDotPath(issue) ?? ''] ?? '')}: expected ${issue.message}`,
      ),
      listedIn,
    );
  }
  return parsed.output;
}

/** The settings `env` gives; throws {@link SettingsError} naming every variable that cannot be used. */
export function readSettings(env: NodeJS.ProcessEnv = process.env): Settings {
  const settings = settingsOf(parseEnvironment(ENV, env));
  const problem = limitsProblem(settings.servers.site) ?? limitsProblem(settings.servers.webhook);
  if (problem) throw new SettingsError([`SERVER_HEADERS_TIMEOUT_MS / SERVER_REQUEST_TIMEOUT_MS: ${problem}`]);
  return settings;
}
