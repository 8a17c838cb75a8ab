/** What a detail page's head says, from its title and its entry's search document (DetailLayout.astro, detail-writer.ts). */
import type { PageHead } from '#layouts/page-head.ts';
import type { SearchDocument } from '../search/document.ts';
import { areaFeed } from '../areas.ts';

export function detailHead(title: string, document: SearchDocument): PageHead {
  return { title, description: document.excerpt, image: document.card.image, feed: areaFeed(document.area) };
}
