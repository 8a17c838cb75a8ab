import { ACHIEVEMENT_TECHNOLOGY_DOMAINS, CERTIFICATION_TYPES } from '#api/enums.ts';
import { FieldGrid, Section } from '#components/form/Section.tsx';
import { AwardsList, DocumentFile } from './parts.tsx';
import { SelectField, TextArea, TextField, TextList } from '../fields.ts';

const BASE = 'certificationDetails';

/** Global Certification: the certification, its dates and credential, skills, outcomes, awards and the proof. */
export function CertificationSection() {
  return (
    <>
      <Section title="Certification Details">
        <FieldGrid>
          <TextField path={`${BASE}.certificationName`} label="Certification Name" required />
          <TextField
            path={`${BASE}.issuingOrganization`}
            label="Issuing Organization"
            required
            placeholder="e.g. Amazon Web Services"
          />
          <SelectField
            path={`${BASE}.certificationType`}
            label="Certification Type"
            placeholder="Select certification type"
            options={CERTIFICATION_TYPES}
            required
          />
          <SelectField
            path={`${BASE}.technologyDomain`}
            label="Technology Domain"
            placeholder="Select technology domain"
            options={ACHIEVEMENT_TECHNOLOGY_DOMAINS}
            required
          />
          <TextField path={`${BASE}.issueDate`} label="Issue Date" type="date" required />
          <TextField
            path={`${BASE}.expiryDate`}
            label="Expiry Date (optional)"
            type="date"
            hint="Leave empty if it never expires."
          />
          <TextField path={`${BASE}.credentialId`} label="Credential ID (optional)" />
          <TextField
            path={`${BASE}.credentialUrl`}
            label="Credential URL (optional)"
            type="url"
            placeholder="https://..."
          />
        </FieldGrid>
        <TextArea path={`${BASE}.description`} label="Description" required rows={4} />
      </Section>
      <Section title="Skills, Outcomes and Awards">
        <TextList
          path={`${BASE}.skills`}
          label="Skills Acquired"
          item="Skill"
          required
          placeholder="e.g. Cloud architecture"
        />
        <TextList
          path={`${BASE}.outcome`}
          label="Outcomes"
          item="Outcome"
          required
          placeholder="e.g. Led the migration to AWS"
        />
        <AwardsList path={`${BASE}.awards`} />
      </Section>
      <Section title="Proof of Certification">
        <DocumentFile path={`${BASE}.pptLink`} label="Certificate or Proof" noun="proof" />
      </Section>
    </>
  );
}
