/**
 * A function of a string, with its answers kept: for work a build repeats on the same strings thousands of
 * times (picture URLs checked on every page, facet values cleaned for every entry). Only for answers that
 * depend on the string alone. Bounded: once `max` answers are kept, they are all dropped and keeping
 * starts again, which costs less than tracking which were used last.
 */
export function memoByString<T>(max: number, compute: (text: string) => T): (text: string) => T {
  const kept = new Map<string, T>();
  return (text) => {
    if (kept.has(text)) return kept.get(text) as T;
    const value = compute(text);
    if (kept.size >= max) kept.clear();
    kept.set(text, value);
    return value;
  };
}
