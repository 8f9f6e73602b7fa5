import { valueText } from '../../value-text';
/**
 * A product template pre-fills a new product (issue 8 §2): its type, its category, its weight, its
 * description and a name from its pattern, where `{brand}` is the chosen brand's name (other placeholders,
 * such as `{model}`, stay for the user to fill in). Only fields the user has left empty are filled, so
 * choosing a template never throws typing away.
 */

/** The template as the API answers it (src/domain/resources/product.ts productTemplates). */
export interface TemplateValues {
  ProductType?: unknown;
  CategoryID?: unknown;
  NamePattern?: unknown;
  Description?: unknown;
  Weight?: unknown;
}

const isEmpty = (value: unknown): boolean =>
  value == null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0) ||
  (typeof value === 'object' && !Array.isArray(value) && Object.values(value).every((v) => isEmpty(v)));

/** The pattern with `{brand}` replaced when a brand is known. */
function nameFromPattern(pattern: string, brand: string | null): string {
  return brand ? pattern.replaceAll('{brand}', brand) : pattern;
}

/**
 * The values to set on a new product's form from a template, given the form's current values (as the
 * form holds them) and the chosen brand's name. Keys are the product's field keys.
 */
export function prefillFromTemplate(
  template: TemplateValues,
  current: Readonly<Record<string, unknown>>,
  brand: string | null,
): Record<string, unknown> {
  const patch: Record<string, unknown> = {};
  // The type always follows the template: it decides what the product is (a SET has components, say).
  if (template.ProductType != null) patch.Type = template.ProductType;
  if (template.CategoryID != null && isEmpty(current.Categories)) patch.Categories = [template.CategoryID];
  if (template.Weight != null && isEmpty(current.Weight)) patch.Weight = valueText(template.Weight);
  if (!isEmpty(template.Description) && isEmpty(current.Description)) patch.Description = template.Description;
  if (typeof template.NamePattern === 'string' && template.NamePattern.trim() && isEmpty(current.Name)) {
    patch.Name = { sv: nameFromPattern(template.NamePattern.trim(), brand), en: '' };
  }
  return patch;
}
