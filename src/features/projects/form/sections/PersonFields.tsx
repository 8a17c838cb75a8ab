import { PROJECT_FORM_TEXTS } from '../texts.ts';
import { FileField, TextField } from '../fields.ts';

interface Props {
  path: 'teamLeader' | `teamMembers.${number}`;
  /** Names the group for assistive technology ("Team Leader", "Team Member 2"). */
  legend: string;
  photoRequired: boolean;
  /** Show the legend (members) or keep it for screen readers only (the leader, under its section heading). */
  showLegend?: boolean;
}

/** A team leader's or member's fields, the same for both; only the leader's photo is required. */
export function PersonFields({ path, legend, photoRequired, showLegend = true }: Props) {
  return (
    <fieldset className="min-w-0">
      <legend className={showLegend ? 'mb-3 text-base font-semibold text-slate-900' : 'sr-only'}>{legend}</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField path={`${path}.name`} label="Name" required autoComplete={path === 'teamLeader' ? 'name' : 'off'} />
        <TextField path={`${path}.rollNumber`} label="Roll Number" required />
        <TextField path={`${path}.programme`} label="Programme" required placeholder="e.g. B.Tech CSE" />
        <TextField path={`${path}.batch`} label="Batch" required placeholder="e.g. 2021-2025" />
        <TextField path={`${path}.semester`} label="Semester" required placeholder="e.g. 6" />
        <TextField path={`${path}.year`} label="Year" required placeholder="e.g. 3" />
        <TextField
          path={`${path}.linkedinLink`}
          label="LinkedIn Profile (optional)"
          type="url"
          placeholder="https://www.linkedin.com/in/..."
          className="sm:col-span-2"
        />
        <FileField
          path={`${path}.profileImageUrl`}
          label={photoRequired ? 'Profile Photo' : 'Profile Photo (optional)'}
          required={photoRequired}
          hint={PROJECT_FORM_TEXTS.photoHint}
          preview
          texts={{ uploading: 'Uploading photo...', uploaded: 'Photo uploaded', view: 'View Photo' }}
          className="sm:col-span-2"
        />
      </div>
    </fieldset>
  );
}
