/** `npm run rebuild -- --rollback`: the release before the live one becomes live again, holding PUBLISH_DIR's lock. */
import { resolve } from 'node:path';
import { locked } from './publish-dir-lock.ts';
import { rollback } from './releases.ts';
import { RebuildError, type RebuildOptions } from './run.ts';

/** Makes the release before the live one live; returns [the release that was live, the one live now]. */
export async function runRollback(options: Pick<RebuildOptions, 'publishDir' | 'log'>): Promise<[string, string]> {
  const log = options.log ?? ((line: string) => console.log(line));
  const publishDir = resolve(options.publishDir);
  return locked(publishDir, log, async () => {
    try {
      const [from, to] = await rollback(publishDir);
      log(`rollback: current → releases/${to} (was ${from})`);
      return [from, to] as [string, string];
    } catch (error) {
      throw new RebuildError('rollback', (error as Error).message, { cause: error });
    }
  });
}
