/**
 * One entry's search data in its detail page's head, for Pagefind: the card
 * and where it belongs as metadata, the facet values as filters, its date as
 * the "newest" sort key. Values are attributes, so any text stays inert.
 * HTML, written by the detail pages' layout and by the detail-page writer
 * (src/features/catalog/detail-writer.ts) alike.
 */
import { addAttribute } from 'astro/runtime/server/index.js';
import { cardToMeta } from './card-meta.ts';
import type { SearchDocument } from './document.ts';
import { areaOf } from '../routes.ts';

const tag = (kind: 'meta' | 'filter' | 'sort', key: string, value: string) =>
  `<meta${String(addAttribute(`${key}[content]`, `data-pagefind-${kind}`))}${String(addAttribute(value, 'content'))}>`;

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
