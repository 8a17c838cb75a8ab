/** Hashes the build and the publish path share. */
import { createHash } from 'node:crypto';

/** The sha256 of text or bytes, in hex. */
export const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
