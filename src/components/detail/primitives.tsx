/**
 * Building blocks of every detail view. They render to static HTML at build
 * time and, unchanged, in the browser when the 404 page shows an entry newer
 * than the build. No hooks, no handlers: pure markup.
 */
import type { ReactNode } from 'react';
import { avatarRole } from '#lib/pictures.ts';
import { safeImage, safeLink } from '#lib/safe-url.ts';
import { ResponsiveImage } from '../ResponsiveImage.tsx';
import { orNA } from '#lib/text.ts';

export function DetailHeader({ title, badges, id }: { title: string; badges?: ReactNode; id: string }) {
  return (
    <header className="bg-gradient-to-br from-brand-900 via-brand-800 to-brand-700 px-4 pb-12 pt-12 text-white sm:px-6">
      <div className="mx-auto max-w-6xl">
        {badges && <div className="flex flex-wrap gap-2">{badges}</div>}
        <h1 className="mt-4 text-3xl font-extrabold tracking-tight sm:text-4xl">{title}</h1>
        <p className="mt-3 text-sm text-brand-100">
          Nomination ID: <span className="font-mono font-semibold text-white">{id}</span>
        </p>
      </div>
    </header>
  );
}

export function HeaderBadge({ children, tone = 'light' }: { children: ReactNode; tone?: 'light' | 'gold' }) {
  const style = tone === 'gold' ? 'bg-gold-400 text-brand-900' : 'bg-white/15 text-white ring-1 ring-white/25';
  return (
    <span className={`inline-flex items-center gap-1 rounded-full px-3 py-1 text-xs font-semibold ${style}`}>
      {children}
    </span>
  );
}

/** The page body: main column and side column on wide screens, stacked on phones. */
export function DetailBody({ main, aside, footer }: { main: ReactNode; aside?: ReactNode; footer?: ReactNode }) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <div className={`grid gap-6 ${aside ? 'lg:grid-cols-3' : ''}`}>
        <div className="space-y-6 lg:col-span-2">{main}</div>
        {aside && <aside className="space-y-6">{aside}</aside>}
      </div>
      {footer && <div className="mt-10">{footer}</div>}
    </div>
  );
}

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="card p-6">
      <h2 className="text-lg font-bold text-slate-900">{title}</h2>
      <div className="mt-4 text-slate-700">{children}</div>
    </section>
  );
}

/** A paragraph of backend text; line breaks kept, never interpreted as HTML. */
export function Prose({ text }: { text?: string }) {
  return <p className="whitespace-pre-line leading-relaxed">{orNA(text)}</p>;
}

