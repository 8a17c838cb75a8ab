/** How submissions word their failures (spec 1 section 8, spec 2 section 8). */
import type { Describe } from './http.ts';

export const OFFLINE_SUBMIT = 'No internet connection. Please check your network and try again.';

/**
 * The server message when there is one, otherwise the form's fallback. A call
 * that got no answer says so (competition form: "No response received from
 * server…"), and offline says the spec's offline text.
 */
export function submitFailure(fallback: string, noResponse?: string): Describe {
  return (failure) => {
    if (failure.kind === 'offline') return OFFLINE_SUBMIT;
    if (failure.kind === 'http' || failure.kind === 'unsuccessful') return failure.serverMessage ?? fallback;
    if ((failure.kind === 'network' || failure.kind === 'timeout') && noResponse) return noResponse;
    return fallback;
  };
}
