/**
 * The deploy manifest: what a target holds, kept on the target beside the site
 * (`.deploy/manifest.json.gz`), so a deploy compares the release with it
 * instead of listing the bucket, and a machine without local state (a CI
 * runner) knows as much as the last one that deployed.
 *
 * It is gzip of one line, the SHA-256 of the JSON that follows it, and that
 * JSON:
 *
 * ```
 * { "format": 1, "release": "<id>", "deployedAt": "…",
 *   "headers": [{"Content-Type": "…", "Cache-Control": "…"}, …],   distinct header sets
 *   "files":   [["index.html", "<md5>", 5120, 0], …],              path, MD5, size, header set
 *   "retired": [["_astro/old.js", "<md5>", 912, 2, 1764350000000], …],  left the release at (ms): kept for the grace period
 *   "unsure":  ["projects/x/index.html", …],                        a deploy that did not finish was writing or deleting these
 *   "records": ["<id>", …], "recordsOf": "<id>", "recordsKey": "<md5>" }  release records kept beside it (state.ts)
 * ```
 *
 * A manifest that does not decode, or whose JSON does not match its hash, is
 * treated as missing: the deploy lists the target instead.
 */
import { promisify } from 'node:util';
import { gunzip, gzip } from 'node:zlib';
import * as v from 'valibot';
import { sha256 } from '../lib/hash.ts';
import { headersKey, type ObjectHeaders } from './target.ts';

const gzipAsync = promisify(gzip);
const gunzipAsync = promisify(gunzip);

export const MANIFEST = 'manifest.json.gz';

export interface HeldFile {
  md5: string;
  size: number;
  headers: ObjectHeaders;
}

export interface RetiredFile extends HeldFile {
  /** When it left the release (ms since the epoch). */
  since: number;
}

export interface Manifest {
  /** The release deployed (its folder's name). */
  release?: string;
  deployedAt?: string;
  files: Map<string, HeldFile>;
  retired: Map<string, RetiredFile>;
  unsure: Set<string>;
  /** Ids whose release record the target keeps (oldest first), and the one whose records it keeps. */
  records: string[];
  recordsOf?: string;
  /** The MD5 of those records (their state object's name). */
  recordsKey?: string;
}

export const emptyManifest = (): Manifest => ({ files: new Map(), retired: new Map(), unsure: new Set(), records: [] });

/** A path as releases name their files: relative, `/`-separated, without empty, `.` or `..` segments. Anything else in a manifest makes it corrupt. */
const isReleasePath = (path: string) =>
  path.length > 0 &&
  !/[\\\0]/.test(path) &&
  path.split('/').every((segment) => segment !== '' && segment !== '.' && segment !== '..');

const Path = v.pipe(v.string(), v.check(isReleasePath, 'a release path'));
const MD5_HEX = /^[0-9a-f]{32}$/;
const Md5 = v.pipe(v.string(), v.regex(MD5_HEX));
const Size = v.pipe(v.number(), v.integer(), v.minValue(0));
const Id = v.pipe(v.string(), v.regex(/^[\w.-]+$/));
const Headers = v.object({
  'Content-Type': v.optional(v.string()),
  'Cache-Control': v.optional(v.string()),
  'Content-Encoding': v.optional(v.string()),
});

const Stored = v.object({
  format: v.literal(1),
  release: v.optional(Id),
  deployedAt: v.optional(v.string()),
  headers: v.array(Headers),
  files: v.array(v.tuple([Path, Md5, Size, Size])),
  retired: v.array(v.tuple([Path, Md5, Size, Size, Size])),
  unsure: v.array(Path),
  records: v.array(Id),
  recordsOf: v.optional(Id),
  recordsKey: v.optional(Md5),
});

/** The manifest's bytes. Every file it names must have its MD5 (a path whose content is not known is unsure). */
export async function encodeManifest(manifest: Manifest): Promise<Buffer> {
  for (const files of [manifest.files, manifest.retired])
    for (const [path, file] of files)
      if (!MD5_HEX.test(file.md5)) throw new Error(`the manifest would name ${path} without its MD5`);
  const sets: ObjectHeaders[] = [];
  const keys = new Map<string, number>();
  const setOf = (headers: ObjectHeaders) => {
    const key = headersKey(headers);
    if (!keys.has(key)) keys.set(key, sets.push(headers) - 1);
    return keys.get(key)!;
  };
  // The default sort orders strings as `<` does, without a call per comparison: at 208,000 files, 0.2 s against 0.6.
  const byPath = <T>(map: Map<string, T>) => [...map.keys()].sort().map((path) => [path, map.get(path)!] as const);
  const stored: v.InferOutput<typeof Stored> = {
    format: 1,
    release: manifest.release,
    deployedAt: manifest.deployedAt,
    headers: sets,
    files: byPath(manifest.files).map(([path, file]) => [path, file.md5, file.size, setOf(file.headers)]),
    retired: byPath(manifest.retired).map(([path, file]) => [
      path,
      file.md5,
      file.size,
      setOf(file.headers),
      file.since,
    ]),
    unsure: [...manifest.unsure].sort(),
    records: manifest.records,
    recordsOf: manifest.recordsOf,
    recordsKey: manifest.recordsKey,
  };
  const json = JSON.stringify(stored);
  // MD5s and paths hardly compress further: at 208,000 files level 1 gives 5.7 MB against 5.6 in half the time.
  return gzipAsync(`${sha256(json)}\n${json}`, { level: 1 });
}

/** The manifest in `bytes`, or undefined when they are not a whole, valid one. */
export async function decodeManifest(bytes: Buffer): Promise<Manifest | undefined> {
  const text = await gunzipAsync(bytes).then(
    (out) => out.toString('utf8'),
    () => undefined,
  );
  const at = text?.indexOf('\n') ?? -1;
  if (!text || at < 0 || sha256(text.slice(at + 1)) !== text.slice(0, at)) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text.slice(at + 1));
  } catch {
    return undefined;
  }
  const checked = v.safeParse(Stored, parsed);
  if (!checked.success) return undefined;
  const { headers, files, retired, unsure, records, recordsOf, recordsKey, release, deployedAt } = checked.output;
  if ([...files, ...retired].some((row) => row[3] >= headers.length)) return undefined;
  return {
    release,
    deployedAt,
    files: new Map(files.map(([path, md5, size, set]) => [path, { md5, size, headers: headers[set]! }])),
    retired: new Map(
      retired.map(([path, md5, size, set, since]) => [path, { md5, size, headers: headers[set]!, since }]),
    ),
    unsure: new Set(unsure),
    records,
    recordsOf,
    recordsKey,
  };
}
