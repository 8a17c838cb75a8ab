/** A file's path inside a release, `/`-separated on every platform (`projects/x/index.html`): how releases name their files to each other. */
import { relative, sep } from 'node:path';

export const releasePathOf = (root: string, file: string): string => relative(root, file).split(sep).join('/');

/** A URL path with its escapes decoded (`%20` → ` `), or as it is when they are malformed: how a page's URL and its file are compared. */
export function safeDecode(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}
