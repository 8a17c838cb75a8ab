import { useEffect } from 'react';

interface Props {
  message: string | null;
  onClose: () => void;
  /** Milliseconds before it closes by itself. */
  duration?: number;
}

/** A short success message in a corner (the achievement form's toast); closes by itself or by its button. */
export function Toast({ message, onClose, duration = 5000 }: Props) {
  useEffect(() => {
    if (!message) return;
    const timer = window.setTimeout(onClose, duration);
    return () => window.clearTimeout(timer);
  }, [message, duration, onClose]);

  return (
    <div role="status" className="fixed right-4 bottom-4 z-[70]">
      {message && (
        <div className="flex items-center gap-3 rounded-xl bg-green-700 px-4 py-3 text-sm font-semibold text-white shadow-lg">
          <span aria-hidden="true">✓</span>
          <span>{message}</span>
          <button type="button" onClick={onClose} className="rounded px-1 hover:bg-white/20">
            <span aria-hidden="true">×</span>
            <span className="sr-only">Close notification</span>
          </button>
        </div>
      )}
    </div>
  );
}
