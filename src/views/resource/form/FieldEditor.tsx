/**
 * One editor per field kind, bound to the form through context so a bespoke form body (overrides.ts) can
 * place the engine's editors where it likes: `<Editor field={…} />`.
 */
import { createContext, useContext, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { lengthWarning } from '../../../domain/resources/length-warning';
import type { WriteMode } from '../../../domain/resources/rules';
import type { FieldDef, ResourceDef, ResourceRecord, StoredFile } from '../../../domain/resources/types';
import { EnumEditor, ReferenceDataEditor } from './editors/ChoiceEditors';
import { DateEditor } from './editors/DateEditor';
import { chromeOf } from './editors/FieldParts';
import { FileEditor } from './editors/FileEditor';
import { NumberEditor } from './editors/NumberEditor';
import { CategoryEditor, ReferenceEditor } from './editors/RecordEditors';
import { RichTextInput } from './editors/RichTextInput';
import { SwitchEditor } from './editors/SwitchEditor';
import { TextEditor } from './editors/TextEditor';
import { TranslationsEditor } from './editors/TranslationsEditor';
import { RuleBuilder } from '../../price-lists/RuleBuilder';
import type { EditorProps } from './editors/types';
import type { ResourceForm } from './useResourceForm';
import styles from './editors/fields.module.css';

export interface EditorContextValue {
  def: ResourceDef;
  form: ResourceForm;
  record: ResourceRecord | null;
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
  switch (field.kind) {
    case 'text':
    case 'longText':
      return <TextEditor {...props} />;
    case 'password':
      return (
        <TextEditor
          {...props}
          description={ctx.mode === 'update' ? intl.formatMessage({ id: 'resource.form.passwordKeep' }) : props.description}
        />
      );
    case 'slug': {
      const follows = ctx.following.has(field.key);
      const source = ctx.def.fields.find((f) => f.key === field.source);
      const binding = { ...props.binding, onChange: (value: unknown) => {
        ctx.stopFollowing(field.key);
        props.binding.onChange(value);
      } };
      const description = follows && source
        ? intl.formatMessage({ id: 'resource.form.slugFollows' }, { source: intl.formatMessage({ id: source.label }) })
        : props.description;
      return <TextEditor {...props} binding={binding} description={description} />;
    }
    case 'integer':
    case 'decimal':
    case 'money':
    case 'percentage':
      return <NumberEditor {...props} record={ctx.form.values} />;
    case 'boolean':
      return <SwitchEditor {...props} />;
    case 'enum':
      return <EnumEditor {...props} />;
    case 'date':
    case 'datetime':
      return <DateEditor {...props} />;
    case 'locale':
    case 'store':
    case 'storeGroup':
    case 'stockStatus':
    case 'priceListGroup':
      return <ReferenceDataEditor {...props} />;
    case 'reference':
      return <ReferenceEditor {...props} />;
    case 'category':
      return <CategoryEditor {...props} recordId={ctx.record?.ID ?? null} resourceName={ctx.def.name} />;
    case 'translations':
      return <TranslationsEditor {...props} />;
    case 'priceRules':
      return <RuleBuilder {...props} />;
    case 'richText':
      return (
        <RichTextInput
          {...chromeOf(props)}
          value={typeof props.binding.value === 'string' ? props.binding.value : ''}
          onChange={props.binding.onChange}
        />
      );
    case 'file':
      return <FileEditor {...props} current={(ctx.record?.[`${field.key}File`] as StoredFile | null | undefined) ?? null} />;
  }
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
  const warned = warning ? <span role="status" className={styles.warning}>{intl.formatMessage({ id: 'resource.form.lengthWarning' }, { length: warning.length, max: warning.max })}</span> : null;
  const props: EditorProps = {
    field,
    label: intl.formatMessage({ id: field.label }),
    description: note || warned ? <>{help ? <>{help} </> : null}{note}{warned}</> : help,
    binding,
    isDisabled: ctx.isDisabled,
  };
  return <Editor field={field} props={props} ctx={ctx} />;
}
