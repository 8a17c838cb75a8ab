/** A placement's or internship's detail view (spec 2, section 2.9). */
import type { Placement } from '#api/schemas/placement.ts';
import {
  DetailBody,
  DetailHeader,
  ExternalLink,
  Fields,
  GoBack,
  HeaderBadge,
  Photo,
  Prose,
  Section,
  type BackAction,
} from '#components/detail/primitives.tsx';
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
    <article>
      <DetailHeader
        title={placementTitle(placement)}
        id={placement.nominationId}
        badges={<HeaderBadge>{placement.category ?? category}</HeaderBadge>}
      />
      <DetailBody
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
          <Section title="Student Information">
            <div className="flex flex-col items-center text-center">
              <Photo src={student.profileImageUrl} size="h-28 w-28" />
              <p className="mt-4 text-lg font-bold text-slate-900">{orNA(student.name)}</p>
            </div>
            <div className="mt-5">
              <Fields
                items={[
                  ['Roll Number', student.rollNumber],
                  ['Programme', student.programme],
                  ['Batch', student.batch],
                  ['Year', student.year],
                  ['Semester', student.semester],
                ]}
              />
            </div>
            <div className="mt-5 border-t border-slate-200 pt-4">
              <ExternalLink href={student.linkedinLink} fallback={<span className="text-slate-500">LinkedIn: N/A</span>}>
                LinkedIn Profile
              </ExternalLink>
            </div>
          </Section>
        }
        footer={<GoBack {...back} />}
      />
    </article>
  );
}
