/** Star alumni calls (spec 2, section 7). */
import { readList, readOne, type ApiConfig, type ReadOptions } from './http.ts';
import { ALUMNI_DETAIL, LIST_FALLBACK, detailFailure, listFailure } from './messages.ts';
import { AlumniSchema } from './schemas/alumni.ts';

export function fetchApprovedAlumni(api: ApiConfig, options?: ReadOptions) {
  return readList(api, '/api/alumni/approved', AlumniSchema, listFailure(LIST_FALLBACK.alumni), options);
}

export function fetchApprovedAlumnus(api: ApiConfig, id: string, options?: ReadOptions) {
  return readOne(
    api,
    `/api/alumni/approved/${encodeURIComponent(id)}`,
    AlumniSchema,
    detailFailure(ALUMNI_DETAIL),
    options,
  );
}
