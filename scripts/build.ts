/**
 * `npm run build`: the whole site, into `dist/` (or `--out-dir`), from the
 * backend at PUBLIC_API_HOST. The same steps as a rebuild, without releases:
 * fetch every approved list and detail (scripts/rebuild/snapshot.ts), prepare
 * their pictures, build the pages from those records (Astro, given a build
 * plan), put the pictures in, and index the pages for search.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { nodeGet } from '#api/node-get.ts';
import { BuildError, buildHeapMb, type BuildOptions, type BuildResult } from './lib/astro-build.ts';
import { preparePictures } from './lib/images/prepare.ts';
import { ImageStep, pictureCacheDir } from './lib/images/step.ts';
import { buildSearchIndex, searchIndexLine } from './lib/search-index.ts';
import { buildFilesOf, completeBuild, startAstro } from './lib/planned-build.ts';
import { describeCounts, fetchSnapshot } from './rebuild/snapshot.ts';
import type { ReadSettings } from './rebuild/reliably.ts';
import { DEFAULT_SITE_URL, readSettings, SettingsError, type Settings } from './settings.ts';

export interface SiteBuildOptions extends Pick<
  BuildOptions,
  'outDir' | 'apiHost' | 'siteUrl' | 'identityMeUrl' | 'cacheDir' | 'env' | 'verbose' | 'root'
> {
  /** Retries, concurrency and time-outs of the backend calls. */
  reads?: ReadSettings;
  /** The picture step's options, or false for none (default: the step's defaults). */
  pictures?: Settings['pictures'];
  /** Write the search index (default true). */
  search?: boolean;
  /** The most detail pages a part of the search index holds (default: one part, ./lib/search-index.ts). */
  searchPartPages?: number;
  /** Put most detail pages together from their route's frame (default true). */
  detailWriter?: boolean;
  /** Entries Astro's build gets a GiB of heap for (default: ./lib/astro-build.ts's). */
  entriesPerGib?: number;
  /** Receives each line the build reports besides Astro's own (default: kept in the result's output only). */
  log?: (line: string) => void;
}

export { BuildError };

/** Builds the whole site into `outDir`, search index included; rejects with what was reported when a step fails. */
export async function buildSite(options: SiteBuildOptions): Promise<BuildResult> {
  const started = performance.now();
  let output = '';
  const log = (line: string) => {
    output += `${line}\n`;
    options.log?.(line);
  };
  const work = await mkdtemp(join(tmpdir(), 'wall-of-fame-build-'));
  try {
    const snapshot = await fetchSnapshot({ host: options.apiHost, get: nodeGet }, { reads: options.reads }).catch(
      (error: Error) => {
        throw new BuildError(`the backend at ${options.apiHost} failed: ${error.message}`, output);
      },
    );
    log(`fetch: ${snapshot.entries} entries (${describeCounts(snapshot)}), ${(snapshot.fetchMs / 1000).toFixed(1)} s`);
    for (const reason of snapshot.dropped) log(`dropped ${reason}`);
    const pictures = options.pictures ?? {};
    const cacheDir = pictureCacheDir(pictures ? pictures.cacheDir : undefined, options.cacheDir);
    const prepared = pictures
      ? await preparePictures(snapshot.data!, new ImageStep({ ...pictures, cacheDir, apiHost: options.apiHost }), log)
      : undefined;
    const files = buildFilesOf(options.outDir, join(work, 'build'));
    const building = startAstro(
      {
        ...options,
        siteUrl: options.siteUrl ?? DEFAULT_SITE_URL,
        withPictures: !!prepared,
        heapMb: buildHeapMb(snapshot.entries, options.entriesPerGib),
      },
      files,
      { progress: () => {} },
    );
    const built = await completeBuild({ files, building }, snapshot.data!, prepared && { prepared, cacheDir }).catch(
      (error: unknown) => {
        if (error instanceof BuildError) throw new BuildError(error.message, output + error.output);
        throw error;
      },
    );
    output += built.output;
    if (options.search !== false) {
      const index = await buildSearchIndex(options.outDir, undefined, options.outDir, options.searchPartPages).catch(
        (error: Error) => {
          throw new BuildError(`the search index failed: ${error.message}`, output);
        },
      );
      log(searchIndexLine(index));
    } else log('SEARCH_INDEX=off: this build has no search index');
    return { ms: performance.now() - started, output };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

if (import.meta.main) {
  const { values } = parseArgs({
    options: { 'out-dir': { type: 'string', default: 'dist' }, verbose: { type: 'boolean', default: false } },
  });
  let settings: Settings;
  try {
    settings = readSettings();
  } catch (error) {
    console.error(`build: ${(error as SettingsError).message}`);
    process.exit(2);
  }
  const { apiHost } = settings;
  if (!apiHost) {
    console.error('PUBLIC_API_HOST is not set: the build needs the backend URL (see README, "Configuration").');
    process.exit(2);
  }
  try {
    const result = await buildSite({
      outDir: resolve(values['out-dir']),
      apiHost,
      siteUrl: settings.siteUrl,
      identityMeUrl: settings.identityMeUrl,
      reads: settings.reads,
      pictures: settings.pictures,
      search: settings.search,
      searchPartPages: settings.searchPartPages,
      detailWriter: settings.detailWriter,
      entriesPerGib: settings.entriesPerGib,
      verbose: values.verbose,
      log: (line) => console.log(`[build] ${line}`),
    });
    console.log(`[build] ${resolve(values['out-dir'])} built in ${(result.ms / 1000).toFixed(1)} s`);
  } catch (error) {
    if (error instanceof BuildError) console.error(error.output.split('\n').slice(-40).join('\n'));
    console.error(`[build] failed: ${(error as Error).message}`);
    process.exit(1);
  }
}
