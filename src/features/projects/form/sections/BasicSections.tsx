import { PROJECT_CATEGORIES, TECHNOLOGY_DOMAINS } from '#api/enums.ts';
import { PROJECT_LIMITS, PROJECT_MESSAGES } from '#api/schemas/project-payload.ts';
import { FieldGrid, Section } from '#components/form/Section.tsx';
import { PROJECT_FORM_TEXTS } from '../texts.ts';
import { FileField, FileListField, SelectField, TextArea, TextField } from '../fields.ts';

export function ProjectDetailsSection() {
  return (
    <Section title="Project Details">
      <FieldGrid>
        <SelectField
          path="category"
          label="Category"
          placeholder="Select category"
          options={PROJECT_CATEGORIES}
          required
        />
        <TextField
          path="projectTitle"
          label="Project Title"
          required
          maxLength={PROJECT_LIMITS.titleMax}
          hint={`At most ${PROJECT_LIMITS.titleMax} characters.`}
        />
      </FieldGrid>
    </Section>
  );
}

export function ProblemStatementSection() {
  return (
    <Section title="Problem Statement">
      <TextArea
        path="problemStatement"
        label="Problem Statement (max 100 words)"
        required
        maxLength={PROJECT_LIMITS.problemStatementMax}
        rows={5}
        hint="What problem does the project solve, and for whom?"
      />
    </Section>
  );
}

export function TechnologyDomainSection() {
  return (
    <Section title="Technology Domain">
      <SelectField
        path="technologyDomain"
        label="Technology Domain"
        placeholder="Select technology domain"
        options={TECHNOLOGY_DOMAINS}
        required
      />
    </Section>
  );
}

export function MentorSection() {
  const base = 'mentor.internalMentor';
  return (
    <Section title="Project Mentors" description="Your internal mentor.">
      <FieldGrid>
        <TextField path={`${base}.name`} label="Internal Mentor Name" required />
        <TextField path={`${base}.department`} label="Department" required />
        <TextField path={`${base}.email`} label="Email" type="email" required />
        <TextField path={`${base}.phone`} label="Phone" type="tel" required />
        <TextField path={`${base}.designation`} label="Designation" required className="sm:col-span-2" />
      </FieldGrid>
    </Section>
  );
}

export function GithubSection() {
  return (
    <Section title="GitHub Repository (optional)">
      <TextField path="githubLink" label="GitHub Repository URL" type="url" placeholder="https://github.com/..." />
    </Section>
  );
}

export function VideoSection() {
  return (
    <Section title="Project Video">
      <FileField
        path="videoUrl"
        label="Project Video (optional)"
        hint={PROJECT_FORM_TEXTS.videoHint}
        removable
        texts={{ uploading: 'Uploading video...', uploaded: 'Video uploaded successfully', view: 'View Video' }}
      />
    </Section>
  );
}

export function LiveUrlSection() {
  return (
    <Section title="Live Project URL (optional)">
      <TextField path="liveUrl" label="Live Project URL" type="url" placeholder="https://..." />
    </Section>
  );
}

export function ImagesSection() {
  return (
    <Section title="Project Images" description="Recommended size 1200x800.">
      <FileListField
        path="posterImages"
        label="Project Images"
        required
        max={PROJECT_LIMITS.imagesMax}
        tooMany={PROJECT_MESSAGES.imagesMax}
        hint={PROJECT_FORM_TEXTS.imagesHint}
        itemLabel={(index) => `Project image ${index + 1}`}
        layout="thumbnails"
      />
    </Section>
  );
}
