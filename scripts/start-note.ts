/**
 * What `npm start` prints of its own: a note on the demo data's pictures that
 * are broken on purpose (before the first rebuild reports them), and the
 * closing block once everything runs: the site, where to sign in, the backend,
 * the rebuilds and their secret, how to publish an approval, how to stop.
 * Plain functions of what started, so a test reads what a person reads.
 */
import type { BrokenPictureLink } from './demo-api/broken-pictures.ts';
import { formatInterval } from './rebuild/service.ts';
import { DEMO_DEFAULTS } from './demo-api/settings.ts';

/** The rule above and below the closing block, so it stands out from the rebuild's lines. */
export const RULE = '═'.repeat(72);

export interface RunningSite {
  /** Where the static server answers on this machine. */
  localUrl: string;
  /** The folder it serves. */
  serving: string;
  /** The site's public origin (SITE_URL, else `localUrl`): sign-in comes back there. */
  siteUrl: string;
  backendUrl: string;
  /** The demo backend's database, when `npm start` runs the demo backend. */
  demoDb?: string;
  everyMs: number;
  webhookUrl: string;
  /** The secret the webhook takes; `keptIn` is the file holding one made up for this session. */
  secret: { value: string; keptIn?: string } | { fromEnv: true };
}

/** The lines that follow "Demo backend: …" when its data links pictures broken on purpose; undefined when it links none. */
export function brokenPicturesNote(links: readonly BrokenPictureLink[]): string | undefined {
  if (links.length === 0) return undefined;
  const byEntry = new Map<string, string[]>();
  for (const { id, file } of links) byEntry.set(id, [...(byEntry.get(id) ?? []), file]);
  const entries = [...byEntry].map(([id, files]) => `${id} (${files.join(', ')})`).join(', ');
  const one = links.length === 1;
  return [
    `  The demo data links ${one ? 'a picture' : `${links.length} pictures`} broken on purpose, to show the fallback picture: ${entries}.`,
    `  The rebuild reports ${one ? 'it as a dropped picture' : 'them as dropped pictures'} (again for a best list that holds the entry, as "best projects #N"); nothing is wrong.`,
  ].join('\n');
}

/** The address of the site's sign-in page: the way in for people, on the demo backend as on a real one. */
function signInUrl(siteUrl: string): string {
  return new URL('/login', siteUrl).href;
}

/** The closing block `npm start` prints once the site is served. */
export function closingNote(site: RunningSite): string {
  const demo = site.demoDb !== undefined;
  const secret = 'fromEnv' in site.secret ? '$REBUILD_SECRET' : site.secret.value;
  const secretLine =
    'fromEnv' in site.secret
      ? 'REBUILD_SECRET'
      : `${site.secret.value}  (made up for this session${site.secret.keptIn ? `, kept in ${site.secret.keptIn}` : ''}; set REBUILD_SECRET to choose one)`;
  return [
    '',
    RULE,
    'Wall of Fame is running.',
    `  Site:      ${site.localUrl}  (serving ${site.serving})`,
    `  Sign in:   ${signInUrl(site.siteUrl)}${demo ? "  (then 'Sign in with Microsoft': the demo's sign-in page takes any name and e-mail)" : ''}`,
    `  Backend:   ${site.backendUrl}  (${demo ? `the demo backend, ${site.demoDb}` : 'PUBLIC_API_HOST'})`,
    `  Rebuilds:  every ${formatInterval(site.everyMs)} (REBUILD_EVERY), and on POST ${site.webhookUrl}/rebuild`,
    `  Secret:    ${secretLine}`,
    '',
    'Publish an approval:',
    ...(demo ? moderationLines(site.demoDb!) : ['  approve it on the backend, then:']),
    `  curl -X POST -H "Authorization: Bearer ${secret}" ${site.webhookUrl}/rebuild`,
    '',
    'Stop: Ctrl+C',
    RULE,
  ].join('\n');
}

/** The demo backend's moderation commands, for the database `npm start` uses. */
function moderationLines(db: string): string[] {
  if (db === ':memory:')
    return ['  (the demo database is in memory, DEMO_API_DB=:memory:: its moderation commands cannot reach it)'];
  // The moderation commands need DEMO_API_DB only for another database than the default.
  const demoApi = db === DEMO_DEFAULTS.dbPath ? 'npm run demo-api' : `DEMO_API_DB=${db} npm run demo-api`;
  return [`  ${demoApi} -- list --status pending`, `  ${demoApi} -- approve <nominationId>`];
}
