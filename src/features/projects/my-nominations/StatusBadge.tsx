import { statusLabel, type StatusLabel } from './status.ts';

const STYLE: Record<StatusLabel, { className: string; icon: string }> = {
  Approved: { className: 'bg-green-100 text-green-800 ring-green-300', icon: '✓' },
  Rejected: { className: 'bg-red-100 text-red-800 ring-red-300', icon: '✕' },
  Pending: { className: 'bg-amber-100 text-amber-900 ring-amber-300', icon: '⏳' },
};

/** Colour and text (never colour alone). */
export function StatusBadge({ status }: { status: string | null | undefined }) {
  const label = statusLabel(status);
  const { className, icon } = STYLE[label];
  return (
    <span
      data-status={label}
      className={`inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${className}`}
    >
      <span aria-hidden="true">{icon}</span>
      {label}
    </span>
  );
}
