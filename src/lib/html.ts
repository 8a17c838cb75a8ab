/**
 * HTML written as text (the head tags, the search data, the detail pages put
 * together from their frame): escaped as Astro's templates escape it.
 */
const TEXT_ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', "'": '&#39;', '"': '&quot;' };

/** Text content: `& < > ' "` escaped. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>'"]/g, (char) => TEXT_ENTITIES[char]!);
}

/** ` name="value"`, the value's `&` and `"` escaped; nothing for a missing value. */
export function htmlAttribute(name: string, value: string | number | undefined | null): string {
  if (value == null) return '';
  return ` ${name}="${String(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;')}"`;
}
