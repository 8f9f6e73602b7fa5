import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { VALIDATION_DELAY_MS } from '../../../domain/constants';
import type { FieldIssue } from '../../../domain/errors';
import { resourceRules, writableFields, type WriteMode } from '../../../domain/resources/rules';
import type { ResourceDef } from '../../../domain/resources/types';
import { validateForm } from '../../../domain/validation';
import { ruleValues, type FormValues } from './form-values';

export interface FieldBinding {
  value: unknown;
  /** A typed change: its message shows after the validation delay. */
  onChange: (value: unknown) => void;
  /** A chosen value (switch, select, picker): its message shows at once. */
  onCommit: (value: unknown) => void;
  onBlur: () => void;
  issue?: FieldIssue;
}

export interface ResourceForm {
  values: FormValues;
  bind: (key: string) => FieldBinding;
  setValue: (key: string, value: unknown) => void;
  /**
   * A fact the shared rules check with but the form never sends (`$`-keys: the type of the attribute a value
   * is of, read by a bespoke form body); it neither dirties the form nor is saved.
   */
  setContext: (key: `$${string}`, value: unknown) => void;
  dirty: boolean;
  /** Show every message (on submit); returns the failing field keys in the form's order. */
  showAll: () => string[];
  setServerIssues: (issues: Record<string, FieldIssue> | undefined) => void;
  /**
   * Start over from these values (after a save, or when the server's record is taken); with `edited`, the
   * form shows those values as unsaved changes made on top of `values` (a merge, a restored draft).
   */
  reset: (values: FormValues, edited?: FormValues) => void;
  /** The values the unsaved changes are made on (the record as the form last took it). */
  base: FormValues;
  /** Unsaved changes right now (read from the latest state, also between a reset and its render). */
  isDirty: () => boolean;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * A resource form's state, checked by the shared rules (fieldRules via resourceRules): a field's message
 * appears VALIDATION_DELAY_MS after the user stops typing in it, or at once on blur or when a value is
 * chosen; submitting shows them all. Issues the server returned (40001/40901 `fields`) show on their field
 * until it changes.
 */
export function useResourceForm(def: ResourceDef, mode: WriteMode, initial: FormValues): ResourceForm {
  const rules = useMemo(() => resourceRules(def, mode), [def, mode]);
  const [values, setValues] = useState<FormValues>(initial);
  const [base, setBase] = useState<FormValues>(initial);
  const [shown, setShown] = useState<Record<string, boolean>>({});
  const [serverIssues, setServerIssuesState] = useState<Record<string, FieldIssue>>({});
  const [context, setContextState] = useState<FormValues>({});
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  // The latest values and base, also set at once by reset, so a navigation right after a save sees them.
  const latest = useRef({ values, base });
  latest.current = { values, base };

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => clearTimeout(timer));
  }, []);

  const issues = useMemo(() => validateForm(rules, { ...ruleValues(def, values), ...context }), [rules, def, values, context]);
  const setContext = useCallback(
    (key: string, value: unknown) => setContextState((current) => (current[key] === value ? current : { ...current, [key]: value })),
    [],
  );

  const show = useCallback((key: string) => {
    clearTimeout(timers.current.get(key));
    timers.current.delete(key);
    setShown((current) => (current[key] ? current : { ...current, [key]: true }));
  }, []);

  const setValue = useCallback((key: string, value: unknown) => {
    setValues((current) => ({ ...current, [key]: value }));
    setServerIssuesState((current) => {
      if (!current[key]) return current;
      const rest = { ...current };
      delete rest[key];
      return rest;
    });
  }, []);

  const change = useCallback(
    (key: string, value: unknown) => {
      setValue(key, value);
      clearTimeout(timers.current.get(key));
      timers.current.set(
        key,
        setTimeout(() => show(key), VALIDATION_DELAY_MS),
      );
    },
    [setValue, show],
  );

  const order = useMemo(() => writableFields(def).map((f) => f.key), [def]);

  return {
    values,
    bind: (key) => ({
      value: values[key],
      onChange: (value) => change(key, value),
      onCommit: (value) => {
        setValue(key, value);
        show(key);
      },
      onBlur: () => show(key),
      issue: serverIssues[key] ?? (shown[key] ? issues[key] : undefined),
    }),
    setValue,
    setContext,
    dirty: !same(values, base),
    showAll: () => {
      for (const key of order) show(key);
      return order.filter((key) => issues[key] || serverIssues[key]);
    },
    setServerIssues: (found) => setServerIssuesState(found ?? {}),
    reset: (next, edited) => {
      timers.current.forEach((timer) => clearTimeout(timer));
      timers.current.clear();
      latest.current = { values: edited ?? next, base: next };
      setValues(edited ?? next);
      setBase(next);
      setShown({});
      setServerIssuesState({});
    },
    base,
    isDirty: () => !same(latest.current.values, latest.current.base),
  };
}
