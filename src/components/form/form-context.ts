import { createContext, useContext } from 'react';
import type { FieldAccess } from './use-form.ts';
import type { Uploader } from './use-uploader.ts';

export interface FormContextValue {
  form: FieldAccess;
  uploader: Uploader;
}

export const FormContext = createContext<FormContextValue | null>(null);

/** The surrounding form; fields must be rendered inside a `<FormProvider>`. */
export function useFormContext(): FormContextValue {
  const value = useContext(FormContext);
  if (!value) throw new Error('Form fields must be rendered inside <FormProvider>');
  return value;
}
