import { PROJECT_LIMITS } from '#api/schemas/project-payload.ts';
import { Section } from '#components/form/Section.tsx';
import { emptyPerson } from '../state.ts';
import { PersonFields } from './PersonFields.tsx';
import { CardListSection } from '../fields.ts';

export function TeamLeaderSection() {
  return (
    <Section title="Team Leader">
      <PersonFields path="teamLeader" legend="Team Leader" photoRequired showLegend={false} />
    </Section>
  );
}

export function TeamMembersSection() {
  return (
    <CardListSection
      title="Team Members"
      description={`Optional. Up to ${PROJECT_LIMITS.teamMembersMax} members besides the team leader.`}
      path="teamMembers"
      item="Team Member"
      max={PROJECT_LIMITS.teamMembersMax}
      newRow={emptyPerson}
      emptyText="No team members added."
    >
      {(rowPath, index) => <PersonFields path={rowPath} legend={`Team Member ${index + 1}`} photoRequired={false} />}
    </CardListSection>
  );
}
