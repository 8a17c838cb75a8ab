import { Section } from '#components/form/Section.tsx';
import { TextList } from '../fields.ts';

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
      <TextList path={path} label={title} item={item} required placeholder={placeholder} hideLabel />
    </Section>
  );
}
