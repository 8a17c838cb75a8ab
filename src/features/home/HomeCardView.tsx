import { ResponsiveImage } from '#components/ResponsiveImage.tsx';
import { avatarRole, ROLES } from '#lib/pictures.ts';
import type { HomeCard } from './cards.ts';

/** One card of a home carousel: the whole card is the link to its detail page. */
export function HomeCardView({ card, hidden = false }: { card: HomeCard; hidden?: boolean }) {
  return (
    <a
      href={card.href}
      tabIndex={hidden ? -1 : undefined}
      className="card flex h-full w-64 shrink-0 flex-col overflow-hidden transition-shadow hover:shadow-lg sm:w-72"
    >
      {card.imageShape === 'wide' ? (
        <span className="relative flex aspect-[16/10] w-full items-center justify-center bg-gradient-to-br from-brand-50 to-brand-100 text-5xl">
          {card.image ? (
            <ResponsiveImage
              src={card.image}
              role={ROLES.home}
              alt=""
              fallbackSize={[288, 180]}
              className="fallback-project h-full w-full object-cover"
            />
          ) : (
            <span aria-hidden="true">{card.emoji}</span>
          )}
        </span>
      ) : (
        <span className="flex items-center justify-center bg-gradient-to-br from-brand-50 to-brand-100 pb-4 pt-6 text-4xl">
          <span className="relative flex h-20 w-20 items-center justify-center overflow-hidden rounded-full bg-white ring-4 ring-white">
            {card.image ? (
              <ResponsiveImage
                src={card.image}
                role={avatarRole(80)}
                alt=""
                fallbackSize={[80, 80]}
                className="fallback-student h-full w-full object-cover"
              />
            ) : (
              <span aria-hidden="true">{card.emoji}</span>
            )}
          </span>
        </span>
      )}
      <span className="flex flex-1 flex-col gap-1.5 p-4">
        <span className="w-fit rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-700 ring-1 ring-brand-200">
          {card.badge}
        </span>
        <span className="line-clamp-2 font-bold leading-snug text-slate-900">{card.title}</span>
        {card.lines.map((line, index) => (
          <span key={index} className="truncate text-sm text-slate-600">
            {line}
          </span>
        ))}
      </span>
    </a>
  );
}

export function SkeletonCard() {
  return (
    <span aria-hidden="true" className="card flex w-64 shrink-0 animate-pulse flex-col overflow-hidden sm:w-72">
      <span className="aspect-[16/10] w-full bg-slate-200" />
      <span className="space-y-2 p-4">
        <span className="block h-4 w-20 rounded bg-slate-200" />
        <span className="block h-5 w-48 rounded bg-slate-200" />
        <span className="block h-4 w-32 rounded bg-slate-200" />
      </span>
    </span>
  );
}
