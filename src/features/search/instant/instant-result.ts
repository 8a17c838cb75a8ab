/** One result of the top bar's search, and one answer: what ./instant-engine.ts gives and the list shows. */
import type { CardModel } from '#components/showcase/card-model.ts';

export interface InstantResult {
  id: string;
  href: string;
  /** The area's name ("Projects"). */
  area: string;
  /** The card it comes from: its title and picture. */
  card: CardModel;
  /** One line of what the card says (./meta-line.ts). */
  meta: string;
  /** Pagefind's excerpt: the words around the match, the matched ones in `<mark>` (../Excerpt.tsx). */
  excerpt: string;
}

export interface InstantAnswer {
  /** The words searched for. */
  query: string;
  /** How many entries match in all. */
  total: number;
  results: InstantResult[];
}
