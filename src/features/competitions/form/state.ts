/**
 * The competition form's state: the payload's shape (so field paths are
 * payload paths), values as the inputs hold them, plus what the payload does
 * not carry: a stable id per team member (its photo's file key) and the names
 * of files chosen but not uploaded yet (`chosenFiles`, see files/chosen-files.ts).
 */
import type { CompetitionCategory } from '#api/enums.ts';
import type { UploadKind } from '#api/upload-rules.ts';
import { emptyStudentBasics, type StudentBasics } from '#components/form/StudentFields.tsx';
import { fitDraft } from '#features/nominations/drafts.ts';
import { reviveChosenNames, type ChosenNames } from '#features/nominations/chosen-files.ts';

export interface CompetitionPersonState extends StudentBasics {
  linkedinLink: string;
  profileImageUrl: string;
}

export interface CompetitionMemberState extends CompetitionPersonState {
  /** Not sent: names the member's chosen photo, so removing a member never hands it to the next. */
  rowId: string;
}

export interface CompetitionFormState {
  category: '' | CompetitionCategory;
  competitionName: string;
  organizingBody: string;
  level: string;
  location: string;
  date: string;
  participationType: string;
  teamLeader: CompetitionPersonState;
  teamMembers: CompetitionMemberState[];
  title: string;
  description: string;
  outcome: string[];
  achievements: string[];
  technologyDomain: string;
  techStack: string[];
  githubLink: string;
  /** The uploaded presentation's URL. */
  pptLink: string;
  /** The uploaded posters' URLs. */
  posterImages: string[];
  chosenFiles: ChosenNames;
}

/** File keys of the form's file fields. */
export const FILE_KEYS = {
  leaderPhoto: 'teamLeader.profileImageUrl',
  presentation: 'pptLink',
  posters: 'posterImages',
} as const;

export const memberPhotoKey = (member: Pick<CompetitionMemberState, 'rowId'>) => `teamMember:${member.rowId}`;

const emptyCompetitionPerson = (): CompetitionPersonState => ({
  ...emptyStudentBasics(),
  linkedinLink: '',
  profileImageUrl: '',
});

let rowCounter = 0;
/** A row id unique on this page and across reloads. */
function newRowId(): string {
  rowCounter += 1;
  return `${Date.now().toString(36)}-${rowCounter}-${Math.random().toString(36).slice(2, 8)}`;
}

export const emptyCompetitionMember = (): CompetitionMemberState => ({
  ...emptyCompetitionPerson(),
  rowId: newRowId(),
});

/** The empty form; the team leader's name is the signed-in user's (spec 2, section 2.5: re-filled from the user after a success). */
export function emptyCompetitionState(userName: string | null | undefined): CompetitionFormState {
  return {
    category: '',
    competitionName: '',
    organizingBody: '',
    level: '',
    location: '',
    date: '',
    participationType: '',
    teamLeader: { ...emptyCompetitionPerson(), name: userName?.trim() ?? '' },
    teamMembers: [],
    title: '',
    description: '',
    outcome: [''],
    achievements: [],
    technologyDomain: '',
    techStack: [''],
    githubLink: '',
    pptLink: '',
    posterImages: [],
    chosenFiles: {},
  };
}

/** A saved draft fitted to today's shape: keep-one lists never come back empty, every member has its own id. */
export function reviveCompetitionState(saved: unknown, userName: string | null | undefined): CompetitionFormState {
  const fitted = fitDraft(emptyCompetitionState(userName), saved, {
    teamMembers: { ...emptyCompetitionPerson(), rowId: '' },
  });
  for (const list of ['outcome', 'techStack'] as const) {
    if (fitted[list].length === 0) fitted[list] = [''];
  }
  const seen = new Set<string>();
  fitted.teamMembers = fitted.teamMembers.map((member) => {
    const rowId = member.rowId && !seen.has(member.rowId) ? member.rowId : newRowId();
    seen.add(rowId);
    return { ...member, rowId };
  });
  fitted.posterImages = fitted.posterImages.filter((url) => url.trim() !== '');
  const chosen = saved && typeof saved === 'object' ? (saved as { chosenFiles?: unknown }).chosenFiles : undefined;
  fitted.chosenFiles = reviveChosenNames(chosen);
  return fitted;
}

/** Which upload endpoint a file field of this form uses. */
export function uploadKindOf(path: string): UploadKind | undefined {
  if (path === FILE_KEYS.leaderPhoto || MEMBER_PHOTO.test(path)) return 'profile';
  if (path === FILE_KEYS.presentation) return 'document';
  if (path === FILE_KEYS.posters) return 'poster';
  return undefined;
}

const MEMBER_PHOTO = /^teamMembers\.(\d+)\.profileImageUrl$/;

/** The key a field's chosen files are kept under: its path, or for a member's photo the member's own key. */
export function fileKeyOf(path: string, state: Pick<CompetitionFormState, 'teamMembers'>): string {
  const member = MEMBER_PHOTO.exec(path);
  const row = member ? state.teamMembers[Number(member[1])] : undefined;
  return row ? memberPhotoKey(row) : path;
}

/** Whether a chosen file's key still belongs to a field of `state` (a removed member's photo does not). */
export function isLiveFileKey(key: string, state: Pick<CompetitionFormState, 'teamMembers'>): boolean {
  if ((Object.values(FILE_KEYS) as string[]).includes(key)) return true;
  return state.teamMembers.some((member) => memberPhotoKey(member) === key);
}
