/**
 * The achievement form's state: the payload's shape (so field paths are
 * payload paths), values as the inputs hold them. Exactly one details block
 * is present, the chosen category's; the others are null (spec 2, section 4).
 * Blocks the user typed in and then switched away from wait in `setAside`
 * (never sent), so choosing that category again brings them back, in the
 * session and in the draft.
 */
import { ACHIEVEMENT_CATEGORIES, type AchievementCategory } from '#api/enums.ts';
import { ACHIEVEMENT_MESSAGES } from '#api/schemas/achievement-payload.ts';
import type { UploadKind } from '#api/upload-rules.ts';
import { emptyStudentBasics, type StudentBasics } from '#components/form/StudentFields.tsx';
import { switchBlocks } from '#features/nominations/category-blocks.ts';
import { fitDraft } from '#features/nominations/drafts.ts';

interface StudentState extends StudentBasics {
  linkedinLink: string;
  profileImageUrl: string;
}

export interface AwardState {
  name: string;
  /** The uploaded proof's URL. */
  pptLink: string;
}

export interface AuthorState {
  name: string;
  affiliation: string;
  email: string;
  phone: string;
  program: string;
  batch: string;
  profileImageUrl: string;
}

interface ResearchState {
  publicationType: string;
  title: string;
  description: string;
  additionalAuthors: AuthorState[];
  publisherInfo: { primaryInfo: string; secondaryInfo: string };
  identifiers: { eIdentifier: string; printIdentifier: string };
  dates: { publicationDate: string };
  links: { publicationUrl: string; publisherWebsite: string };
  outcome: string[];
  awards: AwardState[];
  supervisor: { name: string; affiliation: string; designation: string; phone: string; email: string };
  /** The uploaded research paper's URL. */
  pptLink: string;
}

interface OpenSourceState {
  projectName: string;
  description: string;
  contributions: string[];
  /** Merged pull requests, entered as text. */
  pr: string;
  techStack: string[];
  techDomain: string;
  program: string;
  organization: string;
  role: string;
  repoLink: string;
  impact: string[];
  awards: AwardState[];
}

interface HigherStudiesState {
  university: string;
  universityType: string;
  description: string;
  country: string;
  course: string;
  specialization: string;
  programLevel: string;
  programLevelOther: string;
  admissionYear: string;
}

interface CertificationState {
  certificationName: string;
  description: string;
  issuingOrganization: string;
  issueDate: string;
  expiryDate: string;
  credentialId: string;
  credentialUrl: string;
  certificationType: string;
  technologyDomain: string;
  skills: string[];
  outcome: string[];
  awards: AwardState[];
  /** The uploaded proof's URL. */
  pptLink: string;
}

export interface BlockStates {
  researchDetails: ResearchState;
  openSourceDetails: OpenSourceState;
  higherStudiesDetails: HigherStudiesState;
  certificationDetails: CertificationState;
}

export type BlockKey = keyof BlockStates;

type Blocks = { [K in BlockKey]: BlockStates[K] | null };

export interface AchievementFormState extends Blocks {
  category: '' | AchievementCategory;
  student: StudentState;
  /** Blocks of categories chosen earlier, kept for when they are chosen again; never sent. */
  setAside: Partial<BlockStates>;
}

export const BLOCK_OF = {
  'Research Publication': 'researchDetails',
  'Open Source': 'openSourceDetails',
  'Higher Studies': 'higherStudiesDetails',
  'Global Certification': 'certificationDetails',
} as const satisfies Record<AchievementCategory, BlockKey>;

const BLOCK_KEYS = Object.values(BLOCK_OF) as BlockKey[];

function isAchievementCategory(value: unknown): value is AchievementCategory {
  return typeof value === 'string' && (ACHIEVEMENT_CATEGORIES as readonly string[]).includes(value);
}

export const emptyAward = (): AwardState => ({ name: '', pptLink: '' });

export const emptyAuthor = (): AuthorState => ({
  name: '',
  affiliation: '',
  email: '',
  phone: '',
  program: '',
  batch: '',
  profileImageUrl: '',
});

const EMPTY_BLOCKS: { [K in BlockKey]: () => BlockStates[K] } = {
  researchDetails: () => ({
    publicationType: '',
    title: '',
    description: '',
    additionalAuthors: [],
    publisherInfo: { primaryInfo: '', secondaryInfo: '' },
    identifiers: { eIdentifier: '', printIdentifier: '' },
    dates: { publicationDate: '' },
    links: { publicationUrl: '', publisherWebsite: '' },
    outcome: [''],
    awards: [],
    supervisor: { name: '', affiliation: '', designation: '', phone: '', email: '' },
    pptLink: '',
  }),
  openSourceDetails: () => ({
    projectName: '',
    description: '',
    contributions: [''],
    pr: '',
    techStack: [''],
    techDomain: '',
    program: '',
    organization: '',
    role: '',
    repoLink: '',
    impact: [''],
    awards: [],
  }),
  higherStudiesDetails: () => ({
    university: '',
    universityType: '',
    description: '',
    country: '',
    course: '',
    specialization: '',
    programLevel: '',
    programLevelOther: '',
    admissionYear: '',
  }),
  certificationDetails: () => ({
    certificationName: '',
    description: '',
    issuingOrganization: '',
    issueDate: '',
    expiryDate: '',
    credentialId: '',
    credentialUrl: '',
    certificationType: '',
    technologyDomain: '',
    skills: [''],
    outcome: [''],
    awards: [],
    pptLink: '',
  }),
};

