/** Sending a placement or internship nomination (spec 2, section 7); approved ones are read through ./approved.ts. */
import type { ApiConfig } from './http.ts';
import type { PlacementPayload } from './schemas/placement-payload.ts';
import { submitNomination } from './submit.ts';
import { PLACEMENT_SUBMIT_TEXTS } from './submit-texts.ts';

export { PLACEMENT_SUBMIT_TEXTS };

export function submitPlacementNomination(api: ApiConfig, payload: PlacementPayload) {
  return submitNomination(api, '/api/placement-nominations', payload, PLACEMENT_SUBMIT_TEXTS);
}
