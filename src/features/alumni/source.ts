import { fetchApprovedAlumni, fetchApprovedAlumnus } from '#api/alumni.ts';
import type { Alumni } from '#api/schemas/alumni.ts';
import type { CatalogSource } from '../catalog/source.ts';

/** Approved star alumni. Only alumni records (with an `alumni` block) are shown (spec 2, section 3.4). */
export const ALUMNI_SOURCE: CatalogSource<Alumni> = {
  name: 'alumni',
  lists: [{ category: 'Alumni', label: 'GET /api/alumni/approved', fetch: (api, options) => fetchApprovedAlumni(api, options) }],
  detail: (api, id, _category, options) => fetchApprovedAlumnus(api, id, options),
  reject: (record) => (record.alumni ? null : 'not an alumni record (no alumni block)'),
};
