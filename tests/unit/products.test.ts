import { describe, expect, it } from 'vitest';
import { lengthWarning } from '../../src/domain/resources/length-warning';
import { PRODUCT_NAME_RECOMMENDED_MAX, products } from '../../src/domain/resources/product/items';
import { isValidGtin } from '../../src/domain/validation';

describe('EAN check digit', () => {
  it('accepts real codes of every length and refuses a changed digit', () => {
    for (const code of ['73513537', '036000291452', '7350053850019', '4006381333931', '10614141000415']) expect(isValidGtin(code), code).toBe(true);
    for (const code of ['73513538', '036000291453', '7350053850018', '4006381333932', '1234567', '735005385001X', '']) expect(isValidGtin(code), code).toBe(false);
  });
});

describe('product name warning', () => {
  const name = products.fields.find((f) => f.key === 'Name')!;

  it('says nothing up to the recommended maximum', () => {
    expect(lengthWarning(name, { sv: 'x'.repeat(PRODUCT_NAME_RECOMMENDED_MAX), en: 'kort' })).toBeNull();
  });

  it('gives the longest language\'s length and the maximum once one is over', () => {
    expect(lengthWarning(name, { sv: 'kort', en: 'y'.repeat(PRODUCT_NAME_RECOMMENDED_MAX + 5) })).toEqual({ length: PRODUCT_NAME_RECOMMENDED_MAX + 5, max: PRODUCT_NAME_RECOMMENDED_MAX });
  });

  it('counts characters, not UTF-16 units, and ignores surrounding spaces', () => {
    expect(lengthWarning(name, { sv: `  ${'å'.repeat(PRODUCT_NAME_RECOMMENDED_MAX)}  ` })).toBeNull();
    expect(lengthWarning(name, { sv: '📱'.repeat(PRODUCT_NAME_RECOMMENDED_MAX) })).toBeNull();
  });

  it('does not apply to a field without a recommended maximum', () => {
    expect(lengthWarning(products.fields.find((f) => f.key === 'Sku')!, 'x'.repeat(500))).toBeNull();
  });
});
