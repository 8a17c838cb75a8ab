import { Banner } from './Banner.tsx';

export const DRAFT_RESTORED = 'Draft restored';
export const DRAFT_RESTORED_AFTER_SIGN_IN = 'You are signed in again. Your draft has been restored.';

interface Props {
  /** Why the draft is shown: a plain reload, or the return from signing in again. */
  reason: 'restored' | 'signed-in-again';
  onDiscard: () => void;
  onDismiss: () => void;
}

/** Tells the user a saved draft was put back, with "Discard draft". */
export function DraftNotice({ reason, onDiscard, onDismiss }: Props) {
  return (
    <Banner
      kind="info"
      onDismiss={onDismiss}
      actions={
        <button type="button" onClick={onDiscard} className="btn-secondary shrink-0 py-1">
          Discard draft
        </button>
      }
    >
      <span data-draft-notice>{reason === 'signed-in-again' ? DRAFT_RESTORED_AFTER_SIGN_IN : DRAFT_RESTORED}</span>
      {reason === 'restored' && (
        <span className="block font-normal">What you entered earlier, including uploaded files, is back in the form.</span>
      )}
    </Banner>
  );
}
