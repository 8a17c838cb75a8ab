/** The static pages of every list: at most PAGE_SIZE cards a page (lists stay fast at any size). */
import { PAGE_SIZE, pageHref } from '#lib/pagination.ts';

export { PAGE_SIZE, pageHref } from '#lib/pagination.ts';

export interface ListPageProps<T> {
  entries: T[];
  total: number;
  current: number;
  last: number;
  /** The list route of page 1; page n lives at `{base}/n`. */
  base: string;
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

/** The URL of one list page, from its props. */
export const listPageHref = (path: { props: { base: string; current: number } }) => pageHref(path.props.base, path.props.current);
