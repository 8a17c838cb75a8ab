/** A star alumnus's detail view (spec 2, section 2.10). */
import type { Alumni } from '#api/schemas/alumni.ts';
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
    <article>
      <DetailHeader
        title={name}
        id={record.nominationId}
        badges={
          <>
            <HeaderBadge>{ALUMNI_BADGE}</HeaderBadge>
            {record.isBest && <HeaderBadge tone="gold">{STAR_ALUMNI_BADGE}</HeaderBadge>}
          </>
        }
      />
      <DetailBody
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
          <Section title="Alumni Information">
            <div className="flex flex-col items-center text-center">
              <Photo src={person.profileImageUrl} size="h-32 w-32" />
              <p className="mt-4 text-lg font-bold text-slate-900">{name}</p>
            </div>
            <div className="mt-5">
              <Fields
                narrow
                items={[
                  ['Programme', person.programme],
                  ['Batch', person.batch],
                ]}
              />
            </div>
            <div className="mt-5 border-t border-slate-200 pt-4">
              <ExternalLink href={person.linkedinLink} fallback={<span className="text-slate-500">LinkedIn: N/A</span>}>
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
