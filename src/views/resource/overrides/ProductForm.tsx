/**
 * The product form: the engine's editors, and on a new product first a template to start from (issue 8 §2)
 * that fills the type, category, weight, description and a name from its pattern into the fields still empty.
 */
import { useContext, useState } from 'react';
import { useIntl } from 'react-intl';
import { api } from '../../../api/client';
import { resourceBase } from '../../../api/resources';
import { resource } from '../../../domain/resources';
import { prefillFromTemplate, type TemplateValues } from '../../../domain/resources/product/template-prefill';
import type { ResourceRecord } from '../../../domain/resources/types';
import { showFlash } from '../../../store/flash';
import { EditorContext } from '../form/FieldEditor';
import { translatedText } from '../format/record-text';
import type { FormBodyProps } from '../overrides-types';
import { ReferencePicker } from '../pickers/ReferencePicker';
import { valueText } from '../../../domain/value-text';

const TEMPLATES = resource('product-templates');
const BRANDS = resource('brands');

export function ProductForm({ fields, Editor }: FormBodyProps) {
  const intl = useIntl();
  const ctx = useContext(EditorContext)!;
  const [template, setTemplate] = useState<number | null>(null);
  const apply = async (id: number | null) => {
    setTemplate(id);
    if (id == null) return;
    try {
      const chosen = await api.get<TemplateValues & ResourceRecord>(`${resourceBase(TEMPLATES)}/${id}`);
      const brandId = ctx.form.values.BrandID;
      const brand = typeof brandId === 'number' ? await api.get<ResourceRecord>(`${resourceBase(BRANDS)}/${brandId}`) : null;
      const patch = prefillFromTemplate(
        chosen,
        ctx.form.values,
        brand ? (typeof brand.Name === 'string' ? brand.Name : translatedText(brand.Name, 'sv')) : null,
      );
      for (const [key, value] of Object.entries(patch)) ctx.form.setValue(key, value);
      showFlash({ id: 'products.template.applied' }, 'success', { values: { name: valueText(chosen.Name ?? '') } });
    } catch {
      showFlash({ id: 'products.template.failed' }, 'error');
    }
  };
  return (
    <>
      {ctx.mode === 'create' ? (
        <ReferencePicker
          target={TEMPLATES}
          where={{ Active: ['true'] }}
          value={template}
          onChange={(id) => void apply(id)}
          label={intl.formatMessage({ id: 'products.template.label' })}
          description={intl.formatMessage({ id: 'products.template.help' })}
          isDisabled={ctx.isDisabled}
        />
      ) : null}
      {fields.map((field) => (
        <Editor key={field.key} field={field} />
      ))}
    </>
  );
}
