/** The form's fields, their paths typed from its state (a mistyped path fails the type check). */
import { fieldsFor } from '#components/form/fields-for.ts';
import type { PathsTo } from '#components/form/paths.ts';
import type { ProjectFormState } from './state.ts';

export const {
  TextField,
  TextArea,
  SelectField,
  RadioGroup,
  RepeatableList,
  FileField,
  FileListField,
  TextList,
  CardListSection,
} = fieldsFor<ProjectFormState>();

export type TextPath = PathsTo<ProjectFormState, string>;
