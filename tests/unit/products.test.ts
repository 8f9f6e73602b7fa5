import { describe, expect, it } from 'vitest';
import { lengthWarning } from '../../src/domain/resources/length-warning';
import { PRODUCT_NAME_RECOMMENDED_MAX, products } from '../../src/domain/resources/product/products';
import { isValidGtin } from '../../src/domain/validation';
import { parseSkuLines, SKU_LINES_MAX } from '../../src/domain/resources/product/sku-lines';
import { prefillFromTemplate } from '../../src/domain/resources/product/template-prefill';

describe('EAN check digit', () => {
  it('accepts real codes of every length and refuses a changed digit', () => {
    for (const code of ['73513537', '036000291452', '7350053850019', '4006381333931', '10614141000415'])
      expect(isValidGtin(code), code).toBe(true);
    for (const code of ['73513538', '036000291453', '7350053850018', '4006381333932', '1234567', '735005385001X', ''])
      expect(isValidGtin(code), code).toBe(false);
  });
});

describe('product name warning', () => {
  const name = products.fields.find((f) => f.key === 'Name')!;

  it('says nothing up to the recommended maximum', () => {
    expect(lengthWarning(name, { sv: 'x'.repeat(PRODUCT_NAME_RECOMMENDED_MAX), en: 'kort' })).toBeNull();
  });

  it("gives the longest language's length and the maximum once one is over", () => {
    expect(lengthWarning(name, { sv: 'kort', en: 'y'.repeat(PRODUCT_NAME_RECOMMENDED_MAX + 5) })).toEqual({
      length: PRODUCT_NAME_RECOMMENDED_MAX + 5,
      max: PRODUCT_NAME_RECOMMENDED_MAX,
    });
  });

  it('counts characters, not UTF-16 units, and ignores surrounding spaces', () => {
    expect(lengthWarning(name, { sv: `  ${'å'.repeat(PRODUCT_NAME_RECOMMENDED_MAX)}  ` })).toBeNull();
    expect(lengthWarning(name, { sv: '📱'.repeat(PRODUCT_NAME_RECOMMENDED_MAX) })).toBeNull();
  });

  it('does not apply to a field without a recommended maximum', () => {
    expect(
      lengthWarning(
        products.fields.find((f) => f.key === 'Sku')!,
        'x'.repeat(500),
      ),
    ).toBeNull();
  });
});

describe('multi-SKU lines', () => {
  it('reads one SKU per line, trims the ends, skips blank lines and keeps a repeat once whatever its case', () => {
    expect(parseSkuLines('IP13-BAT\r\n  ip13-bat\t\n\nSAS24U-SCR-OLED\n')).toEqual({
      skus: ['IP13-BAT', 'SAS24U-SCR-OLED'],
      problems: [],
      tooMany: false,
    });
  });

  it('names each line with a space inside or that is no article number', () => {
    expect(parseSkuLines('A-1\nIP13 BAT\nok/2\nAB-12📱').problems).toEqual([
      { line: 2, text: 'IP13 BAT', reason: 'spaces' },
      { line: 4, text: 'AB-12📱', reason: 'format' },
    ]);
  });

  it('takes at most SKU_LINES_MAX and says when there were more', () => {
    const many = Array.from({ length: SKU_LINES_MAX + 1 }, (_, i) => `S-${i}`).join('\n');
    const read = parseSkuLines(many);
    expect(read.skus).toHaveLength(SKU_LINES_MAX);
    expect(read.tooMany).toBe(true);
  });
});

describe('a product template on a new product', () => {
  const template = {
    ProductType: 2,
    CategoryID: 14,
    NamePattern: '{brand} {model} skal',
    Description: { sv: '<p>Skal</p>', en: '<p>Case</p>' },
    Weight: 40,
  };
  const empty = { Type: 1, Categories: [], Weight: '', Description: { sv: '', en: '' }, Name: { sv: '', en: '' } };

  it('fills the type, category, weight, description and a name with the brand put in', () => {
    expect(prefillFromTemplate(template, empty, 'Spigen')).toEqual({
      Type: 2,
      Categories: [14],
      Weight: '40',
      Description: { sv: '<p>Skal</p>', en: '<p>Case</p>' },
      Name: { sv: 'Spigen {model} skal', en: '' },
    });
  });

  it('leaves what the user typed, and {brand} when no brand is chosen', () => {
    const typed = { ...empty, Weight: '55', Name: { sv: 'Mitt namn', en: '' }, Categories: [3] };
    expect(prefillFromTemplate(template, typed, null)).toEqual({ Type: 2, Description: template.Description });
    expect(prefillFromTemplate({ NamePattern: '{brand} skärm' }, empty, null)).toEqual({ Name: { sv: '{brand} skärm', en: '' } });
  });
});
