/**
 * `npm run demo-api [command]`: serves the demo backend, or moderates and
 * seeds its database from the command line. See {@link USAGE}.
 */
import { parseArgs } from 'node:util';
import { moderate, ModerationError, isModerationAction } from './moderation.ts';
import { seed, writeSeedFiles } from './seed.ts';
import { startDemoApi } from './server.ts';
import { DEMO_DEFAULTS, readDemoSettings } from './settings.ts';
import { DemoStore, STATUSES, type Area, type Nomination, type Status } from './store.ts';
import { TokenKeeper } from './tokens.ts';

const AREAS: Area[] = ['project', 'competition', 'achievement', 'placement', 'alumni'];

const USAGE = `Usage: npm run demo-api [-- <command> [options]]

  (no command)                      serve on 127.0.0.1:${DEMO_DEFAULTS.port} (DEMO_API_PORT overrides), seeding an empty database
  approve <nominationId>            make a nomination public
  reject <nominationId>             reject a nomination
  best <nominationId>               mark as best (home carousels; star alumni)
  unbest <nominationId>             unmark best
  list [--status S] [--area A]      table of nominations (S: ${STATUSES.join('|')}; A: ${AREAS.join('|')})
  seed [--entries N] [--hostile] [--empty]
                                    replace the database contents with fresh seed data
  token --name N --email E [--ttl SECONDS]
                                    print a valid bearer token

Environment (README.md, "Environment"): DEMO_API_PORT, DEMO_API_DB (default ${DEMO_DEFAULTS.dbPath}),
DEMO_API_UPLOADS (default ${DEMO_DEFAULTS.uploadsDir}), DEMO_API_FILES_PATH (default ${DEMO_DEFAULTS.filesPath}), SITE_URL,
DEMO_API_CONTROL=on, DEMO_API_TOKEN_TTL, DEMO_API_LATENCY_MS, DEMO_API_ERROR_RATE, DEMO_API_MALFORMED_RATE,
DEMO_API_HANG, DEMO_API_FAIL.`;

class UsageError extends Error {}

const dbPath = () => readDemoSettings().dbPath;
const uploadsDir = () => readDemoSettings().uploadsDir ?? DEMO_DEFAULTS.uploadsDir;

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  if (command === undefined) return serve();
  if (command === 'help' || command === '--help' || command === '-h') {
    console.log(USAGE);
    return 0;
  }
  if (isModerationAction(command)) return withStore((store) => moderateCommand(store, command, rest));
  if (command === 'list') return withStore((store) => listCommand(store, rest));
  if (command === 'seed') return withStore((store) => seedCommand(store, rest));
  if (command === 'token') return withStore((store) => tokenCommand(store, rest));
  throw new UsageError(`Unknown command "${command}"`);
}

async function serve(): Promise<number> {
  const api = await startDemoApi();
  console.log(`Demo backend listening at ${api.url} (database ${dbPath()}, ${api.store.count()} nominations)`);
  console.log(`Sign in: ${api.url}/auth/login   Stop: Ctrl+C`);
  await new Promise<void>((resolve) => {
    const stop = (signal: string) => {
      console.log(`\n${signal}: stopping…`);
      void api.close().then(resolve);
    };
    process.once('SIGINT', () => stop('SIGINT'));
    process.once('SIGTERM', () => stop('SIGTERM'));
  });
  return 0;
}

function withStore(work: (store: DemoStore) => number): number {
  const store = new DemoStore(dbPath());
  try {
    return work(store);
  } finally {
    store.close();
  }
}

function moderateCommand(store: DemoStore, action: string, args: string[]): number {
  const { positionals } = parseArgs({ args, allowPositionals: true, options: {} });
  const [id, ...extra] = positionals;
  if (!id || extra.length) throw new UsageError(`${action} needs exactly one nominationId`);
  const result = moderate(store, id, action);
  console.log(
    `${result.id}: status ${result.status}${result.isBest ? ', best' : ''} (${result.area}, ${result.category})`,
  );
  return 0;
}