/** Label/value pairs; `narrow` keeps one column (side panels). */
export function Fields({
  items,
  narrow = false,
}: {
  items: Array<[label: string, value: ReactNode]>;
  narrow?: boolean;
}) {
  return (
    <dl className={`grid gap-x-6 gap-y-3 ${narrow ? '' : 'sm:grid-cols-2'}`}>
      {items.map(([label, value]) => (
        <div key={label} className="min-w-0">
          <dt className="text-xs font-semibold uppercase tracking-wide text-slate-500">{label}</dt>
          <dd className="mt-0.5 font-medium text-slate-800">
            {typeof value === 'string' || value === undefined ? orNA(value) : value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

export function NumberedList({ items }: { items: string[] }) {
  if (items.length === 0) return <p>N/A</p>;
  return (
    <ol className="space-y-2">
      {items.map((item, index) => (
        <li key={index} className="flex gap-3">
          <span className="flex h-6 w-6 shrink-0 items-center justify-center rounded-full bg-brand-100 text-xs font-bold text-brand-700">
            {index + 1}
          </span>
          <span className="min-w-0 whitespace-pre-line">{item}</span>
        </li>
      ))}
    </ol>
  );
}

export function BulletList({ items }: { items: string[] }) {
  if (items.length === 0) return <p>N/A</p>;
  return (
    <ul className="list-disc space-y-1.5 pl-5">
      {items.map((item, index) => (
        <li key={index} className="whitespace-pre-line">
          {item}
        </li>
      ))}
    </ul>
  );
}

export function Chips({ items }: { items: string[] }) {
  if (items.length === 0) return <p>N/A</p>;
  return (
    <ul className="flex flex-wrap gap-2">
      {items.map((item, index) => (
        <li
          key={index}
          className="rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-700 ring-1 ring-brand-200"
        >
          {item}
        </li>
      ))}
    </ul>
  );
}

/**
 * A link to somewhere outside the site. Only http(s) URLs become links; any
 * other value renders nothing (or `fallback`).
 */
export function ExternalLink({
  href,
  children,
  fallback = null,
}: {
  href?: string;
  children: ReactNode;
  fallback?: ReactNode;
}) {
  const url = safeLink(href);
  if (!url) return <>{fallback}</>;
  return (
    <a
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex items-center gap-1 font-semibold text-brand-700 underline-offset-2 hover:underline"
    >
      {children}
      <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4">
        <path fill="currentColor" d="M11 3h6v6h-2V6.4l-6.3 6.3-1.4-1.4L13.6 5H11V3zM5 5h4v2H5v8h8v-4h2v6H3V5h2z" />
      </svg>
      {/* The same words on every page: not what a search for "new" or "tab" is after. */}
      <span className="sr-only" data-pagefind-ignore="">
        {' '}
        (opens in a new tab)
      </span>
    </a>
  );
}

/**
 * A photo with the default student image behind it, so a missing or broken one shows the default.
 * `size` is its Tailwind size (`h-N w-N`), which also says how many CSS pixels its variants must cover.
 */
export function Photo({
  src,
  size = 'h-20 w-20',
  rounded = 'rounded-full',
}: {
  src?: string;
  size?: string;
  rounded?: string;
}) {
  const url = safeImage(src);
  const pixels = Number(/\bh-(\d+)\b/.exec(size)?.[1] ?? 20) * 4;
  return (
    <span
      className={`relative block shrink-0 overflow-hidden bg-slate-100 bg-cover bg-center ${size} ${rounded}`}
      style={{ backgroundImage: "url('/default-student-image.png')" }}
    >
      {url && (
        <ResponsiveImage
          src={url}
          role={avatarRole(pixels)}
          alt=""
          fallbackSize={[pixels, pixels]}
          className="fallback-student h-full w-full object-cover"
        />
      )}
    </span>
  );
}

export interface PersonLike {
  name?: string;
  rollNumber?: string;
  programme?: string;
  batch?: string;
  semester?: string;
  year?: string;
  linkedinLink?: string;
  profileImageUrl?: string;
}

/**
 * A person (team member, student, author): photo (the default student image
 * when missing or broken), an optional role, the name, label/value facts
 * ('N/A' when absent; labels never shrink, so a narrow column wraps the value)
 * and, when safe, a LinkedIn link.
 */
export function PersonCard({
  name,
  photo,
  linkedin,
  role,
  facts,
}: {
  name: string | undefined;
  photo: string | undefined;
  linkedin?: string;
  role?: string;
  facts: Array<[label: string, value: string | undefined]>;
}) {
  return (
    <div className="flex h-full gap-4 rounded-xl border border-slate-200 p-4">
      <Photo src={photo} size="h-16 w-16" />
      <div className="min-w-0 flex-1">
        {role && <p className="text-xs font-semibold uppercase tracking-wide text-brand-700">{role}</p>}
        <p className="font-bold text-slate-900">{orNA(name)}</p>
        <dl className="mt-1 space-y-0.5 text-sm">
          {facts.map(([label, value]) => (
            <div key={label} className="flex gap-1.5">
              <dt className="shrink-0 text-slate-500">{label}:</dt>
              <dd className="min-w-0 text-slate-700">{orNA(value)}</dd>
            </div>
          ))}
        </dl>
        {safeLink(linkedin) && (
          <p className="mt-2 text-sm">
            <ExternalLink href={linkedin}>LinkedIn profile</ExternalLink>
          </p>
        )}
      </div>
    </div>
  );
}

/** Where 'Go Back' leads: the list on static pages; browser history where JavaScript renders the view. */
export interface BackAction {
  href: string;
  onBack?: () => void;
}

/** 'Go Back': a link to the list on static pages, browser history where JavaScript runs it. */
export function GoBack({ href, onBack }: BackAction) {
  const className = 'btn-secondary';
  const arrow = (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4">
      <path
        fill="currentColor"
        d="M8.7 4.3a1 1 0 0 1 0 1.4L5.4 9H16a1 1 0 1 1 0 2H5.4l3.3 3.3a1 1 0 1 1-1.4 1.4l-5-5a1 1 0 0 1 0-1.4l5-5a1 1 0 0 1 1.4 0Z"
      />
    </svg>
  );
  if (onBack) {
    return (
      <button type="button" onClick={onBack} className={className} data-pagefind-ignore="">
        {arrow}
        Go Back
      </button>
    );
  }
  return (
    <a href={href} className={className} data-pagefind-ignore="">
      {arrow}
      Go Back
    </a>
  );
}
