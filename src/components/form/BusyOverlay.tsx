import { useEffect, useId, useRef } from 'react';

/**
 * A full-screen overlay with a spinner and a text ("Submitting your project
 * nomination..."). It takes focus while shown, so focus never stays on a
 * control hidden behind it (make the form `inert` meanwhile), and gives it back
 * when it goes, unless something else took it.
 */
export function BusyOverlay({ text }: { text: string | null }) {
  const textId = useId();
  const ref = useRef<HTMLDivElement>(null);
  const open = Boolean(text);

  useEffect(() => {
    if (!open) return;
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const overlay = ref.current;
    overlay?.focus();
    return () => {
      const now = document.activeElement;
      if (before?.isConnected && (now === null || now === document.body || now === overlay)) before.focus();
    };
  }, [open]);

  if (!text) return null;
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="dialog"
      aria-modal="true"
      aria-labelledby={textId}
      aria-busy="true"
      className="fixed inset-0 z-[60] grid place-items-center bg-slate-900/50 p-4 outline-none"
    >
      <div className="card flex flex-col items-center gap-4 px-8 py-6 text-center">
        <span
          aria-hidden="true"
          className="h-10 w-10 animate-spin rounded-full border-4 border-brand-100 border-t-brand-700"
        />
        <p id={textId} aria-live="assertive" className="font-semibold text-slate-800">
          {text}
        </p>
      </div>
    </div>
  );
}
