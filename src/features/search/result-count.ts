/**
 * "12 results for “robot”", "No results for “zzq”": the count the search page
 * and the top bar's results both say. Its own module: the top bar loads it
 * without the search page's other words.
 */
export const NO_RESULTS = 'No results';

export function resultCount(n: number, q: string): string {
  const count = n === 0 ? NO_RESULTS : `${n} ${n === 1 ? 'result' : 'results'}`;
  return q ? `${count} for “${q}”` : count;
}
