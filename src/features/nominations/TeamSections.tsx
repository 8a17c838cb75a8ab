/**
 * The team of a project or competition nomination (spec 1, section 5; spec 2,
 * section 5.1): the leader's section, then up to `max` members, each with the
 * same fields. The forms differ only in whose LinkedIn profile and photo are
 * required, and in the photo field's words.
 */
import type { FileFieldProps } from '#components/form/FileField.tsx';
import { FileField } from '#components/form/FileField.tsx';
import { CardListSection } from '#components/form/CardListSection.tsx';
import { Section } from '#components/form/Section.tsx';
import { StudentFields } from '#components/form/StudentFields.tsx';

export interface TeamOptions {
  max: number;
  newMember: () => unknown;
  /** Whether the leader's and a member's LinkedIn profile is required. */
  linkedin: { leader: 'required' | 'optional'; member: 'required' | 'optional' };
  /** The photo field of the leader (`true`) or a member. */
  photo: (leader: boolean) => Pick<FileFieldProps, 'label' | 'required' | 'removable' | 'hint' | 'texts'>;
}

function PersonFields({
  path,
  legend,
  leader,
  team,
}: {
  path: string;
  legend: string;
  leader: boolean;
  team: TeamOptions;
}) {
  return (
    <fieldset className="min-w-0">
      {/* The leader's legend is for assistive technology only: its section heading already says it. */}
      <legend className={leader ? 'sr-only' : 'mb-3 text-base font-semibold text-slate-900'}>{legend}</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        <StudentFields
          base={path}
          nameAutoComplete={leader ? 'name' : 'off'}
          linkedin={leader ? team.linkedin.leader : team.linkedin.member}
        />
        <FileField path={`${path}.profileImageUrl`} preview className="sm:col-span-2" {...team.photo(leader)} />
      </div>
    </fieldset>
  );
}

export function TeamSections({ team }: { team: TeamOptions }) {
  return (
    <>
      <Section title="Team Leader">
        <PersonFields path="teamLeader" legend="Team Leader" leader team={team} />
      </Section>
      <CardListSection
        title="Team Members"
        description={`Optional. Up to ${team.max} members besides the team leader.`}
        path="teamMembers"
        item="Team Member"
        max={team.max}
        newRow={team.newMember}
        emptyText="No team members added."
      >
        {(rowPath, index) => (
          <PersonFields path={rowPath} legend={`Team Member ${index + 1}`} leader={false} team={team} />
        )}
      </CardListSection>
    </>
  );
}