function listCommand(store: DemoStore, args: string[]): number {
  const { values } = parseArgs({ args, options: { status: { type: 'string' }, area: { type: 'string' } } });
  if (values.status && !(STATUSES as readonly string[]).includes(values.status)) {
    throw new UsageError(`--status must be one of ${STATUSES.join(', ')}`);
  }
  if (values.area && !(AREAS as string[]).includes(values.area))
    throw new UsageError(`--area must be one of ${AREAS.join(', ')}`);
  const rows = store.listAll({ status: values.status as Status | undefined, area: values.area as Area | undefined });
  printTable(rows);
  console.log(`${rows.length} nomination${rows.length === 1 ? '' : 's'}`);
  return 0;
}

function seedCommand(store: DemoStore, args: string[]): number {
  const { values } = parseArgs({
    args,
    options: { entries: { type: 'string' }, hostile: { type: 'boolean' }, empty: { type: 'boolean' } },
  });
  const entries = values.entries === undefined ? 0 : Number(values.entries);
  if (!Number.isInteger(entries) || entries < 0) throw new UsageError('--entries must be a whole number');
  writeSeedFiles(uploadsDir());
  const summary = seed(store, { entries, hostile: values.hostile, empty: values.empty });
  console.log(
    `Seeded ${summary.total} nominations (${summary.base} demo, ${summary.hostile} hostile, ${summary.extra} extra) in ${summary.ms} ms into ${dbPath()}`,
  );
  return 0;
}

function tokenCommand(store: DemoStore, args: string[]): number {
  const { values } = parseArgs({
    args,
    options: { name: { type: 'string' }, email: { type: 'string' }, ttl: { type: 'string' } },
  });
  if (!values.name?.trim() || !values.email?.trim()) throw new UsageError('token needs --name and --email');
  const ttl = values.ttl === undefined ? undefined : Number(values.ttl);
  if (ttl !== undefined && !Number.isFinite(ttl)) throw new UsageError('--ttl must be a number of seconds');
  const tokens = new TokenKeeper(store, { ttlSeconds: readDemoSettings().tokenTtlSeconds });
  console.log(tokens.issue({ name: values.name, email: values.email }, ttl));
  return 0;
}

/** A short human title of any nomination, for the table. */
function titleOf(n: Nomination): string {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any area's free-form record, read for a title
  const d = n.data as Record<string, any>;
  const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');
  switch (n.area) {
    case 'project':
      return text(d.projectTitle);
    case 'competition':
      return text(d.competitionName);
    case 'achievement': {
      const details =
        d.researchDetails ?? d.openSourceDetails ?? d.higherStudiesDetails ?? d.certificationDetails ?? {};
      return text(details.title ?? details.projectName ?? details.university ?? details.certificationName);
    }
    case 'placement':
      return `${text(d.organizationName)} – ${text(d.student?.name)}`;
    default:
      return text(d.alumni?.name);
  }
}

function printTable(rows: Nomination[]): void {
  const cut = (value: string, width: number) => (value.length > width ? `${value.slice(0, width - 1)}…` : value);
  const table = rows.map((n) => [
    n.id,
    n.area,
    n.category,
    n.status,
    n.isBest ? 'yes' : '',
    n.submittedAt.slice(0, 10),
    cut(titleOf(n).replace(/\s+/g, ' '), 44),
  ]);
  const header = ['ID', 'AREA', 'CATEGORY', 'STATUS', 'BEST', 'SUBMITTED', 'TITLE'];
  const widths = header.map((h, i) => Math.max(h.length, ...table.map((row) => (row[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => cell.padEnd(widths[i] ?? 0))
      .join('  ')
      .trimEnd();
  console.log(line(header));
  console.log(line(widths.map((w) => '-'.repeat(w))));
  for (const row of table) console.log(line(row));
}

try {
  process.exitCode = await main(process.argv.slice(2));
} catch (error) {
  if (error instanceof UsageError) {
    console.error(`demo-api: ${error.message}\n\n${USAGE}`);
    process.exitCode = 2;
  } else if (String((error as { code?: unknown }).code).startsWith('ERR_PARSE_ARGS')) {
    console.error(`demo-api: ${(error as Error).message}\n\n${USAGE}`);
    process.exitCode = 2;
  } else if (error instanceof ModerationError) {
    console.error(`demo-api: ${error.message}`);
    process.exitCode = 1;
  } else {
    console.error(`demo-api: ${(error as Error).message ?? error}`);
    process.exitCode = 1;
  }
}
