/** `npm run rebuild -- --rollback`: the release before the live one becomes live again, holding PUBLISH_DIR's lock. */
import { resolve } from 'node:path';
import { stepOutput } from './after-publish.ts';
import { locked } from './publish-dir-lock.ts';
import { releasePath, rollback } from './releases.ts';
import { RebuildError, type RebuildOptions } from './run.ts';

/**
 * Makes the release before the live one live; returns [the release that was
 * live, the one live now]. The after-publish steps that can catch up (a
 * deploy) then bring what they keep to it: only the difference.
 */
export async function runRollback(
  options: Pick<RebuildOptions, 'publishDir' | 'log' | 'verbose' | 'afterPublish'>,
): Promise<[string, string]> {
  const log = options.log ?? ((line: string) => console.log(line));
  const publishDir = resolve(options.publishDir);
  return locked(publishDir, log, async () => {
    let rolled: [string, string];
    try {
      rolled = await rollback(publishDir);
    } catch (error) {
      throw new RebuildError('rollback', (error as Error).message, { cause: error });
    }
    const [from, to] = rolled;
    log(`rollback: current → releases/${to} (was ${from})`);
    for (const step of options.afterPublish ?? []) {
      const output = stepOutput(step.name, log, options.verbose ? log : () => {});
      try {
        await step.catchUp?.({ id: to, dir: releasePath(publishDir, to) }, output);
      } catch (error) {
        throw new RebuildError(
          'rollback',
          `releases/${to} is live here, but ${step.name} failed (the next run tries again): ${(error as Error).message}`,
          { cause: error },
        );
      }
    }
    return rolled;
  });
}
