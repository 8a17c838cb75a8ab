/** A higher studies entry's detail view (spec 2, section 2.7): the university is the title. */
import type { Achievement } from '#api/schemas/achievement.ts';
import { Fields, Prose, Section, type BackAction } from '#components/detail/primitives.tsx';
import { DetailPage } from '#components/detail/DetailPage.tsx';
import { orNA } from '#lib/text.ts';
import { StudentSection } from './detail-parts.tsx';

/** "Other (Integrated MS-PhD)": the level, with the optional "Please specify" text in brackets. */
export function programLevelText(level: string | undefined, other: string | undefined): string | undefined {
  if (level && other) return `${level} (${other})`;
  return level ?? other;
}

export function HigherStudiesDetail({ achievement, back }: { achievement: Achievement; back: BackAction }) {
  const details = achievement.higherStudiesDetails;
  const level = programLevelText(details?.programLevel, details?.programLevelOther);

  return (
    <DetailPage
      title={orNA(details?.university)}
      id={achievement.nominationId}
      badge={achievement.category ?? 'Higher Studies'}
      gold={level}
      main={
        <>
          <Section title="Description">
            <Prose text={details?.description} />
          </Section>
          <Section title="University Details">
            <Fields
              items={[
                ['University', details?.university],
                ['University Type', details?.universityType],
                ['Country', details?.country],
              ]}
            />
          </Section>
          <Section title="Program Details">
            <Fields
              items={[
                ['Program Level', level],
                ['Course', details?.course],
                ['Specialization', details?.specialization],
                ['Admission Year', details?.admissionYear],
              ]}
            />
          </Section>
        </>
      }
      aside={<StudentSection title="Student Information" student={achievement.student} />}
      back={back}
    />
  );
}
