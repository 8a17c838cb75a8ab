/** A placement or internship record as the backend returns it. */
import * as v from 'valibot';
import { flag, nominationId, obj, personEntries, text } from './lenient.ts';

export const PlacementSchema = v.object({
  nominationId,
  _id: text,
  /** When it was submitted (spec 1 §3 gives it for projects; other areas may carry it too). */
  submittedAt: text,
  status: text,
  isBest: flag,
  category: text,
  organizationName: text,
  location: text,
  organizationLink: text,
  studentDesignation: text,
  duration: text,
  pkg: text,
  projectAssigned: text,
  projectDescription: text,
  student: obj(personEntries),
});

export type Placement = v.InferOutput<typeof PlacementSchema>;
