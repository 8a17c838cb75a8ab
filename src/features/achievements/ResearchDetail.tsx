/** A research publication's detail view (spec 2, section 2.7). */
import type { Achievement } from '#api/schemas/achievement.ts';
import { Fields, Prose, Section, type BackAction } from '#components/detail/primitives.tsx';
import { DetailPage } from '#components/detail/DetailPage.tsx';
import { orNA } from '#lib/text.ts';
import { AwardsSection } from '#components/detail/AwardsSection.tsx';
import { LinksSection } from '#components/detail/LinksSection.tsx';
import { LongDate } from '#components/detail/LongDate.tsx';
import { anyPresent, AuthorCard, StudentSection } from './detail-parts.tsx';
import { VIEW_PRESENTATION } from './texts.ts';
import { publicationLabels } from './publication-labels.ts';

export function ResearchDetail({ achievement, back }: { achievement: Achievement; back: BackAction }) {
  const details = achievement.researchDetails;
  const labels = publicationLabels(details?.publicationType);
  const supervisor = details?.supervisor;
  const authors = details?.additionalAuthors ?? [];

  return (
    <DetailPage
      title={orNA(details?.title)}
      id={achievement.nominationId}
      badge={achievement.category ?? 'Research Publication'}
      gold={details?.publicationType}
      main={
        <>
          <Section title="Description">
            <Prose text={details?.description} />
          </Section>
          <Section title="Publisher Information">
            <Fields
              items={[
                ['Publication Type', details?.publicationType],
                ['Publication Date', <LongDate value={details?.dates?.publicationDate} />],
                [labels.primaryInfo, details?.publisherInfo?.primaryInfo],
                [labels.secondaryInfo, details?.publisherInfo?.secondaryInfo],
                [labels.eIdentifier, details?.identifiers?.eIdentifier],
                [labels.printIdentifier, details?.identifiers?.printIdentifier],
              ]}
            />
          </Section>
          <AwardsSection awards={details?.awards ?? []} linkText={VIEW_PRESENTATION} />
          {authors.length > 0 && (
            <Section title="Additional Authors">
              <ul className="grid gap-3 sm:grid-cols-2" data-testid="additional-authors">
                {authors.map((author, index) => (
                  <li key={index}>
                    <AuthorCard author={author} />
                  </li>
                ))}
              </ul>
            </Section>
          )}
        </>
      }
      aside={
        <>
          <StudentSection title="Student Author" student={achievement.student} />
          {supervisor && anyPresent(supervisor.name, supervisor.designation, supervisor.affiliation) && (
            <Section title="Supervisor">
              <Fields
                narrow
                items={[
                  ['Name', supervisor.name],
                  ['Designation', supervisor.designation],
                  ['Affiliation', supervisor.affiliation],
                ]}
              />
            </Section>
          )}
          <LinksSection
            title="Resource Links"
            links={[
              ['View Publication', details?.links?.publicationUrl],
              ['Publisher Website', details?.links?.publisherWebsite],
              ['Research Paper', details?.pptLink],
            ]}
          />
        </>
      }
      back={back}
    />
  );
}
