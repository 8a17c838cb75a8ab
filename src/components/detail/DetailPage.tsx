import type { ReactNode } from 'react';
import { DetailBody, DetailHeader, GoBack, HeaderBadge, type BackAction } from './primitives.tsx';

interface Props {
  title: string;
  id: string;
  /** The first badge (usually the category). */
  badge: ReactNode;
  /** A second, gold badge, when there is one. */
  gold?: ReactNode;
  main: ReactNode;
  aside?: ReactNode;
  back: BackAction;
}

/** A whole detail view: the header with its badges and the ID, the body's columns, and 'Go Back'. */
export function DetailPage({ title, id, badge, gold, main, aside, back }: Props) {
  return (
    <article>
      <DetailHeader
        title={title}
        id={id}
        badges={
          <>
            <HeaderBadge>{badge}</HeaderBadge>
            {gold && <HeaderBadge tone="gold">{gold}</HeaderBadge>}
          </>
        }
      />
      <DetailBody main={main} aside={aside} footer={<GoBack {...back} />} />
    </article>
  );
}
