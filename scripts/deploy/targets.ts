/**
 * The deploy target DEPLOY_TARGET names (target-url.ts), one module per kind.
 * The AWS SDK is loaded only for an s3:// target.
 */
import type { S3ClientConfig } from '@aws-sdk/client-s3';
import { folderTarget } from './folder-target.ts';
import { parseTargetUrl, TARGET_EXPECTED } from './target-url.ts';
import type { DeployTarget } from './target.ts';

export interface TargetOptions {
  /** Address S3 path-style (an endpoint is set: AWS_ENDPOINT_URL_S3). */
  s3PathStyle: boolean;
  /** Explicit S3 client settings (tests); by default the SDK reads its own. */
  s3Client?: S3ClientConfig;
}

export async function openTarget(url: string, options: TargetOptions): Promise<DeployTarget> {
  const parsed = parseTargetUrl(url);
  if (!parsed) throw new Error(`DEPLOY_TARGET=${JSON.stringify(url)}: expected ${TARGET_EXPECTED}`);
  if (parsed.kind === 'folder') return folderTarget(parsed.path);
  const { s3Target } = await import('./s3-target.ts');
  return s3Target({
    bucket: parsed.bucket,
    prefix: parsed.prefix,
    pathStyle: options.s3PathStyle,
    client: options.s3Client,
  });
}
