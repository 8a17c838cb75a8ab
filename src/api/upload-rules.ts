/**
 * What each upload endpoint accepts (spec 1, section 5), and what the browser
 * checks before any request, form by form: the project form checks type and
 * size (spec 1, section 5); the other forms only filter the type their spec
 * names and leave sizes to the backend (spec 2, section 5: "not enforced on
 * the client", "not shown"). The demo backend enforces the endpoint rules
 * with 413 and 415.
 */

export type UploadKind = 'poster' | 'profile' | 'certificate' | 'document' | 'video';

/** Which form uploads: each checks files and words errors as its own spec section does. */
export type UploadFlavor = 'project' | 'competition' | 'achievement' | 'placement';

const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/jpg', 'image/webp', 'image/gif'];
const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'webp', 'gif'];
const DOCUMENT_TYPES = [
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.ms-powerpoint',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
];
const DOCUMENT_EXTENSIONS = ['pdf', 'doc', 'docx', 'ppt', 'pptx'];
const VIDEO_TYPES = ['video/mp4', 'video/webm', 'video/quicktime', 'video/x-msvideo'];
const VIDEO_EXTENSIONS = ['mp4', 'webm', 'mov', 'avi'];

const MB = 1024 * 1024;

export const INVALID_IMAGE_TYPE = 'Invalid file type. Please upload JPG, PNG, WEBP or GIF files only';
export const INVALID_DOCUMENT_TYPE = 'Invalid file type. Please upload PDF, DOC, DOCX, PPT or PPTX files only';
export const INVALID_VIDEO_TYPE = 'Invalid video format. Please upload MP4, WebM, MOV or AVI files only';
/** The achievement photo takes JPG and PNG only (spec 2, section 5.2); worded like spec 1's type messages. */
export const INVALID_JPG_PNG_TYPE = 'Invalid file type. Please upload JPG or PNG files only';

export interface UploadRule {
  /** The endpoint, under {host}. */
  path: string;
  /** The name used in "Maximum size for {kind} is {n}MB". */
  label: string;
  maxBytes: number;
  types: readonly string[];
  extensions: readonly string[];
  invalidType: string;
  /** The `accept` attribute of the file input. */
  accept: string;
}

export const UPLOAD_RULES: Record<UploadKind, UploadRule> = {
  poster: {
    path: '/api/upload/poster-image',
    label: 'poster image',
    maxBytes: 2 * MB,
    types: IMAGE_TYPES,
    extensions: IMAGE_EXTENSIONS,
    invalidType: INVALID_IMAGE_TYPE,
    accept: IMAGE_TYPES.join(','),
  },
  profile: {
    path: '/api/upload/profile-image',
    label: 'profile image',
    maxBytes: 1 * MB,
    types: IMAGE_TYPES,
    extensions: IMAGE_EXTENSIONS,
    invalidType: INVALID_IMAGE_TYPE,
    accept: IMAGE_TYPES.join(','),
  },
  certificate: {
    path: '/api/upload/certificate',
    label: 'certificate',
    maxBytes: 5 * MB,
    types: DOCUMENT_TYPES,
    extensions: DOCUMENT_EXTENSIONS,
    invalidType: INVALID_DOCUMENT_TYPE,
    accept: DOCUMENT_EXTENSIONS.map((ext) => `.${ext}`).join(','),
  },
  document: {
    path: '/api/upload/document',
    label: 'document',
    maxBytes: 5 * MB,
    types: DOCUMENT_TYPES,
    extensions: DOCUMENT_EXTENSIONS,
    invalidType: INVALID_DOCUMENT_TYPE,
    accept: DOCUMENT_EXTENSIONS.map((ext) => `.${ext}`).join(','),
  },
  video: {
    path: '/api/upload/video',
    label: 'video',
    maxBytes: 25 * MB,
    types: VIDEO_TYPES,
    extensions: VIDEO_EXTENSIONS,
    invalidType: INVALID_VIDEO_TYPE,
    accept: VIDEO_TYPES.join(','),
  },
};

/** The kind whose endpoint is `path`, if any (the demo backend routes by it). */
export function kindOfPath(path: string): UploadKind | undefined {
  return (Object.keys(UPLOAD_RULES) as UploadKind[]).find((kind) => UPLOAD_RULES[kind].path === path);
}

export function tooLargeMessage(kind: UploadKind): string {
  const rule = UPLOAD_RULES[kind];
  return `File too large. Maximum size for ${rule.label} is ${rule.maxBytes / MB}MB`;
}

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/**
 * True when the declared type is allowed, or when the browser gave no useful
 * type (some report "" or octet-stream for Office files) and the extension is.
 */
export function isAllowedType(kind: UploadKind, file: { name: string; type: string }): boolean {
  return matchesType(UPLOAD_RULES[kind], file);
}

function matchesType(rule: Pick<UploadRule, 'types' | 'extensions'>, file: { name: string; type: string }): boolean {
  const type = file.type.toLowerCase();
  if (rule.types.includes(type)) return true;
  if (type && type !== 'application/octet-stream') return false;
  return rule.extensions.includes(extensionOf(file.name));
}

/** The spec's message for a file that breaks its kind's rules, or null when it is fine. */
export function checkFile(kind: UploadKind, file: { name: string; type: string; size: number }): string | null {
  if (!isAllowedType(kind, file)) return UPLOAD_RULES[kind].invalidType;
  if (file.size > UPLOAD_RULES[kind].maxBytes) return tooLargeMessage(kind);
  return null;
}

/** What the browser lets through for one field of one form: the input's filter and the checks before upload. */
export interface BrowserRule {
  accept: string;
  types: readonly string[];
  extensions: readonly string[];
  invalidType: string;
  /** Checked only where the form's spec says so (projects). */
  maxBytes: number | null;
}

const JPG_PNG_TYPES = ['image/jpeg', 'image/jpg', 'image/png'];

/** The rule the browser applies to a `kind` file chosen in `flavor`'s form. */
export function browserRule(flavor: UploadFlavor, kind: UploadKind): BrowserRule {
  const rule = UPLOAD_RULES[kind];
  if (flavor === 'achievement' && kind === 'profile') {
    return {
      accept: JPG_PNG_TYPES.join(','),
      types: JPG_PNG_TYPES,
      extensions: ['jpg', 'jpeg', 'png'],
      invalidType: INVALID_JPG_PNG_TYPE,
      maxBytes: null,
    };
  }
  return { ...rule, maxBytes: flavor === 'project' ? rule.maxBytes : null };
}

/** The message for a file `flavor`'s form refuses before any request, or null when it may be sent. */
export function checkInBrowser(
  flavor: UploadFlavor,
  kind: UploadKind,
  file: { name: string; type: string; size: number },
): string | null {
  const rule = browserRule(flavor, kind);
  if (!matchesType(rule, file)) return rule.invalidType;
  if (rule.maxBytes !== null && file.size > rule.maxBytes) return tooLargeMessage(kind);
  return null;
}
