import { useFormContext } from './form-context.ts';
import type { Path } from './paths.ts';

/** One field's value, shown error and handlers, read from the surrounding form by path. */
export function useField(path: Path) {
  const { form } = useFormContext();
  const raw = form.valueOf(path);
  return {
    value: raw === undefined || raw === null ? '' : String(raw),
    error: form.errorOf(path),
    set: (value: string) => form.setValue(path, value),
    blur: () => form.touch(path),
  };
}
