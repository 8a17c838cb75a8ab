import { createHash } from 'node:crypto';

export { sha256 } from '#lib/hash.ts';
/** The MD5 of bytes, in hex: what S3's ETag of a single-part upload is, so a listing can be compared with files without reading them back. */
export const md5 = (data: string | Buffer) => createHash('md5').update(data).digest('hex');
