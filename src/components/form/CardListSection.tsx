import type { ReactNode } from 'react';
import type { Path } from './paths.ts';
import { RepeatableList } from './RepeatableList.tsx';
import { Section } from './Section.tsx';

export interface CardListSectionProps {
  title: string;
  /** The list's name for assistive technology, when not the title ("Achievements" under "Achievements (optional)"). */
  label?: string;
  description?: ReactNode;
  /** The list's path; row i lives at `${path}.${i}`. */
  path: Path;
  /** A row's name ("Team Member"): "Add Team Member", "Remove Team Member 2". */
  item: string;
  newRow: () => unknown;
  /** Add is disabled at this many rows. */
  max?: number;
  /** Shown while the list is empty ("No team members added."). */
  emptyText: string;
  /** Renders row i; `rowPath` is `${path}.${i}`. */
  children: (rowPath: Path, index: number) => ReactNode;
}

/** A section holding an optional list of cards (team members, achievements, authors): it may be empty, each card removable. */
export function CardListSection({
  title,
  label = title,
  description,
  path,
  item,
  newRow,
  max,
  emptyText,
  children,
}: CardListSectionProps) {
  return (
    <Section title={title} description={description}>
      <RepeatableList
        path={path}
        label={label}
        hideLabel
        min={0}
        max={max}
        newRow={newRow}
        addLabel={`Add ${item}`}
        removeLabel={(index) => `Remove ${item} ${index + 1}`}
        emptyText={emptyText}
        layout="card"
      >
        {children}
      </RepeatableList>
    </Section>
  );
}
