/**
 * The demo data's pictures that are broken on purpose: the seed links them so
 * that the pages' fallback picture and the picture step's reports are
 * exercised (and tests rely on them). `npm start` names the entries that link
 * them, so the rebuild's "dropped picture" lines about them read as expected.
 */
import { brokenImageUrl, notPictureUrl } from './seed/images.ts';
import type { DemoStore } from './store.ts';

/** The stored URLs of the broken files: one that does not exist, an HTML page named .png, a JPEG cut off halfway. */
const BROKEN_ON_PURPOSE: readonly string[] = [brokenImageUrl(), notPictureUrl('html'), notPictureUrl('truncated')];

/** An approved entry that links a picture broken on purpose. */
export interface BrokenPictureLink {
  id: string;
  /** The file's name, e.g. `missing-poster.png`. */
  file: string;
}

/** The approved entries of the demo database that link a picture broken on purpose, one per entry and file. */
export function brokenPictureLinks(store: DemoStore): BrokenPictureLink[] {
  return store.listAll({ status: 'approved' }).flatMap((nomination) => {
    const stored = JSON.stringify(nomination.data);
    return BROKEN_ON_PURPOSE.filter((url) => stored.includes(url)).map((url) => ({
      id: nomination.id,
      file: url.slice(url.lastIndexOf('/') + 1),
    }));
  });
}
