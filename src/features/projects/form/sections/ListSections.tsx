import { Section } from '#components/form/Section.tsx';
import { RepeatableList, TextField } from '../fields.ts';

interface Props {
  path: 'features' | 'outcome' | 'techStack';
  title: string;
  /** "Feature", "Outcome", "Technology": row labels and buttons. */
  item: string;
  description?: string;
  placeholder?: string;
}

/** A list that keeps at least one entry; removing the last leaves one empty entry (spec 1, section 4). */
export function TextListSection({ path, title, item, description, placeholder }: Props) {
  return (
    <Section title={title} description={description}>
      <RepeatableList
        path={path}
        label={title}
        hideLabel
        min={1}
        atMinimum="clear"
        newRow={() => ''}
        addLabel={`Add ${item}`}
        removeLabel={(index) => `Remove ${item} ${index + 1}`}
      >
        {(rowPath, index) => <TextField path={rowPath} label={`${item} ${index + 1}`} required placeholder={placeholder} />}
      </RepeatableList>
    </Section>
  );
}
