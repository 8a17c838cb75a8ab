/**
 * Dates in long form (year, month name, day): "N/A" when empty, "Invalid Date"
 * when unreadable (spec 2, section 2.7). A date sent as a bare year or a
 * year-month ("2024", "2024-03", "March 2024") is valid and is shown at the
 * precision it has ("2024", "March 2024").
 *
 * Two styles. Pages rendered at build time write the site's style (en-IN, the
 * day in UTC): the same text from every build machine, whoever reads the page.
 * What the browser draws (My Project Nominations, an entry the 404 page renders)
 * writes the reader's: the browser's locale ("date in local format", spec 2,
 * section 2.4) and, for a moment such as a submission time, the reader's own
 * time zone; a calendar day ("2024-03-05") is the same day everywhere.
 * `useDateStyle` (use-date-style.ts) picks the style for a component.
 */
export type DatePrecision = 'year' | 'month' | 'day' | 'instant';

export interface ReadDate {
  /** Midnight UTC of the first day the value can mean; for an instant (a time of day was given), that moment. */
  date: Date;
  precision: DatePrecision;
}

/** The site's style (build-time pages) or the reader's (what the browser draws). */
export type DateStyle = 'site' | 'reader';

/** The locale of every date in a page rendered at build time. */
export const SITE_LOCALE = 'en-IN';

type DateInput = string | number | null | undefined;

const PARTS: Record<DatePrecision, Intl.DateTimeFormatOptions> = {
  instant: { year: 'numeric', month: 'long', day: 'numeric' },
  day: { year: 'numeric', month: 'long', day: 'numeric' },
  month: { year: 'numeric', month: 'long' },
  year: { year: 'numeric' },
};

const formats = new Map<string, Intl.DateTimeFormat>();

/** One formatter per style and precision, made when first needed (the reader's only ever in a browser). */
function formatFor(style: DateStyle, precision: DatePrecision): Intl.DateTimeFormat {
  const key = `${style} ${precision}`;
  let format = formats.get(key);
  if (!format) {
    // An instant is a moment: the reader sees the day it was where they are. Anything else names a UTC day.
    const timeZone = style === 'reader' && precision === 'instant' ? undefined : 'UTC';
    format = new Intl.DateTimeFormat(style === 'site' ? SITE_LOCALE : undefined, { ...PARTS[precision], timeZone });
    formats.set(key, format);
  }
  return format;
}

const MONTHS = Array.from({ length: 12 }, (_, month) =>
  new Date(Date.UTC(2000, month, 1)).toLocaleString('en', { month: 'long', timeZone: 'UTC' }).toLowerCase(),
);

const isYear = (year: number) => year >= 1000 && year <= 9999;

function utc(year: number, month = 1): ReadDate['date'] | null {
  if (!isYear(year) || month < 1 || month > 12) return null;
  return new Date(Date.UTC(year, month - 1, 1));
}

/**
 * A year or a year and month on its own: "2024", "2024-03", "2024/3", "03/2024", "March 2024", "Mar. 2024".
 * 'invalid' when it has that shape but no such month (the engine's own parser would read "Smarch 2024" as January).
 */
function readPartial(text: string): ReadDate | 'invalid' | null {
  let match = /^(\d{4})$/.exec(text);
  if (match) {
    const date = utc(Number(match[1]));
    return date && { date, precision: 'year' };
  }
  match = /^(\d{4})[-/.](\d{1,2})$/.exec(text) ?? null;
  if (match) {
    const date = utc(Number(match[1]), Number(match[2]));
    return date && { date, precision: 'month' };
  }
  match = /^(\d{1,2})[-/.](\d{4})$/.exec(text);
  if (match) {
    const date = utc(Number(match[2]), Number(match[1]));
    return date && { date, precision: 'month' };
  }
  match = /^([a-z]{3,9})\.?,?\s+(\d{4})$/i.exec(text);
  if (match) {
    const name = match[1]!.toLowerCase();
    // "Mar", "Sept", "September": any start of a month's name of three letters or more.
    const month = MONTHS.findIndex((full) => full.startsWith(name));
    const date = month >= 0 ? utc(Number(match[2]), month + 1) : null;
    return date ? { date, precision: 'month' } : 'invalid';
  }
  return null;
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Reads a date and the precision it was written with; null when empty or unreadable. */
export function readDate(value: DateInput): ReadDate | null {
  if (value === null || value === undefined || String(value).trim() === '') return null;
  const text = String(value).trim();
  const partial = readPartial(text);
  if (partial === 'invalid') return null;
  if (partial) return partial;
  // A bare number is a timestamp in milliseconds only when it is long enough to be one;
  // "12367" is a typo, not the year 12367.
  if (/^\d+$/.test(text)) {
    if (text.length < 10) return null;
    const date = new Date(Number(text));
    return Number.isNaN(date.getTime()) ? null : { date, precision: 'instant' };
  }
  const date = new Date(text);
  if (Number.isNaN(date.getTime())) return null;
  if (/\d:\d/.test(text)) return { date, precision: 'instant' };
  // "2024-03-05" is read as UTC, "5 March 2024" or "2024/03/05" as local midnight: either way, that calendar day.
  const day = ISO_DAY.test(text) ? date : new Date(Date.UTC(date.getFullYear(), date.getMonth(), date.getDate()));
  return { date: day, precision: 'day' };
}

/** The value in long form, in the site's style unless the reader's is asked for. */
export function formatLongDate(value: DateInput, style: DateStyle = 'site'): string {
  if (value === null || value === undefined || String(value).trim() === '') return 'N/A';
  const read = readDate(value);
  return read ? formatFor(style, read.precision).format(read.date) : 'Invalid Date';
}

/**
 * The machine-readable form for `<time datetime>` at the value's precision
 * ("2024", "2024-03", "2024-03-05", an instant in full), or undefined.
 */
export function isoDate(value: DateInput): string | undefined {
  const read = readDate(value);
  if (!read) return undefined;
  const iso = read.date.toISOString();
  return read.precision === 'year'
    ? iso.slice(0, 4)
    : read.precision === 'month'
      ? iso.slice(0, 7)
      : read.precision === 'day'
        ? iso.slice(0, 10)
        : iso;
}

/** The year a date falls in (UTC), or undefined. */
export function yearOf(value: DateInput): number | undefined {
  return readDate(value)?.date.getUTCFullYear();
}
