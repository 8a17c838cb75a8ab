/** The rebuild's options (durations, --force, --max-shrink, --full, --entries) and the GitHub Actions workflow that runs it. */
import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '#scripts/lib/astro-build.ts';
import { parseCli, parseDuration, UsageError } from '#scripts/rebuild/cli-options.ts';
import { readSettings } from '#scripts/settings.ts';
import { startRebuildService } from '#scripts/rebuild/service.ts';

let dir: string;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'rebuild-unit-'));
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('options', () => {
  it('reads durations like 30s, 15m, 2h', () => {
    expect(parseDuration('30s')).toBe(30_000);
    expect(parseDuration('15m')).toBe(900_000);
    expect(parseDuration('2h')).toBe(7_200_000);
    expect(() => parseDuration('soon')).toThrow(UsageError);
    expect(() => parseDuration('10ms')).toThrow(/too short/);
  });

  it('--force applies to one run: refused with --every or --serve, saying so in --help too', async () => {
    expect(parseCli(['--force']).force).toBe(true);
    for (const args of [['--every', '15m'], ['--serve'], ['--serve', '--every', '1h']]) {
      expect(() => parseCli(['--force', ...args]), args.join(' ')).toThrow(
        /^--force applies to one run, not to every run of --(every|serve): run `npm run rebuild -- --force` once on its own/,
      );
    }
    const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => name !== 'PUBLIC_API_HOST'));
    const cli = spawnSync(
      process.execPath,
      [join(PROJECT_ROOT, 'scripts/rebuild/cli.ts'), '--every', '15m', '--force'],
      { env, encoding: 'utf8', timeout: 15_000 },
    );
    expect(cli.status, cli.stderr).toBe(2);
    expect(cli.stderr).toContain('rebuild: --force applies to one run, not to every run of --every');
    expect(cli.stderr).toMatch(
      /--force +publish even when .*\n.*\n +It applies to one run: refused with --every or --serve/,
    );
    // A service started in code refuses it too.
    const service = startRebuildService({
      rebuild: { publishDir: dir, apiHost: 'http://127.0.0.1:9', siteUrl: 'http://localhost:4321', force: true },
      everyMs: 60_000,
    });
    await expect(service).rejects.toThrow('a rebuild service never forces its runs: --force applies to one run');
    await service.then(
      (started) => started.stop(),
      () => {},
    );
  });

  it('takes --max-shrink over REBUILD_MAX_SHRINK over 0.2, and checks the range', () => {
    expect(parseCli([]).maxShrink).toBe(0.2);
    expect(parseCli([], readSettings({ REBUILD_MAX_SHRINK: '0.5' }).rebuild).maxShrink).toBe(0.5);
    expect(parseCli(['--max-shrink', '0.1'], readSettings({ REBUILD_MAX_SHRINK: '0.5' }).rebuild).maxShrink).toBe(0.1);
    expect(() => parseCli(['--max-shrink', '2'])).toThrow(UsageError);
    expect(() => parseCli(['--bogus'])).toThrow(UsageError);
    expect(() => parseCli(['--rollback', '--force'])).toThrow(/runs alone/);
    expect(parseCli(['--serve', '--port', '5000'])).toMatchObject({ serve: true, port: 5000 });
    expect(parseCli(['--require-baseline']).requireBaseline).toBe(true);
    expect(parseCli([]).requireBaseline).toBe(false);
  });

  it('--full fetches every detail; --entries names entries to fetch again', () => {
    expect(parseCli([])).toMatchObject({ full: false, entries: [] });
    expect(parseCli(['--full']).full).toBe(true);
    expect(parseCli(['--entries', 'PRJ-2025-000001, ACH-2024-000002']).entries).toEqual([
      'PRJ-2025-000001',
      'ACH-2024-000002',
    ]);
  });
});

describe('the GitHub Actions workflow', () => {
  const workflow = () => readFile(join(PROJECT_ROOT, '.github/workflows/publish.yml'), 'utf8');

  it('refuses to publish without a baseline (the cache holding the records may be evicted) unless forced', async () => {
    const text = await workflow();
    expect(text).toMatch(/npm run rebuild -- --require-baseline \$\{\{ inputs\.force && '--force' \|\| '' \}\}/);
  });

  it("pins the deploy host's key from a secret instead of trusting it on first use", async () => {
    const text = await workflow();
    expect(text).not.toContain('accept-new');
    expect(text).toContain('secrets.DEPLOY_KNOWN_HOSTS');
    expect(text).toMatch(/StrictHostKeyChecking=yes/);
    expect(text).toMatch(/printf .* "\$DEPLOY_KNOWN_HOSTS" > ~\/\.ssh\/known_hosts/);
    expect(text).toContain('UserKnownHostsFile=$HOME/.ssh/known_hosts');
  });
});
