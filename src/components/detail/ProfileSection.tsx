import type { ReactNode } from 'react';
import { ExternalLink, Fields, Photo, Section } from './primitives.tsx';

interface Props {
  title: string;
  /** Shown as is (give the 'N/A' fallback). */
  name: ReactNode;
  photo: string | undefined;
  /** Tailwind size of the photo, e.g. `h-28 w-28`. */
  photoSize: string;
  facts: Array<[label: string, value: string | undefined]>;
  /** One column of facts even on wide screens. */
  narrow?: boolean;
  linkedin: string | undefined;
}

/** A side panel about one person: a large photo and the name, their facts, and their LinkedIn profile or 'LinkedIn: N/A'. */
export function ProfileSection({ title, name, photo, photoSize, facts, narrow, linkedin }: Props) {
  return (
    <Section title={title}>
      <div className="flex flex-col items-center text-center">
        <Photo src={photo} size={photoSize} />
        <p className="mt-4 text-lg font-bold text-slate-900">{name}</p>
      </div>
      <div className="mt-5">
        <Fields narrow={narrow} items={facts} />
      </div>
      <div className="mt-5 border-t border-slate-200 pt-4">
        <ExternalLink href={linkedin} fallback={<span className="text-slate-500">LinkedIn: N/A</span>}>
          LinkedIn Profile
        </ExternalLink>
      </div>
    </Section>
  );
}
