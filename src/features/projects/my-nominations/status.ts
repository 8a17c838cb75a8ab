/** Nomination status as shown to its author (spec 1, section 4): approved, rejected, anything else Pending. */
export type StatusLabel = 'Approved' | 'Rejected' | 'Pending';

export function statusLabel(status: string | null | undefined): StatusLabel {
  const value = (status ?? '').trim().toLowerCase();
  if (value === 'approved') return 'Approved';
  if (value === 'rejected') return 'Rejected';
  return 'Pending';
}
