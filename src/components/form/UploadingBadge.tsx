/** "Uploading files..." while any upload runs (spec 1, section 2); a polite status. */
export function UploadingBadge({ active, text = 'Uploading files...' }: { active: number; text?: string }) {
  return (
    <div role="status" className="pointer-events-none fixed bottom-4 left-1/2 z-50 -translate-x-1/2">
      {active > 0 && (
        <span className="inline-flex items-center gap-2 rounded-full bg-brand-800 px-4 py-2 text-sm font-semibold text-white shadow-lg">
          <span
            aria-hidden="true"
            className="h-4 w-4 animate-spin rounded-full border-2 border-white/40 border-t-white"
          />
          {text}
        </span>
      )}
    </div>
  );
}
