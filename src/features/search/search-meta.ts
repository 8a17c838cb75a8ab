/**
 * One entry's search data for Pagefind, at the end of its detail page's main
 * content: the text search reads (search-text.ts), a hidden block that is the
 * page's only `data-pagefind-body`, so the page's headings, labels and buttons
 * are never indexed and every excerpt is a piece of that text; the card and
 * where it belongs as metadata (its date too, which orders "newest first":
 * newest-order.ts), the facet values as filters. Those are hidden `<data>` elements whose value is an
 * attribute, so any text stays inert and nothing shows.
 * It all sits inside `<main>` because Pagefind reads only that element
 * (`rootSelector`, scripts/lib/search-index.ts): it works through every element
 * under its root, and the top bar, the footer and the head were a fifth of its
 * reading (0eec1ab). HTML, written by the detail pages' layout and by the
 * detail-page writer (integrations/detail-writer.ts) alike.
 */
import { escapeHtml, htmlAttribute } from '#lib/html.ts';
import { cardToMeta } from './card-meta.ts';
import type { SearchDocument } from './document.ts';
import { areaOf } from '../areas.ts';

const tag = (kind: 'meta' | 'filter', key: string, value: string) =>
  `<data hidden${htmlAttribute(`data-pagefind-${kind}`, `${key}[value]`)}${htmlAttribute('value', value)}></data>`;

/** The indexed text: one paragraph a line, so Pagefind ends each with a full stop of its own. */
function searchTextHtml(lines: readonly string[]): string {
  return `<div data-pagefind-body hidden>${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('')}</div>`;
}

export function searchMetaHtml(document: SearchDocument): string {
  const meta: Record<string, string> = {
    ...cardToMeta(document.card),
    area: areaOf(document.area).label,
    category: document.category,
  };
  if (document.date) meta.date = document.date;
  let html = searchTextHtml(document.text);
  for (const [key, value] of Object.entries(meta)) html += tag('meta', key, value);
  for (const [facet, values] of Object.entries(document.facets))
    for (const value of values ?? []) html += tag('filter', facet, value);
  return html;
}
