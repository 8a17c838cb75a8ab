/**
 * How each form's submission words its failures (spec 1 sections 5 and 8,
 * spec 2 section 8), apart from the call itself (submit.ts): a form shows
 * them without loading the HTTP client.
 */
import type { Describe } from './api-error.ts';

/** The project form while the browser is offline (spec 1, section 5). */
const OFFLINE_SUBMIT = 'No internet connection. Please check your network and try again.';

/** One form's words for a failed submission. */
export interface SubmitTexts {
  /** A failure without words of its own (no server message). */
  fallback: string;
  /** No answer at all (network error, time-out); else the fallback. */
  noResponse?: string;
  /** The browser says it is offline; else the no-answer words. */
  offline?: string;
}

/** What a form says when it cannot send because the browser is offline. */
export function offlineText(texts: SubmitTexts): string {
  return texts.offline ?? texts.noResponse ?? texts.fallback;
}

/** The server message when there is one, otherwise the form's own words for what happened. */
export function submitFailure(texts: SubmitTexts): Describe {
  return (failure) => {
    if (failure.kind === 'offline') return offlineText(texts);
    if (failure.kind === 'http' || failure.kind === 'unsuccessful') return failure.serverMessage ?? texts.fallback;
    if (failure.kind === 'network' || failure.kind === 'timeout') return texts.noResponse ?? texts.fallback;
    return texts.fallback;
  };
}

/** Spec 1, sections 5 and 8. */
export const PROJECT_SUBMIT_TEXTS: SubmitTexts = {
  fallback: 'Failed to submit nomination. Please try again.',
  offline: OFFLINE_SUBMIT,
};

/** Spec 2, section 8: the server message, else no answer (offline too), else the fallback. */
export const COMPETITION_SUBMIT_TEXTS: SubmitTexts = {
  fallback: 'Failed to submit nomination. Please try again.',
  noResponse: 'No response received from server. Please check your connection.',
};

/** Spec 2, section 8: the server message, else 'Failed to submit achievement' (offline and without an answer too). */
export const ACHIEVEMENT_SUBMIT_TEXTS: SubmitTexts = { fallback: 'Failed to submit achievement' };

/** Spec 2, section 8: 'Submission failed' for any failure without words of its own. */
export const PLACEMENT_SUBMIT_TEXTS: SubmitTexts = { fallback: 'Submission failed' };
