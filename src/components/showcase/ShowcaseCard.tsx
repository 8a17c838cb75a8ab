/**
 * A showcase card, rendered from a CardModel: statically on list pages (no
 * JavaScript) and in the search results island. The title is the link to
 * the detail page, stretched over the whole card, so a click anywhere opens
 * it; the Show More toggle sits above that layer and never navigates. Image
 * fallbacks need no JavaScript: the placeholder is the container's
 * background, and a broken image shows it through `fallback-*` (global.css).
 */
import type { ReactNode } from 'react';
import { avatarRole, ROLES } from '#lib/pictures.ts';
import { orNA } from '#lib/text.ts';
import { ResponsiveImage } from '../ResponsiveImage.tsx';
import type { CardBadge, CardFact, CardModel, CardMore } from './card-model.ts';

const TONES = {
  brand: 'bg-brand-50 text-brand-700 ring-brand-200',
  gold: 'bg-amber-50 text-amber-800 ring-amber-200',
};

function Badge({ badge }: { badge: CardBadge }) {
  return (
    <span
      data-testid="card-badge"
      className={`inline-flex max-w-full items-center gap-1 truncate rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${TONES[badge.tone ?? 'brand']}`}
    >
      {badge.star && (
        <svg aria-hidden="true" viewBox="0 0 20 20" className="h-3.5 w-3.5" fill="currentColor">
          <path d="M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9z" />
        </svg>
      )}
      {badge.text}
    </span>
  );
}

function Facts({ items }: { items: CardFact[] }) {
  return (
    <dl className="space-y-1 text-sm">
      {items.map(([label, value]) => (
        <div key={label} className="flex gap-1.5">
          <dt className="shrink-0 text-slate-500">{label}:</dt>
          <dd className="line-clamp-2 min-w-0 font-medium text-slate-800">{orNA(value)}</dd>
        </div>
      ))}
    </dl>
  );
}

function Poster({ model }: { model: CardModel }) {
  return (
    <div
      className="relative aspect-[3/2] w-full overflow-hidden bg-slate-100 bg-cover bg-center"
      style={{ backgroundImage: "url('/placeholder-project.png')" }}
    >
      {model.image ? (
        <ResponsiveImage
          src={model.image}
          role={ROLES.card}
          alt=""
          fallbackSize={[600, 400]}
          className="fallback-project h-full w-full object-cover"
        />
      ) : (
        // Spec 1: "a generic icon if there is none".
        <div className="flex h-full w-full items-center justify-center bg-gradient-to-br from-brand-50 to-brand-100 text-brand-700">
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="h-14 w-14"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.5"
          >
            <path d="M12 3l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.4 6.8 19.1l1-5.8L3.5 9.2l5.9-.9z" />
          </svg>
        </div>
      )}
      {model.badges.length > 0 && (
        <span className="absolute left-3 top-3 flex max-w-[calc(100%-1.5rem)] gap-1.5">
          {model.badges.map((badge, index) => (
            <Badge key={index} badge={badge} />
          ))}
        </span>
      )}
    </div>
  );
}

function Portrait({ model }: { model: CardModel }) {
  const photo =
    model.image || !model.letter ? (
      <div
        className="relative h-20 w-20 shrink-0 overflow-hidden rounded-full bg-slate-100 bg-cover bg-center ring-4 ring-white"
        style={{ backgroundImage: "url('/default-student-image.png')" }}
      >
        {model.image && (
          <ResponsiveImage
            src={model.image}
            role={avatarRole(80)}
            alt=""
            fallbackSize={[80, 80]}
            className="fallback-student h-full w-full object-cover"
          />
        )}
      </div>
    ) : (
      <div
        aria-hidden="true"
        data-testid="avatar-letter"
        className="flex h-20 w-20 shrink-0 items-center justify-center overflow-hidden rounded-full bg-brand-100 text-3xl font-bold text-brand-700 ring-4 ring-white"
      >
        {model.letter}
      </div>
    );
  return (
    <div className="flex items-center justify-between gap-3 bg-gradient-to-br from-brand-50 to-brand-100 px-5 py-4">
      {photo}
      {model.badges.length > 0 && (
        <div className="flex min-w-0 flex-col items-end gap-1.5">
          {model.badges.map((badge, index) => (
            <Badge key={index} badge={badge} />
          ))}
        </div>
      )}
    </div>
  );
}

/** The per-card Show More / Show Less toggle, as a native disclosure: no JavaScript, announced as expandable. */
function ShowMore({ more }: { more: CardMore }) {
  return (
    <details className="group/more relative z-10 mt-auto">
      <summary className="inline-flex cursor-pointer list-none items-center gap-1 rounded-md text-sm font-semibold text-brand-700 hover:underline [&::-webkit-details-marker]:hidden">
        <span className="group-open/more:hidden">Show More</span>
        <span className="hidden group-open/more:inline">Show Less</span>
        <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4 transition-transform group-open/more:rotate-180">
          <path
            fill="currentColor"
            d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z"
          />
        </svg>
      </summary>
      <div className="mt-3 rounded-lg bg-slate-50 p-3 text-sm text-slate-700">
        {'facts' in more ? (
          <div className="[&_dd]:line-clamp-3">
            <Facts items={more.facts} />
          </div>
        ) : (
          <dl data-testid="card-extra">
            <dt className="font-semibold text-slate-900">{more.label}</dt>
            <dd className={`mt-0.5 ${more.prose ? 'line-clamp-8 leading-relaxed' : 'line-clamp-2'}`}>
              {orNA(more.value)}
            </dd>
          </dl>
        )}
      </div>
    </details>
  );
}

interface Props {
  model: CardModel;
  /** Extra content under the facts (search results: the matching words). */
  children?: ReactNode;
  /** The title's heading level: 2 on list pages, 3 under the search page's results heading. */
  headingLevel?: 2 | 3;
}

export function ShowcaseCard({ model, children, headingLevel = 2 }: Props) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="card group relative flex h-full flex-col overflow-hidden transition-shadow focus-within:shadow-lg hover:shadow-lg">
      {model.layout === 'poster' ? <Poster model={model} /> : <Portrait model={model} />}
      <div className="flex flex-1 flex-col gap-3 p-5">
        <Heading className="line-clamp-2 text-lg font-bold leading-snug text-slate-900">
          <a
            href={model.href}
            className="after:absolute after:inset-0 after:content-[''] hover:text-brand-700 focus-visible:outline-none group-focus-within:text-brand-700"
          >
            {model.title}
          </a>
        </Heading>
        {model.lead !== undefined && (
          <p className="line-clamp-2 text-sm font-semibold text-slate-900" data-testid="card-student">
            {orNA(model.lead)}
          </p>
        )}
        <Facts items={model.facts} />
        {children}
        {model.more && <ShowMore more={model.more} />}
      </div>
    </article>
  );
}

/** A list page's grid of cards. */
export function CardGrid({ cards, columns = 3, label }: { cards: CardModel[]; columns?: 3 | 4; label?: string }) {
  const grid = columns === 4 ? 'sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4' : 'md:grid-cols-2 lg:grid-cols-3';
  return (
    <ul className={`grid grid-cols-1 gap-6 ${grid}`} aria-label={label}>
      {cards.map((card) => (
        <li key={card.href}>
          <ShowcaseCard model={card} />
        </li>
      ))}
    </ul>
  );
}
