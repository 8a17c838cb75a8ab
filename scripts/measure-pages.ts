/**
 * Prints what typical pages of a built site weigh: `node scripts/measure-pages.ts [dir]`
 * (default dist/). HTML and JavaScript are gzip sizes; JavaScript counts every
 * module the page's islands load, and "before the first interaction" what runs
 * before the visitor does anything: the inline scripts and the modules of the
 * islands that hydrate by themselves (`client:visible` counted as if in view),
 * not those of islands that hydrate on intent (lib/page-weight.ts).
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pageWeight } from './lib/page-weight.ts';

const siteDir = process.argv[2] ?? 'dist';

/** The first page under `dir` (a detail page of that route), if any. */
function firstPage(dir: string): string | undefined {
  const full = join(siteDir, dir);
  if (!existsSync(full)) return undefined;
  const first = readdirSync(full).sort()[0];
  return first ? join(dir, first, 'index.html') : undefined;
}

const pages: Array<[label: string, page: string | undefined]> = [
  ['home', 'index.html'],
  ['project list (page 1)', 'projects/industry/index.html'],
  ['project detail', firstPage('projects/industrydetails')],
  ['competition detail', firstPage('competitions/hackathondetails')],
  ['achievement detail', firstPage('achievements/research-publication-details')],
  ['placement detail', firstPage('placements-internships/placementDetails')],
  ['alumni list', 'StarAlumni/star-alumni/index.html'],
  ['alumni detail', firstPage('StarAlumni/star-alumni-details')],
  ['about', 'about/index.html'],
  ['login', 'login/index.html'],
  ['404', '404.html'],
  ['project form', 'projects/nominateprojects/index.html'],
  ['competition form', 'competitions/nominatecompetitions/index.html'],
  ['achievement form', 'achievements/nominate-achievements/index.html'],
  ['placement form', 'placements-internships/NominateInternships/index.html'],
  ['my nominations', 'projects/my-nominations/index.html'],
];

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
console.log(
  `| page | HTML (gzip) | JavaScript (gzip) | before the first interaction: inline + modules (gzip) | islands |\n|---|---|---|---|---|`,
);
for (const [label, page] of pages) {
  if (!page || !existsSync(join(siteDir, page))) {
    console.log(`| ${label} | – | – | – | (not built) |`);
    continue;
  }
  const weight = pageWeight(siteDir, page);
  const early = weight.beforeInteraction;
  console.log(
    `| ${label} | ${kb(weight.htmlGzip)} | ${kb(weight.jsGzip)} | ${kb(early.inlineGzip)} + ${kb(early.jsGzip)} | ${weight.islands.join(', ') || 'none'} |`,
  );
}
