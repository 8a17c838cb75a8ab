import type { ReactNode } from 'react';
import type { Path } from './paths.ts';
import { TextField } from './TextField.tsx';

/** What every form asks about a student or team member (all four specs). */
export interface StudentBasics {
  name: string;
  rollNumber: string;
  programme: string;
  batch: string;
  semester: string;
  year: string;
}

export const emptyStudentBasics = (): StudentBasics => ({
  name: '',
  rollNumber: '',
  programme: '',
  batch: '',
  semester: '',
  year: '',
});

interface Props {
  /** The person's path: `teamLeader`, `teamMembers.2`, `student`. */
  base: Path;
  /** `name` for the signed-in user's own name, `off` for someone else's. */
  nameAutoComplete?: 'name' | 'off';
  /** The placeholders' examples. */
  examples?: { semester: string; year: string };
  /** Also the LinkedIn profile (`${base}.linkedinLink`), last, across both columns. */
  linkedin?: 'required' | 'optional';
  /** Fields between the year and the LinkedIn profile (e-mail, phone). */
  children?: ReactNode;
}

/** Name, roll number, programme, batch, semester and year, all required, and the LinkedIn profile when asked; put them in a `FieldGrid`. */
export function StudentFields({
  base,
  nameAutoComplete = 'name',
  examples = { semester: '6', year: '3' },
  linkedin,
  children,
}: Props) {
  return (
    <>
      <TextField path={`${base}.name`} label="Name" required autoComplete={nameAutoComplete} />
      <TextField path={`${base}.rollNumber`} label="Roll Number" required />
      <TextField path={`${base}.programme`} label="Programme" required placeholder="e.g. B.Tech CSE" />
      <TextField path={`${base}.batch`} label="Batch" required placeholder="e.g. 2021-2025" />
      <TextField path={`${base}.semester`} label="Semester" required placeholder={`e.g. ${examples.semester}`} />
      <TextField path={`${base}.year`} label="Year" required placeholder={`e.g. ${examples.year}`} />
      {children}
      {linkedin && (
        <TextField
          path={`${base}.linkedinLink`}
          label={linkedin === 'required' ? 'LinkedIn Profile' : 'LinkedIn Profile (optional)'}
          type="url"
          required={linkedin === 'required'}
          placeholder="https://www.linkedin.com/in/..."
          className="sm:col-span-2"
        />
      )}
    </>
  );
}
