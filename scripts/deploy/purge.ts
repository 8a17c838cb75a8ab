/**
 * The CDN purge hook (DEPLOY_PURGE), called once the pages are up and the
 * files that left are deleted, with the URL paths whose content changed or
 * went: never `/*`, and never a file named by its content (a new version has
 * a new name). A page is named in every form a visitor asks for it
 * (`/projects/x`, `/projects/x/`, `/projects/x/index.html`), as CDNs key
 * their caches by the requested path.
 *
 * - `https://…` (or `http://`): a POST of `{"release", "paths", "urls"}` as
 *   JSON (`urls`: the paths on SITE_URL), with `Authorization: Bearer
 *   <DEPLOY_PURGE_TOKEN>` when set; retried on failure;
 * - anything else: a shell command that reads the paths on its standard input,
 *   one a line, with DEPLOY_RELEASE in its environment (docs/operations.md:
 *   CloudFront and Cloudflare).
 */
import { spawn } from 'node:child_process';
import ky from 'ky';
import { isHashed } from './object-headers.ts';

export interface PurgeHook {
  /** How it is named in messages (the URL's origin, or the command's first word). */
  name: string;
  send(paths: string[], release: string): Promise<void>;
}

/** How long a purge may take before the deploy fails. */
const PURGE_TIMEOUT_MS = 120_000;

/** A path segment as a URL has it (`*` too, which CDNs would read as a wildcard). */
const encodeSegment = (segment: string) => encodeURIComponent(segment).replace(/\*/g, '%2A');

/** The URL paths to purge for release files that changed or went. */
export function purgePaths(files: Iterable<string>): string[] {
  const paths = new Set<string>();
  for (const file of files) {
    if (isHashed(file)) continue;
    const url = `/${file.split('/').map(encodeSegment).join('/')}`;
    paths.add(url);
    if (!url.endsWith('/index.html')) continue;
    const folder = url.slice(0, -'index.html'.length);
    paths.add(folder);
    if (folder !== '/') paths.add(folder.slice(0, -1));
  }
  return [...paths].sort();
}

function postHook(url: string, token: string | undefined, siteUrl: string | undefined): PurgeHook {
  return {
    name: new URL(url).origin,
    async send(paths, release) {
      await ky.post(url, {
        json: { release, paths, ...(siteUrl ? { urls: paths.map((path) => `${siteUrl}${path}`) } : {}) },
        headers: token ? { Authorization: `Bearer ${token}` } : {},
        timeout: PURGE_TIMEOUT_MS / 4,
        retry: { limit: 3, methods: ['post'], retryOnTimeout: true },
      });
    },
  };
}

function commandHook(command: string): PurgeHook {
  return {
    name: command.trim().split(/\s+/)[0]!,
    send: (paths, release) =>
      new Promise<void>((resolve, reject) => {
        const child = spawn('sh', ['-c', command], {
          stdio: ['pipe', 'ignore', 'pipe'],
          env: { ...process.env, DEPLOY_RELEASE: release },
          timeout: PURGE_TIMEOUT_MS,
        });
        let errors = '';
        child.stderr.on('data', (chunk: Buffer) => (errors = (errors + chunk.toString()).slice(-2000)));
        child.on('error', reject);
        child.on('close', (code, signal) => {
          if (code === 0) resolve();
          else
            reject(
              new Error(
                `the purge command ${signal ? `was stopped (${signal})` : `exited with ${code}`}${errors.trim() ? `: ${errors.trim().split('\n').pop()}` : ''}`,
              ),
            );
        });
        // A command that does not read its input must not fail the deploy by closing it early.
        child.stdin.on('error', () => {});
        child.stdin.end(paths.map((path) => `${path}\n`).join(''));
      }),
  };
}

/** The hook DEPLOY_PURGE names: a URL, or a shell command. */
export function purgeHookOf(spec: string, options: { token?: string; siteUrl?: string } = {}): PurgeHook {
  return /^https?:\/\//i.test(spec.trim()) ? postHook(spec.trim(), options.token, options.siteUrl) : commandHook(spec);
}
