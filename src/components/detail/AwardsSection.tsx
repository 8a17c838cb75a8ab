import { safeLink } from '#lib/safe-url.ts';
import { orNA } from '#lib/text.ts';
import { ExternalLink, Section } from './primitives.tsx';

export interface Award {
  name?: string;
  /** The proof or presentation behind the award. */
  pptLink?: string;
}

/** Awards worth a line: a name, or at least a safe link to the proof. */
export function shownAwards(awards: Award[]): Award[] {
  return awards.filter((award) => award.name !== undefined || safeLink(award.pptLink));
}

/** "Awards": each name with a link to its proof (`linkText`, e.g. 'View Presentation'); shown only when there is one. */
export function AwardsSection({
  awards,
  linkText,
  title = 'Awards',
}: {
  awards: Award[];
  linkText: string;
  title?: string;
}) {
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
            <ExternalLink href={award.pptLink}>{linkText}</ExternalLink>
          </li>
        ))}
      </ul>
    </Section>
  );
}
