/**
 * What a showcase card shows, as data: each area turns its record into one
 * (features/<area>/card.ts), the lists render it, and the search index
 * stores it so search results show the very same card.
 */

/** A label and its value; a missing value reads "N/A". */
export type CardFact = [label: string, value: string | undefined];

export interface CardBadge {
  text: string;
  tone?: 'brand' | 'gold';
  /** A small star before the text (Star Alumni). */
  star?: boolean;
}

/** What Show More reveals: label/value lines, or one labelled block (an abstract). */
export type CardMore = { facts: CardFact[] } | { label: string; value: string | undefined; prose?: boolean };

export interface CardModel {
  href: string;
  /** Already clipped; 'N/A' when the record has none. */
  title: string;
  /** poster: a wide 3:2 picture (projects, competitions); portrait: a round photo (people). */
  layout: 'poster' | 'portrait';
  /** Already passed through safeImage. */
  image?: string;
  /** A portrait without a photo shows this letter instead of the default student image. */
  letter?: string;
  badges: CardBadge[];
  /** A name line above the facts (achievement cards). */
  lead?: string;
  facts: CardFact[];
  more?: CardMore;
}
