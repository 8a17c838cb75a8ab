/** Static pagination of list pages: at most PAGE_SIZE cards a page, page 1 at the list route, page n at `{base}/n`. */

export const PAGE_SIZE = 24;

export function pageHref(base: string, page: number): string {
  return page <= 1 ? base : `${base}/${page}`;
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

/** "Showing 25–48 of 130": the cards of page `current` among `total`. */
export function showingRange(current: number, total: number, pageSize = PAGE_SIZE): string {
  const first = (current - 1) * pageSize + 1;
  const last = Math.min(total, current * pageSize);
  return `Showing ${first}–${last} of ${total}`;
}
