export interface SubmitLabels {
  idle: string;
  submitting: string;
  uploading: string;
}

/** Spec 1's labels; the other forms pass their own idle text. */
export const NOMINATION_SUBMIT_LABELS: SubmitLabels = {
  idle: 'Submit Nomination',
  submitting: 'Submitting...',
  uploading: 'Wait for uploads...',
};

/** The label for the current state: submitting wins over uploading. */
export function submitLabel(labels: SubmitLabels, submitting: boolean, uploading: boolean): string {
  if (submitting) return labels.submitting;
  if (uploading) return labels.uploading;
  return labels.idle;
}

interface Props {
  submitting: boolean;
  uploading: boolean;
  labels?: SubmitLabels;
  className?: string;
}

/** The form's submit button: disabled while submitting or uploading. */
export function SubmitButton({ submitting, uploading, labels = NOMINATION_SUBMIT_LABELS, className = '' }: Props) {
  return (
    <button
      type="submit"
      disabled={submitting || uploading}
      aria-disabled={submitting || uploading}
      className={`btn-primary px-6 py-3 text-base ${className}`}
    >
      {(submitting || uploading) && (
        <span
          aria-hidden="true"
          className="h-4 w-4 animate-spin rounded-full border-2 border-white/40 border-t-white"
        />
      )}
      {submitLabel(labels, submitting, uploading)}
    </button>
  );
}
