import { ACHIEVEMENT_TECHNOLOGY_DOMAINS, OPEN_SOURCE_ROLES } from '#api/enums.ts';
import { FieldGrid, Section } from '#components/form/Section.tsx';
import { AwardsList } from './parts.tsx';
import { SelectField, TextArea, TextField, TextList } from '../fields.ts';

const BASE = 'openSourceDetails';

/** Open Source: the project and the student's part in it, contributions, tech, impact and awards. */
export function OpenSourceSection() {
  return (
    <>
      <Section title="Open Source Contribution">
        <FieldGrid>
          <TextField path={`${BASE}.projectName`} label="Project Name" required />
          <TextField path={`${BASE}.organization`} label="Organization" required placeholder="e.g. Mozilla" />
          <SelectField
            path={`${BASE}.role`}
            label="Role"
            placeholder="Select your role"
            options={OPEN_SOURCE_ROLES}
            required
          />
          <TextField path={`${BASE}.program`} label="Program (optional)" placeholder="e.g. Google Summer of Code" />
          <TextField
            path={`${BASE}.pr`}
            label="Merged Pull Requests (optional)"
            inputMode="numeric"
            placeholder="e.g. 12"
            hint="How many of your pull requests were merged."
          />
          <TextField
            path={`${BASE}.repoLink`}
            label="Repository Link (optional)"
            type="url"
            placeholder="https://github.com/..."
          />
        </FieldGrid>
        <TextArea path={`${BASE}.description`} label="Description" required rows={4} />
      </Section>
      <Section title="Contributions (optional)" description="What you built or fixed, one entry each.">
        <TextList
          path={`${BASE}.contributions`}
          label="Contributions (optional)"
          item="Contribution"
          placeholder="e.g. Added offline sync"
          hideLabel
        />
      </Section>
      <Section title="Technical Details">
        <SelectField
          path={`${BASE}.techDomain`}
          label="Technology Domain"
          placeholder="Select technology domain"
          options={ACHIEVEMENT_TECHNOLOGY_DOMAINS}
          required
        />
        <TextList
          path={`${BASE}.techStack`}
          label="Tech Stack"
          item="Technology"
          required
          placeholder="e.g. TypeScript"
        />
      </Section>
      <Section title="Impact and Awards">
        <TextList
          path={`${BASE}.impact`}
          label="Impact"
          item="Impact"
          required
          placeholder="e.g. Used by 10,000 developers"
        />
        <AwardsList path={`${BASE}.awards`} />
      </Section>
    </>
  );
}
