/**
 * Small release folders for the deploy's tests, shaped as a build makes them:
 * pages that refer to content-named assets (`/_astro/`, `/_img/`), Pagefind's
 * entry naming its meta and chunks, feeds, 404.html, `_headers`, a compressed
 * sibling; and the next release made the way the rebuild makes it, hard links
 * to the previous release's files with the changed files written anew.
 */
import { link, mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { headersFile } from '#integrations/security.ts';

export type Files = Record<string, string | Buffer>;

const page = (title: string, refs: string[]) =>
  `<!doctype html><html><head><title>${title}</title>${refs
    .filter((ref) => ref.endsWith('.css'))
    .map((ref) => `<link rel="stylesheet" href="${ref}">`)
    .join('')}</head>` +
  `<body><h1>${title}</h1>${refs
    .filter((ref) => !ref.endsWith('.css'))
    .map((ref) => (ref.endsWith('.js') ? `<script type="module" src="${ref}"></script>` : `<img src="${ref}" alt="">`))
    .join('')}</body></html>`;

/** Pagefind's packed files are gzip of data that starts with its signature. */
const packed = (text: string) => gzipSync(Buffer.from(`pagefind_dcd${text}`));

/** The first release: a home page, About, two project pages, their assets, search, feeds. */
export function firstRelease(): Files {
  return {
    'index.html': page('Wall of Fame', ['/_astro/app.1111.js', '/_astro/site.2222.css', '/_img/aaaa.webp']),
    'index.html.br': Buffer.from('a brotli sibling, never uploaded to a bucket'),
    'about/index.html': page('About', ['/_astro/site.2222.css']),
    'projects/p-1/index.html': page('Project 1', ['/_astro/site.2222.css', '/_img/bbbb.webp']),
    'projects/p-2/index.html': page('Project 2', ['/_astro/site.2222.css', '/_img/cccc.webp']),
    '404.html': page('Not found', ['/_astro/app.1111.js']),
    '_astro/app.1111.js': 'console.log("app 1");',
    '_astro/site.2222.css': 'body{margin:0}',
    '_img/aaaa.webp': Buffer.from('picture a'),
    '_img/bbbb.webp': Buffer.from('picture b'),
    '_img/cccc.webp': Buffer.from('picture c'),
    'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    'rss.xml': '<rss><item><link>/projects/p-1</link></item></rss>',
    'sitemap.xml': '<urlset><url><loc>/</loc></url></urlset>',
    'robots.txt': 'User-agent: *\nSitemap: /sitemap.xml\n',
    'pagefind/pagefind.js': 'export const entry = "pagefind-entry.json";',
    'pagefind/pagefind-entry.json': JSON.stringify({ languages: { en: { hash: 'en_m1', page_count: 2 } } }),
    'pagefind/pagefind.en_m1.pf_meta': packed('meta 1 → index/en_i1.pf_index'),
    'pagefind/index/en_i1.pf_index': packed('index 1'),
    'pagefind/fragment/en_f1.pf_fragment': packed('fragment 1'),
    'pagefind/fragment/en_f2.pf_fragment': packed('fragment 2'),
    _headers: headersFile(),
  };
}

/** One approval: a new project page with a new picture, the home page and feeds listing it, its search fragment, a new index. */
export function approval(): { changes: Files; removed: string[] } {
  return {
    changes: {
      'index.html': page('Wall of Fame (3 projects)', [
        '/_astro/app.1111.js',
        '/_astro/site.2222.css',
        '/_img/aaaa.webp',
        '/_img/dddd.webp',
      ]),
      'projects/p-3/index.html': page('Project 3', ['/_astro/site.2222.css', '/_img/dddd.webp']),
      '_img/dddd.webp': Buffer.from('picture d'),
      'rss.xml': '<rss><item><link>/projects/p-1</link></item><item><link>/projects/p-3</link></item></rss>',
      'sitemap.xml': '<urlset><url><loc>/</loc></url><url><loc>/projects/p-3</loc></url></urlset>',
      'pagefind/pagefind-entry.json': JSON.stringify({ languages: { en: { hash: 'en_m2', page_count: 3 } } }),
      'pagefind/pagefind.en_m2.pf_meta': packed('meta 2 → index/en_i2.pf_index'),
      'pagefind/index/en_i2.pf_index': packed('index 2'),
      'pagefind/fragment/en_f3.pf_fragment': packed('fragment 3'),
      // A second part of the full index and a delta, each with its own entry, and the list that names them.
      'pagefind/part-1/pagefind-entry.json': JSON.stringify({
        languages: { 'en-x-s1': { hash: 'en-x-s1_p1', page_count: 1 } },
      }),
      'pagefind/part-1/pagefind.en-x-s1_p1.pf_meta': packed('part meta → index/en-x-s1_pi1.pf_index'),
      'pagefind/part-1/index/en-x-s1_pi1.pf_index': packed('part index'),
      'pagefind/delta/pagefind-entry.json': JSON.stringify({ languages: { en: { hash: 'en_d1', page_count: 1 } } }),
      'pagefind/delta/pagefind.en_d1.pf_meta': packed('delta meta → index/en_di1.pf_index'),
      'pagefind/delta/index/en_di1.pf_index': packed('delta index'),
      'pagefind/delta.json': JSON.stringify({ pages: 1, stale: {}, parts: 1 }),
    },
    removed: ['pagefind/pagefind.en_m1.pf_meta', 'pagefind/index/en_i1.pf_index', 'index.html.br'],
  };
}

export async function writeRelease(dir: string, files: Files): Promise<string> {
  for (const [path, content] of Object.entries(files)) {
    await mkdir(dirname(join(dir, path)), { recursive: true });
    await writeFile(join(dir, path), content);
  }
  return dir;
}

/** The release after `previous`: its files hard-linked, `changes` written as new files (never into a linked one), `removed` left out. */
export async function nextRelease(
  previous: string,
  dir: string,
  changes: Files,
  removed: string[] = [],
): Promise<string> {
  for (const entry of await readdir(previous, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const path = relative(previous, join(entry.parentPath, entry.name));
    if (removed.includes(path) || path in changes) continue;
    await mkdir(dirname(join(dir, path)), { recursive: true });
    await link(join(previous, path), join(dir, path));
  }
  for (const path of Object.keys(changes)) await rm(join(dir, path), { force: true });
  return writeRelease(dir, changes);
}

/**
 * The site paths a page, a Pagefind entry or meta, or `delta.json` (the parts and the delta it names) refers to
 * (`/_astro/x.js` → `_astro/x.js`).
 */
export function referencesOf(path: string, body: Buffer): string[] {
  if (path.endsWith('.html'))
    return [...body.toString('utf8').matchAll(/(?:src|href)="\/([^"]+)"/g)].map((match) => match[1]!);
  if (path.endsWith('pagefind-entry.json')) {
    const languages = (JSON.parse(body.toString('utf8')) as { languages: Record<string, { hash: string }> }).languages;
    return Object.values(languages).map(({ hash }) => `${dirname(path)}/pagefind.${hash}.pf_meta`);
  }
  if (path.endsWith('.pf_meta'))
    return [
      ...gunzipSync(body)
        .toString('utf8')
        .matchAll(/index\/\S+\.pf_index/g),
    ].map((match) => `${dirname(path)}/${match[0]}`);
  if (path === 'pagefind/delta.json') {
    const { pages, parts = 0 } = JSON.parse(body.toString('utf8')) as { pages: number; parts?: number };
    const entries = Array.from({ length: parts }, (_, k) => `pagefind/part-${k + 1}/pagefind-entry.json`);
    return pages > 0 ? [...entries, 'pagefind/delta/pagefind-entry.json'] : entries;
  }
  return [];
}
