import { useMemo, type ReactNode } from 'react';
import { FileSourceContext, type FileSource } from './file-slot.ts';
import { FormContext } from './form-context.ts';
import type { FieldAccess } from './use-form.ts';

/** Makes a form's state, and where its files come from, available to the fields inside it. */
export function FormProvider({
  form,
  files,
  children,
}: {
  form: FieldAccess;
  files?: FileSource;
  children: ReactNode;
}) {
  const value = useMemo(() => ({ form }), [form]);
  return (
    <FormContext.Provider value={value}>
      <FileSourceContext.Provider value={files ?? null}>{children}</FileSourceContext.Provider>
    </FormContext.Provider>
  );
}
