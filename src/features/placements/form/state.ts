/**
 * The placement form's state: the payload's shape (so field paths are
 * payload paths), values as the inputs hold them, plus the name of the photo
 * chosen but not uploaded yet (`chosenFiles`, see the competition form's
 * files/chosen-files.ts). Name and e-mail start from the signed-in user.
 */
import type { PlacementCategory } from '#api/enums.ts';
import type { UploadKind } from '#api/upload-rules.ts';
import { emptyStudentBasics, type StudentBasics } from '#components/form/StudentFields.tsx';
import type { PlannedUpload } from '#features/nominations/form-config.ts';
import { fitDraft } from '#features/nominations/drafts.ts';
import { reviveChosenNames, type ChosenNames } from '#features/nominations/chosen-files.ts';

interface PlacementStudentState extends StudentBasics {
  emailId: string;
  phone: string;
  linkedinLink: string;
  profileImageUrl: string;
}

export interface PlacementFormState {
  category: '' | PlacementCategory;
  organizationName: string;
  location: string;
  organizationLink: string;
  studentDesignation: string;
  duration: string;
  pkg: string;
  projectAssigned: string;
  projectDescription: string;
  student: PlacementStudentState;
  chosenFiles: ChosenNames;
}

/** The photo's file key (its state path). */
export const PHOTO_KEY = 'student.profileImageUrl';

type User = { name?: string | null; email?: string | null } | null | undefined;

/** The empty form, with the student's name and e-mail from the signed-in user (spec 2, sections 4 and 5.3). */
export function emptyPlacementState(user: User): PlacementFormState {
  return {
    category: '',
    organizationName: '',
    location: '',
    organizationLink: '',
    studentDesignation: '',
    duration: '',
    pkg: '',
    projectAssigned: '',
    projectDescription: '',
    student: {
      ...emptyStudentBasics(),
      name: user?.name?.trim() ?? '',
      emailId: user?.email?.trim() ?? '',
      phone: '',
      linkedinLink: '',
      profileImageUrl: '',
    },
    chosenFiles: {},
  };
}

/** A saved draft fitted to today's shape. */
export function revivePlacementState(saved: unknown, user: User): PlacementFormState {
  const fitted = fitDraft(emptyPlacementState(user), saved);
  const chosen = saved && typeof saved === 'object' ? (saved as { chosenFiles?: unknown }).chosenFiles : undefined;
  fitted.chosenFiles = reviveChosenNames(chosen);
  return fitted;
}

export const isLiveFileKey = (key: string) => key === PHOTO_KEY;

/** The photo is the form's one file: a profile image. */
export const uploadKindOf = (path: string): UploadKind | undefined => (path === PHOTO_KEY ? 'profile' : undefined);

/** At submit, the profile image first, then the nomination (spec 2, section 4). */
export function planPlacementUploads(overlay: string) {
  return (_state: PlacementFormState, files: Readonly<Record<string, readonly File[]>>): PlannedUpload[] => {
    const file = files[PHOTO_KEY]?.[0];
    return file ? [{ fileKey: PHOTO_KEY, file, path: PHOTO_KEY, kind: 'profile', overlay, append: false }] : [];
  };
}
