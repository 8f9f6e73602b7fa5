import { useCallback, useRef, useState, type RefObject } from 'react';
import { useIntl } from 'react-intl';
import { useSWRConfig } from 'swr';
import { api, ApiError, errorMessageOf } from '../../../api/client';
import { resourceKeys, useSaveResource } from '../../../api/resources';
import { ErrorCode } from '../../../domain/errors';
import type { WriteMode } from '../../../domain/resources/rules';
import type { ResourceDef, ResourceRecord } from '../../../domain/resources/types';
import { showFlash } from '../../../store/flash';
import type { Question } from '../actions/useConfirm';
import { bodyOf, initialValues } from './form-values';
import type { ResourceForm } from './useResourceForm';

const FOCUSABLE = 'input:not([type="hidden"]), textarea, select, button, [tabindex]:not([tabindex="-1"])';

/** Focus the first control of a field (by its `data-field`) inside the form. */
export function focusField(root: HTMLElement | null, key: string): void {
  const wrapper = root?.querySelector<HTMLElement>(`[data-field="${CSS.escape(key)}"]`);
  const target = wrapper?.matches(FOCUSABLE) ? wrapper : wrapper?.querySelector<HTMLElement>(FOCUSABLE);
  target?.focus();
}

export interface SaveFlowOptions {
  def: ResourceDef;
  mode: WriteMode;
  record: ResourceRecord | null;
  form: ResourceForm;
  formRef: RefObject<HTMLElement | null>;
  ask: (question: Question) => Promise<string | null>;
  onSaved: (record: ResourceRecord) => void;
}

/**
 * Submitting a resource form: every message shown and the first failing field focused when the rules
 * refuse; otherwise POST/PUT with the Version it was edited from. "Saved Successfully" or "The changes
 * couldn't be saved" flash; 40001/40901 field issues land on their fields; a stale write (40901 without
 * fields) asks whether to take the server's record (Reload) or send these values again over it (Overwrite).
 */
export function useSaveFlow({ def, mode, record, form, formRef, ask, onSaved }: SaveFlowOptions) {
  const intl = useIntl();
  const save = useSaveResource(def);
  const { mutate } = useSWRConfig();
  const [saving, setSaving] = useState(false);
  const version = useRef<number | undefined>(record?.Version);
  const busy = useRef(false);

  const failed = useCallback((error: unknown) => {
    showFlash({ id: 'errors.saveFailed' }, 'error', { details: intl.formatMessage({ id: errorMessageOf(error) }) });
  }, [intl]);

  const resolveConflict = useCallback(async (): Promise<'reload' | 'overwrite' | null> => {
    const keys = resourceKeys(def);
    const current = await api.get<ResourceRecord>(def.singleton ? keys.singleton : keys.detail(record!.ID));
    const choice = await ask({
      title: intl.formatMessage({ id: 'resource.conflict.title' }),
      body: <p>{intl.formatMessage({ id: 'resource.conflict.body' })}</p>,
      choices: [
        { id: 'reload', label: intl.formatMessage({ id: 'resource.conflict.reload' }), variant: 'primary' },
        { id: 'overwrite', label: intl.formatMessage({ id: 'resource.conflict.overwrite' }), variant: 'danger' },
      ],
      cancelLabel: intl.formatMessage({ id: 'resource.conflict.keepEditing' }),
    });
    version.current = current.Version;
    await mutate(def.singleton ? keys.singleton : keys.detail(current.ID), current, { revalidate: false });
    if (choice === 'reload') form.reset(initialValues(def, current, intl.locale));
    return choice === 'reload' || choice === 'overwrite' ? choice : null;
  }, [ask, def, form, intl, mutate, record]);

  const submit = useCallback(async (): Promise<void> => {
    if (busy.current) return;
    const failing = form.showAll();
    if (failing.length) {
      focusField(formRef.current, failing[0]);
      return;
    }
    busy.current = true;
    setSaving(true);
    try {
      for (let attempt = 0; attempt < 2; attempt += 1) {
        try {
          const saved = await save({ id: record?.ID, version: version.current, values: bodyOf(def, form.values, mode) });
          version.current = saved.Version;
          form.reset(initialValues(def, saved, intl.locale));
          showFlash({ id: 'errors.saved' }, 'success');
          onSaved(saved);
          return;
        } catch (error) {
          if (error instanceof ApiError && error.fields && Object.keys(error.fields).length) {
            form.setServerIssues(error.fields);
            focusField(formRef.current, Object.keys(error.fields)[0]);
            failed(error);
            return;
          }
          if (error instanceof ApiError && error.code === ErrorCode.Conflict && mode === 'update' && attempt === 0) {
            const choice = await resolveConflict();
            if (choice === 'overwrite') continue;
            return;
          }
          failed(error);
          return;
        }
      }
    } finally {
      busy.current = false;
      setSaving(false);
    }
  }, [def, failed, form, formRef, intl.locale, mode, onSaved, record, resolveConflict, save]);

  return { submit, saving };
}
