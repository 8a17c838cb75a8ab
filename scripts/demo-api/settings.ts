/**
 * Every setting of the demo backend, in this one module: read from the
 * environment, given its default and checked the way the site's are
 * (../settings.ts), a bad value stopping the command with a message naming the
 * variable. ./README.md ("Environment") lists them all
 * (tests/unit/settings-readme.test.ts holds the two to each other); no other
 * module of the demo backend reads `process.env`. Options given to
 * `startDemoApi` win over these.
 */
import * as v from 'valibot';
import { DEFAULT_SITE_URL, given, onOff, parseEnvironment, url, whole } from '../settings.ts';
import { faultsFromEnv, type Faults } from './faults.ts';
import { DEFAULT_FILES_PATH, filesPathOf, filesPathProblem } from './files-path.ts';

/** The defaults, each written here once. */
export const DEMO_DEFAULTS = {
  port: 4000,
  dbPath: '.data/demo.sqlite',
  /** Not for `:memory:`, which gets a fresh temporary folder. */
  uploadsDir: '.data/uploads',
  filesPath: DEFAULT_FILES_PATH,
  tokenTtlSeconds: 8 * 3600,
};

const filesPath = v.pipe(
  given,
  v.check(
    (text) => !filesPathProblem(text),
    (issue) => filesPathProblem(String(issue.input)) ?? '',
  ),
  v.transform(filesPathOf),
);
/** Fault variables stay text here: ./faults.ts reads and checks them, naming the fault. */
const faultText = v.optional(v.string());

const ENV = v.object({
  DEMO_API_PORT: v.optional(whole(0, 65535), String(DEMO_DEFAULTS.port)),
  DEMO_API_DB: v.optional(given, DEMO_DEFAULTS.dbPath),
  DEMO_API_UPLOADS: v.optional(given),
  DEMO_API_FILES_PATH: v.optional(filesPath, DEMO_DEFAULTS.filesPath),
  SITE_URL: v.optional(url, DEFAULT_SITE_URL),
  DEMO_API_CONTROL: v.optional(onOff, 'off'),
  DEMO_API_ETAGS: v.optional(onOff, 'on'),
  DEMO_API_TOKEN_TTL: v.optional(whole(1), String(DEMO_DEFAULTS.tokenTtlSeconds)),
  DEMO_API_LATENCY_MS: faultText,
  DEMO_API_ERROR_RATE: faultText,
  DEMO_API_MALFORMED_RATE: faultText,
  DEMO_API_HANG: faultText,
  DEMO_API_FAIL: faultText,
});

/** Every variable this module reads. */
export const DEMO_SETTING_NAMES: readonly string[] = Object.keys(ENV.entries);

export interface DemoSettings {
  /** 0 picks a free port. */
  port: number;
  /** `:memory:` for a throwaway database. */
  dbPath: string;
  /** Set only by DEMO_API_UPLOADS: by default `DEMO_DEFAULTS.uploadsDir`, or a temporary folder for `:memory:`. */
  uploadsDir?: string;
  filesPath: string;
  /** The SSO stand-in's redirect target and the CORS origin. */
  siteUrl: string;
  /** The /__demo/* control endpoints. */
  control: boolean;
  /** Lists carry an ETag and answer 304 to If-None-Match with it. */
  etags: boolean;
  tokenTtlSeconds: number;
  faults: Partial<Faults>;
}

/** The demo backend's settings `env` gives; throws `SettingsError` (../settings.ts) naming every variable that cannot be used. */
export function readDemoSettings(env: NodeJS.ProcessEnv = process.env): DemoSettings {
  const set = parseEnvironment(ENV, env, 'scripts/demo-api/README.md, "Environment"');
  return {
    port: set.DEMO_API_PORT,
    dbPath: set.DEMO_API_DB,
    uploadsDir: set.DEMO_API_UPLOADS,
    filesPath: set.DEMO_API_FILES_PATH,
    siteUrl: set.SITE_URL,
    control: set.DEMO_API_CONTROL,
    etags: set.DEMO_API_ETAGS,
    tokenTtlSeconds: set.DEMO_API_TOKEN_TTL,
    faults: faultsFromEnv(set),
  };
}
