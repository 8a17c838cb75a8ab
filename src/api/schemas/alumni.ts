/** A star alumni record as the backend returns it. */
import * as v from 'valibot';
import { flag, nominationId, obj, text } from './lenient.ts';

export const AlumniSchema = v.object({
  nominationId,
  _id: text,
  /** When it was submitted (spec 1 §3 gives it for projects; other areas may carry it too). */
  submittedAt: text,
  isBest: flag,
  designation: text,
  organization: text,
  bio: text,
  alumni: obj({
    name: text,
    programme: text,
    batch: text,
    profileImageUrl: text,
    linkedinLink: text,
  }),
});

export type Alumni = v.InferOutput<typeof AlumniSchema>;
