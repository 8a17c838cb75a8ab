import { COMPETITION_FORM_TEXTS } from '../texts.ts';
import { FileField, StudentFields, TextField } from '../fields.ts';

interface Props {
  path: 'teamLeader' | `teamMembers.${number}`;
  /** Names the group for assistive technology ("Team Leader", "Team Member 2"). */
  legend: string;
  /** The leader's LinkedIn profile is required; a member's is optional. */
  leader: boolean;
  showLegend?: boolean;
}

/** A team leader's or member's fields (spec 2, section 5.1); every photo is required. */
export function PersonFields({ path, legend, leader, showLegend = true }: Props) {
  return (
    <fieldset className="min-w-0">
      <legend className={showLegend ? 'mb-3 text-base font-semibold text-slate-900' : 'sr-only'}>{legend}</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        <StudentFields base={path} nameAutoComplete={leader ? 'name' : 'off'} />
        <TextField
          path={`${path}.linkedinLink`}
          label={leader ? 'LinkedIn Profile' : 'LinkedIn Profile (optional)'}
          type="url"
          required={leader}
          placeholder="https://www.linkedin.com/in/..."
          className="sm:col-span-2"
        />
        <FileField
          path={`${path}.profileImageUrl`}
          label="Profile Photo"
          required
          removable
          hint={COMPETITION_FORM_TEXTS.photoHint}
          preview
          texts={{ uploaded: 'Photo uploaded', view: 'View Photo' }}
          className="sm:col-span-2"
        />
      </div>
    </fieldset>
  );
}
