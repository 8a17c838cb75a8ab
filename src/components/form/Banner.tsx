import { forwardRef, type ReactNode } from 'react';

type BannerKind = 'success' | 'error' | 'info';

export interface BannerMessage {
  kind: BannerKind;
  message: string;
}

const STYLES: Record<BannerKind, string> = {
  success: 'border-green-300 bg-green-50 text-green-900',
  error: 'border-red-300 bg-red-50 text-red-900',
  info: 'border-brand-200 bg-brand-50 text-brand-900',
};

const ICONS: Record<BannerKind, string> = { success: '✓', error: '!', info: 'i' };

interface Props {
  kind: BannerKind;
  children: ReactNode;
  /** Extra controls at the end (e.g. "Discard draft"). */
  actions?: ReactNode;
  onDismiss?: () => void;
  className?: string;
}

/**
 * A message at the top of a form: errors are `role="alert"`, the others
 * `role="status"`. It can take focus (tabIndex -1) so a submit can move focus to it.
 */
export const Banner = forwardRef<HTMLDivElement, Props>(function Banner(
  { kind, children, actions, onDismiss, className = '' },
  ref,
) {
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role={kind === 'error' ? 'alert' : 'status'}
      data-banner={kind}
      className={`flex items-start gap-3 rounded-xl border px-4 py-3 text-sm outline-none focus-visible:ring-2 focus-visible:ring-brand-500 ${STYLES[kind]} ${className}`}
    >
      <span
        aria-hidden="true"
        className="mt-0.5 grid h-5 w-5 shrink-0 place-items-center rounded-full bg-current/10 text-xs font-bold"
      >
        {ICONS[kind]}
      </span>
      <div className="min-w-0 flex-1 font-medium">{children}</div>
      {actions}
      {onDismiss && (
        <button type="button" onClick={onDismiss} className="rounded-md px-2 text-current hover:bg-black/5">
          <span aria-hidden="true">×</span>
          <span className="sr-only">Dismiss message</span>
        </button>
      )}
    </div>
  );
});
