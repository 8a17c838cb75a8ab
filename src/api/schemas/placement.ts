/** A placement or internship record as the backend returns it. */
import * as v from 'valibot';
import { obj, personEntries, recordEntries, text } from './lenient.ts';

export const PlacementSchema = v.object({
  ...recordEntries,
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
