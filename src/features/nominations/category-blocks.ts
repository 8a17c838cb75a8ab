/**
 * Forms with one details block per category (projects, achievements).
 */

/**
 * Payload side: only the chosen category's block is sent. `others` says what the
 * other blocks become: left out (projects) or `null` (achievements, spec 2 7.3).
 */
export function chosenBlock<K extends string>(
  blockOf: Readonly<Record<string, K>>,
  category: string,
  blocks: Readonly<Record<K, unknown>>,
  others: 'omit' | 'null' = 'omit',
): Partial<Record<K, unknown>> {
  const chosen = Object.hasOwn(blockOf, category) ? blockOf[category] : undefined;
  const result: Partial<Record<K, unknown>> = {};
  for (const key of Object.values(blockOf) as K[]) {
    if (key === chosen) result[key] = blocks[key];
    else if (others === 'null') result[key] = null;
  }
  return result;
}

/**
 * State side (spec 2, section 4): choosing a category keeps that category's
 * block, creates it with `create()` when it is missing, and sets the others to null.
 */
export function switchBlocks<K extends string, B>(
  blocks: Readonly<Record<K, B | null>>,
  chosen: NoInfer<K> | undefined,
  create: (key: K) => B,
): Record<K, B | null> {
  const next = {} as Record<K, B | null>;
  for (const key of Object.keys(blocks) as K[]) {
    next[key] = key === chosen ? (blocks[key] ?? create(key)) : null;
  }
  return next;
}
