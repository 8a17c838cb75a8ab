/** A file's path inside a release, `/`-separated on every platform (`projects/x/index.html`): how releases name their files to each other. */
import { relative, sep } from 'node:path';

export const releasePathOf = (root: string, file: string): string => relative(root, file).split(sep).join('/');
