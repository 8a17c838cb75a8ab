/** Pieces the four achievement detail views share. Pure markup, like the primitives they build on. */
import type { Achievement } from '#api/schemas/achievement.ts';
import { PersonCard, Section } from '#components/detail/primitives.tsx';

/** True when any of the values is present (read schemas already turn blanks into undefined). */
export function anyPresent(...values: unknown[]): boolean {
  return values.some((value) => value !== undefined && value !== null);
}

/** The nominated student as a side panel: photo, name, roll number, programme, batch, year, LinkedIn. */
export function StudentSection({ title, student }: { title: string; student: Achievement['student'] }) {
  return (
    <Section title={title}>
      <PersonCard
        name={student?.name}
        photo={student?.profileImageUrl}
        linkedin={student?.linkedinLink}
        facts={[
          ['Roll Number', student?.rollNumber],
          ['Programme', student?.programme],
          ['Batch', student?.batch],
          ['Year', student?.year],
        ]}
      />
    </Section>
  );
}

type Author = NonNullable<Achievement['researchDetails']>['additionalAuthors'][number];

/** A co-author: photo, name, affiliation, program, batch. */
export function AuthorCard({ author }: { author: Author }) {
  return (
    <PersonCard
      name={author.name}
      photo={author.profileImageUrl}
      facts={[
        ['Affiliation', author.affiliation],
        ['Program', author.program],
        ['Batch', author.batch],
      ]}
    />
  );
}
