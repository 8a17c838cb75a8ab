import { formatLongDate, isoDate } from '#lib/dates.ts';

/** A date in long form (spec 2, section 2.7): 'N/A' when empty, 'Invalid Date' when unreadable; machine-readable when valid. */
export function LongDate({ value }: { value?: string }) {
  const iso = isoDate(value);
  const text = formatLongDate(value);
  return iso ? <time dateTime={iso}>{text}</time> : <>{text}</>;
}
