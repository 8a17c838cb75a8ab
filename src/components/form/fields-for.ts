/**
 * The field components with paths typed from one form's state: a form's
 * `fields.ts` says `export const { TextField, … } = fieldsFor<ProjectFormState>()`,
 * and from then on `path="teamLeader.nmae"`, or a list path where a text
 * belongs, fails the type check. The components are the same at run time.
 */
import type { ReactElement, ReactNode } from 'react';
import { CardListSection, type CardListSectionProps } from './CardListSection.tsx';
import { FileField, type FileFieldProps } from './FileField.tsx';
import { FileListField, type FileListFieldProps } from './FileListField.tsx';
import type { PathsTo } from './paths.ts';
import { RadioGroup, type RadioGroupProps } from './RadioGroup.tsx';
import { RepeatableList, type RepeatableListProps } from './RepeatableList.tsx';
import { SelectField, type SelectFieldProps } from './SelectField.tsx';
import { StudentFields, type StudentBasics } from './StudentFields.tsx';
import { TextArea, type TextAreaProps } from './TextArea.tsx';
import { TextField, type TextFieldProps } from './TextField.tsx';
import { TextList, type TextListProps } from './TextList.tsx';

type WithPath<Props, P> = Omit<Props, 'path'> & { path: P };

/** A list: row i of list `P` lives at `${P}.${i}`, and the row's fields are typed from there. */
type TypedList<S, Props> = <P extends PathsTo<S, readonly unknown[]>>(
  props: Omit<Props, 'path' | 'children'> & {
    path: P;
    children: (rowPath: `${P}.${number}`, index: number) => ReactNode;
  },
) => ReactElement;

export function fieldsFor<S>() {
  type Text = PathsTo<S, string>;
  return {
    TextField: TextField as (props: WithPath<TextFieldProps, Text>) => ReactElement,
    TextArea: TextArea as (props: WithPath<TextAreaProps, Text>) => ReactElement,
    SelectField: SelectField as (props: WithPath<SelectFieldProps, Text>) => ReactElement,
    RadioGroup: RadioGroup as (props: WithPath<RadioGroupProps, Text>) => ReactElement,
    FileField: FileField as (props: WithPath<FileFieldProps, Text>) => ReactElement,
    FileListField: FileListField as (
      props: WithPath<FileListFieldProps, PathsTo<S, readonly string[]>>,
    ) => ReactElement,
    RepeatableList: RepeatableList as TypedList<S, RepeatableListProps<unknown>>,
    CardListSection: CardListSection as TypedList<S, CardListSectionProps>,
    TextList: TextList as (props: WithPath<TextListProps, PathsTo<S, readonly string[]>>) => ReactElement,
    StudentFields: StudentFields as (
      props: Omit<Parameters<typeof StudentFields>[0], 'base'> & { base: PathsTo<S, StudentBasics> },
    ) => ReactElement,
  };
}
