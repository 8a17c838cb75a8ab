/** A higher studies entry's detail view (spec 2, section 2.7): the university is the title. */
import type { Achievement } from '#api/schemas/achievement.ts';
import {
  DetailBody,
  DetailHeader,
  Fields,
  GoBack,
  HeaderBadge,
  Prose,
  Section,
  type BackAction,
} from '#components/detail/primitives.tsx';
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
    <article>
      <DetailHeader
        title={orNA(details?.university)}
        id={achievement.nominationId}
        badges={
          <>
            <HeaderBadge>{achievement.category ?? 'Higher Studies'}</HeaderBadge>
            {level && <HeaderBadge tone="gold">{level}</HeaderBadge>}
          </>
        }
      />
      <DetailBody
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
        footer={<GoBack {...back} />}
      />
    </article>
  );
}
