import {
  COMPETITION_CATEGORIES,
  COMPETITION_LEVELS,
  COMPETITION_TECHNOLOGY_DOMAINS,
  PARTICIPATION_TYPES,
} from '#api/enums.ts';
import { COMPETITION_LIMITS, COMPETITION_MESSAGES } from '#api/schemas/competition-payload.ts';
import { FieldGrid, Section } from '#components/form/Section.tsx';
import { COMPETITION_FORM_TEXTS as TEXTS } from '../texts.ts';
import { FileField, FileListField, RadioGroup, SelectField, TextArea, TextField, TextList } from '../fields.ts';

const PARTICIPATION_OPTIONS = PARTICIPATION_TYPES.map((type) => ({ value: type, label: type }));

export function CompetitionDetailsSection() {
  return (
    <Section title="Competition Details">
      <FieldGrid>
        <SelectField
          path="category"
          label="Category"
          placeholder="Select category"
          options={COMPETITION_CATEGORIES}
          required
        />
        <TextField
          path="competitionName"
          label="Competition Name"
          required
          maxLength={COMPETITION_LIMITS.nameMax}
          hint={`At most ${COMPETITION_LIMITS.nameMax} characters.`}
        />
        <TextField path="organizingBody" label="Organizing Body" required placeholder="e.g. Smart India Hackathon" />
        <SelectField path="level" label="Level" placeholder="Select level" options={COMPETITION_LEVELS} required />
        <TextField
          path="location"
          label="Location"
          required
          hint={TEXTS.locationHint}
          placeholder="e.g. New Delhi, or Devfolio"
        />
        <TextField path="date" label="Date" type="date" required />
      </FieldGrid>
      <RadioGroup path="participationType" label="Participation Type" options={PARTICIPATION_OPTIONS} required />
    </Section>
  );
}

export function ThemeSection() {
  return (
    <Section title="Theme and Description">
      <TextField
        path="title"
        label="Theme"
        required
        maxLength={COMPETITION_LIMITS.themeMax}
        hint={`The theme or title of your entry. At most ${COMPETITION_LIMITS.themeMax} characters.`}
      />
      <TextArea path="description" label="Description" required rows={5} hint="What you built or solved, and how." />
    </Section>
  );
}

interface ListProps {
  path: 'outcome' | 'techStack';
  title: string;
  item: string;
  placeholder: string;
}

/** Outcomes and tech stack: at least one row; remove is hidden while only one is left (spec 2, section 5.1). */
export function KeepOneListSection({ path, title, item, placeholder }: ListProps) {
  return (
    <Section title={title}>
      <TextList path={path} label={title} item={item} required placeholder={placeholder} hideLabel atMinimum="hide" />
    </Section>
  );
}

/** Optional; may reach zero; blank ones are left out when sending. */
export function AchievementsSection() {
  return (
    <Section title="Achievements (optional)" description="Prizes, ranks or recognition. Blank entries are left out.">
      <TextList
        path="achievements"
        label="Achievements"
        item="Achievement"
        placeholder="e.g. Winner, 1st of 120 teams"
        hideLabel
        min={0}
        emptyText="No achievements added."
      />
    </Section>
  );
}

export function TechnologySection() {
  return (
    <Section title="Technology">
      <SelectField
        path="technologyDomain"
        label="Technology Domain"
        placeholder="Select technology domain"
        options={COMPETITION_TECHNOLOGY_DOMAINS}
        required
      />
    </Section>
  );
}

export function GithubSection() {
  return (
    <Section title="GitHub Repository (optional)">
      <TextField path="githubLink" label="GitHub Link" type="url" placeholder="https://github.com/..." />
    </Section>
  );
}

export function FilesSection() {
  return (
    <Section
      title="Presentation and Posters"
      description="Chosen files stay on this device and are uploaded when you submit."
    >
      <FileField
        path="pptLink"
        label="Presentation (optional)"
        hint={TEXTS.presentationHint}
        removable
        texts={{ uploaded: 'Presentation uploaded', view: 'View Presentation' }}
      />
      <FileListField
        path="posterImages"
        label="Poster Images (optional)"
        max={COMPETITION_LIMITS.postersMax}
        tooMany={COMPETITION_MESSAGES.postersMax}
        hint={TEXTS.postersHint}
        itemLabel={(index) => `Poster image ${index + 1}`}
      />
    </Section>
  );
}
