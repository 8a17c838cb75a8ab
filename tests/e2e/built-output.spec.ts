/** Checks on the built HTML itself: what each kind of page ships. */
import { readdirSync } from 'node:fs';
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
      const gallery = dir.startsWith('projects/') ? 'PosterCarousel' : dir.startsWith('competitions/') ? 'ImageGrid' : null;
      expect(islands.filter((name) => name !== 'TopBar' && name !== gallery), page).toEqual([]);
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
