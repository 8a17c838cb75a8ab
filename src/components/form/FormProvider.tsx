import { useMemo, type ReactNode } from 'react';
import { FormContext } from './form-context.ts';
import type { FieldAccess } from './use-form.ts';
import type { Uploader } from './use-uploader.ts';

/** Makes a form's state and upload channel available to the fields inside it. */
export function FormProvider({ form, uploader, children }: { form: FieldAccess; uploader: Uploader; children: ReactNode }) {
  const value = useMemo(() => ({ form, uploader }), [form, uploader]);
  return <FormContext.Provider value={value}>{children}</FormContext.Provider>;
}
