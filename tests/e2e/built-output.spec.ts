/** Checks on the built HTML itself: what each kind of page ships. */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pageWeight } from '#scripts/lib/page-weight.ts';
import { expect, test } from './support/fixtures.ts';

const siteDir = () => join(process.env.E2E_WORK_DIR ?? '', 'site');

/** Every built page under a route folder. */
function pagesUnder(dir: string): string[] {
  return readdirSync(join(siteDir(), dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => join(dir, entry.name, 'index.html'));
}

test('a page whose only island is the top bar loads no other JavaScript', () => {
  const about = pageWeight(siteDir(), 'about/index.html');
  expect(about.islands).toEqual(['TopBar']);
  const topBarOnly = about.scripts;
  for (const page of ['privacy/index.html', 'projects/industry/index.html', 'StarAlumni/star-alumni/index.html']) {
    const weight = pageWeight(siteDir(), page);
    expect(weight.islands, page).toEqual(['TopBar']);
    expect(weight.scripts, page).toEqual(topBarOnly);
  }
});

test('About, the lists and the detail pages run no framework before the first interaction: their islands and galleries hydrate on intent', () => {
  const pages = [
    'about/index.html',
    'projects/industry/index.html',
    'StarAlumni/star-alumni/index.html',
    pagesUnder('projects/industrydetails')[0]!,
    pagesUnder('competitions/hackathondetails')[0]!,
    pagesUnder('achievements/research-publication-details')[0]!,
    pagesUnder('placements-internships/placementDetails')[0]!,
    pagesUnder('StarAlumni/star-alumni-details')[0]!,
  ];
  for (const page of pages) {
    const weight = pageWeight(siteDir(), page);
    const html = readFileSync(join(siteDir(), page), 'utf8');
    if (html.includes('data-gallery=')) {
      // A gallery's page: the small script that waits for the visitor to reach for the gallery (src/features/catalog/hydrate-galleries.ts), no React.
      expect(
        weight.beforeInteraction.scripts.some((name) => name.startsWith('GalleryScript')),
        page,
      ).toBe(true);
      expect(
        weight.beforeInteraction.scripts.filter((name) => /^(react|client|PosterCarousel|ImageGrid)\./.test(name)),
        page,
      ).toEqual([]);
      expect(weight.beforeInteraction.jsGzip, page).toBeLessThan(3 * 1024);
    } else {
      expect(weight.beforeInteraction.scripts, page).toEqual([]);
    }
    // The inline scripts: the session mark, the intent directive, Astro's island element, the bar's scroll and / shortcut.
    expect(weight.beforeInteraction.inlineGzip, page).toBeLessThan(4 * 1024);
    expect(weight.jsGzip, `${page}: what its islands load once reached for`).toBeGreaterThan(
      weight.beforeInteraction.jsGzip,
    );
  }
  // The project detail page's poster carousel and the competition's image grid are among them.
  expect(readFileSync(join(siteDir(), pagesUnder('projects/industrydetails')[0]!), 'utf8')).toContain(
    'data-gallery="poster-carousel"',
  );
  expect(readFileSync(join(siteDir(), pagesUnder('competitions/hackathondetails')[0]!), 'utf8')).toContain(
    'data-gallery="image-grid"',
  );
});

test('/login loads no HTTP client before the first interaction: its card needs React, the auth state and the login URL', () => {
  const login = pageWeight(siteDir(), 'login/index.html');
  const source = (name: string) => readFileSync(join(siteDir(), '_astro', name), 'utf8');
  expect(login.beforeInteraction.scripts.length).toBeGreaterThan(0);
  // ky's own error class, in whatever chunk it lands.
  expect(login.beforeInteraction.scripts.filter((name) => source(name).includes('KyError'))).toEqual([]);
});

test('every page carries the top bar’s search box as a plain form, which adds no island', () => {
  for (const page of [
    'index.html',
    'about/index.html',
    'projects/industry/index.html',
    'StarAlumni/star-alumni/index.html',
    pagesUnder('projects/industrydetails')[0]!,
  ]) {
    const html = readFileSync(join(siteDir(), page), 'utf8');
    expect(html, page).toMatch(/<form[^>]*action="\/search"[^>]*method="get"/);
    expect(html, page).toMatch(/<label[^>]*for="site-search"[^>]*>Search the Wall of Fame<\/label>/);
    expect(html, page).toMatch(/<input[^>]*id="site-search"[^>]*name="q"/);
    expect(pageWeight(siteDir(), page).islands, page).not.toContain('SearchApp');
  }
});

test('the search page adds only its results island and loads at most 100 KB of JavaScript (gzip) before the first query', () => {
  const search = pageWeight(siteDir(), 'search/index.html');
  expect([...search.islands].sort()).toEqual(['SearchApp', 'TopBar']);
  expect(search.jsGzip).toBeLessThanOrEqual(100 * 1024);
  // Pagefind's own script is fetched only when a search runs, from the index the build wrote: no module of the page is a copy of it.
  const source = (name: string) => readFileSync(join(siteDir(), '_astro', name), 'utf8');
  expect(search.scripts.filter((name) => source(name).includes('pagefind_version'))).toEqual([]);
  expect(readFileSync(join(siteDir(), 'pagefind', 'pagefind.js'), 'utf8').length).toBeGreaterThan(0);
});

test('detail pages load no JavaScript but the top bar and their image gallery (project carousel, competition grid)', () => {
  const dirs = [
    'projects/industrydetails',
    'projects/start-updetails',
    'competitions/hackathondetails',
    'achievements/research-publication-details',
    'achievements/certification-details',
    'placements-internships/placementDetails',
    'placements-internships/internshipDetails',
    'StarAlumni/star-alumni-details',
  ];
  for (const dir of dirs) {
    for (const page of pagesUnder(dir).slice(0, 5)) {
      const { islands } = pageWeight(siteDir(), page);
      const gallery = dir.startsWith('projects/')
        ? 'poster-carousel'
        : dir.startsWith('competitions/')
          ? 'image-grid'
          : null;
      expect(
        islands.filter((name) => name !== 'TopBar' && name !== gallery),
        page,
      ).toEqual([]);
      expect(islands[0], page).toBe('TopBar');
    }
  }
});

test('a 24-card list page weighs under 16 KB of HTML (gzip)', () => {
  const page = 'projects/industry/index.html';
  const weight = pageWeight(siteDir(), page);
  const html = weight.htmlGzip;
  expect(html).toBeLessThan(16 * 1024);
  // The seeded extra entries fill every list past one page, so this page has the full 24 cards.
  expect(pagesUnder('projects/industry').length).toBeGreaterThan(0);
});
