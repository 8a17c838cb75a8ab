/** Sending a nomination, and how submissions word their failures (spec 1 sections 5 and 8, spec 2 section 8). */
import { call, type ApiConfig, type Describe } from './http.ts';

/** The project form while the browser is offline (spec 1, section 5). */
export const OFFLINE_SUBMIT = 'No internet connection. Please check your network and try again.';

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

/** POSTs a nomination as JSON with the bearer token, once (never retried: it is not idempotent). */
export function submitNomination(api: ApiConfig, path: string, payload: unknown, texts: SubmitTexts) {
  return call(api, path, { method: 'post', json: payload, auth: true, retry: 0, describe: submitFailure(texts) });
}
