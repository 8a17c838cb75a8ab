/**
 * What DEPLOY_TARGET names: `s3://bucket/prefix` (an S3 or S3-compatible
 * bucket, the site under `prefix/`), or a folder (a path, or `file://` URL). An
 * SSH destination (`host:/path`, `user@host:path`) is not one: the workflow
 * deploys those by rsync (docs/operations.md). No SDK is loaded here, so the
 * settings can check the value cheaply.
 */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export type TargetUrl = { kind: 's3'; bucket: string; prefix: string } | { kind: 'folder'; path: string };

/** `s3://bucket/some/prefix/` → bucket and prefix (no slashes at either end, '' for the bucket's root). */
function parseS3Url(url: string): TargetUrl | undefined {
  const match = /^s3:\/\/([a-z0-9][a-z0-9.-]{1,61}[a-z0-9])(?:\/(.*))?$/.exec(url);
  return match ? { kind: 's3', bucket: match[1]!, prefix: (match[2] ?? '').replace(/^\/+|\/+$/g, '') } : undefined;
}

/** The target `text` names, or undefined when it names none (a bad s3:// URL, an SSH destination). */
export function parseTargetUrl(text: string): TargetUrl | undefined {
  const value = text.trim();
  if (/^s3:/i.test(value)) return parseS3Url(value);
  if (/^file:\/\//i.test(value)) return { kind: 'folder', path: fileURLToPath(value) };
  // `host:path` and other URL schemes are not folders.
  if (/^[^/]*:/.test(value)) return undefined;
  return { kind: 'folder', path: resolve(value) };
}

/** What the settings say when DEPLOY_TARGET names no target. */
export const TARGET_EXPECTED =
  's3://bucket/prefix or a folder (an SSH destination is deployed by rsync: docs/operations.md)';
