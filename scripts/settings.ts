/**
 * Every setting an operator may change, in this one module: read from the
 * environment, given its default and unit, and checked. A bad value stops the
 * command with a message naming the variable. README.md ("Configuration")
 * lists them all; no other module reads `process.env` for them. Commands read
 * them once (`readSettings()`) and hand them on as options.
 */
import * as v from 'valibot';
import type { ImageStepOptions } from './lib/images/settings.ts';
import { DEFAULT_FILES_PATH, filesPathOf, filesPathProblem } from './demo-api/files-path.ts';
import { limitsProblem, SERVER_LIMITS, WEBHOOK_LIMITS, type ServerLimits } from './lib/server-limits.ts';
import type { ReadSettings } from './rebuild/reliably.ts';
import { parseTargetUrl, TARGET_EXPECTED } from './deploy/target-url.ts';

const UNITS: Record<string, number> = { ms: 1, s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 };

/** `30s`, `15m`, `2h`, `1d`, `500ms` (a bare number is seconds) → milliseconds, at least a second; undefined when it is not one. */
export function durationMs(text: string): number | undefined {
  const match = text.trim().match(/^(\d+(?:\.\d+)?)\s*(ms|s|m|h|d)?$/i);
  const ms = match ? Number(match[1]) * UNITS[(match[2] ?? 's').toLowerCase()]! : NaN;
  return ms >= 1000 ? ms : undefined;
}

const given = v.pipe(v.string(), v.trim(), v.nonEmpty());
const url = v.pipe(given, v.url('a URL (https://…)'), v.transform((text) => text.replace(/\/+$/, '')));
const whole = (min: number, max?: number) => {
  const expected = max === undefined ? `a whole number of at least ${min}` : `a whole number from ${min} to ${max}`;
  return v.pipe(given, v.transform(Number), v.number(expected), v.integer(expected), v.minValue(min, expected), v.maxValue(max ?? Number.MAX_SAFE_INTEGER, expected));
};
const fraction = v.pipe(given, v.transform(Number), v.number('a number from 0 to 1'), v.minValue(0, 'a number from 0 to 1'), v.maxValue(1, 'a number from 0 to 1'));
const duration = v.pipe(given, v.transform(durationMs), v.number('a duration such as 30s, 15m or 2h, at least 1s'));
const list = v.pipe(v.string(), v.transform((text) => text.split(/[\s,]+/).filter(Boolean)));
const filesPath = v.pipe(given, v.check((text) => !filesPathProblem(text), (issue) => filesPathProblem(String(issue.input)) ?? ''), v.transform(filesPathOf));
/** A switch that is on unless set to `value` (`off`, `0`). */
const onUnless = (value: string) => v.pipe(v.string(), v.trim(), v.transform((text) => text !== value));
const deployTarget = v.pipe(given, v.check((text) => parseTargetUrl(text) !== undefined, TARGET_EXPECTED));
/** A duration, or `0` for none. */
const durationOrZero = v.pipe(given, v.transform((text) => (text === '0' ? 0 : durationMs(text))), v.number('0, or a duration such as 30m, 2h or 1d'));

/** The demo backend's database when DEMO_API_DB is not set. */
export const DEFAULT_DEMO_DB = '.data/demo.sqlite';

const ENV = v.object({
  PUBLIC_API_HOST: v.optional(url),
  SITE_URL: v.optional(url),
  PUBLIC_IDENTITY_ME_URL: v.optional(url),
  PUBLIC_SIGN_IN_STATE: v.optional(v.pipe(given, v.picklist(['optional', 'required'], '"optional" or "required"')), 'optional'),
  PUBLISH_DIR: v.optional(given, '.site'),
  DEMO_API_DB: v.optional(given, DEFAULT_DEMO_DB),
  DEMO_API_FILES_PATH: v.optional(filesPath, DEFAULT_FILES_PATH),
  DEMO_API_PORT: v.optional(whole(0, 65535), '4000'),
  PORT: v.optional(whole(0, 65535), '4321'),
  REBUILD_PORT: v.optional(whole(0, 65535), '4322'),
  REBUILD_HOST: v.optional(given, '127.0.0.1'),
  REBUILD_SECRET: v.optional(given),
  REBUILD_EVERY: v.optional(duration, '15m'),
  REBUILD_MAX_SHRINK: v.optional(fraction, '0.2'),
  REBUILD_ALLOW_UNBUILT: v.optional(list, ''),
  REBUILD_WATCH_CODE: v.optional(onUnless('0'), ''),
  REBUILD_STANDBY: v.optional(onUnless('0'), ''),
  NO_INCREMENTAL: v.optional(v.pipe(v.string(), v.transform((text) => text.trim() === '1')), ''),
  BUILD_CONCURRENCY: v.optional(whole(1), '8'),
  BUILD_FETCH_ATTEMPTS: v.optional(whole(1), '5'),
  BUILD_FETCH_TIMEOUT_MS: v.optional(whole(1), '30000'),
  SEARCH_INDEX: v.optional(onUnless('off'), ''),
  IMAGES: v.optional(onUnless('off'), ''),
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
  COMPRESSION_CACHE_MB: v.optional(whole(0), '64'),
  SERVER_HEADERS_TIMEOUT_MS: v.optional(whole(1), String(SERVER_LIMITS.headersTimeoutMs)),
  SERVER_REQUEST_TIMEOUT_MS: v.optional(whole(1), String(SERVER_LIMITS.requestTimeoutMs)),
  SERVER_KEEP_ALIVE_TIMEOUT_MS: v.optional(whole(1), String(SERVER_LIMITS.keepAliveTimeoutMs)),
  SERVER_IDLE_TIMEOUT_MS: v.optional(whole(1), String(SERVER_LIMITS.idleTimeoutMs)),
  SERVER_MAX_CONNECTIONS: v.optional(whole(1), String(SERVER_LIMITS.maxConnections)),
  REBUILD_MAX_CONNECTIONS: v.optional(whole(1), String(WEBHOOK_LIMITS.maxConnections)),
  DETAIL_WRITER: v.optional(onUnless('off'), ''),
  DEPLOY_TARGET: v.optional(deployTarget),
  DEPLOY_GRACE: v.optional(durationOrZero, '1d'),
  DEPLOY_MAX_DELETES: v.optional(whole(0), '256'),
  DEPLOY_PURGE: v.optional(given),
  DEPLOY_PURGE_TOKEN: v.optional(given),
  // Read by the AWS SDK itself; here only to know the store is not AWS's, which is addressed path-style.
  AWS_ENDPOINT_URL_S3: v.optional(given),
  AWS_ENDPOINT_URL: v.optional(given),
});

