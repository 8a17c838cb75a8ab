import { emptyAchievement } from '../state.ts';
import { PROJECT_FORM_TEXTS } from '../texts.ts';
import { CardListSection, FileField, TextField } from '../fields.ts';

/** Optional awards; may reach zero; a named achievement needs a proof; unnamed ones are dropped on submit. */
export function AchievementsSection() {
  return (
    <CardListSection
      title="Achievements (optional)"
      label="Achievements"
      description="Awards or recognition for this project. Each achievement needs a proof document; entries without a name are left out."
      path="achievements"
      item="Achievement"
      newRow={emptyAchievement}
      emptyText="No achievements added."
    >
      {(rowPath, index) => (
        <fieldset className="grid min-w-0 gap-4 sm:grid-cols-2">
          <legend className="sr-only">Achievement {index + 1}</legend>
          <TextField
            path={`${rowPath}.name`}
            label={`Achievement ${index + 1} name`}
            placeholder="e.g. Best Project Award 2024"
          />
          <FileField
            path={`${rowPath}.proofUrl`}
            label={`Achievement ${index + 1} proof`}
            hint={PROJECT_FORM_TEXTS.proofHint}
            texts={{ uploading: 'Uploading proof...', uploaded: 'Proof uploaded successfully', view: 'View Proof' }}
          />
        </fieldset>
      )}
    </CardListSection>
  );
}
