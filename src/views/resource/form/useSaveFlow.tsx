import { useCallback, useEffect, useRef, useState, type MutableRefObject, type ReactNode, type RefObject } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { useSWRConfig } from 'swr';
import { api, ApiError, errorMessageOf } from '../../../api/client';
import { resourceKeys, useSaveResource } from '../../../api/resources';
import { PROPOSALS_SEGMENT } from '../../../domain/api-access';
import { ErrorCode, type FieldIssue } from '../../../domain/errors';
import type { WriteMode } from '../../../domain/resources/rules';
import type { ConflictBody, ResourceDef, ResourceRecord, StaleWriter } from '../../../domain/resources/types';
import { showFlash } from '../../../store/flash';
import { reference } from '../../../store/reference';
import { session } from '../../../store/session';
import type { Question } from '../actions/useConfirm';
import { actorName } from '../format/actor';
import { FieldValue } from '../format/FieldValue';
import { ReferenceTitles } from '../format/reference-titles';
import { ConflictSummary } from './ConflictSummary';
import { compareEdits, mergeEdits, type Side } from './edits';
import { bodyOf, initialValues, type FormValues } from './form-values';
import type { ResourceForm } from './useResourceForm';

const FOCUSABLE = 'input:not([type="hidden"]), textarea, select, button, [tabindex]:not([tabindex="-1"])';

/**
 * A refusal's field issues by the form's field: one naming a path inside a field (`Subject.en`, a language of a
 * translated text, as the server's text rule names it) is that field's; the first issue of a field is kept.
 */
function issuesByField(fields: Readonly<Record<string, FieldIssue>>): Record<string, FieldIssue> {
  const issues: Record<string, FieldIssue> = {};
  for (const [path, found] of Object.entries(fields)) {
    const key = path.split('.')[0];
    if (!(key in issues)) issues[key] = found;
  }
  return issues;
}

/** Focus the first control of a field (by its `data-field`) inside the form. */
export function focusField(root: HTMLElement | null, key: string): boolean {
  const wrapper = root?.querySelector<HTMLElement>(`[data-field="${CSS.escape(key)}"]`);
  const target = wrapper?.matches(FOCUSABLE) ? wrapper : wrapper?.querySelector<HTMLElement>(FOCUSABLE);
  target?.focus();
  return !!target;
}

export interface SaveFlowOptions {
  def: ResourceDef;
  mode: WriteMode;
  record: ResourceRecord | null;
  form: ResourceForm;
  formRef: RefObject<HTMLElement | null>;
  /** The Version the form's base values are (the record as opened, saved, merged, or a draft's). */
  version: MutableRefObject<number | null>;
  ask: (question: Question) => Promise<string | null>;
  onSaved: (record: ResourceRecord) => void;
  /** The record was saved: the kept draft goes. */
  onStored: () => void;
  /** Send the declaration's `proposals` fields as proposals instead of saving the record. */
  propose?: boolean;
}

/** A record from form values, for reading them as the detail would (the comparison's cells). */
function recordOf(def: ResourceDef, values: FormValues, over: ResourceRecord): ResourceRecord {
  return { ...over, ...bodyOf(def, values, 'update') };
}

/** "Anna saved it at …", "You saved it in another tab at …": the writes since this form's version. */
function whoSaved(intl: IntlShape, writers: readonly StaleWriter[], current: ResourceRecord): string {
  const me = session.payload?.id;
  const when = intl.formatDate(new Date(writers[0]?.At ?? current.UpdatedAt), { format: 'long' });
  if (!writers.length) return intl.formatMessage({ id: 'resource.conflict.byUnknown' }, { when });
  const ids = [...new Set(writers.map((w) => w.ActorID))];
  if (ids.every((id) => id === me)) return intl.formatMessage({ id: 'resource.conflict.bySelf' }, { when });
  const names = ids.map((id) => (id === me ? intl.formatMessage({ id: 'resource.conflict.you' }) : actorName(intl, reference.users, id)));
  return intl.formatMessage({ id: 'resource.conflict.byOthers' }, { names: intl.formatList(names, { type: 'conjunction' }), when });
}

type Outcome = { save: FormValues } | null;

/**
 * Submitting a resource form: every message shown and the first failing field focused when the rules
 * refuse; otherwise POST/PUT with the Version the edit is based on. "Saved Successfully" or "The changes
 * couldn't be saved" flash; 40001/40901 field issues land on their fields. A stale write (40901 without
 * fields) shows who saved meanwhile and each field changed on either side, then: keep editing (the default:
 * the saved changes are taken into the form under this user's, and the next save is checked against that
 * version), save this user's changes on top of the saved record, or discard them (the destructive choice).
 * Where both changed a field the user picks the side; a field where theirs was set aside says so in the form.
 */
