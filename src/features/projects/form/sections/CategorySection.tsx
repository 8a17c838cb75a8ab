import type { ProjectCategory } from '#api/enums.ts';
import { IN_HOUSE_PROJECT_TYPES, PROJECT_PUBLICATION_TYPES } from '#api/enums.ts';
import { PROJECT_LIMITS } from '#api/schemas/project-payload.ts';
import type { FileTexts } from '#components/form/FileField.tsx';
import { FieldGrid, Section } from '#components/form/Section.tsx';
import { emptyFounder } from '../state.ts';
import { PROJECT_FORM_TEXTS } from '../texts.ts';
import { FileField, RadioGroup, RepeatableList, SelectField, TextArea, TextField, type TextPath } from '../fields.ts';

const CERTIFICATE: Partial<FileTexts> = PROJECT_FORM_TEXTS.certificate;

function Certificate({
  path,
  required,
  removable,
  label = 'Certificate',
}: {
  path: TextPath;
  required: boolean;
  removable?: boolean;
  label?: string;
}) {
  return (
    <FileField
      path={path}
      label={required ? label : `${label} (optional)`}
      required={required}
      removable={removable}
      hint={PROJECT_FORM_TEXTS.certificate.hint}
      texts={CERTIFICATE}
    />
  );
}

function Industry() {
  return (
    <Section title="Industry Details">
      <FieldGrid>
        <TextField path="industryDetails.name" label="Organization Name" required autoComplete="organization" />
        <TextField path="industryDetails.mentorName" label="Industry Mentor Name" required />
        <TextField path="industryDetails.mentorEmail" label="Industry Mentor Email" type="email" required />
        <TextField path="industryDetails.mentorPhone" label="Industry Mentor Phone" type="tel" required />
        <TextField
          path="industryDetails.mentorDesignation"
          label="Industry Mentor Designation"
          required
          className="sm:col-span-2"
        />
      </FieldGrid>
      <TextArea path="industryDetails.description" label="Description" required />
      <Certificate path="industryDetails.certificateUrl" required />
    </Section>
  );
}

function InHouse() {
  return (
    <Section title="In-House Details" description="Faculty mentor details are optional.">
      <FieldGrid>
        <TextField path="inHouseDetails.facultyName" label="Faculty Mentor Name (optional)" />
        <TextField path="inHouseDetails.facultyEmail" label="Faculty Mentor Email (optional)" type="email" />
        <TextField path="inHouseDetails.facultyPhone" label="Faculty Mentor Phone (optional)" type="tel" />
        <TextField path="inHouseDetails.facultyDesignation" label="Faculty Mentor Designation (optional)" />
        {/* Spec 1 §5 gives two readings: the label says required, the placeholder optional. Both are shown; empty is accepted. */}
        <SelectField
          path="inHouseDetails.projectType"
          label="Project Type (required)"
          placeholder="Select project type (optional)"
          options={IN_HOUSE_PROJECT_TYPES}
          hint="Minor or Major; it may be left unselected."
        />
      </FieldGrid>
      <Certificate path="inHouseDetails.certificateUrl" required={false} />
    </Section>
  );
}

function Research() {
  return (
    <Section title="Research Details">
      <FieldGrid>
        <TextField path="researchDetails.paperTitle" label="Paper Title" required className="sm:col-span-2" />
        <TextField path="researchDetails.supervisorName" label="Supervisor Name" required />
        <SelectField
          path="researchDetails.publicationType"
          label="Publication Type"
          placeholder="Select publication type"
          options={PROJECT_PUBLICATION_TYPES}
          required
        />
        <TextField path="researchDetails.publicationName" label="Publication Name" required />
        <TextField path="researchDetails.publicationDate" label="Publication Date" type="date" required />
      </FieldGrid>
      <Certificate path="researchDetails.certificateUrl" required removable />
    </Section>
  );
}

function Startup() {
  const thisYear = new Date().getFullYear();
  return (
    <Section title="Start-Up Details">
      <FieldGrid>
        <TextField path="startupDetails.name" label="Start-Up Name" required />
        <TextField
          path="startupDetails.foundationYear"
          label="Foundation Year"
          type="number"
          inputMode="numeric"
          min={PROJECT_LIMITS.foundationYearMin}
          max={thisYear}
          required
          hint={`Between ${PROJECT_LIMITS.foundationYearMin} and ${thisYear}.`}
        />
      </FieldGrid>
      <RepeatableList
        path="startupDetails.founders"
        label="Founders"
        min={1}
        atMinimum="hide"
        newRow={emptyFounder}
        addLabel="Add Founder"
        removeLabel={(index) => `Remove Founder ${index + 1}`}
        layout="card"
      >
        {(rowPath, index) => (
          <fieldset className="grid min-w-0 gap-4 sm:grid-cols-2">
            <legend className="sr-only">Founder {index + 1}</legend>
            <TextField path={`${rowPath}.name`} label={`Founder ${index + 1} name`} required />
            <TextField path={`${rowPath}.role`} label={`Founder ${index + 1} role`} required placeholder="e.g. CEO" />
          </fieldset>
        )}
      </RepeatableList>
      <TextArea path="startupDetails.description" label="Description" required />
      <FieldGrid>
        <TextField path="startupDetails.incubatorName" label="Incubator Name" required />
        <RadioGroup path="startupDetails.isRegistered" label="Is the company registered?" required />
      </FieldGrid>
      <Certificate path="startupDetails.incubationLetterUrl" required label="Incubation Letter" />
    </Section>
  );
}

const SECTIONS: Record<ProjectCategory, () => React.ReactElement> = {
  Industry,
  'In-House': InHouse,
  Research,
  'Start-Up': Startup,
};

/** The one category-specific section; the other blocks stay in the state but are not sent. */
export function CategorySection({ category }: { category: '' | ProjectCategory }) {
  if (!category) {
    return (
      <Section title="Category Details">
        <p className="text-sm text-slate-600">
          Choose a project category under Project Details to see its fields here.
        </p>
      </Section>
    );
  }
  const Chosen = SECTIONS[category];
  return <Chosen />;
}
