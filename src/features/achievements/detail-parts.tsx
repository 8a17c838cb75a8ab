/** Pieces the four achievement detail views share. Pure markup, like the primitives they build on. */
import type { Achievement } from '../../api/schemas/achievement.ts';
import { ExternalLink, PersonCard, Section } from '../../components/detail/primitives.tsx';
import { formatLongDate, isoDate } from '../../lib/dates.ts';
import { safeLink } from '../../lib/safe-url.ts';
import { orNA } from '../../lib/text.ts';
import { VIEW_PRESENTATION } from './texts.ts';

/** True when any of the values is present (read schemas already turn blanks into undefined). */
export function anyPresent(...values: unknown[]): boolean {
  return values.some((value) => value !== undefined && value !== null);
}

/** A date in long form: 'N/A' when empty, 'Invalid Date' when unreadable; machine-readable when valid. */
export function LongDate({ value }: { value?: string }) {
  const iso = isoDate(value);
  const text = formatLongDate(value);
  return iso ? <time dateTime={iso}>{text}</time> : <>{text}</>;
}

type Award = { name?: string; pptLink?: string };

/** Awards worth a line: a name, or at least a safe link to the presentation. */
export function shownAwards(awards: Award[]): Award[] {
  return awards.filter((award) => award.name !== undefined || safeLink(award.pptLink));
}

/** "Awards": each name with a 'View Presentation' link; shown only when there is one. */
export function AwardsSection({ awards, title = 'Awards' }: { awards: Award[]; title?: string }) {
  const shown = shownAwards(awards);
  if (shown.length === 0) return null;
  return (
    <Section title={title}>
      <ul className="space-y-2">
        {shown.map((award, index) => (
          <li key={index} className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <span className="font-medium text-slate-900">
              <span aria-hidden="true">🏆 </span>
              {orNA(award.name)}
            </span>
            <ExternalLink href={award.pptLink}>{VIEW_PRESENTATION}</ExternalLink>
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** The nominated student as a side panel: photo, name, roll number, programme, batch, year, LinkedIn. */
export function StudentSection({ title, student }: { title: string; student: Achievement['student'] }) {
  const person = student ?? {};
  return (
    <Section title={title}>
      <PersonCard
        person={person}
        facts={[
          ['Roll Number', person.rollNumber],
          ['Programme', person.programme],
          ['Batch', person.batch],
          ['Year', person.year],
        ]}
      />
    </Section>
  );
}

/** A list of links; only safe http(s) ones are kept. Renders nothing when none is left. */
export function LinksSection({ title, links }: { title: string; links: Array<[label: string, url: string | undefined]> }) {
  const safe = links.filter(([, url]) => safeLink(url));
  if (safe.length === 0) return null;
  return (
    <Section title={title}>
      <ul className="space-y-2">
        {safe.map(([label, url]) => (
          <li key={label}>
            <ExternalLink href={url}>{label}</ExternalLink>
          </li>
        ))}
      </ul>
    </Section>
  );
}
