/** Bulk demo entries (`entries: N`): approved records spread round-robin over every list, built lazily. */
import type { Nomination } from '../store.ts';
import { IdCounter, nomination, seedDate } from './common.ts';
import { SEED_LISTS, type SeedList } from './lists.ts';
import { createRandom } from './random.ts';

/**
 * Yields `count` approved nominations, deterministic for a given count. With
 * `lists` the entries go to those lists only (the benchmark fills one list).
 */
export function* buildExtras(
  ids: IdCounter,
  count: number,
  lists: readonly SeedList[] = SEED_LISTS,
): Generator<Nomination> {
  const random = createRandom('extras');
  for (let n = 0; n < count; n++) {
    const list = lists[n % lists.length] as SeedList;
    const round = Math.floor(n / lists.length);
    const submittedAt = seedDate(random, 30 + random.int(0, 900));
    yield nomination({
      id: ids.next(list.area, submittedAt),
      area: list.area,
      category: list.category,
      status: 'approved',
      submittedAt,
      record: list.record(random, round + n),
    });
  }
}
