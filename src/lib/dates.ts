/**
 * Dates in long form (year, month name, day): "N/A" when empty, "Invalid Date"
 * when unreadable (spec 2, section 2.7). Pages are pre-rendered, so the format
 * is fixed (en-IN, UTC) rather than the visitor's, and server and browser agree.
 */
const LONG = new Intl.DateTimeFormat('en-IN', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

export function parseDate(value: string | number | null | undefined): Date | null {
  if (value === null || value === undefined || String(value).trim() === '') return null;
  const text = String(value).trim();
  // A bare number is a timestamp in milliseconds only when it is long enough to be one;
  // "12367" is a typo, not the year 12367.
  if (/^\d+$/.test(text)) {
    if (text.length < 10) return null;
    const date = new Date(Number(text));
    return Number.isNaN(date.getTime()) ? null : date;
  }
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? null : date;
}

export function formatLongDate(value: string | number | null | undefined): string {
  if (value === null || value === undefined || String(value).trim() === '') return 'N/A';
  const date = parseDate(value);
  return date ? LONG.format(date) : 'Invalid Date';
}

/** The machine-readable form for `<time datetime>`, or undefined. */
export function isoDate(value: string | number | null | undefined): string | undefined {
  return parseDate(value)?.toISOString().slice(0, 10);
}
