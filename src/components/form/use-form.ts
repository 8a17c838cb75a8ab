/**
 * Form state by dot path, validated by the payload schema on every change.
 * Errors show when a field is left (touched) and all at once after a submit
 * attempt; a failed attempt moves focus to the first invalid field.
 */
import { useCallback, useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { getIn, setIn, type Path } from './paths.ts';
import { shownError, type FieldErrors, type FormCheck } from './validation.ts';

/** What fields need: read, write, leave, and their shown error. */
export interface FieldAccess {
  values: unknown;
  setValue(path: Path, value: unknown): void;
  /** Sets the value at `path` from its latest value (list rows added or removed while other changes are pending). */
  updateValue(path: Path, change: (current: unknown) => unknown): void;
  touch(path: Path): void;
  /** Forgets that fields under `prefix` were visited (a removed row). */
  forget(prefix: Path): void;
  errorOf(path: Path): string | undefined;
  valueOf(path: Path): unknown;
}

export interface FormApi<S, P> extends FieldAccess {
  values: S;
  /** Every current error by state path, shown or not. */
  errors: FieldErrors;
  /** True after a submit attempt, until the next reset. */
  submitted: boolean;
  update(change: (state: S) => S): void;
  /** Shows every error; returns the payload to send when valid, else null and focuses the first invalid field. */
  check(): P | null;
  /** Replaces the whole state and forgets touched fields and submit attempts (after a success, a discarded draft). */
  reset(next: S): void;
  /** Attach to the `<form>`: focus moves inside it. */
  formRef: RefObject<HTMLFormElement | null>;
}

export interface UseFormOptions<S, P> {
  initial: S | (() => S);
  /** Builds the payload from the state and validates it (usually `checkPayload(schema, build(state))`). */
  validate: (state: S) => FormCheck<P>;
}

export function useForm<S, P>({ initial, validate }: UseFormOptions<S, P>): FormApi<S, P> {
  const [values, setValues] = useState<S>(initial);
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const [submitted, setSubmitted] = useState(false);
  const [focusRequest, setFocusRequest] = useState(0);
  const formRef = useRef<HTMLFormElement | null>(null);

  const validateRef = useRef(validate);
  validateRef.current = validate;
  const result = useMemo(() => validateRef.current(values), [values]);

  useEffect(() => {
    if (focusRequest === 0) return;
    const first = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    first?.focus();
  }, [focusRequest]);

  const setValue = useCallback((path: Path, value: unknown) => setValues((state) => setIn(state, path, value)), []);
  const updateValue = useCallback(
    (path: Path, change: (current: unknown) => unknown) =>
      setValues((state) => setIn(state, path, change(getIn(state, path)))),
    [],
  );
  const touch = useCallback((path: Path) => setTouched((set) => (set.has(path) ? set : new Set(set).add(path))), []);
  const forget = useCallback(
    (prefix: Path) =>
      setTouched((set) => new Set([...set].filter((path) => path !== prefix && !path.startsWith(`${prefix}.`)))),
    [],
  );
  const reset = useCallback((next: S) => {
    setValues(next);
    setTouched(new Set());
    setSubmitted(false);
  }, []);

  const check = (): P | null => {
    setSubmitted(true);
    if (result.ok) return result.output;
    setFocusRequest((count) => count + 1);
    return null;
  };

  return {
    values,
    errors: result.errors,
    submitted,
    setValue,
    updateValue,
    update: setValues,
    touch,
    forget,
    reset,
    check,
    formRef,
    errorOf: (path) => shownError(result.errors, path, touched, submitted),
    valueOf: (path) => getIn(values, path),
  };
}
