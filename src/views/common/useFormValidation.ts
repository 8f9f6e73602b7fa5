import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { VALIDATION_DELAY_MS } from '../../domain/constants';
import type { FieldIssue } from '../../domain/errors';
import { validateForm, type FormRules } from '../../domain/validation';

/**
 * A form's values checked by the domain rule set (SPEC.md section 5): a field's message appears 500 ms
 * after the user stops typing in it, or at once when it loses focus after the user typed in it;
 * submitting shows them all. A field nobody typed in stays quiet when focus merely passes through it
 * (to the language or theme switch, say). Issues the server returned for a field (40001 `fields`) show
 * until that field changes.
 */
export function useFormValidation<F extends Record<string, string>>(rules: FormRules, initial: F) {
  const [values, setValues] = useState<F>(initial);
  const initialRef = useRef(initial);
  const [shown, setShown] = useState<Partial<Record<keyof F, boolean>>>({});
  const [touched, setTouched] = useState(false);
  const edited = useRef(new Set<keyof F>());
  const [serverIssues, setServerIssues] = useState<Partial<Record<keyof F, FieldIssue>>>({});
  const timers = useRef(new Map<keyof F, ReturnType<typeof setTimeout>>());

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => clearTimeout(timer));
  }, []);

  const issues = useMemo(() => validateForm(rules, values), [rules, values]);

  const show = useCallback((name: keyof F) => {
    clearTimeout(timers.current.get(name));
    timers.current.delete(name);
    setShown((current) => (current[name] ? current : { ...current, [name]: true }));
  }, []);

  const setValue = useCallback(
    (name: keyof F, value: string) => {
      setValues((current) => ({ ...current, [name]: value }));
      setTouched(true);
      edited.current.add(name);
      setServerIssues((current) => (current[name] ? { ...current, [name]: undefined } : current));
      clearTimeout(timers.current.get(name));
      timers.current.set(
        name,
        setTimeout(() => show(name), VALIDATION_DELAY_MS),
      );
    },
    [show],
  );

  const showAll = useCallback(() => {
    for (const name of Object.keys(rules) as (keyof F)[]) show(name);
  }, [rules, show]);

  /** A field back to its initial value, quiet again (a refused code is cleared for the next try). */
  const reset = useCallback((name: keyof F) => {
    clearTimeout(timers.current.get(name));
    timers.current.delete(name);
    edited.current.delete(name);
    setValues((current) => ({ ...current, [name]: initialRef.current[name] }));
    setShown((current) => (current[name] ? { ...current, [name]: false } : current));
  }, []);

  const issueOf = (name: keyof F): FieldIssue | undefined => serverIssues[name] ?? (shown[name] ? issues[name as string] : undefined);

  /** Props for a TextInput bound to one field. */
  const field = (name: keyof F) => ({
    name: name as string,
    value: values[name],
    onChange: (value: string) => setValue(name, value),
    onBlur: () => {
      if (edited.current.has(name)) show(name);
    },
    issue: issueOf(name),
  });

  return {
    values,
    field,
    issueOf,
    showAll,
    reset,
    touched,
    isValid: Object.keys(issues).length === 0,
    /** Names of fields that fail, in rule order (the first is focused after a failed submit). */
    invalidFields: Object.keys(issues) as (keyof F)[],
    setServerIssues: (found: Partial<Record<string, FieldIssue>> | undefined) =>
      setServerIssues((found ?? {}) as Partial<Record<keyof F, FieldIssue>>),
  };
}
