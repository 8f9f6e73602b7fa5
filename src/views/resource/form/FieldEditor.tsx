/**
 * One editor per field kind (its `editor` in src/views/resource/kinds.tsx), bound to the form through context so a bespoke form body (overrides.ts) can
 * place the engine's editors where it likes: `<Editor field={…} />`.
 */
import { createContext, useContext, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { lengthWarning } from '../../../domain/resources/length-warning';
import type { WriteMode } from '../../../domain/resources/rules';
import type { FieldDef, ResourceDef, ResourceRecord } from '../../../domain/resources/types';
import { BROWSER_KINDS } from '../kinds';
import type { EditorProps } from './editors/types';
import type { ResourceForm } from './useResourceForm';
import styles from './editors/fields.module.css';

export interface EditorContextValue {
  def: ResourceDef;
  form: ResourceForm;
  record: ResourceRecord | null;
  /**
   * The record an action's input is asked for: a field of the input may read it (a payment's amount is in the
   * invoice's currency). Null in the record's own form, whose values are the record.
   */
  around?: ResourceRecord | null;
  mode: WriteMode;
  isDisabled: boolean;
  /** Under a field: what was saved there meanwhile, where this user's value was kept over it. */
  notes: Readonly<Record<string, ReactNode>>;
  /** Slug fields that still follow their source (not edited by hand). */
  following: ReadonlySet<string>;
  stopFollowing: (key: string) => void;
}

export const EditorContext = createContext<EditorContextValue | null>(null);

function useEditorContext(): EditorContextValue {
  const ctx = useContext(EditorContext);
  if (!ctx) throw new Error('FieldEditor outside a resource form');
  return ctx;
}

function Editor({ field, props, ctx }: { field: FieldDef; props: EditorProps; ctx: EditorContextValue }) {
  const intl = useIntl();
  return <>{BROWSER_KINDS[field.kind].editor(props, ctx, intl)}</>;
}

/** The engine's editor for one field of the form in context. */
export function FieldEditor({ field }: { field: FieldDef }) {
  const intl = useIntl();
  const ctx = useEditorContext();
  const help = field.help ? intl.formatMessage({ id: field.help }) : undefined;
  const note = ctx.notes[field.key];
  const binding = ctx.form.bind(field.key);
  const warning = lengthWarning(field, binding.value);
  // A polite live region, so the warning is announced once it appears and not at every keystroke's repaint.
  const warned = warning ? (
    <span role="status" className={styles.warning}>
      {intl.formatMessage({ id: 'resource.form.lengthWarning' }, { length: warning.length, max: warning.max })}
    </span>
  ) : null;
  const props: EditorProps = {
    field,
    label: intl.formatMessage({ id: field.label }),
    description:
      note || warned ? (
        <>
          {help ? <>{help} </> : null}
          {note}
          {warned}
        </>
      ) : (
        help
      ),
    binding,
    isDisabled: ctx.isDisabled,
  };
  return <Editor field={field} props={props} ctx={ctx} />;
}
