import { PROJECT_LIMITS } from '#api/schemas/project-payload.ts';
import { Section } from '#components/form/Section.tsx';
import { emptyPerson } from '../state.ts';
import { PersonFields } from './PersonFields.tsx';
import { RepeatableList } from '../fields.ts';

export function TeamLeaderSection() {
  return (
    <Section title="Team Leader">
      <PersonFields path="teamLeader" legend="Team Leader" photoRequired showLegend={false} />
    </Section>
  );
}

export function TeamMembersSection() {
  return (
    <Section title="Team Members" description={`Optional. Up to ${PROJECT_LIMITS.teamMembersMax} members besides the team leader.`}>
      <RepeatableList
        path="teamMembers"
        label="Team Members"
        hideLabel
        min={0}
        max={PROJECT_LIMITS.teamMembersMax}
        newRow={emptyPerson}
        addLabel="Add Team Member"
        removeLabel={(index) => `Remove Team Member ${index + 1}`}
        emptyText="No team members added."
        layout="card"
      >
        {(rowPath, index) => <PersonFields path={rowPath} legend={`Team Member ${index + 1}`} photoRequired={false} />}
      </RepeatableList>
    </Section>
  );
}
