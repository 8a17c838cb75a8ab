/** Sending a nomination (spec 1 sections 5 and 8, spec 2 section 8); how submissions word their failures is submit-texts.ts. */
import { call, type ApiConfig } from './http.ts';
import { submitFailure, type SubmitTexts } from './submit-texts.ts';

export { offlineText, submitFailure, type SubmitTexts } from './submit-texts.ts';

/** POSTs a nomination as JSON with the bearer token, once (never retried: it is not idempotent). */
export function submitNomination(api: ApiConfig, path: string, payload: unknown, texts: SubmitTexts) {
  return call(api, path, { method: 'post', json: payload, auth: true, retry: 0, describe: submitFailure(texts) });
}