export function useSaveFlow({ def, mode, record, form, formRef, version, ask, onSaved, onStored, propose = false }: SaveFlowOptions) {
  const intl = useIntl();
  const save = useSaveResource(def);
  const { mutate } = useSWRConfig();
  const [saving, setSaving] = useState(false);
  const busy = useRef(false);
  /** Where the keyboard goes once the form can take it again. */
  const refocus = useRef<string | HTMLElement | null>(null);
  /** Fields where this user's value was kept over one saved meanwhile: what was saved. */
  const [notes, setNotes] = useState<Record<string, ReactNode>>({});

  useEffect(() => {
    const target = refocus.current;
    if (saving || !target) return;
    refocus.current = null;
    if (typeof target === 'string') {
      if (!focusField(formRef.current, target)) formRef.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    } else if (target.isConnected) {
      target.focus();
    } else {
      formRef.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    }
  }, [saving, formRef]);

  const failed = useCallback(
    (error: unknown) => {
      showFlash({ id: 'errors.saveFailed' }, 'error', { details: intl.formatMessage({ id: errorMessageOf(error) }) });
    },
    [intl],
  );

  const resolveConflict = useCallback(
    async (error: ApiError, mine: FormValues, focused: HTMLElement | null): Promise<Outcome> => {
      const keys = resourceKeys(def);
      const answer = (error.body ?? {}) as Partial<ConflictBody>;
      const current = answer.current ?? (await api.get<ResourceRecord>(def.singleton ? keys.singleton : keys.detail(record!.ID)));
      const saved = initialValues(def, current, intl.locale);
      const base = form.base;
      const edits = compareEdits(def, base, mine, saved);
      const kept = new Map<string, Side>();
      const choice = await ask({
        title: intl.formatMessage({ id: 'resource.conflict.title' }),
        body: (
          <ConflictSummary
            def={def}
            who={whoSaved(intl, answer.changedBy ?? [], current)}
            edits={edits}
            current={current}
            mine={recordOf(def, mine, current)}
            base={recordOf(def, base, current)}
            kept={kept}
          />
        ),
        choices: [
          { id: 'save', label: intl.formatMessage({ id: 'resource.conflict.saveMine' }), variant: 'primary' },
          { id: 'discard', label: intl.formatMessage({ id: 'resource.conflict.discardMine' }), variant: 'danger' },
        ],
        cancelLabel: intl.formatMessage({ id: 'resource.conflict.keepEditing' }),
        defaultChoice: 'cancel',
        wide: true,
      });
      version.current = current.Version;
      await mutate(def.singleton ? keys.singleton : keys.detail(current.ID), current, { revalidate: false });
      if (choice === 'discard') {
        form.reset(saved);
        setNotes({});
        refocus.current = edits.find((e) => e.mine)?.field.key ?? focused;
        return null;
      }
      const merged = mergeEdits(edits, base, mine, saved, kept);
      form.reset(saved, merged);
      const overruled = edits.filter((e) => e.clash && kept.get(e.field.key) !== 'theirs');
      setNotes(
        Object.fromEntries(
          overruled.map((e) => [e.field.key, <ConflictNote key={e.field.key} def={def} fieldKey={e.field.key} record={current} />]),
        ),
      );
      if (choice === 'save') return { save: merged };
      refocus.current = overruled[0]?.field.key ?? focused ?? edits.find((e) => e.mine)?.field.key ?? null;
      return null;
    },
    [ask, def, form, intl, mutate, record, version],
  );

  const submit = useCallback(async (): Promise<void> => {
    if (busy.current) return;
    const failing = form.showAll();
    if (failing.length) {
      focusField(formRef.current, failing[0]);
      return;
    }
    const active = document.activeElement;
    const focused = active instanceof HTMLElement && formRef.current?.contains(active) ? active : null;
    busy.current = true;
    setSaving(true);
    let values = form.values;
    try {
      for (;;) {
        try {
          if (propose && record) {
            const body = bodyOf(def, values, mode);
            const proposed = Object.fromEntries((def.proposals?.fields ?? []).filter((key) => key in body).map((key) => [key, body[key]]));
            const answer = await api.post<{ data: ResourceRecord[] }>(`${resourceKeys(def).detail(record.ID)}/${PROPOSALS_SEGMENT}`, {
              Version: version.current,
              ...proposed,
            });
            form.reset(initialValues(def, record, intl.locale));
            onStored();
            showFlash({ id: 'resource.proposals.sent' }, 'success', { values: { count: answer.data.length } });
            onSaved(record);
            return;
          }
          const saved = await save({ id: record?.ID, version: version.current ?? undefined, values: bodyOf(def, values, mode) });
          version.current = saved.Version;
          form.reset(initialValues(def, saved, intl.locale));
          setNotes({});
          onStored();
          showFlash({ id: 'errors.saved' }, 'success');
          onSaved(saved);
          return;
        } catch (error) {
          if (error instanceof ApiError && error.fields && Object.keys(error.fields).length) {
            const issues = issuesByField(error.fields);
            form.setServerIssues(issues);
            focusField(formRef.current, Object.keys(issues)[0]);
            failed(error);
            return;
          }
          if (error instanceof ApiError && error.code === ErrorCode.Conflict && mode === 'update') {
            const outcome = await resolveConflict(error, values, focused);
            if (!outcome) return;
            values = outcome.save;
            continue;
          }
          failed(error);
          refocus.current = focused;
          return;
        }
      }
    } finally {
      busy.current = false;
      setSaving(false);
    }
  }, [def, failed, form, formRef, intl.locale, mode, onSaved, onStored, propose, record, resolveConflict, save, version]);

  return { submit, saving, notes };
}

/** Under a field where this user's value was kept: what was saved there meanwhile. */
function ConflictNote({ def, fieldKey, record }: { def: ResourceDef; fieldKey: string; record: ResourceRecord }) {
  const intl = useIntl();
  const field = def.fields.find((f) => f.key === fieldKey)!;
  return (
    <ReferenceTitles def={def} records={[record]}>
      {intl.formatMessage({ id: 'resource.conflict.note' })} <FieldValue field={field} record={record} variant="cell" />
    </ReferenceTitles>
  );
}
