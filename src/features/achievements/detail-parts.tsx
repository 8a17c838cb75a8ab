/** Pieces the four achievement detail views share. Pure markup, like the primitives they build on. */
import type { Achievement } from '#api/schemas/achievement.ts';
import { ExternalLink, Photo, Section } from '#components/detail/primitives.tsx';
import { formatLongDate, isoDate } from '#lib/dates.ts';
import { safeLink } from '#lib/safe-url.ts';
import { orNA } from '#lib/text.ts';
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

/**
 * A person's card: photo (default student image when missing or broken), name,
 * label/value facts ('N/A' when absent) and, when safe, a LinkedIn link.
 * Like the shared PersonCard, but its labels never shrink, so a narrow column
 * wraps the value instead of breaking "Programme:" into pieces.
 */
export function PersonPanel({
  name,
  photo,
  linkedin,
  facts,
}: {
  name: string | undefined;
  photo: string | undefined;
  linkedin?: string;
  facts: Array<[label: string, value: string | undefined]>;
}) {
  return (
    <div className="flex h-full gap-4 rounded-xl border border-slate-200 p-4">
      <Photo src={photo} size="h-16 w-16" />
      <div className="min-w-0 flex-1">
        <p className="font-bold text-slate-900">{orNA(name)}</p>
        <dl className="mt-1 space-y-0.5 text-sm">
          {facts.map(([label, value]) => (
            <div key={label} className="flex gap-1.5">
              <dt className="shrink-0 text-slate-500">{label}:</dt>
              <dd className="min-w-0 text-slate-700">{orNA(value)}</dd>
            </div>
          ))}
        </dl>
        {safeLink(linkedin) && (
          <p className="mt-2 text-sm">
            <ExternalLink href={linkedin}>LinkedIn profile</ExternalLink>
          </p>
        )}
      </div>
    </div>
  );
}

/** The nominated student as a side panel: photo, name, roll number, programme, batch, year, LinkedIn. */
export function StudentSection({ title, student }: { title: string; student: Achievement['student'] }) {
  return (
    <Section title={title}>
      <PersonPanel
        name={student?.name}
        photo={student?.profileImageUrl}
        linkedin={student?.linkedinLink}
        facts={[
          ['Roll Number', student?.rollNumber],
          ['Programme', student?.programme],
          ['Batch', student?.batch],
          ['Year', student?.year],
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

type Author = NonNullable<Achievement['researchDetails']>['additionalAuthors'][number];

/** A co-author: photo, name, affiliation, program, batch. */
export function AuthorCard({ author }: { author: Author }) {
  return (
    <PersonPanel
      name={author.name}
      photo={author.profileImageUrl}
      facts={[
        ['Affiliation', author.affiliation],
        ['Program', author.program],
        ['Batch', author.batch],
      ]}
    />
  );
}
