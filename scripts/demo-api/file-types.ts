/**
 * What an uploaded file really is, from its leading bytes (magic numbers),
 * so a file is stored only when its content is one of its kind's formats:
 * an HTML page named poster.png is not an image. The name and declared type
 * only choose between formats that share a signature (doc or ppt, docx or
 * pptx, mp4 or mov).
 */
import type { UploadKind } from '#api/upload-rules.ts';

export interface FileFormat {
  name: string;
  /** Extensions a file of this format may be stored under; the first is used when the name gives none of them. */
  extensions: readonly string[];
  matches(head: Uint8Array): boolean;
  /** For pictures: the format sharp must decode the whole file as (./image-check.ts). */
  decodesAs?: string;
}

const ascii = (head: Uint8Array, at: number, text: string) =>
  head.length >= at + text.length && [...text].every((char, i) => head[at + i] === char.charCodeAt(0));
const startsWith = (head: Uint8Array, bytes: number[]) =>
  head.length >= bytes.length && bytes.every((byte, i) => head[i] === byte);

const FORMATS = {
  png: {
    name: 'PNG',
    extensions: ['png'],
    matches: (h) => startsWith(h, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    decodesAs: 'png',
  },
  jpeg: {
    name: 'JPEG',
    extensions: ['jpg', 'jpeg'],
    matches: (h) => startsWith(h, [0xff, 0xd8, 0xff]),
    decodesAs: 'jpeg',
  },
  gif: {
    name: 'GIF',
    extensions: ['gif'],
    matches: (h) => ascii(h, 0, 'GIF87a') || ascii(h, 0, 'GIF89a'),
    decodesAs: 'gif',
  },
  webp: {
    name: 'WebP',
    extensions: ['webp'],
    matches: (h) => ascii(h, 0, 'RIFF') && ascii(h, 8, 'WEBP'),
    decodesAs: 'webp',
  },
  // AVIF: an 'ftyp' box whose brand is AV1 still image ('avif') or sequence ('avis'); sharp reads it as HEIF.
  avif: {
    name: 'AVIF',
    extensions: ['avif'],
    matches: (h) => ascii(h, 4, 'ftypavif') || ascii(h, 4, 'ftypavis'),
    decodesAs: 'heif',
  },
  pdf: { name: 'PDF', extensions: ['pdf'], matches: (h) => ascii(h, 0, '%PDF-') },
  // Word 97-2003 and PowerPoint 97-2003 are both OLE compound files.
  ole: {
    name: 'OLE (doc, ppt)',
    extensions: ['doc', 'ppt'],
    matches: (h) => startsWith(h, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
  },
  // docx and pptx are zip archives.
  zip: {
    name: 'ZIP (docx, pptx)',
    extensions: ['docx', 'pptx'],
    matches: (h) => startsWith(h, [0x50, 0x4b, 0x03, 0x04]),
  },
  // MP4 and QuickTime: an 'ftyp' box first ('qt  ' brand for QuickTime).
  quicktime: { name: 'QuickTime', extensions: ['mov'], matches: (h) => ascii(h, 4, 'ftypqt  ') },
  mp4: { name: 'MP4', extensions: ['mp4', 'mov'], matches: (h) => ascii(h, 4, 'ftyp') },
  webm: { name: 'WebM', extensions: ['webm'], matches: (h) => startsWith(h, [0x1a, 0x45, 0xdf, 0xa3]) },
  avi: { name: 'AVI', extensions: ['avi'], matches: (h) => ascii(h, 0, 'RIFF') && ascii(h, 8, 'AVI ') },
} satisfies Record<string, FileFormat>;

const IMAGES = [FORMATS.png, FORMATS.jpeg, FORMATS.gif, FORMATS.webp, FORMATS.avif];
const DOCUMENTS = [FORMATS.pdf, FORMATS.ole, FORMATS.zip];

/** The formats each upload kind accepts (the same lists as the endpoint rules' extensions, src/api/upload-rules.ts). */
const FORMATS_OF: Record<UploadKind, readonly FileFormat[]> = {
  poster: IMAGES,
  profile: IMAGES,
  certificate: DOCUMENTS,
  document: DOCUMENTS,
  video: [FORMATS.quicktime, FORMATS.mp4, FORMATS.webm, FORMATS.avi],
};

/** Bytes needed to tell every format above apart. */
export const SNIFF_BYTES = 16;

/** The kind's format that `head` (the file's first bytes) belongs to, or undefined. */
export function formatOf(kind: UploadKind, head: Uint8Array): FileFormat | undefined {
  return FORMATS_OF[kind].find((format) => format.matches(head));
}
