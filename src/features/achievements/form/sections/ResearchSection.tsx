import { ACHIEVEMENT_PUBLICATION_TYPES } from '#api/enums.ts';
import { ACHIEVEMENT_LIMITS } from '#api/schemas/achievement-payload.ts';
import { useFormContext } from '#components/form/form-context.ts';
import { FieldGrid, Section } from '#components/form/Section.tsx';
import { publicationLabels } from '#features/achievements/publication-labels.ts';
import { emptyAuthor } from '../state.ts';
import { ACHIEVEMENT_FORM_TEXTS } from '../texts.ts';
import { AwardsList, DocumentFile } from './parts.tsx';
import { CardListSection, FileField, SelectField, TextArea, TextField, TextList } from '../fields.ts';

const BASE = 'researchDetails';

function AdditionalAuthors() {
  return (
    <CardListSection
      title="Additional Authors"
      description="Optional. Co-authors besides you; each needs a name and a photo."
      path={`${BASE}.additionalAuthors`}
      item="Author"
      newRow={emptyAuthor}
      emptyText="No additional authors added."
    >
      {(rowPath, index) => (
        <fieldset className="min-w-0">
          <legend className="mb-3 text-base font-semibold text-slate-900">Author {index + 1}</legend>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField path={`${rowPath}.name`} label={`Author ${index + 1} name`} required autoComplete="off" />
            <TextField path={`${rowPath}.affiliation`} label="Affiliation (optional)" placeholder="e.g. IIT Delhi" />
            <TextField path={`${rowPath}.email`} label="Email (optional)" type="email" autoComplete="off" />
            <TextField path={`${rowPath}.phone`} label="Phone (optional)" type="tel" autoComplete="off" />
            <TextField path={`${rowPath}.program`} label="Program (optional)" placeholder="e.g. M.Tech" />
            <TextField path={`${rowPath}.batch`} label="Batch (optional)" placeholder="e.g. 2022-2024" />
            <FileField
              path={`${rowPath}.profileImageUrl`}
              label={`Author ${index + 1} photo`}
              required
              preview
              progress="none"
              hint={ACHIEVEMENT_FORM_TEXTS.photoHint}
              texts={{ uploading: 'Uploading author image...', uploaded: 'Author image uploaded', view: 'View Photo' }}
              className="sm:col-span-2"
            />
          </div>
        </fieldset>
      )}
    </CardListSection>
  );
}

/** Research Publication: the publication, its authors, publisher, dates and links, outcomes, awards, supervisor and the paper. */
export function ResearchSection() {
  const { form } = useFormContext();
  const labels = publicationLabels(String(form.valueOf(`${BASE}.publicationType`) ?? '') || undefined);
  return (
    <>
      <Section title="Research Publication Details">
        <SelectField
          path={`${BASE}.publicationType`}
          label="Publication Type"
          placeholder="Select publication type"
          options={ACHIEVEMENT_PUBLICATION_TYPES}
          required
          hint="The publisher fields below are named after the type you choose."
        />
        <TextField path={`${BASE}.title`} label="Title" required maxLength={ACHIEVEMENT_LIMITS.researchTitleMax} />
        <TextArea
          path={`${BASE}.description`}
          label="Description"
          required
          rows={5}
          maxLength={ACHIEVEMENT_LIMITS.researchDescriptionMax}
          hint="The abstract or a short summary of the work."
        />
      </Section>
      <AdditionalAuthors />
      <Section title="Publisher Information">
        <FieldGrid>
          <TextField path={`${BASE}.publisherInfo.primaryInfo`} label={labels.primaryInfo} required />
          <TextField path={`${BASE}.publisherInfo.secondaryInfo`} label={labels.secondaryInfo} required />
          <TextField path={`${BASE}.identifiers.eIdentifier`} label={labels.eIdentifier} required />
          <TextField path={`${BASE}.identifiers.printIdentifier`} label={labels.printIdentifier} required />
        </FieldGrid>
      </Section>
      <Section title="Publication Date and Links">
        <FieldGrid>
          <TextField path={`${BASE}.dates.publicationDate`} label="Publication Date" type="date" required />
          <TextField
            path={`${BASE}.links.publicationUrl`}
            label="Publication URL"
            type="url"
            required
            placeholder="https://..."
          />
          <TextField
            path={`${BASE}.links.publisherWebsite`}
            label="Publisher Website"
            type="url"
            required
            placeholder="https://..."
            className="sm:col-span-2"
          />
        </FieldGrid>
      </Section>
      <Section title="Outcomes and Awards">
        <TextList
          path={`${BASE}.outcome`}
          label="Outcomes"
          item="Outcome"
          required
          placeholder="e.g. Cited by 12 papers"
        />
        <AwardsList path={`${BASE}.awards`} />
      </Section>
      <Section title="Supervisor">
        <FieldGrid>
          <TextField path={`${BASE}.supervisor.name`} label="Supervisor Name" required />
          <TextField
            path={`${BASE}.supervisor.designation`}
            label="Supervisor Designation"
            required
            placeholder="e.g. Professor"
          />
          <TextField path={`${BASE}.supervisor.affiliation`} label="Supervisor Affiliation" required />
          <TextField path={`${BASE}.supervisor.phone`} label="Supervisor Phone" type="tel" required />
          <TextField
            path={`${BASE}.supervisor.email`}
            label="Supervisor Email"
            type="email"
            required
            className="sm:col-span-2"
          />
        </FieldGrid>
      </Section>
      <Section title="Research Paper">
        <DocumentFile path={`${BASE}.pptLink`} label="Research Paper" noun="research paper" />
      </Section>
    </>
  );
}
