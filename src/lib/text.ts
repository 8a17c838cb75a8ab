/** The value, or the spec's "N/A" when it is missing or blank. */
export function orNA(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return 'N/A';
  const text = String(value).trim();
  return text === '' ? 'N/A' : text;
}

/** The first `count` words, with "..." when the text was longer (research abstract preview). */
export function firstWords(text: string | null | undefined, count: number): string {
  const words = (text ?? '').trim().split(/\s+/).filter(Boolean);
  return words.length > count ? `${words.slice(0, count).join(' ')}...` : words.join(' ');
}

/** Keeps only the leading letters and spaces of a name (form prefill, spec 1, section 5). */
export function leadingLetters(name: string | null | undefined): string {
  const match = /^[\p{L}\s]*/u.exec(name ?? '');
  return (match?.[0] ?? '').replace(/\s+/g, ' ').trim();
}

const GRAPHEMES = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/** First character of a name for avatars (a whole emoji or accented letter), with a fallback. */
export function initial(name: string | null | undefined, fallback = '?'): string {
  const [grapheme] = GRAPHEMES.segment((name ?? '').trim());
  const first = grapheme?.segment;
  return first ? first.toUpperCase() : fallback;
}

/** At most `max` characters (whole code points), with '…' when cut: headings and meta descriptions. */
export function clip(text: string, max: number): string {
  const chars = Array.from(text);
  return chars.length > max
    ? `${chars
        .slice(0, max - 1)
        .join('')
        .trimEnd()}…`
    : text;
}

/** Headings never grow past this; the full text is still on the page where it matters. */
export const HEADING_MAX = 150;
/** Search engines show about this much of a meta description. */
export const META_MAX = 160;

/** A duration for a progress line: `42 s`, `1 min 5 s` (`unknown` when it cannot be told). */
export function formatSeconds(seconds: number): string {
  if (!Number.isFinite(seconds)) return 'unknown';
  const s = Math.round(seconds);
  return s < 60 ? `${s} s` : `${Math.floor(s / 60)} min ${s % 60} s`;
}
