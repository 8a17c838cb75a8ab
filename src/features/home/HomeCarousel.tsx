/**
 * One home carousel (spec 2, section 2.2): pre-rendered with the build's
 * cards, then refreshed from the backend or its 5-minute cache, the pictures
 * still the release's.
 */
import { useEffect } from 'react';
import { ErrorBoundary } from '#components/ErrorBoundary.tsx';
import { AutoScroller } from './AutoScroller.tsx';
import type { HomeCard } from './cards.ts';
import { registerPictures, type Picture } from '#lib/pictures.ts';
import { useHydratedStore } from '#lib/use-hydrated-store.ts';
import { $home, INITIAL_HOME } from './home-state.ts';
import { HomeCardView, SkeletonCard } from './HomeCardView.tsx';
import { useReleaseCards } from './release-cards.ts';
import { CAROUSELS, HOME_SKELETON_CARDS, type CarouselKind } from './texts.ts';

interface Props {
  kind: CarouselKind;
  /** The cards of the last build. */
  initial: HomeCard[];
  /** The build's variants of the cards' images; a refreshed card of the same entry shows the build's picture (release-cards.ts). */
  pictures?: Record<string, Picture>;
}

function Carousel({ kind, initial }: Props) {
  const state = useHydratedStore($home, INITIAL_HOME);
  useEffect(() => {
    void import('./home-data.ts').then(({ startHomeRefresh }) => startHomeRefresh());
  }, []);
  const text = CAROUSELS[kind];
  const { status, cards: fresh } = state[kind];
  const cards = useReleaseCards(status === 'ready' ? fresh : null, initial);
  const loading = status === 'loading' && cards.length === 0;

  // Start-ups: shown only while loading or when at least one exists.
  if (kind === 'startups' && !loading && cards.length === 0) return null;

  return (
    <section aria-labelledby={`carousel-${kind}`} className="py-10" data-carousel={kind} data-status={status}>
      <div className="mx-auto flex max-w-7xl flex-wrap items-end justify-between gap-3 px-4 sm:px-6">
        <div>
          <h2 id={`carousel-${kind}`} className="text-2xl font-bold text-slate-900 sm:text-3xl">
            {text.title}
          </h2>
          <p className="mt-1 text-slate-600">{text.subtitle}</p>
        </div>
        <a href={text.moreHref} className="text-sm font-semibold text-brand-700 hover:underline">
          {text.moreLabel} <span aria-hidden="true">→</span>
        </a>
      </div>
      <div className="mt-6">
        {loading ? (
          <div role="status" className="flex gap-5 overflow-hidden px-4 sm:px-6">
            <span className="sr-only">Loading {text.title}…</span>
            {Array.from({ length: HOME_SKELETON_CARDS }, (_, index) => (
              <SkeletonCard key={index} />
            ))}
          </div>
        ) : cards.length === 0 ? (
          <p className="mx-4 rounded-2xl border border-dashed border-slate-300 p-8 text-center text-slate-600 sm:mx-6">
            {text.empty}
          </p>
        ) : (
          <AutoScroller
            label={text.title}
            reverse={text.reverse}
            items={cards.map((card) => ({
              key: card.key,
              render: (hidden) => <HomeCardView card={card} hidden={hidden} />,
            }))}
          />
        )}
      </div>
    </section>
  );
}

export default function HomeCarousel(props: Props) {
  registerPictures(props.pictures);
  return (
    <ErrorBoundary>
      <Carousel {...props} />
    </ErrorBoundary>
  );
}
