import { useCallback, useEffect, useRef, type MutableRefObject } from 'react';
import { useIntl } from 'react-intl';
import type { ResourceDef, ResourceRecord } from '../../../domain/resources/types';
import { session } from '../../../store/session';
import type { Question } from '../actions/useConfirm';
import { draftKey, readDraft, removeDraft, writeDraft } from './drafts';
import type { FormValues } from './form-values';
import type { ResourceForm } from './useResourceForm';

/** Typing settles this long before the draft is written (and at once when the page goes away). */
const WRITE_DELAY_MS = 400;

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export interface DraftOptions {
  def: ResourceDef;
  record: ResourceRecord | null;
  form: ResourceForm;
  /** The Version the form's base values are; a restored draft puts its own. */
  version: MutableRefObject<number | null>;
  ask: (question: Question) => Promise<string | null>;
  /** A draft was taken back: focus this field. */
  onRestored: (firstChanged: string | null) => void;
  /** Where a new record goes (a child's parent, `SetID=12`): a new record's draft is kept per place. */
  scope?: string;
}

/**
 * The form's draft (drafts.ts): offered back when the form opens and a draft is kept (restore is the
 * default, discarding it the destructive choice, "not now" keeps it until the next edit); written while the
 * user types, and at once when the page is hidden or the form goes away with changes. `stored` drops it
 * after a save; `discard` drops it for good when the user leaves without saving.
 */
export function useDraft({ def, record, form, version, ask, onRestored, scope }: DraftOptions): {
  stored: () => void;
  discard: () => void;
} {
  const intl = useIntl();
  const userId = session.payload?.id;
  const key = userId == null ? null : draftKey(userId, def.name, record?.ID ?? (scope ? `new:${scope}` : 'new'));
  const forgotten = useRef(false);
  const latest = useRef({ form, onRestored });
  latest.current = { form, onRestored };
  // The first render's values are the record's: until they change there is nothing to keep (or drop).
  const first = useRef(form.values);

  const write = useCallback(() => {
    const current = latest.current.form;
    if (!key || forgotten.current) return;
    if (current.isDirty()) {
      writeDraft(def, key, { version: version.current, savedAt: new Date().toISOString(), base: current.base, values: current.values });
    } else if (current.values !== first.current) {
      removeDraft(key);
    }
  }, [def, key, version]);

  const stored = useCallback(() => {
    if (key) removeDraft(key);
  }, [key]);
  const discard = useCallback(() => {
    forgotten.current = true;
    if (key) removeDraft(key);
  }, [key]);

  // Offer a kept draft once, when the form opens.
  useEffect(() => {
    if (!key) return;
    const draft = readDraft(def, key);
    if (!draft) return;
    const start = latest.current.form.base;
    const base = { ...start, ...draft.base };
    const values: FormValues = { ...start, ...draft.values };
    const changedSince = record != null && draft.version !== record.Version;
    if (same(values, base)) {
      removeDraft(key);
      return;
    }
    let open = true;
    const when = intl.formatDate(new Date(draft.savedAt), { format: 'long' });
    const saved = record ? intl.formatDate(new Date(record.UpdatedAt), { format: 'long' }) : '';
    void ask({
      title: intl.formatMessage({ id: 'resource.draft.title' }),
      body: intl.formatMessage({ id: changedSince ? 'resource.draft.bodyChanged' : 'resource.draft.body' }, { when, saved }),
      choices: [
        { id: 'restore', label: intl.formatMessage({ id: 'resource.draft.restore' }), variant: 'primary' },
        { id: 'discard', label: intl.formatMessage({ id: 'resource.draft.discard' }), variant: 'danger' },
      ],
      cancelLabel: intl.formatMessage({ id: 'resource.draft.later' }),
    }).then((choice) => {
      if (!open) return;
      if (choice === 'restore') {
        version.current = draft.version;
        latest.current.form.reset(base, values);
        latest.current.onRestored(Object.keys(values).find((k) => !same(values[k], base[k])) ?? null);
      } else if (choice === 'discard') {
        removeDraft(key);
      }
    });
    return () => {
      open = false;
    };
    // Once per form (the parent remounts the form for another record).
    // eslint-disable-next-line react-hooks/exhaustive-deps -- asks once per draft key; later renders must not ask again
  }, [key]);

  // Written a moment after each change.
  useEffect(() => {
    if (form.values === first.current) return;
    const timer = setTimeout(write, WRITE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [form.values, write]);

  // At once when the tab is hidden or closed, and when the form goes away with changes (an ended session).
  useEffect(() => {
    const hidden = () => {
      if (document.visibilityState === 'hidden') write();
    };
    window.addEventListener('pagehide', write);
    document.addEventListener('visibilitychange', hidden);
    return () => {
      window.removeEventListener('pagehide', write);
      document.removeEventListener('visibilitychange', hidden);
      write();
    };
  }, [write]);

  return { stored, discard };
}
