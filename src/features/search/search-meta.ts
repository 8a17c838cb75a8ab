/**
 * One entry's search data for Pagefind, at the end of its detail page's main
 * content: the card and where it belongs as metadata, the facet values as
 * filters, its date as the "newest" sort key. Each is a hidden `<data>` element
 * whose value is an attribute, so any text stays inert and nothing shows.
 * They sit inside `<main>` because Pagefind reads only that element
 * (`rootSelector`, scripts/lib/search-index.ts): it works through every element
 * under its root, and the top bar, the footer and the head were a fifth of its
 * reading (0eec1ab). HTML, written by the detail pages' layout and by the
 * detail-page writer (integrations/detail-writer.ts) alike.
 */
import { htmlAttribute } from '#lib/html.ts';
import { cardToMeta } from './card-meta.ts';
import type { SearchDocument } from './document.ts';
import { areaOf } from '../areas.ts';

const tag = (kind: 'meta' | 'filter' | 'sort', key: string, value: string) =>
  `<data hidden${htmlAttribute(`data-pagefind-${kind}`, `${key}[value]`)}${htmlAttribute('value', value)}></data>`;

export function searchMetaHtml(document: SearchDocument): string {
  const meta: Record<string, string> = {
    ...cardToMeta(document.card),
    area: areaOf(document.area).label,
    category: document.category,
    excerpt: document.excerpt,
  };
  if (document.date) meta.date = document.date;
  let html = '';
  for (const [key, value] of Object.entries(meta)) html += tag('meta', key, value);
  for (const [facet, values] of Object.entries(document.facets)) for (const value of values ?? []) html += tag('filter', facet, value);
  // Pagefind leaves out of a sorted search every page without the sort key: undated entries sort last.
  return html + tag('sort', 'date', document.date ?? '0000');
}
