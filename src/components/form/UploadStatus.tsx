/** The "uploading" state of a file field: spinner, text and, where given, progress. */

/** The achievement form shows its progress bar only between 1 and 99 (spec 2, section 2.8). */
export function showProgress(percent: number | undefined, mode: ProgressMode): percent is number {
  if (percent === undefined || mode === 'none') return false;
  return mode === 'always' ? true : percent >= 1 && percent <= 99;
}

export type ProgressMode = 'none' | 'always' | 'between-1-and-99';

export function UploadStatus({ text, percent, mode }: { text: string; percent?: number; mode: ProgressMode }) {
  return (
    <div
      role="status"
      className="mt-2 flex flex-wrap items-center gap-3 rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-800"
    >
      <span
        aria-hidden="true"
        className="h-4 w-4 animate-spin rounded-full border-2 border-brand-200 border-t-brand-700"
      />
      <span>{text}</span>
      {showProgress(percent, mode) && (
        <>
          <progress value={percent} max={100} aria-label={text} className="h-2 w-32 accent-brand-700" />
          <span className="tabular-nums">{percent}%</span>
        </>
      )}
    </div>
  );
}
