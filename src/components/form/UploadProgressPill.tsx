/**
 * The running upload's progress, above the busy overlay (which says what is
 * being uploaded to assistive technology; this bar is for the eye).
 */
export function UploadProgressPill({
  progress,
  label,
}: {
  progress: { text: string; percent?: number } | null;
  label?: string;
}) {
  if (!progress) return null;
  const percent = progress.percent ?? 0;
  return (
    <div aria-hidden="true" className="pointer-events-none fixed inset-x-0 bottom-6 z-[70] flex justify-center px-4">
      <div className="flex w-full max-w-sm items-center gap-3 rounded-full bg-white px-4 py-2 text-sm text-slate-800 shadow-lg">
        <span className="min-w-0 flex-1 truncate font-medium">{label ?? progress.text}</span>
        <span className="h-2 w-24 overflow-hidden rounded-full bg-brand-100">
          <span className="block h-full bg-brand-700 transition-[width]" style={{ width: `${percent}%` }} />
        </span>
        <span className="w-10 text-right tabular-nums">{percent}%</span>
      </div>
    </div>
  );
}