type Env = v.InferOutput<typeof ENV>;

export interface Settings {
  /** The backend's base URL (PUBLIC_API_HOST), without a trailing slash. */
  apiHost?: string;
  /** The site's public origin (SITE_URL); `npm start` defaults it to its own port. */
  siteUrl?: string;
  identityMeUrl?: string;
  /** `required`: a sign-in callback counts as this browser's only with the state /login sent (a backend that echoes it). */
  signInState: 'optional' | 'required';
  publishDir: string;
  /** The demo backend's database file, for `npm start`. */
  demoDb: string;
  /** The demo backend's port, for `npm start`. */
  demoPort: number;
  /** The path the demo backend serves its files under (`/uploads/`; its own default reads the same variable). */
  demoFilesPath: string;
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
    /** Render only the pages whose key changed (NO_INCREMENTAL=1: every page). */
    incremental: boolean;
  };
  /** The build's backend calls. */
  reads: ReadSettings;
  search: boolean;
  /** The picture step's options (`cacheDir` when IMAGE_CACHE_DIR sets it), or false (IMAGES=off). */
  pictures: false | (Omit<ImageStepOptions, 'cacheDir' | 'apiHost'> & { cacheDir?: string });
  compressionCacheBytes: number;
  servers: { site: ServerLimits; webhook: ServerLimits };
  /** Put most detail pages of a full build together from their route's frame (DETAIL_WRITER=off: Astro renders each). */
  detailWriter: boolean;
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
}

export class SettingsError extends Error {
  constructor(problems: string[]) {
    super(`the environment has ${problems.length === 1 ? 'a setting' : 'settings'} that cannot be used (README, "Configuration"):\n  ${problems.join('\n  ')}`);
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
    demoDb: env.DEMO_API_DB,
    demoPort: env.DEMO_API_PORT,
    demoFilesPath: env.DEMO_API_FILES_PATH,
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
      incremental: !env.NO_INCREMENTAL,
    },
    reads: { attempts: env.BUILD_FETCH_ATTEMPTS, concurrency: env.BUILD_CONCURRENCY, timeoutMs: env.BUILD_FETCH_TIMEOUT_MS },
    search: env.SEARCH_INDEX,
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
    servers: { site: serverLimits(env, env.SERVER_MAX_CONNECTIONS), webhook: serverLimits(env, env.REBUILD_MAX_CONNECTIONS) },
    detailWriter: env.DETAIL_WRITER,
    deploy: {
      target: env.DEPLOY_TARGET,
      graceMs: env.DEPLOY_GRACE,
      maxDeletes: env.DEPLOY_MAX_DELETES,
      purge: env.DEPLOY_PURGE,
      purgeToken: env.DEPLOY_PURGE_TOKEN,
      s3PathStyle: !!(env.AWS_ENDPOINT_URL_S3 ?? env.AWS_ENDPOINT_URL),
    },
  };
}

/** The settings `env` gives; throws {@link SettingsError} naming every variable that cannot be used. */
export function readSettings(env: NodeJS.ProcessEnv = process.env): Settings {
  // An empty variable counts as unset.
  const set = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value.trim() !== ''));
  const parsed = v.safeParse(ENV, set);
  if (!parsed.success) {
    throw new SettingsError(parsed.issues.map((issue) => `${v.getDotPath(issue) ?? '?'}=${JSON.stringify(set[v.getDotPath(issue) ?? ''] ?? '')}: expected ${issue.message}`));
  }
  const settings = settingsOf(parsed.output);
  const problem = limitsProblem(settings.servers.site) ?? limitsProblem(settings.servers.webhook);
  if (problem) throw new SettingsError([`SERVER_HEADERS_TIMEOUT_MS / SERVER_REQUEST_TIMEOUT_MS: ${problem}`]);
  return settings;
}
