import { createContext, useContext } from 'react';
import type { FieldAccess } from './use-form.ts';

export interface FormContextValue {
  form: FieldAccess;
}

export const FormContext = createContext<FormContextValue | null>(null);

/** The surrounding form; fields must be rendered inside a `<FormProvider>`. */
export function useFormContext(): FormContextValue {
  const value = useContext(FormContext);
  if (!value) throw new Error('Form fields must be rendered inside <FormProvider>');
  return value;
}
