/**
 * Dates in long form (year, month name, day): "N/A" when empty, "Invalid Date"
 * when unreadable (spec 2, section 2.7). A date sent as a bare year or a
 * year-month ("2024", "2024-03", "March 2024") is valid and is shown at the
 * precision it has ("2024", "March 2024"). Pages are pre-rendered, so the
 * format is fixed (en-IN, UTC) rather than the visitor's, and server and
 * browser agree.
 */
export type DatePrecision = 'year' | 'month' | 'day';

export interface ReadDate {
  /** Midnight UTC of the first day the value can mean. */
  date: Date;
  precision: DatePrecision;
}

type DateInput = string | number | null | undefined;

const FORMATS: Record<DatePrecision, Intl.DateTimeFormat> = {
  day: new Intl.DateTimeFormat('en-IN', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }),
  month: new Intl.DateTimeFormat('en-IN', { year: 'numeric', month: 'long', timeZone: 'UTC' }),
  year: new Intl.DateTimeFormat('en-IN', { year: 'numeric', timeZone: 'UTC' }),
};

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
    return Number.isNaN(date.getTime()) ? null : { date, precision: 'day' };
  }
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? null : { date, precision: 'day' };
}

export function parseDate(value: DateInput): Date | null {
  return readDate(value)?.date ?? null;
}

export function formatLongDate(value: DateInput): string {
  if (value === null || value === undefined || String(value).trim() === '') return 'N/A';
  const read = readDate(value);
  return read ? FORMATS[read.precision].format(read.date) : 'Invalid Date';
}

/** The machine-readable form for `<time datetime>` at the value's precision ("2024", "2024-03", "2024-03-05"), or undefined. */
export function isoDate(value: DateInput): string | undefined {
  const read = readDate(value);
  if (!read) return undefined;
  const iso = read.date.toISOString();
  return read.precision === 'year' ? iso.slice(0, 4) : read.precision === 'month' ? iso.slice(0, 7) : iso.slice(0, 10);
}

/** The year a date falls in (UTC), or undefined. */
export function yearOf(value: DateInput): number | undefined {
  return readDate(value)?.date.getUTCFullYear();
}
