/** Verification of a small fake release (pages, links, the search index) and its `_headers` and CSP. */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cspDirectives, headersFile, headersFor, parseHeadersFile } from '#integrations/security.ts';
import {
  expectedPaths,
  internalPath,
  listedFile,
  verifyRelease,
  VerifyError,
} from '#scripts/rebuild/release-checks.ts';
import { ids, manifest } from './support/rebuild.ts';

let dir: string;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'rebuild-unit-'));
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('verification', () => {
  const site = 'https://fame.example.edu';
  async function page(path: string, html = '<a href="/">home</a>') {
    const file = join(dir, path);
    await mkdir(join(file, '..'), { recursive: true });
    await writeFile(file, html);
  }
  async function fixedPages() {
    const feeds = [
      'rss.xml',
      'projects/rss.xml',
      'competitions/rss.xml',
      'achievements/rss.xml',
      'placements-internships/rss.xml',
      'StarAlumni/rss.xml',
    ];
    for (const path of [
      'index.html',
      'about/index.html',
      'login/index.html',
      'callback/index.html',
      'search/index.html',
      '404.html',
      'sitemap.xml',
      'robots.txt',
      ...feeds,
    ])
      await page(path);
  }
  /** A search index holding these pages, written as Pagefind writes its fragments. */
  async function searchIndex(urls: string[]) {
    await mkdir(join(dir, 'pagefind', 'fragment'), { recursive: true });
    for (const [n, url] of urls.entries()) {
      await writeFile(
        join(dir, 'pagefind', 'fragment', `en_${n}.pf_fragment`),
        gzipSync(`pagefind_dcd${JSON.stringify({ url, content: 'x', meta: {} })}`),
      );
    }
  }

  it('expects every list page (24 a page, placement aliases too) and detail page of the snapshot', () => {
    const paths = expectedPaths(
      manifest({ projects: { Industry: ids('P', 25) }, placements: { Placement: ids('PL', 1) } }),
    );
    expect(paths).toContain('/projects/industry');
    expect(paths).toContain('/projects/industry/2');
    expect(paths).not.toContain('/projects/industry/3');
    expect(paths).toContain('/projects/industrydetails/P-25');
    expect(paths).toContain('/placements-internships/Placements');
    expect(paths).toContain('/placements-internships/placementDetails/PL-1');
  });

  it('passes a complete release; accepts links to detail routes the 404 page renders', async () => {
    await fixedPages();
    await page(
      'projects/industry/index.html',
      '<a href="/projects/industrydetails/P-1">x</a><a href="/projects/industrydetails/NEWER">y</a><a href="https://elsewhere.org/x">z</a><a href="mailto:a@b.c">m</a>',
    );
    await page(
      'projects/industrydetails/P-1/index.html',
      `<a href="${site}/projects/industry?x=1#top">back</a><img src="/logo.svg">`,
    );
    await writeFile(join(dir, 'logo.svg'), '<svg/>');
    await searchIndex(['/projects/industrydetails/P-1/']);
    const report = await verifyRelease({
      root: dir,
      manifest: manifest({ projects: { Industry: ids('P', 1) } }),
      siteUrl: site,
    });
    expect(report).toMatchObject({ pages: 8, missing: [], broken: [], unindexed: [] });
  });

  it('fails when the search index is missing or lacks a detail page of the snapshot', async () => {
    await fixedPages();
    await page('projects/industry/index.html');
    for (const id of ['P-1', 'P-2']) await page(`projects/industrydetails/${id}/index.html`);
    const options = { root: dir, manifest: manifest({ projects: { Industry: ids('P', 2) } }), siteUrl: site };
    const none = await verifyRelease(options).catch((e: unknown) => e);
    expect((none as VerifyError).report.unindexed).toEqual(['/pagefind/ (the release has no search index)']);
    await searchIndex(['/projects/industrydetails/P-1/']);
    const partial = await verifyRelease(options).catch((e: unknown) => e);
    expect((partial as VerifyError).report.unindexed).toEqual(['/projects/industrydetails/P-2']);
    expect((partial as Error).message).toContain('detail pages not in the search index (1)');
    await searchIndex(['/projects/industrydetails/P-1/', '/projects/industrydetails/P-2/']);
    await expect(verifyRelease(options)).resolves.toMatchObject({ unindexed: [] });
  });

  it('fails naming missing pages and broken links (grouped by target), unless a path is allowed', async () => {
    await fixedPages();
    await page(
      'projects/industry/index.html',
      '<a href="/nowhere">x</a><script type="module" src="/_astro/gone.js"></script>',
    );
    await page('about/index.html', '<a href="/nowhere">x</a>');
    const options = { root: dir, manifest: manifest({ projects: { Industry: ids('P', 1) } }), siteUrl: site };
    const error = await verifyRelease(options).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(VerifyError);
    const { report } = error as VerifyError;
    expect(report.missing).toEqual(['/projects/industrydetails/P-1']);
    expect(report.broken).toEqual([
      '/nowhere (from 2 pages, e.g. /about/index.html)',
      '/_astro/gone.js (from /projects/industry/index.html)',
    ]);
    expect((error as Error).message).toContain('nothing was published');
    await page('projects/industrydetails/P-1/index.html');
    await searchIndex(['/projects/industrydetails/P-1/']);
    await page('projects/industry/index.html', '<a href="/nowhere">x</a>');
    await expect(verifyRelease({ ...options, allowUnbuilt: ['/nowhere'] })).resolves.toMatchObject({ broken: [] });
  });

  it('reads the pages the caller lists as the release (an assembled release), not the folder', async () => {
    await fixedPages();
    await page('projects/industry/index.html');
    await page('projects/industrydetails/P-1/index.html');
    await searchIndex(['/projects/industrydetails/P-1/']);
    // On disk but not in the release's list: not read, not counted.
    await page('stray/index.html', '<a href="/nowhere">x</a>');
    const options = { root: dir, manifest: manifest({ projects: { Industry: ids('P', 1) } }), siteUrl: site };
    const listed = [
      'index.html',
      'about/index.html',
      'login/index.html',
      'callback/index.html',
      'search/index.html',
      '404.html',
      'projects/industry/index.html',
      'projects/industrydetails/P-1/index.html',
      'logo.svg',
    ];
    await expect(verifyRelease({ ...options, files: listed })).resolves.toMatchObject({
      pages: 8,
      read: 8,
      broken: [],
    });
    const all = await verifyRelease(options).catch((e: unknown) => e);
    expect((all as VerifyError).report.broken).toEqual(['/nowhere (from /stray/index.html)']);
  });

  it('finds the files the caller lists without the file system, and looks on disk for what the list lacks', async () => {
    const listed = new Set(['index.html', 'about/index.html', 'feed.html', 'logo.svg', '_headers', 'page.html.br']);
    expect(listedFile(listed, '/')).toBe(true);
    expect(listedFile(listed, '/about')).toBe(true);
    expect(listedFile(listed, '/about/')).toBe(true);
    expect(listedFile(listed, '/feed')).toBe(true);
    expect(listedFile(listed, '/logo.svg?v=1')).toBe(true);
    expect(listedFile(listed, '/logo.svg/')).toBe(false);
    expect(listedFile(listed, '/%61bout')).toBe(true);
    expect(listedFile(listed, '/../about')).toBe(false);
    // Never served as files of their own: left to the file system's rules.
    expect(listedFile(listed, '/_headers')).toBe(false);
    expect(listedFile(listed, '/page.html.br')).toBe(false);

    await fixedPages();
    await page(
      'projects/industry/index.html',
      '<img src="/listed.svg"><img src="/on-disk.svg"><img src="/nowhere.svg">',
    );
    await page('projects/industrydetails/P-1/index.html');
    await writeFile(join(dir, 'on-disk.svg'), '<svg/>');
    await searchIndex(['/projects/industrydetails/P-1/']);
    const options = { root: dir, manifest: manifest({ projects: { Industry: ids('P', 1) } }), siteUrl: site };
    // listed.svg is listed (as if the build wrote it), so it is not looked for; on-disk.svg is not listed but is there.
    const pages = [
      'index.html',
      'about/index.html',
      'login/index.html',
      'callback/index.html',
      'search/index.html',
      '404.html',
      'projects/industry/index.html',
      'projects/industrydetails/P-1/index.html',
    ];
    const listedError = await verifyRelease({ ...options, files: [...pages, 'listed.svg'] }).catch((e: unknown) => e);
    expect((listedError as VerifyError).report).toMatchObject({
      missing: [],
      broken: ['/nowhere.svg (from /projects/industry/index.html)'],
    });
    // Without the list, the same release is read from disk, where listed.svg is not.
    const unlisted = await verifyRelease(options).catch((e: unknown) => e);
    expect((unlisted as VerifyError).report.broken).toEqual([
      '/listed.svg (from /projects/industry/index.html)',
      '/nowhere.svg (from /projects/industry/index.html)',
    ]);
  });

  it('reads links relative to the page and only same-site ones', () => {
    expect(internalPath('/a?b#c', site)).toBe('/a');
    expect(internalPath('next', site, `${site}/list/`)).toBe('/list/next');
    expect(internalPath('//cdn.example.org/x.js', site)).toBeUndefined();
    expect(internalPath(`${site}/x`, site)).toBe('/x');
    expect(internalPath('tel:+911', site)).toBeUndefined();
  });

  it('gives every path URL parsing gives, plain ones without parsing', () => {
    const base = `${site}/projects/list/`;
    const urls = [
      '/',
      `${site}`,
      `${site}/`,
      `${site}/projects/industrydetails/PRJ-2024-000001/`,
      '/StarAlumni/star-alumni-details/ALM-1',
      '/a/./b',
      '/a/../b/',
      '/a/.hidden/x',
      '/a//b',
      '/caf\u00e9/',
      '/a%20b/',
      '/a b',
      '/A_b~c-d.e/',
      '/a\\b',
      `${site}/x?y`,
      `${site}.evil.example/x`,
      'relative/x',
      '../up',
      `${site}:8080/x`,
      site.toUpperCase() + '/x',
      `${site}//evil.example/x`,
      '//evil.example/x',
      '/a\tb',
      '/a\nb',
      ' /x',
      '/a/..',
      '/a/.',
    ];
    for (const url of urls) {
      const parsed = new URL(url, base);
      expect(internalPath(url, site, base), url).toBe(parsed.origin === site ? parsed.pathname : undefined);
    }
  });
});

describe('security headers', () => {
  it('the CSP: self plus the backend for connections and images, the identity provider for connections only', () => {
    const directives = cspDirectives({
      apiHost: 'https://api.example.edu/base/',
      identityMeUrl: 'https://login.example.com/me',
    });
    expect(directives).toContain("connect-src 'self' https://api.example.edu https://login.example.com");
    expect(directives).toContain("img-src 'self' https://api.example.edu");
    expect(directives).toContain("default-src 'self'");
    expect(directives).toContain("object-src 'none'");
    expect(cspDirectives({})).toContain("connect-src 'self' https://graph.microsoft.com");
  });

  it('_headers round-trips and matches paths by splat', () => {
    const rules = parseHeadersFile(headersFile());
    expect(headersFor(rules, '/')['X-Content-Type-Options']).toBe('nosniff');
    expect(headersFor(rules, '/_astro/a.js')['Cache-Control']).toContain('immutable');
    expect(headersFor(rules, '/_img/0123456789abcdef0123456789abcdef.webp')['Cache-Control']).toContain('immutable');
    expect(headersFor(rules, '/about')['Cache-Control']).toBeUndefined();
  });
});
