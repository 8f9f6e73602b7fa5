import { useEffect, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { PaneHotkeys, usePaneRef } from '../../../commands/Hotkeys';
import { registry } from '../../../commands/registry';
import { ShortcutHint } from '../../../commands/ShortcutHint';
import { ariaKeyShortcuts, detectPlatform } from '../../../commands/shortcuts';
import { slugify } from '../../../domain/format';
import type { WriteMode } from '../../../domain/resources/rules';
import type { ResourceDef, ResourceRecord } from '../../../domain/resources/types';
import { Alert } from '../../common/Alert';
import { Button } from '../../common/Button';
import { useConfirm } from '../actions/useConfirm';
import { nounInSentence, translatedText } from '../format/record-text';
import { overridesOf } from '../overrides';
import { EditorContext, FieldEditor, type EditorContextValue } from './FieldEditor';
import { formFields, initialValues } from './form-values';
import { useDraft } from './useDraft';
import { useLeaveGuard } from './useLeaveGuard';
import { useResourceForm } from './useResourceForm';
import { focusField, useSaveFlow } from './useSaveFlow';
import styles from './form.module.css';

export interface ResourceFormProps {
  def: ResourceDef;
  mode: WriteMode;
  record: ResourceRecord | null;
  /** The pane's heading (the record's title, or the new screen's title with its "New" flag). */
  heading: ReactNode;
  onSaved: (record: ResourceRecord) => void;
  /** Esc and Cancel (after asking when there are unsaved changes): back to the detail, or the list. */
  onCancel: () => void;
  /** Values the form saves but does not show (a child's link to its parent record). */
  fixed?: Readonly<Record<string, unknown>>;
  /** Values a new record starts with in place of the declared defaults (the customer an offer is for). */
  start?: Readonly<Record<string, unknown>>;
  /** The user proposes new values of the declaration's `proposals` fields instead of saving the record. */
  propose?: boolean;
}

const SAVE = registry.byId.get('form.save')?.shortcut;
const PLATFORM = detectPlatform();

/** The text a slug follows: its source's text (the Swedish one of a translated source). */
function sourceText(value: unknown): string {
  return typeof value === 'string' ? value : translatedText(value, 'sv');
}

/**
 * The new and edit form of a resource: one editor per writable field, the shared rules with their timing,
 * Mod+S / Mod+Enter to save and Esc to go back (the form pane's keys), the stale-write comparison, a guard
 * on every way out while there are unsaved changes, and a draft kept in the tab against a reload.
 */
export function ResourceForm({ def, mode, record, heading, onSaved, onCancel, fixed, start, propose = false }: ResourceFormProps) {
  const intl = useIntl();
  // The form starts from the record as it was opened; the parent remounts it for another record.
  const [initial] = useState(() => ({ ...initialValues(def, record, intl.locale, start), ...fixed }));
  const form = useResourceForm(def, mode, initial);
  const { ask, dialog } = useConfirm();
  const formRef = useRef<HTMLFormElement>(null);
  const pane = usePaneRef();
  // The Version the form's base values are: the record as opened, then as saved, merged or restored.
  const version = useRef<number | null>(record?.Version ?? null);
  const draft = useDraft({
    def,
    record,
    form,
    version,
    ask,
    scope:
      (fixed ?? start)
        ? Object.entries({ ...start, ...fixed })
            .map(([key, value]) => `${key}=${String(value)}`)
            .join('&')
        : undefined,
    onRestored: (key) =>
      setTimeout(() => {
        if (!key || !focusField(formRef.current, key)) focusField(formRef.current, formFields(def)[0]?.key ?? '');
      }, 0),
  });
  const { submit, saving, notes } = useSaveFlow({
    def,
    mode,
    record,
    form,
    formRef,
    version,
    ask,
    onSaved,
    onStored: draft.stored,
    propose,
  });
  const guard = useLeaveGuard({ isDirty: form.isDirty, dirty: form.dirty, ask, onDiscard: draft.discard });

  // Slugs follow their source until edited by hand (a new record's slug, not an existing one's).
  const slugFields = useMemo(() => formFields(def).filter((f) => f.kind === 'slug' && f.source), [def]);
  const [following, setFollowing] = useState<ReadonlySet<string>>(
    () => new Set(mode === 'create' ? slugFields.filter((f) => !form.values[f.key]).map((f) => f.key) : []),
  );
  const sources = slugFields.map((f) => sourceText(form.values[f.source!])).join('\u0000');
  useEffect(() => {
    for (const field of slugFields) {
      if (!following.has(field.key)) continue;
      const next = slugify(sourceText(form.values[field.source!]));
      if (next !== form.values[field.key]) form.setValue(field.key, next);
    }
    // Runs when a source's text changes; the form object itself changes on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- sources is the slug fields' source text; form is new on every render
  }, [sources, following]);

  const context = useMemo<EditorContextValue>(
    () => ({
      def,
      form,
      record,
      mode,
      isDisabled: saving,
      notes,
      following,
      stopFollowing: (key) =>
        setFollowing((current) => {
          if (!current.has(key)) return current;
          const next = new Set(current);
          next.delete(key);
          return next;
        }),
    }),
    [def, form, record, mode, saving, notes, following],
  );

  const cancel = async () => {
    if (await guard()) onCancel();
  };

  // Esc closes an open picker list first (the picker's own key); only then does it leave the form.
  const leave = () => {
    if (document.activeElement?.getAttribute('aria-expanded') === 'true') return;
    void cancel();
  };

  // Enter alone does not submit a form of many fields (Mod+Enter does); it still works in text areas.
  const keepEnter = (event: KeyboardEvent<HTMLFormElement>) => {
    const target = event.target as HTMLElement;
    if (event.key === 'Enter' && !event.metaKey && !event.ctrlKey && target.tagName === 'INPUT') event.preventDefault();
  };

  const proposable = propose ? (def.proposals?.fields ?? []) : null;
  const fields = formFields(def, form.values).filter((f) => !(fixed && f.key in fixed) && (!proposable || proposable.includes(f.key)));
  const Body = overridesOf(def).Form;
  return (
    <section ref={pane} className={styles.pane} aria-labelledby="resource-form-title">
      <header className={styles.header}>
        <div className={styles.heading} id="resource-form-title">
          {heading}
        </div>
        <div className={styles.actions}>
          <Button variant="ghost" onPress={() => void cancel()}>
            {intl.formatMessage({ id: 'resource.action.cancel' })}
          </Button>
          <Button
            variant="primary"
            onPress={() => void submit()}
            isPending={saving}
            aria-keyshortcuts={SAVE ? ariaKeyShortcuts(SAVE, PLATFORM) : undefined}
          >
            {intl.formatMessage({ id: propose ? 'resource.form.proposeSubmit' : 'resource.action.save' })}
            {SAVE ? (
              <span aria-hidden="true">
                <ShortcutHint shortcut={SAVE} platform={PLATFORM} />
              </span>
            ) : null}
          </Button>
        </div>
      </header>
      <form
        ref={formRef}
        className={styles.form}
        noValidate
        onKeyDown={keepEnter}
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        {propose ? (
          <Alert tone="info">{intl.formatMessage({ id: 'resource.form.proposingHint' }, { noun: nounInSentence(intl, def) })}</Alert>
        ) : null}
        <EditorContext.Provider value={context}>
          {Body ? (
            <Body def={def} fields={fields} Editor={FieldEditor} />
          ) : (
            fields.map((field) => <FieldEditor key={field.key} field={field} />)
          )}
        </EditorContext.Provider>
      </form>
      <PaneHotkeys scope="form" pane={pane} actions={{ save: () => void submit(), back: leave }} />
      {dialog}
    </section>
  );
}
