/** How an area shows one of its entries in the browser, for entries newer than the build (the 404 page). */
import type { ReactNode } from 'react';
import type { BackAction } from '#components/detail/primitives.tsx';
import type { CatalogRecord } from '../areas.ts';
import type { RecordContract } from '../catalog/area-modules.ts';

export type FreshResult =
  | { kind: 'found'; title: string; render: (back: BackAction) => ReactNode }
  /** Reachable, but nothing to show (e.g. a placement id on the internship route). */
  | { kind: 'notFound'; message: string };

/** What an area's folder declares for the 404 page: `fresh` of its fresh.tsx (./registry.ts finds it). */
export interface FreshView<R extends CatalogRecord, C extends string> {
  /** Its records' contract (the area's record.ts): a record it rejects for the route's list is not found. */
  record: RecordContract<R, C>;
  /** What the page says when there is nothing of this route to show; default: the detail's 404 text (its record.ts). */
  notFound?(category: C): string;
  /** The entry's page: its title and body; null when the record is not one of this route's. */
  show(record: R, category: C): { title: string; render: (back: BackAction) => ReactNode } | null;
}
