import { initial } from '#lib/text.ts';

/** A round badge with the first letter of a name; empty for `null` (its letter then comes from the page's CSS). */
export function Avatar({ name, className = 'h-9 w-9 text-sm' }: { name: string | null; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={`inline-flex shrink-0 items-center justify-center rounded-full bg-brand-700 font-bold text-white ${className}`}
    >
      {name === null ? null : initial(name)}
    </span>
  );
}
