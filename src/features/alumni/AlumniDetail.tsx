/** A star alumnus's detail view (spec 2, section 2.10). */
import type { Alumni } from '#api/schemas/alumni.ts';
import { Fields, Prose, Section, type BackAction } from '#components/detail/primitives.tsx';
import { DetailPage } from '#components/detail/DetailPage.tsx';
import { ProfileSection } from '#components/detail/ProfileSection.tsx';
import { alumniName } from './model.ts';
import { ALUMNI_BADGE, STAR_ALUMNI_BADGE } from './texts.ts';

interface Props {
  record: Alumni;
  back: BackAction;
}

export function AlumniDetail({ record, back }: Props) {
  const person = record.alumni ?? {};
  const name = alumniName(record);
  return (
    <DetailPage
      title={name}
      id={record.nominationId}
      badge={ALUMNI_BADGE}
      gold={record.isBest && STAR_ALUMNI_BADGE}
      main={
        <>
          <Section title="Professional Information">
            <Fields
              items={[
                ['Current Position', record.designation],
                ['Organization', record.organization],
              ]}
            />
          </Section>
          <Section title="Academic Background">
            <Fields
              items={[
                ['Programme', person.programme],
                ['Batch', person.batch],
              ]}
            />
          </Section>
          <Section title="About">
            <Prose text={record.bio} />
          </Section>
        </>
      }
      aside={
        <ProfileSection
          title="Alumni Information"
          name={name}
          photo={person.profileImageUrl}
          photoSize="h-32 w-32"
          narrow
          facts={[
            ['Programme', person.programme],
            ['Batch', person.batch],
          ]}
          linkedin={person.linkedinLink}
        />
      }
      back={back}
    />
  );
}