/** A new, empty details block of one category. */
export function emptyBlock<K extends BlockKey>(key: K): BlockStates[K] {
  return EMPTY_BLOCKS[key]();
}

/** Lists that keep at least one row: removing the last leaves one empty row (spec 2, section 4). */
const KEEP_ONE_LISTS: { [K in BlockKey]: ReadonlyArray<keyof BlockStates[K]> } = {
  researchDetails: ['outcome'],
  openSourceDetails: ['contributions', 'techStack', 'impact'],
  higherStudiesDetails: [],
  certificationDetails: ['skills', 'outcome'],
};

/**
 * The empty form: no category, no block; the student's name prefilled from
 * the signed-in user. After a success the form resets to empty, name too
 * (spec 2, section 2.8): `emptyAchievementState('')`.
 */
export function emptyAchievementState(userName: string | null | undefined): AchievementFormState {
  return {
    category: '',
    student: { ...emptyStudentBasics(), name: userName?.trim() ?? '', linkedinLink: '', profileImageUrl: '' },
    researchDetails: null,
    openSourceDetails: null,
    higherStudiesDetails: null,
    certificationDetails: null,
    setAside: {},
  };
}

/**
 * Chooses a category (spec 2, section 4): its block is kept, or brought back
 * from `setAside`, or created empty; every other block becomes null, and a
 * block that held anything is set aside for later.
 */
export function chooseCategory(state: AchievementFormState, category: string): AchievementFormState {
  const chosen = isAchievementCategory(category) ? BLOCK_OF[category] : undefined;
  const pool: Partial<BlockStates> = { ...state.setAside };
  const current = {} as Blocks;
  for (const key of BLOCK_KEYS) {
    const block = state[key];
    current[key] = block as never;
    if (block) pool[key] = block as never;
  }
  const blocks = switchBlocks<BlockKey, BlockStates[BlockKey]>(current, chosen, (key) => pool[key] ?? emptyBlock(key));
  const setAside = { ...pool };
  if (chosen) delete setAside[chosen];
  return { ...state, ...(blocks as Blocks), category: chosen ? (category as AchievementCategory) : '', setAside };
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A saved block fitted to today's shape, its keep-one lists never empty. */
function reviveBlock<K extends BlockKey>(key: K, saved: unknown): BlockStates[K] {
  const block = fitDraft(emptyBlock(key), saved, { additionalAuthors: emptyAuthor(), awards: emptyAward() });
  const record = block as unknown as Record<string, unknown[]>;
  for (const list of KEEP_ONE_LISTS[key] as string[]) {
    if (record[list]!.length === 0) record[list] = [''];
  }
  return block;
}

/** A saved draft fitted to today's shape (fields added since are empty, removed ones dropped). */
export function reviveAchievementState(saved: unknown, userName: string | null | undefined): AchievementFormState {
  const empty = emptyAchievementState(userName);
  if (!isPlainObject(saved)) return empty;
  const setAside: Partial<BlockStates> = {};
  const savedAside = isPlainObject(saved.setAside) ? saved.setAside : {};
  for (const key of BLOCK_KEYS) {
    const block = isPlainObject(saved[key]) ? saved[key] : savedAside[key];
    if (isPlainObject(block)) setAside[key] = reviveBlock(key, block) as never;
  }
  const state: AchievementFormState = { ...empty, student: fitDraft(empty.student, saved.student), setAside };
  return chooseCategory(state, isAchievementCategory(saved.category) ? saved.category : '');
}

/** Which upload endpoint a file field of this form uses. */
export function uploadKindOf(path: string): UploadKind | undefined {
  if (path === 'student.profileImageUrl' || /^researchDetails\.additionalAuthors\.\d+\.profileImageUrl$/.test(path))
    return 'profile';
  if (/^(researchDetails|openSourceDetails|certificationDetails)\.(awards\.\d+\.)?pptLink$/.test(path))
    return 'document';
  return undefined;
}

/** The alert after a failed upload (spec 2, section 8): the student's photo, an author's photo, or a file. */
export function uploadAlertOf(path: string): string {
  if (path === 'student.profileImageUrl') return ACHIEVEMENT_MESSAGES.uploadImage;
  if (/\.additionalAuthors\.\d+\.profileImageUrl$/.test(path)) return ACHIEVEMENT_MESSAGES.uploadAuthorImage;
  return ACHIEVEMENT_MESSAGES.uploadFile;
}
