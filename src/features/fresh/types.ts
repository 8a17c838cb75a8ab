/** How an area renders one of its entries in the browser, for entries newer than the build. */
import type { ReactNode } from 'react';
import type { BackAction } from '#components/detail/primitives.tsx';

export type FreshResult =
  | { kind: 'found'; title: string; render: (back: BackAction) => ReactNode }
  /** Reachable, but nothing to show (e.g. a placement id on the internship route). */
  | { kind: 'notFound'; message: string };

export interface FreshView {
  /** The spec's loading text, e.g. 'Loading project details...', or one per route category. */
  loading: string | ((category: string) => string);
  /** Where 'Go Back' leads when there is no history (the list of `category`). */
  listRoute: (category: string) => string;
  /** Fetches `approved/{id}`; rejects with an ApiError worded as the spec says. */
  load: (id: string, category: string) => Promise<FreshResult>;
}
