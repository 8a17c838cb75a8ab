/** A project's detail view (spec 1, section 2, "Project detail pages"), for all four categories. */
import type { ReactNode } from 'react';
import type { ProjectCategory } from '#api/enums.ts';
import type { Project } from '#api/schemas/project.ts';
import {
  BulletList,
  DetailBody,
  DetailHeader,
  ExternalLink,
  GoBack,
  type BackAction,
  Fields,
  HeaderBadge,
  NumberedList,
  Prose,
  Section,
} from '#components/detail/primitives.tsx';
import { LongDate } from '#components/detail/LongDate.tsx';
import { TeamSection, TechnicalSection } from '#components/detail/team-and-tech.tsx';
import { safeLink } from '#lib/safe-url.ts';
import { orNA } from '#lib/text.ts';
import { NO_INTERNAL_MENTOR } from './texts.ts';

interface Props {
  project: Project;
  /** The category of the route, which picks the variant. */
  category: ProjectCategory;
  /** The poster carousel (an island on static pages). */
  gallery?: ReactNode;
  back: BackAction;
}

function VariantSections({ project, category }: { project: Project; category: ProjectCategory }) {
  if (category === 'Industry') {
    const details = project.industryDetails;
    return (
      <>
        <Section title="Description">
          <Prose text={details?.description} />
        </Section>
        <Section title="Industry Mentor Details">
          <Fields
            items={[
              ['Organization Name', details?.name],
              ['Mentor Name', details?.mentorName],
              ['Designation', details?.mentorDesignation],
            ]}
          />
        </Section>
      </>
    );
  }
  if (category === 'In-House') {
    const details = project.inHouseDetails;
    const any = details && (details.facultyName || details.facultyDesignation || details.projectType);
    return any ? (
      <Section title="Other Details">
        <Fields
          items={[
            ['External Mentor Name', details.facultyName],
            ['Designation', details.facultyDesignation],
            ['Project Type', details.projectType],
          ]}
        />
      </Section>
    ) : null;
  }
  if (category === 'Research') {
    const details = project.researchDetails;
    return (
      <Section title="Research Details">
        <Fields
          items={[
            ['Paper Title', details?.paperTitle],
            ['Supervisor Name', details?.supervisorName],
            ['Publication Type', details?.publicationType],
            ['Publication Name', details?.publicationName],
            ['Publication Date', <LongDate value={details?.publicationDate} />],
          ]}
        />
      </Section>
    );
  }
  const details = project.startupDetails;
  return (
    <>
      {details?.description && (
        <Section title="Description">
          <Prose text={details.description} />
        </Section>
      )}
      <Section title="Start-Up Details">
        <Fields
          items={[
            ['Start-Up Name', details?.name],
            ['Foundation Year', details?.foundationYear],
            ['Incubator Name', details?.incubatorName],
            [
              'Company Registered',
              details?.isRegistered === undefined ? undefined : details.isRegistered ? 'Yes' : 'No',
            ],
          ]}
        />
        <h3 className="mt-5 text-sm font-semibold uppercase tracking-wide text-slate-500">Founders</h3>
        {details && details.founders.length > 0 ? (
          <ul className="mt-2 space-y-1">
            {details.founders.map((founder, index) => (
              <li key={index}>
                <span className="font-semibold text-slate-900">{orNA(founder.name)}</span>
                <span className="text-slate-600"> ({orNA(founder.role)})</span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-2">N/A</p>
        )}
      </Section>
    </>
  );
}

export function ProjectDetail({ project, category, gallery, back }: Props) {
  const mentor = project.mentor?.internalMentor;
  const hasMentor = mentor && (mentor.name || mentor.department || mentor.designation);
  const resources = [
    ['GitHub Repository', project.githubLink],
    ['Live Demo', project.liveUrl],
    ['Project Video', project.videoUrl],
  ].filter(([, url]) => safeLink(url)) as Array<[string, string]>;

  return (
    <article>
      <DetailHeader
        title={orNA(project.projectTitle)}
        id={project.nominationId}
        badges={<HeaderBadge>{project.category ?? category}</HeaderBadge>}
      />
      <DetailBody
        main={
          <>
            {gallery && <Section title="Project Gallery">{gallery}</Section>}
            <Section title="Problem Statement">
              <Prose text={project.problemStatement} />
            </Section>
            <VariantSections project={project} category={category} />
            <Section title="Features">
              <NumberedList items={project.features} />
            </Section>
            <Section title="Outcomes">
              <BulletList items={project.outcome} />
            </Section>
            <Section title="Awards & Achievements">
              {project.achievements.length === 0 ? (
                <p>N/A</p>
              ) : (
                <ul className="space-y-2">
                  {project.achievements.map((award, index) => (
                    <li key={index} className="flex flex-wrap items-center gap-x-3">
                      <span className="font-medium text-slate-900">🏆 {orNA(award.name)}</span>
                      <ExternalLink href={award.proofUrl}>View proof</ExternalLink>
                    </li>
                  ))}
                </ul>
              )}
            </Section>
          </>
        }
        aside={
          <>
            <TeamSection leader={project.teamLeader} members={project.teamMembers} />
            <Section title="Project Mentor">
              {hasMentor ? (
                <Fields
                  narrow
                  items={[
                    ['Name', mentor.name],
                    ['Department', mentor.department],
                    ['Designation', mentor.designation],
                  ]}
                />
              ) : (
                <p>{NO_INTERNAL_MENTOR}</p>
              )}
            </Section>
            <TechnicalSection domain={project.technologyDomain} stack={project.techStack} />
            {resources.length > 0 && (
              <Section title="Project Resources">
                <ul className="space-y-2">
                  {resources.map(([label, url]) => (
                    <li key={label}>
                      <ExternalLink href={url}>{label}</ExternalLink>
                    </li>
                  ))}
                </ul>
              </Section>
            )}
          </>
        }
        footer={<GoBack {...back} />}
      />
    </article>
  );
}
