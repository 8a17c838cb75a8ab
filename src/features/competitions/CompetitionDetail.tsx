/** A competition's detail view (spec 2, section 2.4): hackathon, coding contest and project competition alike. */
import type { ReactNode } from 'react';
import type { Competition } from '#api/schemas/competition.ts';
import { LinksSection } from '#components/detail/LinksSection.tsx';
import { LongDate } from '#components/detail/LongDate.tsx';
import { BulletList, Fields, Prose, Section, type BackAction } from '#components/detail/primitives.tsx';
import { DetailPage } from '#components/detail/DetailPage.tsx';
import { TeamSection, TechnicalSection } from '#components/detail/team-and-tech.tsx';
import { competitionTitle } from './model.ts';

interface Props {
  competition: Competition;
  /** The category of the route, shown when the record has none. */
  category: string;
  /** The poster carousel (an island on static pages). */
  gallery?: ReactNode;
  back: BackAction;
}

function Awards({ items }: { items: string[] }) {
  if (items.length === 0) return <p>N/A</p>;
  return (
    <ul className="space-y-2">
      {items.map((award, index) => (
        <li key={index} className="flex gap-2">
          <span aria-hidden="true">🏆</span>
          <span className="min-w-0 font-medium text-slate-900">{award}</span>
        </li>
      ))}
    </ul>
  );
}

export function CompetitionDetail({ competition, category, gallery, back }: Props) {
  return (
    <DetailPage
      title={competitionTitle(competition)}
      id={competition.nominationId}
      badge={competition.category ?? category}
      main={
        <>
          {gallery && <Section title="Event Images">{gallery}</Section>}
          <Section title="Description">
            <Prose text={competition.description} />
          </Section>
          <Section title="Competition Details">
            <Fields
              items={[
                ['Competition Name', competition.competitionName],
                ['Organizing Body', competition.organizingBody],
                ['Level', competition.level],
                ['Location', competition.location],
                ['Date', <LongDate value={competition.date} />],
              ]}
            />
          </Section>
          <Section title="Outcomes">
            <BulletList items={competition.outcome} />
          </Section>
          <Section title="Awards">
            <Awards items={competition.achievements} />
          </Section>
        </>
      }
      aside={
        <>
          <TeamSection leader={competition.teamLeader} members={competition.teamMembers} />
          <TechnicalSection domain={competition.technologyDomain} stack={competition.techStack} />
          <LinksSection
            title="Competition Resources"
            links={[
              ['GitHub Repository', competition.githubLink],
              ['Presentation', competition.pptLink],
            ]}
          />
          <Section title="Additional Information">
            <Fields narrow items={[['Participation Type', competition.participationType]]} />
          </Section>
        </>
      }
      back={back}
    />
  );
}
