/** Pieces the four category sections share: awards, and document uploads with progress. */
import { emptyAward } from '../state.ts';
import { ACHIEVEMENT_FORM_TEXTS } from '../texts.ts';
import { FileField, RepeatableList, TextField, type TextPath } from '../fields.ts';

interface DocumentProps {
  path: TextPath;
  label: string;
  /** "research paper", "proof": the upload texts name it. */
  noun: string;
  required?: boolean;
  className?: string;
}

/** A document (PDF, DOC(X), PPT(X)) uploaded when chosen; its progress bar shows only while 1–99 % (spec 2, section 2.8). */
export function DocumentFile({ path, label, noun, required = true, className }: DocumentProps) {
  const sentence = noun.charAt(0).toUpperCase() + noun.slice(1);
  const title = noun.replace(/\b\w/g, (letter) => letter.toUpperCase());
  return (
    <FileField
      path={path}
      label={label}
      required={required}
      hint={ACHIEVEMENT_FORM_TEXTS.documentHint}
      progress="between-1-and-99"
      className={className}
      texts={{
        uploading: `Uploading ${noun}...`,
        uploaded: `${sentence} uploaded successfully`,
        view: `View ${title}`,
      }}
    />
  );
}

/** Awards of a category: may reach zero; each award needs its name and a proof file. */
export function AwardsList({
  path,
}: {
  path: `${'researchDetails' | 'openSourceDetails' | 'certificationDetails'}.awards`;
}) {
  return (
    <RepeatableList
      path={path}
      label="Awards (optional)"
      hint="Add an award only if you have a proof of it (certificate, letter or slides)."
      min={0}
      newRow={emptyAward}
      addLabel="Add Award"
      removeLabel={(index) => `Remove Award ${index + 1}`}
      emptyText="No awards added."
      layout="card"
    >
      {(rowPath, index) => (
        <fieldset className="grid min-w-0 gap-4 sm:grid-cols-2">
          <legend className="sr-only">Award {index + 1}</legend>
          <TextField
            path={`${rowPath}.name`}
            label={`Award ${index + 1} name`}
            required
            placeholder="e.g. Best Paper Award"
          />
          <DocumentFile path={`${rowPath}.pptLink`} label={`Award ${index + 1} proof`} noun="proof" />
        </fieldset>
      )}
    </RepeatableList>
  );
}
