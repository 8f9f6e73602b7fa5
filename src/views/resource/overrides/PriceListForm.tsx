/** The price list form: the engine's editors (the rules with the rule builder), then Evaluate over the form's values. */
import { PriceListPreview } from '../../price-lists/PriceListPreview';
import type { FormBodyProps } from '../overrides-types';

export function PriceListForm({ fields, Editor }: FormBodyProps) {
  return (
    <>
      {fields.map((field) => (
        <Editor key={field.key} field={field} />
      ))}
      <PriceListPreview />
    </>
  );
}
