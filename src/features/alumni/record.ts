/** Star alumni as the contract reads them (spec 2, section 7): only alumni records (with an `alumni` block) are shown (section 3.4). */
import { AlumniSchema, type Alumni } from '#api/schemas/alumni.ts';
import type { RecordContract } from '../catalog/area-modules.ts';
import { ALUMNI_DETAIL, ALUMNI_FAILED } from './texts.ts';

export const record: RecordContract<Alumni, 'Alumni'> = {
  schema: AlumniSchema,
  listFallback: () => ALUMNI_FAILED,
  detailTexts: () => ALUMNI_DETAIL,
  reject: (alumnus) => (alumnus.alumni ? null : 'not an alumni record (no alumni block)'),
};
