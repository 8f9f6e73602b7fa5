/**
 * The attribute value form (a product's Attributes tab): the engine's editors, with the Value typed as the
 * chosen attribute takes it — a number with the attribute's unit beside it for a numeric attribute, a text
 * for a text one — and checked against that type as the user types (the shared rule fitsAttributeType reads
 * the type from the form's context; the server checks it again).
 */
import { useContext, useEffect } from 'react';
import { useIntl } from 'react-intl';
import { ATTRIBUTE_TYPE_KEY } from '../../../domain/attribute-values';
import type { FieldDef } from '../../../domain/resources/types';
import { unitOf, useAttribute } from '../../product/useAttribute';
import { TextEditor } from '../form/editors/TextEditor';
import { EditorContext } from '../form/FieldEditor';
import type { FormBodyProps } from '../overrides-types';

function ValueEditor({ field }: { field: FieldDef }) {
  const intl = useIntl();
  const ctx = useContext(EditorContext)!;
  const chosen = ctx.form.values.AttributeID;
  const attribute = useAttribute(typeof chosen === 'number' ? chosen : null);
  const type = attribute ? String(attribute.ValueType) : null;
  const { setContext } = ctx.form;
  useEffect(() => setContext(ATTRIBUTE_TYPE_KEY, type), [setContext, type]);
  const unit = unitOf(attribute);
  const numeric = type === 'numeric';
  const help = intl.formatMessage({ id: attribute ? field.help! : 'attributeValues.chooseAttribute' });
  return (
    <TextEditor
      field={field}
      label={intl.formatMessage({ id: field.label })}
      description={
        unit ? (
          <>
            {help} {intl.formatMessage({ id: 'attributeValues.unit' }, { unit })}
          </>
        ) : (
          help
        )
      }
      binding={ctx.form.bind(field.key)}
      isDisabled={ctx.isDisabled}
      inputMode={numeric ? 'decimal' : undefined}
      numeric={numeric}
      affix={unit}
    />
  );
}

export function AttributeValueForm({ fields, Editor }: FormBodyProps) {
  return (
    <>
      {fields.map((field) =>
        field.key === 'Value' ? <ValueEditor key={field.key} field={field} /> : <Editor key={field.key} field={field} />,
      )}
    </>
  );
}
