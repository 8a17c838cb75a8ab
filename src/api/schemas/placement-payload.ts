/** The placement or internship nomination we POST (spec 2, sections 3.3, 5.3 and 7.3). */
import * as v from 'valibot';
import { PLACEMENT_CATEGORIES } from '../enums.ts';
import {
  SubmittedBySchema,
  choice,
  optionalText,
  required,
  requiredEmail,
  requiredPhone,
  requiredUrl,
  studentRules,
  uploadedFile,
} from './payload-rules.ts';

const PLACEMENT_MESSAGES = {
  photoRequired: 'Profile photo is required',
  uploadFailed: 'Profile image upload failed',
  fallback: 'Submission failed',
} as const;

export const PlacementPayloadSchema = v.object({
  category: choice(PLACEMENT_CATEGORIES, 'Please select Placement or Internship'),
  organizationName: required('Organization name is required'),
  location: required('Location is required'),
  organizationLink: requiredUrl('Organization link is required'),
  studentDesignation: required('Designation is required'),
  duration: required('Duration is required'),
  pkg: optionalText,
  projectAssigned: optionalText,
  projectDescription: optionalText,
  student: v.object({
    ...studentRules(),
    emailId: requiredEmail('Email is required'),
    phone: requiredPhone('Phone is required'),
    linkedinLink: requiredUrl('LinkedIn profile is required'),
    // The spec sends both: the uploaded URL, also under the form's field name.
    profileImage: optionalText,
    profileImageUrl: uploadedFile(PLACEMENT_MESSAGES.photoRequired),
  }),
  submittedBy: SubmittedBySchema,
});

export type PlacementPayload = v.InferOutput<typeof PlacementPayloadSchema>;
