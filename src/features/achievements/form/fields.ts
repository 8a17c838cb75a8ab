/** The form's fields, their paths typed from its state (a mistyped path fails the type check). */
import { fieldsFor } from '#components/form/fields-for.ts';
import type { PathsTo } from '#components/form/paths.ts';
import type { AchievementFormState } from './state.ts';

export const { TextField, TextArea, SelectField, RepeatableList, FileField, StudentFields, TextList, CardListSection } =
  fieldsFor<AchievementFormState>();

export type TextPath = PathsTo<AchievementFormState, string>;
