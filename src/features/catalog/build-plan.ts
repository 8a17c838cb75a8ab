/**
 * What the publish path hands Astro's build: one JSON file, named by the
 * BUILD_PLAN environment variable, read and checked here. Every build has one
 * (`npm run build`, `npm run rebuild`, the tests: scripts/lib/astro-build.ts
 * writes it and sets the variable for Astro's process); the data it names may
 * appear later than the build starts (a build started ahead waits for its
 * records, ./records-wait.ts). The variable reaches this module as
 * an argument: in astro.config.mjs from scripts/settings.ts (for the
 * integrations), in the pages through astro:env (#lib/build-time.ts).
 */
import { readFileSync } from 'node:fs';
import * as v from 'valibot';

export const BUILD_PLAN_VARIABLE = 'BUILD_PLAN';

const BuildPlanSchema = v.object({
  /** The snapshot's records (RecordsFile as JSON, ./records-file.ts: whole, or against a base). It appears whole (written under another name, then renamed). */
  records: v.string(),
  /** Records the `records` will likely name as their base (the live release's when the build started): read while the build waits for them. */
  likelyBase: v.optional(v.string()),
  /** The pictures the likely base's pages show (the live release's, PreparedPictures as JSON): the build prepares that base with them while it waits. */
  likelyPictures: v.optional(v.string()),
  /** Picture URL → what the picture step made of it (PreparedPictures as JSON); absent: pages keep the backend's URLs. */
  pictures: v.optional(v.string()),
  /** Page keys (./cache-key.ts), for a rebuild: absent in a build of a whole site. */
  keys: v.optional(
    v.object({
      /** The site's code and build settings, part of every key (scripts/rebuild/site-fingerprint.ts). */
      site: v.string(),
      /** Where each keyed route appends its pages' keys, one JSON line a page. */
      out: v.string(),
      /** The live release's keys (URL → key): a page whose key is the same is left out of this build. */
      live: v.optional(v.string()),
    }),
  ),
  /** List each page written on the build's output (the rebuild reads them while Astro renders the rest). */
  reportWritten: v.optional(v.boolean(), false),
  /** Put most detail pages together from their route's frame (integrations/detail-writer.ts); false: Astro renders each. */
  detailWriter: v.optional(v.boolean(), true),
  /** Astro's cache folder (default: its own). */
  cacheDir: v.optional(v.string()),
});

export type BuildPlan = v.InferOutput<typeof BuildPlanSchema>;

/** A plan as written (its defaults may be left out). */
export type BuildPlanInput = v.InferInput<typeof BuildPlanSchema>;

let read: { file: string; plan: BuildPlan } | undefined;

/** The plan in `file` (BUILD_PLAN's value), read once; throws, saying how to build, when there is none or it is not one. */
export function readBuildPlan(file: string | undefined): BuildPlan {
  if (!file)
    throw new Error(
      `${BUILD_PLAN_VARIABLE} is not set: build the site with \`npm run build\` or \`npm run rebuild\`, which fetch its data first (README, "Commands")`,
    );
  if (read?.file !== file) {
    const parsed = v.safeParse(BuildPlanSchema, JSON.parse(readFileSync(file, 'utf8')));
    if (!parsed.success) throw new Error(`${file} is not a build plan: ${v.summarize(parsed.issues)}`);
    read = { file, plan: parsed.output };
  }
  return read.plan;
}
