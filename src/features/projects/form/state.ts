/**
 * The project form's state: the payload's shape (so field paths are payload
 * paths), with every value as the inputs hold it (texts; the foundation year
 * and "registered" as typed) and all four category blocks kept, so switching
 * category back and forth loses nothing.
 */
import type { ProjectCategory } from '#api/enums.ts';
import type { UploadKind } from '#api/upload-rules.ts';
import { emptyStudentBasics, type StudentBasics } from '#components/form/StudentFields.tsx';
import { fitDraft } from '#features/nominations/drafts.ts';
import { leadingLetters } from '#lib/text.ts';

export interface PersonState extends StudentBasics {
  linkedinLink: string;
  profileImageUrl: string;
}

export interface AchievementState {
  name: string;
  proofUrl: string;
}

export interface FounderState {
  name: string;
  role: string;
}

export interface ProjectFormState {
  category: '' | ProjectCategory;
  projectTitle: string;
  teamLeader: PersonState;
  teamMembers: PersonState[];
  problemStatement: string;
  features: string[];
  outcome: string[];
  achievements: AchievementState[];
  technologyDomain: string;
  techStack: string[];
  mentor: { internalMentor: { name: string; department: string; email: string; phone: string; designation: string } };
  githubLink: string;
  liveUrl: string;
  videoUrl: string;
  posterImages: string[];
  industryDetails: {
    name: string;
    mentorName: string;
    mentorEmail: string;
    mentorPhone: string;
    mentorDesignation: string;
    description: string;
    certificateUrl: string;
  };
  inHouseDetails: {
    facultyName: string;
    facultyEmail: string;
    facultyPhone: string;
    facultyDesignation: string;
    projectType: '' | 'Minor' | 'Major';
    certificateUrl: string;
  };
  researchDetails: {
    paperTitle: string;
    supervisorName: string;
    publicationType: string;
    publicationName: string;
    publicationDate: string;
    certificateUrl: string;
  };
  startupDetails: {
    name: string;
    founders: FounderState[];
    /** As typed; a number in the payload. */
    foundationYear: string;
    description: string;
    incubatorName: string;
    /** The Yes/No radio; a boolean in the payload. */
    isRegistered: '' | 'yes' | 'no';
    incubationLetterUrl: string;
  };
}

export const emptyPerson = (): PersonState => ({ ...emptyStudentBasics(), linkedinLink: '', profileImageUrl: '' });

export const emptyAchievement = (): AchievementState => ({ name: '', proofUrl: '' });
export const emptyFounder = (): FounderState => ({ name: '', role: '' });

/** The empty form; the team leader's name is prefilled from the signed-in user (leading letters and spaces). */
export function emptyProjectState(userName: string | null | undefined): ProjectFormState {
  return {
    category: '',
    projectTitle: '',
    teamLeader: { ...emptyPerson(), name: leadingLetters(userName) },
    teamMembers: [],
    problemStatement: '',
    features: [''],
    outcome: [''],
    achievements: [],
    technologyDomain: '',
    techStack: [''],
    mentor: { internalMentor: { name: '', department: '', email: '', phone: '', designation: '' } },
    githubLink: '',
    liveUrl: '',
    videoUrl: '',
    posterImages: [],
    industryDetails: {
      name: '',
      mentorName: '',
      mentorEmail: '',
      mentorPhone: '',
      mentorDesignation: '',
      description: '',
      certificateUrl: '',
    },
    inHouseDetails: {
      facultyName: '',
      facultyEmail: '',
      facultyPhone: '',
      facultyDesignation: '',
      projectType: '',
      certificateUrl: '',
    },
    researchDetails: {
      paperTitle: '',
      supervisorName: '',
      publicationType: '',
      publicationName: '',
      publicationDate: '',
      certificateUrl: '',
    },
    startupDetails: {
      name: '',
      founders: [emptyFounder()],
      foundationYear: '',
      description: '',
      incubatorName: '',
      isRegistered: '',
      incubationLetterUrl: '',
    },
  };
}

/** A saved draft fitted to today's shape (fields added since are empty, removed ones dropped). */
export function reviveProjectState(saved: unknown, userName: string | null | undefined): ProjectFormState {
  const fitted = fitDraft(emptyProjectState(userName), saved, {
    teamMembers: emptyPerson(),
    achievements: emptyAchievement(),
    'startupDetails.founders': emptyFounder(),
  });
  // Keep-one lists never come back empty.
  for (const list of ['features', 'outcome', 'techStack'] as const) {
    if (fitted[list].length === 0) fitted[list] = [''];
  }
  if (fitted.startupDetails.founders.length === 0) fitted.startupDetails.founders = [emptyFounder()];
  return fitted;
}

/** Which upload endpoint a file field of this form uses. */
export function uploadKindOf(path: string): UploadKind | undefined {
  if (path === 'teamLeader.profileImageUrl' || /^teamMembers\.\d+\.profileImageUrl$/.test(path)) return 'profile';
  if (path === 'posterImages') return 'poster';
  if (path === 'videoUrl') return 'video';
  if (/^achievements\.\d+\.proofUrl$/.test(path)) return 'certificate';
  if (/Details\.(certificateUrl|incubationLetterUrl)$/.test(path)) return 'certificate';
  return undefined;
}
