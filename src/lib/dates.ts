/**
 * Dates in long form (year, month name, day): "N/A" when empty, "Invalid Date"
 * when unreadable (spec 2, section 2.7). Pages are pre-rendered, so the format
 * is fixed (en-IN, UTC) rather than the visitor's, and server and browser agree.
 */
const LONG = new Intl.DateTimeFormat('en-IN', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

export function parseDate(value: string | number | null | undefined): Date | null {
  if (value === null || value === undefined || String(value).trim() === '') return null;
  const date = new Date(typeof value === 'number' ? value : String(value).trim());
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
