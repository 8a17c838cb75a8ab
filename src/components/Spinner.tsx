interface Props {
  /** The text shown beside the spinner and announced to screen readers. */
  label: string;
  className?: string;
}

/** A loading indicator with its text; the text is the accessible status. */
export function Spinner({ label, className = '' }: Props) {
  return (
    <div role="status" className={`flex flex-col items-center justify-center gap-3 py-16 text-slate-600 ${className}`}>
      <span
        aria-hidden="true"
        className="h-10 w-10 animate-spin rounded-full border-4 border-brand-100 border-t-brand-600"
      />
      <span className="text-sm font-medium">{label}</span>
    </div>
  );
}
