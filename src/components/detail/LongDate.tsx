import { formatLongDate, isoDate } from '#lib/dates.ts';
import { useDateStyle } from '#lib/use-date-style.ts';

/**
 * A date in long form (spec 2, section 2.7): 'N/A' when empty, 'Invalid Date' when unreadable; machine-readable when valid.
 * In the site's style on pages built ahead, in the reader's where the browser draws it.
 */
export function LongDate({ value }: { value?: string }) {
  const style = useDateStyle();
  const iso = isoDate(value);
  const text = formatLongDate(value, style);
  return iso ? <time dateTime={iso}>{text}</time> : <>{text}</>;
}
