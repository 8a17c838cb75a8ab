/**
 * A global certification's detail view (spec 2, section 2.7): the header, then
 * each section only when it has something to show, and the two side panels.
 */
import type { ReactNode } from 'react';
import type { Achievement } from '#api/schemas/achievement.ts';
import { BulletList, ExternalLink, Fields, Prose, Section, type BackAction } from '#components/detail/primitives.tsx';
import { DetailPage } from '#components/detail/DetailPage.tsx';
import { safeLink } from '#lib/safe-url.ts';
import { orNA } from '#lib/text.ts';
import { AwardsSection, shownAwards } from '#components/detail/AwardsSection.tsx';
import { LongDate } from '#components/detail/LongDate.tsx';
import { StudentSection } from './detail-parts.tsx';
import { LIFETIME_VALIDITY, VIEW_PRESENTATION } from './texts.ts';

export function CertificationDetail({ achievement, back }: { achievement: Achievement; back: BackAction }) {
  const details = achievement.certificationDetails;
  const issueDate = details?.issueDate;
  const expiryDate = details?.expiryDate;
  const skills = details?.skills ?? [];
  const outcome = details?.outcome ?? [];
  const awards = details?.awards ?? [];
  // With an issue date and no expiry, the validity line replaces the expiry date.
  const dates: Array<[string, ReactNode]> = [['Issue Date', <LongDate value={issueDate} />]];
  if (expiryDate !== undefined) dates.push(['Expiry Date', <LongDate value={expiryDate} />]);
  const hasAnySection =
    !!details &&
    (details.description !== undefined ||
      details.issuingOrganization !== undefined ||
      issueDate !== undefined ||
      expiryDate !== undefined ||
      details.technologyDomain !== undefined ||
      skills.length > 0 ||
      outcome.length > 0 ||
      shownAwards(awards).length > 0);

  return (
    <DetailPage
      title={orNA(details?.certificationName)}
      id={achievement.nominationId}
      badge={achievement.category ?? 'Global Certification'}
      gold={details?.certificationType}
      main={
        <>
          {details?.description !== undefined && (
            <Section title="Description">
              <Prose text={details.description} />
            </Section>
          )}
          {details?.issuingOrganization !== undefined && (
            <Section title="Issuing Organization">
              <p className="font-medium text-slate-800">{details.issuingOrganization}</p>
            </Section>
          )}
          {(issueDate !== undefined || expiryDate !== undefined) && (
            <Section title="Certification Dates">
              <Fields items={dates} />
              {issueDate !== undefined && expiryDate === undefined && (
                <p className="mt-3 font-semibold text-emerald-800">{LIFETIME_VALIDITY}</p>
              )}
            </Section>
          )}
          {details?.technologyDomain !== undefined && (
            <Section title="Technology Domain">
              <p className="font-medium text-slate-800">{details.technologyDomain}</p>
            </Section>
          )}
          {skills.length > 0 && (
            <Section title="Skills Acquired">
              <BulletList items={skills} />
            </Section>
          )}
          {outcome.length > 0 && (
            <Section title="Outcomes">
              <BulletList items={outcome} />
            </Section>
          )}
          <AwardsSection awards={awards} linkText={VIEW_PRESENTATION} />
          {!hasAnySection && (
            <Section title="Description">
              <Prose text={undefined} />
            </Section>
          )}
        </>
      }
      aside={
        <>
          <StudentSection title="Certified Student" student={achievement.student} />
          <Section title="Credential Details">
            <Fields narrow items={[['Credential ID', details?.credentialId]]} />
            {safeLink(details?.credentialUrl) && (
              <p className="mt-4">
                <ExternalLink href={details?.credentialUrl}>View Credential</ExternalLink>
              </p>
            )}
          </Section>
        </>
      }
      back={back}
    />
  );
}
