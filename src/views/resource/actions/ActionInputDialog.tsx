/**
 * What an action asks before it runs (a reason, an amount, a target record): the action's input fields with
 * the engine's editors and the shared rules, in a modal dialog. Enter in a one-line field or Mod+Enter runs
 * the action; Esc or Cancel runs nothing. The first field has the focus.
 */
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { CustomActionDef, ResourceDef, ResourceRecord } from '../../../domain/resources/types';
import { FormDialog } from '../../common/FormDialog';
import { EditorContext, FieldEditor, type EditorContextValue } from '../form/FieldEditor';
import { bodyOf, initialValues } from '../form/form-values';
import { focusField } from '../form/useSaveFlow';
import { useResourceForm } from '../form/useResourceForm';
import styles from './dialog.module.css';

export interface ActionInputDialogProps {
  def: ResourceDef;
  action: CustomActionDef;
  title: string;
  /** A line under the title (how many records, which one). */
  summary?: string;
  /** The one record the action runs on, which the input's fields may read (a money field's currency). */
  around?: ResourceRecord;
  /** The input as the API takes it, or null when cancelled. */
  onClose: (input: Record<string, unknown> | null) => void;
}

const NO_NOTES = {};
const NOT_FOLLOWING = new Set<string>();

export function ActionInputDialog({ def, action, title, summary, around, onClose }: ActionInputDialogProps) {
  const intl = useIntl();
  const locale = intl.locale.slice(0, 2);
  const inputDef = useMemo<ResourceDef>(() => ({ ...def, name: `${def.name}.${action.id}`, fields: action.input ?? [] }), [def, action]);
  const start = useMemo(() => initialValues(inputDef, null, locale), [inputDef, locale]);
  const form = useResourceForm(inputDef, 'create', start);
  const context: EditorContextValue = {
    def: inputDef,
    form,
    record: null,
    around: around ?? null,
    mode: 'create',
    isDisabled: false,
    notes: NO_NOTES,
    following: NOT_FOLLOWING,
    stopFollowing: () => {},
  };
  const submit = (element: HTMLFormElement) => {
    const failing = form.showAll();
    if (failing.length) {
      focusField(element, failing[0]);
      return;
    }
    onClose(bodyOf(inputDef, form.values, 'create'));
  };
  return (
    <FormDialog
      title={title}
      submitLabel={intl.formatMessage({ id: action.label })}
      submitVariant={action.danger ? 'danger' : 'primary'}
      onSubmit={submit}
      onClose={() => onClose(null)}
    >
      {summary ? <p className={styles.body}>{summary}</p> : null}
      <EditorContext.Provider value={context}>
        {inputDef.fields.map((field) => (
          <FieldEditor key={field.key} field={field} />
        ))}
      </EditorContext.Provider>
    </FormDialog>
  );
}
