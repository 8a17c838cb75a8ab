import { useRef } from 'react';
import { useFormContext } from './form-context.ts';
import type { Path } from './paths.ts';

/**
 * One field's value, shown error and handlers, read from the surrounding form by path.
 *
 * Leaving a field shows its message only once the user has changed it (or it
 * holds a value): tabbing through empty fields does not nag, and a message
 * appearing on blur cannot push a button away under the pointer between
 * mousedown and mouseup (which would swallow the click). Submit shows all.
 */
export function useField(path: Path) {
  const { form } = useFormContext();
  const changed = useRef(false);
  const raw = form.valueOf(path);
  const value = raw === undefined || raw === null ? '' : String(raw);
  return {
    value,
    error: form.errorOf(path),
    set: (next: string) => {
      changed.current = true;
      form.setValue(path, next);
    },
    blur: () => {
      if (changed.current || value !== '') form.touch(path);
    },
  };
}

/** What a text input and a text area share: the value and its handlers, the shown error, the `n/max` counter. */
export function useTextControl(path: Path, maxLength?: number) {
  const field = useField(path);
  return {
    error: field.error,
    counter: maxLength ? `${field.value.length}/${maxLength}` : undefined,
    bind: {
      name: path,
      maxLength,
      value: field.value,
      onChange: (event: { target: { value: string } }) => field.set(event.target.value),
      onBlur: field.blur,
    },
  };
}
