import { Section } from '#components/form/Section.tsx';
import { emptyAchievement } from '../state.ts';
import { PROJECT_FORM_TEXTS } from '../texts.ts';
import { FileField, RepeatableList, TextField } from '../fields.ts';

/** Optional awards; may reach zero; a named achievement needs a proof; unnamed ones are dropped on submit. */
export function AchievementsSection() {
  return (
    <Section
      title="Achievements (optional)"
      description="Awards or recognition for this project. Each achievement needs a proof document; entries without a name are left out."
    >
      <RepeatableList
        path="achievements"
        label="Achievements"
        hideLabel
        min={0}
        newRow={emptyAchievement}
        addLabel="Add Achievement"
        removeLabel={(index) => `Remove Achievement ${index + 1}`}
        emptyText="No achievements added."
        layout="card"
      >
        {(rowPath, index) => (
          <fieldset className="grid min-w-0 gap-4 sm:grid-cols-2">
            <legend className="sr-only">Achievement {index + 1}</legend>
            <TextField path={`${rowPath}.name`} label={`Achievement ${index + 1} name`} placeholder="e.g. Best Project Award 2024" />
            <FileField
              path={`${rowPath}.proofUrl`}
              label={`Achievement ${index + 1} proof`}
              hint={PROJECT_FORM_TEXTS.proofHint}
              texts={{ uploading: 'Uploading proof...', uploaded: 'Proof uploaded successfully', view: 'View Proof' }}
            />
          </fieldset>
        )}
      </RepeatableList>
    </Section>
  );
}
