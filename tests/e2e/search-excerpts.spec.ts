/**
 * Excerpts that read (issue 43): for an entry of each area, a word of its
 * description finds it with an excerpt taken from that description, not from
 * the page's headings or labels ("Description. … Program Details."). The
 * entries and their descriptions are read from the built lists and the demo
 * backend, the excerpt from the built index through Pagefind's own script, as
 * the site's search loads it.
 */
import type { Page } from '@playwright/test';
import { apiData, expect, test } from './support/fixtures.ts';

interface Area {
  name: string;
  /** A built list of the area. */
  list: string;
  /** The backend's detail call of an id. */
  detail: (id: string) => string;
  /** The prose search shows first after the title. */
  description: (record: Record<string, unknown>) => unknown;
}

const AREAS: Area[] = [
  {
    name: 'projects',
    list: '/projects/industry',
    detail: (id) => `/api/project-nominations/approved/${id}`,
    description: (r) => r.problemStatement,
  },
  {
    name: 'competitions',
    list: '/competitions/hackathons',
    detail: (id) => `/api/competition-nominations/approved/${id}`,
    description: (r) => r.description,
  },
  {
    name: 'achievements',
    list: '/achievements/higher-studies',
    detail: (id) => `/api/achievement-nominations/approved/${id}`,
    description: (r) => (r.higherStudiesDetails as { description?: unknown } | undefined)?.description,
  },
  {
    name: 'placements',
    list: '/placements-internships/internships',
    detail: (id) => `/api/placement-nominations/approved/${id}`,
    description: (r) => r.projectDescription,
  },
  {
    name: 'alumni',
    list: '/StarAlumni/star-alumni',
    detail: (id) => `/api/alumni/approved/${id}`,
    description: (r) => r.bio,
  },
];

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** A built entry of the area and a word that only its description has (of all its fields). */
async function entryWithDescriptionWord(
  page: Page,
  area: Area,
): Promise<{ href: string; description: string; word: string }> {
  await page.goto(area.list);
  const hrefs = await page
    .locator('main article h2 a')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  for (const href of hrefs) {
    const id = decodeURIComponent(href.split('/').pop() ?? '');
    const record = await apiData<Record<string, unknown>>(area.detail(encodeURIComponent(id)));
    const description = area.description(record);
    if (typeof description !== 'string') continue;
    // Every other field of the record, as text.
    const others = JSON.stringify(record).split(JSON.stringify(description).slice(1, -1)).join(' ').toLowerCase();
    const word = (description.match(/\b[A-Za-z]{6,}\b/g) ?? []).find(
      (candidate) => !others.includes(candidate.toLowerCase()),
    );
    if (word) return { href, description: oneLine(description), word };
  }
  throw new Error(`no built entry of ${area.list} has a word only its description holds`);
}

/** The excerpt and indexed text of the result at `href` for `word`, through the site's own index (every part) and Pagefind's script. */
function excerptOf(page: Page, word: string, href: string) {
  return page.evaluate(
    async ({ word, href }) => {
      const script = '/pagefind/pagefind.js';
      const pagefind = await import(/* @vite-ignore */ script);
      await pagefind.options({ excerptLength: 24 });
      // Every part of the index, as the site's search merges them.
      const { parts = 0 } = (await (await fetch('/pagefind/delta.json')).json()) as { parts?: number };
      for (let part = 1; part <= parts; part++) await pagefind.mergeIndex(`/pagefind/part-${part}/`);
      const search = await pagefind.search(word);
      for (const result of search.results as Array<{
        data(): Promise<{ url: string; excerpt: string; content: string }>;
      }>) {
        const data = await result.data();
        if (data.url.replace(/\/$/, '') !== href) continue;
        const holder = document.createElement('div');
        holder.innerHTML = data.excerpt;
        return {
          plain: holder.textContent ?? '',
          marked: [...holder.querySelectorAll('mark')].map((mark) => mark.textContent ?? ''),
          content: data.content,
        };
      }
      return null;
    },
    { word, href },
  );
}

for (const area of AREAS) {
  test(`${area.name}: a word of an entry’s description finds it with an excerpt from that description`, async ({
    page,
  }) => {
    const { href, description, word } = await entryWithDescriptionWord(page, area);
    const found = await excerptOf(page, word, href);
    expect(found, `${word} finds ${href}`).not.toBeNull();
    const { plain, marked, content } = found!;
    expect(
      marked.some((text) => text.toLowerCase().includes(word.toLowerCase())),
      `${plain} marks ${word}`,
    ).toBe(true);
    // The marked word is the description's: where the excerpt sits in the indexed text, inside the description.
    const at = content.indexOf(plain);
    const start = content.indexOf(description);
    expect(at, `the excerpt “${plain}” is a piece of the indexed text`).toBeGreaterThanOrEqual(0);
    expect(start, `the indexed text holds the description: ${content}`).toBeGreaterThanOrEqual(0);
    const markAt = at + plain.toLowerCase().indexOf(word.toLowerCase());
    expect(markAt).toBeGreaterThanOrEqual(start);
    expect(markAt).toBeLessThan(start + description.length);
    // And none of it is the page's headings or labels.
    expect(plain).not.toMatch(
      /Description\.|Problem Statement\.|Nomination ID|University Details|Organization Details|Competition Details|Professional Information/,
    );
  });
}
