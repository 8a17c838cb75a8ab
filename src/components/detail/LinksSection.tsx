import { safeLink } from '#lib/safe-url.ts';
import { ExternalLink, Section } from './primitives.tsx';

/** A titled list of links; only safe http(s) ones are kept. Renders nothing when none is left. */
export function LinksSection({
  title,
  links,
}: {
  title: string;
  links: Array<[label: string, url: string | undefined]>;
}) {
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
