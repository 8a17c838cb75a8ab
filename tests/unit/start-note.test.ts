/**
 * What `npm start` prints of its own (issue 53): the demo data's pictures
 * broken on purpose named before the rebuild reports them, and a closing
 * block that sends people through the site's /login and whose commands work
 * as printed.
 */
import { describe, expect, it } from 'vitest';
import { brokenPictureLinks } from '#scripts/demo-api/broken-pictures.ts';
import { seed } from '#scripts/demo-api/seed.ts';
import { DemoStore } from '#scripts/demo-api/store.ts';
import { brokenPicturesNote, closingNote, RULE, type RunningSite } from '#scripts/start-note.ts';

describe('the demo data pictures broken on purpose', () => {
  const store = new DemoStore(':memory:');
  seed(store);

  it('are found in the approved entries that link them, each file named', () => {
    const links = brokenPictureLinks(store);
    expect(new Set(links.map((link) => link.file))).toEqual(
      new Set(['missing-poster.png', 'not-a-picture.png', 'truncated-photo.jpg']),
    );
    for (const { id } of links) expect(store.get(id)?.status).toBe('approved');
  });

  it('are named by entry and file, and said to be expected', () => {
    const note = brokenPicturesNote([
      { id: 'PRJ-1', file: 'missing-poster.png' },
      { id: 'PRJ-1', file: 'not-a-picture.png' },
      { id: 'ALM-2', file: 'missing-poster.png' },
    ]);
    expect(note).toBe(
      '  The demo data links 3 pictures broken on purpose, to show the fallback picture: PRJ-1 (missing-poster.png, not-a-picture.png), ALM-2 (missing-poster.png).\n' +
        '  The rebuild reports them as dropped pictures (again for a best list that holds the entry, as "best projects #N"); nothing is wrong.',
    );
  });

  it('leave no note once none is linked (an operator replaced them)', () => {
    store.transaction(() => store.clear());
    expect(brokenPicturesNote(brokenPictureLinks(store))).toBeUndefined();
  });
});

describe('the closing block', () => {
  const demo: RunningSite = {
    localUrl: 'http://localhost:4321',
    serving: '/srv/app/.site/current',
    siteUrl: 'http://localhost:4321',
    backendUrl: 'http://127.0.0.1:4000',
    demoDb: '.data/demo.sqlite',
    everyMs: 15 * 60_000,
    webhookUrl: 'http://127.0.0.1:4322',
    secret: { value: 's3cret', keptIn: '.site/rebuild-secret' },
  };

  it("stands between two rules, with the sign-in at the site's /login and the moderation and webhook commands", () => {
    const lines = closingNote(demo).split('\n');
    expect(lines.filter((line) => line === RULE)).toHaveLength(2);
    expect(lines.at(-1)).toBe(RULE);
    expect(lines).toContain('Wall of Fame is running.');
    expect(lines.find((line) => line.startsWith('  Sign in:'))).toMatch(
      /^ {2}Sign in: {3}http:\/\/localhost:4321\/login {2}/,
    );
    expect(lines.join('\n')).not.toContain('/auth/login');
    expect(lines).toContain(
      '  Secret:    s3cret  (made up for this session, kept in .site/rebuild-secret; set REBUILD_SECRET to choose one)',
    );
    expect(lines).toContain('  npm run demo-api -- approve <nominationId>');
    expect(lines).toContain('  curl -X POST -H "Authorization: Bearer s3cret" http://127.0.0.1:4322/rebuild');
  });

  it('signs in at SITE_URL, where the backend sends people back to', () => {
    const note = closingNote({ ...demo, siteUrl: 'https://walloffame.example.edu' });
    expect(note).toMatch(/^ {2}Sign in: {3}https:\/\/walloffame\.example\.edu\/login/m);
  });

  it('names another demo database in the moderation commands, so they act on the one npm start serves', () => {
    const note = closingNote({ ...demo, demoDb: '.tmp/mine.sqlite' });
    expect(note).toContain('  DEMO_API_DB=.tmp/mine.sqlite npm run demo-api -- list --status pending');
    expect(closingNote({ ...demo, demoDb: ':memory:' })).not.toContain('npm run demo-api');
  });

  it('with a real backend: no demo commands, and the webhook takes $REBUILD_SECRET', () => {
    const note = closingNote({
      ...demo,
      demoDb: undefined,
      backendUrl: 'https://api.example.edu',
      secret: { fromEnv: true },
    });
    expect(note).toContain('  Backend:   https://api.example.edu  (PUBLIC_API_HOST)');
    expect(note).not.toContain('demo-api');
    expect(note).toContain('curl -X POST -H "Authorization: Bearer $REBUILD_SECRET" http://127.0.0.1:4322/rebuild');
  });
});
