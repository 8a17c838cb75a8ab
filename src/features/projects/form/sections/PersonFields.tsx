import { PROJECT_FORM_TEXTS } from '../texts.ts';
import { FileField, StudentFields, TextField } from '../fields.ts';

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
        <StudentFields base={path} nameAutoComplete={path === 'teamLeader' ? 'name' : 'off'} />
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
