/** A placement's or internship's detail view (spec 2, section 2.9). */
import type { Placement } from '#api/schemas/placement.ts';
import { ExternalLink, Fields, Prose, Section, type BackAction } from '#components/detail/primitives.tsx';
import { DetailPage } from '#components/detail/DetailPage.tsx';
import { ProfileSection } from '#components/detail/ProfileSection.tsx';
import { orNA } from '#lib/text.ts';
import { linkHost, placementTitle } from './model.ts';
import { STIPEND_OR_PACKAGE } from './texts.ts';

interface Props {
  placement: Placement;
  /** The category of the route, shown when the record has none. */
  category: string;
  back: BackAction;
}

export function PlacementDetail({ placement, category, back }: Props) {
  const student = placement.student ?? {};
  return (
    <DetailPage
      title={placementTitle(placement)}
      id={placement.nominationId}
      badge={placement.category ?? category}
      main={
        <>
          <Section title="Organization Details">
            <Fields
              items={[
                ['Organization Name', placement.organizationName],
                ['Location', placement.location],
                [
                  'Website',
                  <ExternalLink href={placement.organizationLink} fallback="N/A">
                    {linkHost(placement.organizationLink)}
                  </ExternalLink>,
                ],
              ]}
            />
          </Section>
          <Section title="Specifics">
            <Fields
              items={[
                ['Designation', placement.studentDesignation],
                ['Duration', placement.duration],
                [STIPEND_OR_PACKAGE, placement.pkg],
              ]}
            />
          </Section>
          <Section title="Project Assigned">
            <Prose text={placement.projectAssigned} />
          </Section>
          <Section title="Project Description">
            <Prose text={placement.projectDescription} />
          </Section>
        </>
      }
      aside={
        <ProfileSection
          title="Student Information"
          name={orNA(student.name)}
          photo={student.profileImageUrl}
          photoSize="h-28 w-28"
          facts={[
            ['Roll Number', student.rollNumber],
            ['Programme', student.programme],
            ['Batch', student.batch],
            ['Year', student.year],
            ['Semester', student.semester],
          ]}
          linkedin={student.linkedinLink}
        />
      }
      back={back}
    />
  );
}
