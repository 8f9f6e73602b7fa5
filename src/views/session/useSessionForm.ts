import { useRef, useState, type FormEvent } from 'react';
import type { FormRules } from '../../domain/validation';
import { useFormValidation } from '../common/useFormValidation';
import { useSubmitFailure, type FailureIds } from './useSubmitFailure';

/**
 * What the session forms that validate on submit (login, change password) share: the fields and their
 * validation, the failure alert, the pending state and the submit handler. A submit with failing fields
 * shows every message and focuses the first failing field; otherwise `action` runs once at a time, and a
 * thrown error becomes the form's failure alert (after `onError`, e.g. to show the server's field issues).
 */
export function useSessionForm<F extends Record<string, string>>(rules: FormRules, initial: F, failureId: string, failureIds?: FailureIds) {
  const form = useFormValidation(rules, initial);
  const { failure, fail, clear } = useSubmitFailure(failureId, failureIds);
  const [pending, setPending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  function submitWith(action: () => Promise<void>, onError?: (error: unknown) => void) {
    return async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (pending) return;
      clear();
      if (!form.isValid) {
        form.showAll();
        focusField(formRef.current, form.invalidFields[0] as string);
        return;
      }
      setPending(true);
      try {
        await action();
      } catch (error) {
        onError?.(error);
        fail(error);
      } finally {
        setPending(false);
      }
    };
  }

  return { form, failure, pending, formRef, submitWith };
}

/** After a refused submit, move focus to the first field that fails. */
function focusField(form: HTMLFormElement | null, name: string | undefined): void {
  if (!form || !name) return;
  form.querySelector<HTMLInputElement>(`[name="${name}"]`)?.focus();
}
