/**
 * One editor per field kind, bound to the form through context so a bespoke form body (overrides.ts) can
 * place the engine's editors where it likes: `<Editor field={…} />`.
 */
import { createContext, useContext, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
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
import type { EditorProps } from './editors/types';
import type { ResourceForm } from './useResourceForm';

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
      return <ReferenceDataEditor {...props} />;
    case 'reference':
      return <ReferenceEditor {...props} />;
    case 'category':
      return <CategoryEditor {...props} recordId={ctx.record?.ID ?? null} resourceName={ctx.def.name} />;
    case 'translations':
      return <TranslationsEditor {...props} />;
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
  const props: EditorProps = {
    field,
    label: intl.formatMessage({ id: field.label }),
    description: note ? <>{help ? <>{help} </> : null}{note}</> : help,
    binding: ctx.form.bind(field.key),
    isDisabled: ctx.isDisabled,
  };
  return <Editor field={field} props={props} ctx={ctx} />;
}
