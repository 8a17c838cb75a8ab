/**
 * The text search reads of one entry: its own prose first (its title, a
 * description, a problem statement, features and outcomes), then its facts as
 * "Label: value" lines. Not the page's headings ("Organization Details"), its
 * buttons or its "N/A" fallbacks: what a visitor would search for, written so
 * that an excerpt reads as sentences. Pagefind indexes these lines and nothing
 * else of the page (search-meta.ts), so its excerpts come from them.
 */
import { formatLongDate, readDate } from '#lib/dates.ts';

type Value = string | number | null | undefined;

/** One or more prose passages, or a labelled fact (a list of values reads as its items joined by commas). */
export type Passage = { prose: Value | readonly Value[] } | { label: string; value: Value | readonly Value[] };

/** Prose: each text its own line. */
export const prose = (text: Value | readonly Value[]): Passage => ({ prose: text });

/** A labelled fact: `fact('Country', 'Canada')` reads "Country: Canada"; without a value it is left out. */
export const fact = (label: string, value: Value | readonly Value[]): Passage => ({ label, value });

/** Inner whitespace collapsed, so a line is one passage. */
const oneLine = (value: Value): string =>
  value === null || value === undefined ? '' : String(value).replace(/\s+/g, ' ').trim();

const list = (value: Value | readonly Value[]): Value[] =>
  Array.isArray(value) ? [...(value as readonly Value[])] : [value as Value];

/** The lines of an entry's passages, in order; blanks and facts without a value are left out. */
export function searchText(...passages: Passage[]): string[] {
  const lines: string[] = [];
  for (const passage of passages) {
    if ('prose' in passage) {
      for (const text of list(passage.prose)) if (oneLine(text)) lines.push(oneLine(text));
    } else {
      const value = list(passage.value).map(oneLine).filter(Boolean).join(', ');
      if (value) lines.push(`${oneLine(passage.label)}: ${value}`);
    }
  }
  return lines;
}

/** A date fact in the site's long form ("5 March 2024"); left out when the date is missing or unreadable. */
export const dateFact = (label: string, value: string | undefined): Passage =>
  fact(label, readDate(value) ? formatLongDate(value) : undefined);
