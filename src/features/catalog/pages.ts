/** Static pagination of list pages: at most 24 cards a page (lists stay fast at any size). */

export const PAGE_SIZE = 24;

export interface ListPageProps<T> {
  entries: T[];
  total: number;
  current: number;
  last: number;
  /** The list route of page 1; page n lives at `{base}/n`. */
  base: string;
}

export function pageHref(base: string, page: number): string {
  return page <= 1 ? base : `${base}/${page}`;
}

/** The `[...page]` param and props of every page of one list. */
export function listPagePaths<T>(entries: T[], base: string, params: Record<string, string> = {}) {
  const last = Math.max(1, Math.ceil(entries.length / PAGE_SIZE));
  return Array.from({ length: last }, (_, index) => {
    const current = index + 1;
    return {
      params: { ...params, page: current === 1 ? undefined : String(current) },
      props: {
        entries: entries.slice(index * PAGE_SIZE, current * PAGE_SIZE),
        total: entries.length,
        current,
        last,
        base,
      } satisfies ListPageProps<T>,
    };
  });
}

/** Page numbers to show around the current one: first, last, neighbours, and gaps between. */
export function pageWindow(current: number, last: number): Array<number | 'gap'> {
  const shown = new Set([1, last, current - 1, current, current + 1].filter((n) => n >= 1 && n <= last));
  const sorted = [...shown].sort((a, b) => a - b);
  const result: Array<number | 'gap'> = [];
  sorted.forEach((n, i) => {
    const previous = sorted[i - 1];
    if (previous !== undefined && n - previous > 1) result.push(n - previous === 2 ? previous + 1 : 'gap');
    result.push(n);
  });
  return result;
}
