/**
 * One source of settings (issue 50): README.md's "Configuration" table names
 * exactly the variables scripts/settings.ts reads, scripts/demo-api/README.md's
 * "Environment" table exactly those scripts/demo-api/settings.ts reads, and no
 * other module of the product reads `process.env` but the ones listed here,
 * each for a reason that is not reading a setting.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEMO_SETTING_NAMES, readDemoSettings } from '#scripts/demo-api/settings.ts';
import { HANDED_OVER_NAMES, readSettings, RETIRED_NAMES, SETTING_NAMES, SettingsError } from '#scripts/settings.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const read = (file: string) => readFileSync(join(ROOT, file), 'utf8');

/** The variables named in the first column of the table under `heading`. */
function tableVariables(markdown: string, heading: string): string[] {
  const start = markdown.indexOf(`\n${heading}\n`);
  if (start < 0) throw new Error(`no "${heading}" section`);
  const section = markdown.slice(start + heading.length + 2).split(/\n#{1,2} /)[0]!;
  const rows = section.split('\n').filter((line) => line.startsWith('| `'));
  return rows.flatMap((row) => [...row.split('|')[1]!.matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map((match) => match[1]!));
}

/** The AWS SDK reads these itself for an `s3://` target; the README's table names them so an operator finds them. */
const READ_BY_THE_AWS_SDK = ['AWS_REGION', 'AWS_ACCESS_KEY_ID', 'AWS_SECRET_ACCESS_KEY', 'AWS_PROFILE'];

describe("README's settings tables", () => {
  it('finds the variables of a table and nothing else', () => {
    const markdown =
      '# x\n\n## Configuration\n\nText `NOT_ME`.\n\n| variable | meaning |\n|---|---|\n| `A_B`, `C` | `NOT_EITHER` |\n\n## Next\n\n| `D` | x |\n';
    expect(tableVariables(markdown, '## Configuration')).toEqual(['A_B', 'C']);
  });

  it('README.md, "Configuration": a row for every setting scripts/settings.ts reads, and no other', () => {
    const listed = tableVariables(read('README.md'), '## Configuration');
    expect(new Set(listed).size, 'a variable listed twice').toBe(listed.length);
    expect(
      SETTING_NAMES.filter((name) => !listed.includes(name)),
      'read but not in the table',
    ).toEqual([]);
    expect(
      listed.filter((name) => !SETTING_NAMES.includes(name) && !READ_BY_THE_AWS_SDK.includes(name)),
      'in the table but not read',
    ).toEqual([]);
  });

  it('scripts/demo-api/README.md, "Environment": a row for every setting scripts/demo-api/settings.ts reads, and no other', () => {
    const listed = tableVariables(read('scripts/demo-api/README.md'), '## Environment');
    expect([...listed].sort()).toEqual([...DEMO_SETTING_NAMES].sort());
  });

  it("docs/operations.md describes each variable a command hands the process it starts (not an operator's)", () => {
    expect(HANDED_OVER_NAMES).toEqual(['BUILD_PLAN']);
    for (const name of HANDED_OVER_NAMES) expect(read('docs/operations.md')).toContain(`\`${name}\``);
  });

  it('README.md names each retired variable and what replaced it', () => {
    for (const name of RETIRED_NAMES) {
      expect(read('README.md')).toContain(`\`${name}`);
      expect(() => readSettings({ [name]: '1' })).toThrow(SettingsError);
    }
  });
});

describe('switches', () => {
  const SWITCHES = [
    'REBUILD_WATCH_CODE',
    'REBUILD_STANDBY',
    'INCREMENTAL',
    'SEARCH_INDEX',
    'SEARCH_DELTA',
    'IMAGES',
    'DETAIL_WRITER',
  ] as const;
  const valueOf = (env: NodeJS.ProcessEnv) => {
    const settings = readSettings(env);
    return {
      REBUILD_WATCH_CODE: settings.rebuild.watchCode,
      REBUILD_STANDBY: settings.rebuild.standby,
      INCREMENTAL: settings.rebuild.incremental,
      SEARCH_INDEX: settings.search,
      SEARCH_DELTA: settings.searchDelta,
      IMAGES: settings.pictures !== false,
      DETAIL_WRITER: settings.detailWriter,
    };
  };

  it.each(SWITCHES)('%s is on by default, off with off, 0 or false, on with on, 1 or true', (name) => {
    expect(valueOf({})[name]).toBe(true);
    for (const off of ['off', 'OFF', '0', 'false']) expect(valueOf({ [name]: off })[name], off).toBe(false);
    for (const on of ['on', '1', 'true', ' On ']) expect(valueOf({ [name]: on })[name], on).toBe(true);
  });

  it('any other value stops the command, naming the variable', () => {
    expect(() => readSettings({ IMAGES: 'no' })).toThrow(/IMAGES="no": expected on or off/);
    expect(() => readDemoSettings({ DEMO_API_CONTROL: 'yes' })).toThrow(/DEMO_API_CONTROL="yes": expected on or off/);
  });

  it('NO_INCREMENTAL no longer changes anything silently: it stops the command naming INCREMENTAL=off', () => {
    expect(() => readSettings({ NO_INCREMENTAL: '1' })).toThrow(
      /NO_INCREMENTAL="1": expected nothing: it is no longer read, set INCREMENTAL=off/,
    );
  });

  it("the demo backend's control endpoints: off by default, on with on or 1", () => {
    expect(readDemoSettings({}).control).toBe(false);
    expect(readDemoSettings({ DEMO_API_CONTROL: 'on' }).control).toBe(true);
    expect(readDemoSettings({ DEMO_API_CONTROL: '1' }).control).toBe(true);
  });
});

describe('what a build and the tools take from the settings', () => {
  it("the build plan's file in Astro's process (BUILD_PLAN), none by default", () => {
    expect(readSettings({}).buildPlanFile).toBeUndefined();
    expect(readSettings({ BUILD_PLAN: '/tmp/build-1.plan.json' }).buildPlanFile).toBe('/tmp/build-1.plan.json');
  });

  it('SOURCE_DATE_EPOCH: whole seconds, checked here before the pages take it through astro:env', () => {
    expect(() => readSettings({ SOURCE_DATE_EPOCH: '1780315200' })).not.toThrow();
    expect(() => readSettings({ SOURCE_DATE_EPOCH: 'yesterday' })).toThrow(/SOURCE_DATE_EPOCH="yesterday"/);
    expect(() => readSettings({ SOURCE_DATE_EPOCH: '-1' })).toThrow(/SOURCE_DATE_EPOCH="-1"/);
  });

  it('CHROMIUM_PATH: the browser the tests and the measuring scripts drive, none by default', () => {
    expect(readSettings({}).chromiumPath).toBeUndefined();
    expect(readSettings({ CHROMIUM_PATH: '/opt/chromium/chrome' }).chromiumPath).toBe('/opt/chromium/chrome');
  });
});

describe("the demo backend's settings", () => {
  it("listens on DEMO_API_PORT (4000 by default), not on the site's PORT", () => {
    expect(readDemoSettings({}).port).toBe(4000);
    expect(readDemoSettings({ PORT: '5000' }).port).toBe(4000);
    expect(readDemoSettings({ DEMO_API_PORT: '0' }).port).toBe(0);
    expect(() => readDemoSettings({ DEMO_API_PORT: 'x' })).toThrow(/DEMO_API_PORT="x"/);
  });

  it("takes the site's default origin from the site's settings", () => {
    expect(readDemoSettings({}).siteUrl).toBe('http://localhost:4321');
    expect(readDemoSettings({ SITE_URL: 'https://wall.example.edu/' }).siteUrl).toBe('https://wall.example.edu');
  });
});

/**
 * The settings modules, and the modules that touch `process.env` without reading a setting: each passes the
 * environment on to a process it starts (a hand-off inside one run), for the reason given.
 */
const NOT_SETTINGS: Record<string, string> = {
  'scripts/settings.ts': "the product's settings",
  'scripts/demo-api/settings.ts': "the demo backend's settings",
  'scripts/lib/astro-build.ts': "hands Astro's process this environment, with the build's plan and URLs",
  'scripts/lib/search-index.ts':
    "sets jemalloc's own _RJEM_MALLOC_CONF for Pagefind's binary, which the pagefind package starts with this environment",
  'scripts/lib/images/processor.ts':
    "hands each picture process this environment, with glibc's own MALLOC_ARENA_MAX unless it is set",
  'scripts/deploy/purge.ts': 'hands the purge command this environment, with the release',
  'scripts/rebuild/standby.ts':
    'a build kept waiting has this environment: only a run with the same (its hash) takes it',
  'scripts/ensure-chromium.ts': 'hands apt-get this environment',
  'scripts/measure-backend-downloads.ts': 'hands the build it runs this environment, with its backend and site',
  'scripts/bench/floor.ts': "hands the floor project's Astro this environment",
  'scripts/bench/compare.ts': 'hands each rebuild it runs this environment, with its own',
  'scripts/bench/process-run.ts': 'hands the npm run rebuild it starts this environment, with its own',
};

function sourcesUnder(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourcesUnder(path);
    return /\.(ts|tsx|astro|mjs)$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

describe('one reader of the environment', () => {
  it('no module of the product reads process.env but the settings modules (and those that read no setting)', () => {
    const readers = [
      ...sourcesUnder('scripts'),
      ...sourcesUnder('src'),
      ...sourcesUnder('integrations'),
      'astro.config.mjs',
    ].filter((file) => /process\.env\b/.test(read(file)));
    expect(
      readers.filter((file) => !(file in NOT_SETTINGS)),
      'read process.env: take the value from scripts/settings.ts (in src/: from astro:env, declared in astro.config.mjs)',
    ).toEqual([]);
    expect(
      Object.keys(NOT_SETTINGS).filter((file) => !readers.includes(file)),
      'listed here but no longer reads process.env',
    ).toEqual([]);
  });
});
