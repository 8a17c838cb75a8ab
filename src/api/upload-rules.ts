/**
 * What each upload endpoint accepts (spec 1, section 5, plus the other
 * pictures spec 2's forms send), and what the browser checks before any
 * request, form by form: the project form checks type and size against spec
 * 1's table; the other forms only filter the type their spec names (any
 * image for the competition and placement photos and posters, JPG and PNG
 * for the achievement photo) and leave sizes to the backend (spec 2, section
 * 5: "not enforced on the client", "not shown"). The demo backend enforces
 * the endpoint rules with 413 and 415.
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

const INVALID_IMAGE_TYPE = 'Invalid file type. Please upload JPG, PNG, WEBP or GIF files only';
const INVALID_DOCUMENT_TYPE = 'Invalid file type. Please upload PDF, DOC, DOCX, PPT or PPTX files only';
const INVALID_VIDEO_TYPE = 'Invalid video format. Please upload MP4, WebM, MOV or AVI files only';
/** The achievement photo takes JPG and PNG only (spec 2, section 5.2); worded like spec 1's type messages. */
const INVALID_JPG_PNG_TYPE = 'Invalid file type. Please upload JPG or PNG files only';
/** A competition or placement picture that is not an image (spec 2, section 8: the competition upload's 415 text). */
export const INVALID_ANY_IMAGE = 'Unsupported file type. Please upload a valid image.';

/** Spec 2's photos and posters "accept images" (5.1), "image files only" (5.3): whatever type the browser calls an image. */
const ANY_IMAGE = 'image/*';
/** Image files a browser may give no type for (then the name decides). */
const IMAGE_FILE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'webp', 'gif', 'avif', 'heic', 'heif', 'bmp', 'tif', 'tiff'];
/**
 * What the picture endpoints store besides spec 1's table: the formats a phone
 * or browser commonly sends in spec 2's "any image" fields that the site's
 * picture step reads.
 */
const MORE_STORED_IMAGES = { types: ['image/avif'], extensions: ['avif'] };

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
  /** Formats the endpoint stores beyond the table (the pictures of spec 2's forms). */
  alsoStored?: { types: readonly string[]; extensions: readonly string[] };
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
    alsoStored: MORE_STORED_IMAGES,
  },
  profile: {
    path: '/api/upload/profile-image',
    label: 'profile image',
    maxBytes: 1 * MB,
    types: IMAGE_TYPES,
    extensions: IMAGE_EXTENSIONS,
    invalidType: INVALID_IMAGE_TYPE,
    accept: IMAGE_TYPES.join(','),
    alsoStored: MORE_STORED_IMAGES,
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
 * True when the endpoint for `kind` takes the file's declared type, or when
 * the sender gave no useful type (some browsers report "" or octet-stream
 * for Office files) and the extension is one it takes.
 */
export function isAllowedType(kind: UploadKind, file: { name: string; type: string }): boolean {
  const rule = UPLOAD_RULES[kind];
  const more = rule.alsoStored ?? { types: [], extensions: [] };
  return matchesType(
    { types: [...rule.types, ...more.types], extensions: [...rule.extensions, ...more.extensions] },
    file,
  );
}

/** A type in the list, or under one of its wildcards (`image/*`); with no useful type, the extension decides. */
function matchesType(rule: Pick<UploadRule, 'types' | 'extensions'>, file: { name: string; type: string }): boolean {
  const type = file.type.toLowerCase();
  if (rule.types.some((allowed) => (allowed.endsWith('/*') ? type.startsWith(allowed.slice(0, -1)) : allowed === type)))
    return true;
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

const isPicture = (kind: UploadKind) => kind === 'profile' || kind === 'poster';

/** The rule the browser applies to a `kind` file chosen in `flavor`'s form. */
export function browserRule(flavor: UploadFlavor, kind: UploadKind): BrowserRule {
  const rule = UPLOAD_RULES[kind];
  if ((flavor === 'competition' || flavor === 'placement') && isPicture(kind)) {
    return {
      accept: ANY_IMAGE,
      types: [ANY_IMAGE],
      extensions: IMAGE_FILE_EXTENSIONS,
      invalidType: INVALID_ANY_IMAGE,
      maxBytes: null,
    };
  }
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
