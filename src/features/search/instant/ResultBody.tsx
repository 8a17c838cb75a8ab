/**
 * One result under the top bar's box: its picture (the build's smallest
 * variant), its area, title, one line of what its card says, and the words
 * around the match, the matched ones marked (../Excerpt.tsx).
 */
import { ResponsiveImage } from '#components/ResponsiveImage.tsx';
import { avatarRole, ROLES } from '#lib/pictures.ts';
import { Excerpt } from '../Excerpt.tsx';
import type { InstantResult } from './instant-result.ts';

const POSTER = { ...ROLES.card, sizes: '4rem' };
const AVATAR = avatarRole(48);

const STAR = (
  <svg viewBox="0 0 24 24" className="h-6 w-6" fill="none" stroke="currentColor" strokeWidth="1.5">
    <path d="M12 3l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.4 6.8 19.1l1-5.8L3.5 9.2l5.9-.9z" />
  </svg>
);

/** A person's round photo (else their initial on the default photo's ground), or an entry's picture (else a star). */
function Thumbnail({ result }: { result: InstantResult }) {
  const { card } = result;
  const portrait = card.layout === 'portrait';
  return (
    <span
      aria-hidden="true"
      className={`flex h-12 shrink-0 items-center justify-center overflow-hidden text-brand-700 ${
        portrait
          ? 'w-12 rounded-full bg-brand-100 bg-cover bg-center text-lg font-bold'
          : 'w-16 rounded-md bg-gradient-to-br from-brand-50 to-brand-100'
      }`}
      style={
        portrait && (card.image || !card.letter) ? { backgroundImage: "url('/default-student-image.png')" } : undefined
      }
    >
      {card.image ? (
        <ResponsiveImage
          src={card.image}
          role={portrait ? AVATAR : POSTER}
          alt=""
          fallbackSize={portrait ? [48, 48] : [64, 43]}
          className={`${portrait ? 'fallback-student' : 'fallback-project'} h-full w-full object-cover`}
        />
      ) : portrait ? (
        card.letter
      ) : (
        STAR
      )}
    </span>
  );
}

/** The option's content, which is also its name: area, title, what it is, why it matched. */
export function ResultBody({ result }: { result: InstantResult }) {
  return (
    <>
      <Thumbnail result={result} />
      <span className="min-w-0 flex-1">
        <span className="block text-xs font-semibold uppercase tracking-wide text-brand-700">{result.area}</span>
        <span className="block truncate font-semibold text-slate-900">{result.card.title}</span>
        {result.meta && <span className="block truncate text-sm text-slate-600">{result.meta}</span>}
        <Excerpt
          excerpt={result.excerpt}
          as="span"
          className="line-clamp-2 text-sm text-slate-600"
          testId="instant-excerpt"
        />
      </span>
    </>
  );
}
