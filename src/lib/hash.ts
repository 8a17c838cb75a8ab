/** Hashes the build and the publish path share. */
import { hash } from 'node:crypto';

/** The sha256 of text or bytes, in hex (the one-shot hash: a build hashes each of 100,000 pages' keys). */
export const sha256 = (data: string | Buffer) => hash('sha256', data, 'hex');
