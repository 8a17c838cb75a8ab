import { Banner } from './Banner.tsx';

const DRAFT_RESTORED = 'Draft restored';
const DRAFT_RESTORED_AFTER_SIGN_IN = 'You are signed in again. Your draft has been restored.';
const DRAFT_NOT_KEPT = "This form won't keep a draft.";
const DRAFT_NOT_KEPT_WHY =
  "We couldn't confirm who you are, so nothing you enter is saved on this device. If you leave or reload this page before submitting, what you entered is lost.";

interface Props {
  /** A plain reload, the return from signing in again, or a form that keeps no draft. */
  reason: 'restored' | 'signed-in-again' | 'not-kept';
  onDiscard: () => void;
  onDismiss: () => void;
}

/**
 * Tells the user a saved draft was put back, with "Discard draft"; or, when
 * the form keeps no draft (the user could not be told apart from others),
 * says so for as long as it is true.
 */
export function DraftNotice({ reason, onDiscard, onDismiss }: Props) {
  if (reason === 'not-kept') {
    return (
      <Banner kind="info">
        <span data-draft-not-kept>{DRAFT_NOT_KEPT}</span>
        <span className="block font-normal">{DRAFT_NOT_KEPT_WHY}</span>
      </Banner>
    );
  }
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
        <span className="block font-normal">
          What you entered earlier, including uploaded files, is back in the form.
        </span>
      )}
    </Banner>
  );
}
