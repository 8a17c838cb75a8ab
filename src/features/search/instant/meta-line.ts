/**
 * The one line under a result's title in the top bar's results: what its card
 * says, as values without their labels, separated by " · ". A fact the record
 * does not have is left out (the card itself shows the spec's "N/A"; a line of
 * values has no label to hang it on), so the line never reads "Programme: N/A"
 * or "Programme:" alone.
 */
import type { CardModel } from '#components/showcase/card-model.ts';

/** How many of the card's lead and facts the line shows: the first say who (a team leader, a student, a position) and what. */
const FACTS_SHOWN = 2;

const present = (value: string | undefined): value is string =>
  !!value && value.trim() !== '' && value.trim() !== 'N/A';

const clean = (value: string) => value.replace(/\s+/g, ' ').trim();

/** The card's badges, then the first two of its lead (a student's name) and facts that it has; repeats once. */
export function metaLine(card: Pick<CardModel, 'badges' | 'lead' | 'facts'>): string {
  const who = [card.lead, ...card.facts.map(([, value]) => value)].filter(present).slice(0, FACTS_SHOWN);
  const values = [...card.badges.map((badge) => badge.text).filter(present), ...who].map(clean);
  return [...new Set(values)].join(' · ');
}
