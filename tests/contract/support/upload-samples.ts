/**
 * Files to upload: a real sample of each upload kind with the type the backend
 * stores it as, a real picture of each format, the leading bytes of every other
 * allowed format, and lookalikes that only start like a picture.
 */
import sharp from 'sharp';
import type { UploadKind } from '#api/upload-rules.ts';
import { createCanvas, encodePng } from '#scripts/demo-api/png.ts';
import { tinyPdf } from '#scripts/demo-api/seed/images.ts';

export const png = new Uint8Array(encodePng(createCanvas(40, 30, { r: 200, g: 80, b: 20 })));
export const bytes = (...parts: Array<string | number[]>) =>
  new Uint8Array(
    Buffer.concat([
      ...parts.map((part) => (typeof part === 'string' ? Buffer.from(part, 'latin1') : Buffer.from(part))),
      Buffer.alloc(64),
    ]),
  );
/** Only the leading bytes of each picture format: they start like a picture and are none. */
export const LOOKALIKE = {
  jpeg: bytes([0xff, 0xd8, 0xff, 0xe0, 0, 0x10], 'JFIF\0'),
  gif: bytes('GIF89a', [1, 0, 1, 0]),
  webp: bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 '),
  avif: bytes([0, 0, 0, 0x1c], 'ftypavif', [0, 0, 0, 0], 'mif1avifmiaf'),
};
/** A real picture of each format (the backend decodes pictures). */
export const picture = sharp({ create: { width: 40, height: 30, channels: 3, background: '#c85014' } });
export const PICTURE = {
  jpeg: new Uint8Array(await picture.clone().jpeg().toBuffer()),
  gif: new Uint8Array(await picture.clone().gif().toBuffer()),
  webp: new Uint8Array(await picture.clone().webp().toBuffer()),
  avif: new Uint8Array(await picture.clone().avif().toBuffer()),
};
/** The leading bytes of each other format the rules allow (what a real file of that format starts with). */
export const REAL = {
  ole: bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
  zip: bytes('PK', [3, 4, 20, 0]),
  mp4: bytes([0, 0, 0, 0x18], 'ftypisom', [0, 0, 2, 0], 'isomiso2'),
  mov: bytes([0, 0, 0, 0x14], 'ftypqt  ', [0, 0, 2, 0], 'qt  '),
  webm: bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 1], 'webm'),
  avi: bytes('RIFF', [0x24, 0, 0, 0], 'AVI LIST'),
};
export const SAMPLES: Record<UploadKind, File> = {
  poster: new File([png], 'poster.png', { type: 'image/png' }),
  profile: new File([png], 'Me Photo.PNG', { type: 'image/png' }),
  certificate: new File([new Uint8Array(tinyPdf('Certificate'))], 'certificate.pdf', { type: 'application/pdf' }),
  document: new File([REAL.zip], 'slides.pptx', {
    type: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  }),
  video: new File([REAL.mp4, new Uint8Array(2048).fill(7)], 'demo.mp4', { type: 'video/mp4' }),
};
export const EXPECTED_TYPE: Record<UploadKind, string> = {
  poster: 'image/png',
  profile: 'image/png',
  certificate: 'application/pdf',
  document: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  video: 'video/mp4',
};
