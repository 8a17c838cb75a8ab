/**
 * A search result's excerpt, as the search page and the top bar show it:
 * Pagefind's words around the match as text pieces (./excerpt.ts), the
 * matched ones in `<mark>`, nothing of it ever parsed as markup.
 */
import { excerptPieces } from './excerpt.ts';

interface Props {
  /** Pagefind's excerpt: escaped text with `<mark>`s. */
  excerpt: string;
  as: 'p' | 'span';
  className: string;
  testId: string;
}

export function Excerpt({ excerpt, as: Tag, className, testId }: Props) {
  const pieces = excerptPieces(excerpt);
  if (pieces.length === 0) return null;
  return (
    <Tag className={className} data-testid={testId}>
      {pieces.map((piece, index) =>
        piece.marked ? (
          <mark key={index} className="rounded bg-gold-400/40 px-0.5 text-slate-900">
            {piece.text}
          </mark>
        ) : (
          <span key={index}>{piece.text}</span>
        ),
      )}
    </Tag>
  );
}
