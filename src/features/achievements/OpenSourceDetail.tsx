/** An open source contribution's detail view (spec 2, section 2.7). */
import type { Achievement } from '#api/schemas/achievement.ts';
import {
  BulletList,
  ExternalLink,
  Fields,
  NumberedList,
  Prose,
  Section,
  type BackAction,
} from '#components/detail/primitives.tsx';
import { DetailPage } from '#components/detail/DetailPage.tsx';
import { TechnicalSection } from '#components/detail/team-and-tech.tsx';
import { orNA } from '#lib/text.ts';
import { AwardsSection } from '#components/detail/AwardsSection.tsx';
import { StudentSection } from './detail-parts.tsx';
import { VIEW_PRESENTATION } from './texts.ts';

export function OpenSourceDetail({ achievement, back }: { achievement: Achievement; back: BackAction }) {
  const details = achievement.openSourceDetails;

  return (
    <DetailPage
      title={orNA(details?.projectName)}
      id={achievement.nominationId}
      badge={achievement.category ?? 'Open Source'}
      main={
        <>
          <Section title="Description">
            <Prose text={details?.description} />
          </Section>
          <Section title="Contributions">
            <NumberedList items={details?.contributions ?? []} />
          </Section>
          <Section title="Project Context">
            <Fields
              items={[
                ['Program', details?.program],
                ['Role', details?.role],
                ['Pull Requests Merged', details?.pr],
              ]}
            />
          </Section>
          <Section title="Impact">
            <BulletList items={details?.impact ?? []} />
          </Section>
          <AwardsSection awards={details?.awards ?? []} linkText={VIEW_PRESENTATION} />
        </>
      }
      aside={
        <>
          <StudentSection title="Primary Contributor" student={achievement.student} />
          <TechnicalSection domainLabel="Domain" domain={details?.techDomain} stack={details?.techStack ?? []} />
          <Section title="Repository">
            <Fields
              narrow
              items={[
                ['Organization', details?.organization],
                [
                  'GitHub Repository',
                  <ExternalLink href={details?.repoLink} fallback="N/A">
                    View on GitHub
                  </ExternalLink>,
                ],
              ]}
            />
          </Section>
        </>
      }
      back={back}
    />
  );
}
