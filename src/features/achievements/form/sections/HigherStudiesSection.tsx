import { PROGRAM_LEVELS, UNIVERSITY_TYPES } from '#api/enums.ts';
import { useFormContext } from '#components/form/form-context.ts';
import { FieldGrid, Section } from '#components/form/Section.tsx';
import { SelectField, TextArea, TextField } from '../fields.ts';

const BASE = 'higherStudiesDetails';

/** Higher Studies: the university and the programme; program level Other asks "Please specify". */
export function HigherStudiesSection() {
  const { form } = useFormContext();
  const other = form.valueOf(`${BASE}.programLevel`) === 'Other';
  return (
    <Section title="Higher Studies Details">
      <FieldGrid>
        <TextField path={`${BASE}.university`} label="University" required />
        <SelectField
          path={`${BASE}.universityType`}
          label="University Type"
          placeholder="Select university type"
          options={UNIVERSITY_TYPES}
          required
        />
        <TextField path={`${BASE}.country`} label="Country" required autoComplete="country-name" />
        <TextField path={`${BASE}.course`} label="Course" required placeholder="e.g. MS in Computer Science" />
        <TextField
          path={`${BASE}.specialization`}
          label="Specialization (optional)"
          placeholder="e.g. Machine Learning"
        />
        <SelectField
          path={`${BASE}.programLevel`}
          label="Program Level"
          placeholder="Select program level"
          options={PROGRAM_LEVELS}
          required
        />
        {other && (
          <TextField
            path={`${BASE}.programLevelOther`}
            label="Please specify"
            required
            placeholder="e.g. Integrated PhD"
          />
        )}
        <TextField
          path={`${BASE}.admissionYear`}
          label="Admission Year"
          required
          inputMode="numeric"
          placeholder="e.g. 2025"
        />
      </FieldGrid>
      <TextArea path={`${BASE}.description`} label="Description" required rows={4} />
    </Section>
  );
}
