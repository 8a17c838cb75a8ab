/** Detail sections that projects, competitions and open source share. */
import { Chips, Fields, PersonCard, Section, type PersonLike } from './primitives.tsx';

/** Team Information: the leader (roll number, programme, batch, year) and each member (roll number, batch, year). */
export function TeamSection({ leader, members }: { leader?: PersonLike; members: PersonLike[] }) {
  return (
    <Section title="Team Information">
      <div className="space-y-3">
        <PersonCard
          name={leader?.name}
          photo={leader?.profileImageUrl}
          linkedin={leader?.linkedinLink}
          role="Team Leader"
          facts={[
            ['Roll Number', leader?.rollNumber],
            ['Programme', leader?.programme],
            ['Batch', leader?.batch],
            ['Year', leader?.year],
          ]}
        />
        {members.map((member, index) => (
          <PersonCard
            key={index}
            name={member.name}
            photo={member.profileImageUrl}
            linkedin={member.linkedinLink}
            role="Team Member"
            facts={[
              ['Roll Number', member.rollNumber],
              ['Batch', member.batch],
              ['Year', member.year],
            ]}
          />
        ))}
      </div>
    </Section>
  );
}

/** Technical Details: the technology domain and the tech stack as chips. */
export function TechnicalSection({
  domain,
  stack,
  domainLabel = 'Technology Domain',
}: {
  domain?: string;
  stack: string[];
  domainLabel?: string;
}) {
  return (
    <Section title="Technical Details">
      <Fields narrow items={[[domainLabel, domain]]} />
      <h3 className="mt-4 text-xs font-semibold uppercase tracking-wide text-slate-500">Tech Stack</h3>
      <div className="mt-2">
        <Chips items={stack} />
      </div>
    </Section>
  );
}
