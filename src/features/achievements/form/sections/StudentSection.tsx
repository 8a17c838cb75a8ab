import { ACHIEVEMENT_CATEGORIES } from '#api/enums.ts';
import { FieldGrid, Section } from '#components/form/Section.tsx';
import { ACHIEVEMENT_FORM_TEXTS } from '../texts.ts';
import { FileField, SelectField, StudentFields } from '../fields.ts';

/** The student the achievement belongs to; the name is prefilled from the signed-in user. */
export function StudentSection() {
  return (
    <Section title="Student Information">
      <FieldGrid>
        <StudentFields base="student" linkedin="required" />
      </FieldGrid>
      <FileField
        path="student.profileImageUrl"
        label="Profile Photo"
        required
        preview
        progress="none"
        hint={ACHIEVEMENT_FORM_TEXTS.photoHint}
        texts={{ uploading: 'Uploading profile image...', uploaded: 'Profile image uploaded', view: 'View Photo' }}
      />
    </Section>
  );
}

/** The category selector: choosing one keeps or creates its block and empties the others (spec 2, section 4). */
export function CategorySelector({ onChoose }: { onChoose: (category: string) => void }) {
  return (
    <Section title="Achievement Category">
      <SelectField
        path="category"
        label="Category"
        placeholder="Select achievement category"
        options={ACHIEVEMENT_CATEGORIES}
        required
        hint={ACHIEVEMENT_FORM_TEXTS.categoryHint}
        onChange={onChoose}
      />
    </Section>
  );
}
