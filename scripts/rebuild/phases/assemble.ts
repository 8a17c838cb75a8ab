/**
 * The share phase: the new release, put together from what the build wrote
 * and the live release. Each file the build wrote that is byte for byte the
 * live one's becomes a link to it (../share.ts); when the build left pages out
 * because the live release has them, the release is a hard-link copy of the
 * live one with the build's files put in (../assemble.ts), else the build's
 * folder itself (a fresh build's was the release's folder from the start). Until its own search index is published the release keeps
 * the live release's (search lags the pages by one phase).
 */
import { rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { linkTree } from '../../lib/copy-tree.ts';
import { SEARCH_BUNDLE } from '../../lib/search-fragments.ts';
import { assembleFromLive } from '../assemble.ts';
import { filesOfKeys } from '../release-files.ts';
import { releasePath } from '../releases.ts';
import { inPhase, seconds, type Run } from '../run.ts';
import { shareWithLive } from '../share.ts';
import type { Built } from './build.ts';

export interface Assembled {
  /** The release's folder. */
  dir: string;
  /** Every file of the release (relative paths), the search index aside. */
  files: string[];
  /** Files that are the live release's (links to them): verified with it, not read again. */
  shared: Set<string>;
  /** Files that are not keyed pages (assets, pictures, the pages without a key): what the next build writes again. */
  others: string[];
  /** Whether the release took the live release's search index for now. */
  inheritsSearch: boolean;
}

const exists = (path: string) => stat(path).then(() => true, () => false);

/**
 * The live release's hard-link copy, begun while the build runs: mostly the
 * disk's work, where the build is mostly the CPU's (made after the build, the
 * assembly took 3.3 s of an approval at 10,000 entries, ed1e48e). It is the new
 * release's start; a build that rendered every page again has no use for it.
 */
export function copyLive(run: Run, withSearch: boolean): Promise<void> | undefined {
  if (!run.live?.files) return undefined;
  const copying = linkTree(run.live.dir, releasePath(run.publishDir, run.id), withSearch ? [] : [SEARCH_BUNDLE]);
  // Its failure is taken up in the share phase.
  copying.catch(() => {});
  return copying;
}

export async function assemblePhase(run: Run, built: Built, withSearch: boolean, copying: Promise<void> | undefined): Promise<Assembled> {
  const dir = releasePath(run.publishDir, run.id);
  const { live } = run;
  const assembled = await inPhase('share', 'could not link unchanged files to the live release: ', async () => {
    const builtFiles = filesOfKeys(built.keys);
    const shared = await shareWithLive(built.dir, live?.dir, live?.files && { release: builtFiles, live: filesOfKeys(live.files.keys) });
    const keyed = new Set(Object.keys(builtFiles));
    if (live?.files && built.unchanged.length > 0) {
      await copying;
      const { fromLive, built: written } = await assembleFromLive({
        outDir: dir,
        scratchDir: built.dir,
        liveDir: live.dir,
        live: { keys: live.files.keys, others: live.files.others ?? [] },
        unchanged: built.unchanged,
        omit: withSearch ? [] : [SEARCH_BUNDLE],
        copied: !!copying,
      });
      for (const file of fromLive) shared.shared.add(file);
      const files = [...fromLive, ...written];
      return { files, shared, others: written.filter((file) => !keyed.has(file)), fromLive: fromLive.size };
    }
    // A fresh build wrote into the release's own folder; any other, beside it, every page.
    if (built.dir !== dir) {
      await copying?.catch(() => {});
      await rm(dir, { recursive: true, force: true });
      await rename(built.dir, dir);
    }
    if (withSearch && live && (await exists(join(live.dir, SEARCH_BUNDLE)))) await linkTree(join(live.dir, SEARCH_BUNDLE), join(dir, SEARCH_BUNDLE));
    return { files: shared.paths, shared, others: shared.paths.filter((file) => !keyed.has(file)), fromLive: 0 };
  });
  const ms = run.lap('share');
  const { shared } = assembled;
  run.log(
    `share: ${shared.shared.size} files are the live release's, linked ` +
      `(${assembled.fromLive} pages not rendered, ${shared.compared} of the ${shared.files} files built compared byte for byte, the rest known by key or name; ${seconds(ms)})`,
  );
  return { dir, files: assembled.files, shared: shared.shared, others: assembled.others, inheritsSearch: withSearch && !!live?.files?.search && (await exists(join(dir, SEARCH_BUNDLE))) };
}
