/**
 * What each upload endpoint accepts (spec 1, section 5). The browser checks a
 * file against these rules before any request; the demo backend enforces the
 * same rules with 413 and 415.
 */

export type UploadKind = 'poster' | 'profile' | 'certificate' | 'document' | 'video';

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
  const rule = UPLOAD_RULES[kind];
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
