/** The three sections of the internship / placement form (spec 2, sections 2.9 and 5.3). */
import { PLACEMENT_CATEGORIES } from '#api/enums.ts';
import { FieldGrid, Section } from '#components/form/Section.tsx';
import { FileField, SelectField, StudentFields, TextArea, TextField } from './fields.ts';
import { PLACEMENT_FORM_TEXTS as TEXTS } from './texts.ts';

export function PlacementDetailsSection() {
  return (
    <Section title="Internship / Placement Details">
      <FieldGrid>
        <SelectField
          path="category"
          label="Category"
          placeholder="Select category"
          options={PLACEMENT_CATEGORIES}
          required
        />
        <TextField path="organizationName" label="Organization Name" required autoComplete="organization" />
        <TextField path="location" label="Location" required placeholder="e.g. Bengaluru" />
        <TextField path="organizationLink" label="Organization Link" type="url" required placeholder="https://..." />
        <TextField path="studentDesignation" label="Designation" required placeholder="e.g. Software Engineer Intern" />
        <TextField path="duration" label="Duration" required placeholder="e.g. 6 months" />
        <TextField
          path="pkg"
          label="Package (if any)"
          placeholder="e.g. 12 LPA, or 40,000/month"
          className="sm:col-span-2"
        />
      </FieldGrid>
    </Section>
  );
}

export function StudentSection() {
  return (
    <Section title="Student Details">
      <FieldGrid>
        <StudentFields base="student" examples={{ semester: '8', year: '4' }} linkedin="required">
          <TextField
            path="student.emailId"
            label="Email"
            type="email"
            required
            autoComplete="email"
            inputMode="email"
          />
          <TextField path="student.phone" label="Phone" type="tel" required autoComplete="tel" inputMode="tel" />
        </StudentFields>
      </FieldGrid>
      <FileField
        path="student.profileImageUrl"
        label="Profile Photo"
        required
        removable
        hint={TEXTS.photoHint}
        preview
        texts={{ uploaded: 'Photo uploaded', view: 'View Photo' }}
      />
    </Section>
  );
}

export function ProjectSection() {
  return (
    <Section title="Project Details" description="Optional.">
      <TextField path="projectAssigned" label="Project Assigned (optional)" />
      <TextArea path="projectDescription" label="Project Description (optional)" rows={4} />
    </Section>
  );
}
