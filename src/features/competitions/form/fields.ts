/** The form's fields, their paths typed from its state (a mistyped path fails the type check). */
import { fieldsFor } from '#components/form/fields-for.ts';
import type { CompetitionFormState } from './state.ts';

export const { TextField, TextArea, SelectField, RadioGroup, FileField, FileListField, TextList } =
  fieldsFor<CompetitionFormState>();
