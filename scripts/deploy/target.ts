/**
 * Where a release is deployed: one module per kind (s3-target.ts,
 * folder-target.ts; targets.ts picks one from DEPLOY_TARGET). A target stores
 * the site's files under paths relative to the site's root
 * (`projects/x/index.html`, `/`-separated), and, beside them, its state: the
 * deploy manifest (manifest.ts) and the release records a fresh machine needs
 * (state.ts), under {@link STATE_DIR}. Adding Azure Blob or GCS is one module
 * implementing this interface.
 */

/** The headers an object store keeps with an object and sends with it (the rest a CDN adds: docs/operations.md). */
export interface ObjectHeaders {
  'Content-Type'?: string;
  'Cache-Control'?: string;
  'Content-Encoding'?: string;
}

/** The headers as one string: the same string, the same headers (an absent header and an undefined one alike). */
export const headersKey = (headers: ObjectHeaders) =>
  `${headers['Content-Type']}\n${headers['Cache-Control']}\n${headers['Content-Encoding']}`;

/** A file of the site as the target holds it, as a listing tells. */
export interface ListedFile {
  path: string;
  size: number;
  /** The MD5 of its bytes in hex, when the listing tells it (an S3 ETag of a single-part upload); undefined otherwise. */
  md5?: string;
}

/** A file to write: its bytes are read from `source`. */
export interface FileToWrite {
  path: string;
  source: string;
  size: number;
  md5: string;
  headers: ObjectHeaders;
}

export interface DeployTarget {
  /** How it is named in messages and the report, e.g. `s3://bucket/site` or `/srv/site`. */
  readonly name: string;
  /**
   * Whether each file carries its own headers (an object store). Such a target
   * leaves out `_headers` and compressed siblings (`x.html.br`), which mean
   * nothing to it; a folder mirrors the release as it is, for the web server
   * in front of it to read.
   */
  readonly carriesHeaders: boolean;
  /** Requests (or file operations) made so far, retries not counted. */
  requests(): number;
  /** A state object's bytes (`manifest.json.gz`, `releases/<id>.json`), undefined when there is none. */
  readState(name: string): Promise<Buffer | undefined>;
  writeState(name: string, bytes: Buffer): Promise<void>;
  deleteState(names: string[]): Promise<void>;
  /** Every file of the site the target holds (its state left out). */
  list(): AsyncIterable<ListedFile>;
  /** The headers a file is stored with (undefined when it is not there); only for targets that carry headers. */
  headersOf(path: string): Promise<ObjectHeaders | undefined>;
  /** Writes one file whole: a reader gets the old bytes or the new ones, never a part. */
  write(file: FileToWrite): Promise<void>;
  /** Removes files (missing ones are not an error). */
  remove(paths: string[]): Promise<void>;
  /** Frees what the target holds open (connections). */
  close(): void;
}

/** The folder (or key prefix) beside the site that holds a target's state. Never a path of a built site (Astro writes no dot-folders). */
export const STATE_DIR = '.deploy';
