/**
 * Pagefind's excerpts are HTML-escaped text with the matched words wrapped in
 * `<mark>`. We never insert them as HTML: they become text pieces, marked or
 * not, so whatever a record says stays text.
 */
export interface ExcerptPiece {
  text: string;
  marked: boolean;
}

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, body: string) => {
    if (body[0] === '#') {
      const code = body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
    }
    return NAMED[body.toLowerCase()] ?? entity;
  });
}

export function excerptPieces(excerpt: string): ExcerptPiece[] {
  const pieces: ExcerptPiece[] = [];
  let marked = false;
  for (const part of excerpt.split(/(<\/?mark>)/)) {
    if (part === '<mark>') marked = true;
    else if (part === '</mark>') marked = false;
    else if (part) pieces.push({ text: decodeEntities(part), marked });
  }
  return pieces;
}
