import { describe, expect, it } from 'vitest';
import { attributeValueIssue, canonicalNumber, storedAttributeValue, thousandths } from '../../src/domain/attribute-values';
import { formatMinor, parseMinor, percentOfMinor } from '../../src/domain/money';
import { MARK_UP_TYPE, priceOf } from '../../src/domain/price-lists/pricing';
import {
  matches,
  normalizeRuleTree,
  ruleTreeIssue,
  RULE_LIMITS,
  type RuleNode,
  type RuleProduct,
} from '../../src/domain/price-lists/rules';

const product: RuleProduct = {
  Categories: [3, 7],
  Tags: [1],
  BrandID: 2,
  SupplierID: null,
  GroupID: 4,
  Type: 1,
  StockStatusInStock: 10,
  StockStatusOutOfStock: 11,
  PurchasePrice: '100.00',
  AttributeValues: [
    { AttributeID: 5, Value: 'Svart', NumericValue: null },
    { AttributeID: 6, Value: '3000.5', NumericValue: '3000.500' },
  ],
};
const rule = (subject: string, values: number[], operator = 'in') => ({ kind: 'rule', subject, operator, values }) as RuleNode;
const all = (...children: RuleNode[]): RuleNode => ({ kind: 'group', match: 'all', children });
const any = (...children: RuleNode[]): RuleNode => ({ kind: 'group', match: 'any', children });
const range = (min: string | null, max: string | null): RuleNode => ({
  kind: 'rule',
  subject: 'purchasePrice',
  operator: 'between',
  min,
  max,
});

describe('money in minor units', () => {
  it('reads amounts with a point or a comma and writes two decimals', () => {
    expect(parseMinor('129.5')).toBe(12950);
    expect(parseMinor('129,05')).toBe(12905);
    expect(parseMinor('-0.01')).toBe(-1);
    expect(parseMinor('1.234')).toBeNull();
    expect(parseMinor('')).toBeNull();
    expect(formatMinor(12950)).toBe('129.50');
    expect(formatMinor(-5)).toBe('-0.05');
  });

  it('rounds a percentage half away from zero to the öre', () => {
    expect(percentOfMinor(1, 5000)).toBe(1); // 0.5 öre → 1
    expect(percentOfMinor(333, 3333)).toBe(111); // 110.9889 → 111
    expect(percentOfMinor(99_999_999_999_999, 100_000)).toBe(999_999_999_999_990);
  });
});

describe('rule evaluation', () => {
  it('tests categories and tags as sets, ids as one value, each stock status on its own', () => {
    expect(matches(product, rule('category', [7, 9]))).toBe(true);
    expect(matches(product, rule('category', [9]))).toBe(false);
    expect(matches(product, rule('tag', [1], 'notIn'))).toBe(false);
    expect(matches(product, rule('brand', [2]))).toBe(true);
    expect(matches(product, rule('stockStatusOutOfStock', [11]))).toBe(true);
    expect(matches(product, rule('stockStatusInStock', [11]))).toBe(false);
    expect(matches(product, rule('stockStatusInStock', [10]))).toBe(true);
    expect(matches(product, rule('type', [3]))).toBe(false);
  });

  it('counts a product without a value as having none of the values', () => {
    expect(matches(product, rule('supplier', [1]))).toBe(false);
    expect(matches(product, rule('supplier', [1], 'notIn'))).toBe(true);
  });

  it('includes both bounds of a price range and never matches a product without a purchase price', () => {
    expect(matches(product, range('100', '100.00'))).toBe(true);
    expect(matches(product, range('100.01', null))).toBe(false);
    expect(matches({ ...product, PurchasePrice: null }, range(null, '5'))).toBe(false);
  });

  it('combines with all and any, all of nothing matching and any of nothing not', () => {
    expect(matches(product, all())).toBe(true);
    expect(matches(product, any())).toBe(false);
    expect(matches(product, all(rule('brand', [2]), any(rule('tag', [5]), range('50', '150'))))).toBe(true);
    expect(matches(product, all(rule('brand', [2]), any(rule('tag', [5]), range('150', null))))).toBe(false);
  });
});

describe('rule tree validation', () => {
  it('accepts a nested tree and an empty root', () => {
    expect(ruleTreeIssue(all())).toBeNull();
    expect(ruleTreeIssue(all(rule('brand', [1]), any(range('1', null), rule('tag', [2]))))).toBeNull();
  });

  it('names the rule that is wrong, counted as people count', () => {
    expect(ruleTreeIssue(all(rule('brand', [1]), any(rule('tag', []))))).toMatchObject({
      id: 'validation.priceRulesNoValues',
      values: { at: '2.1' },
    });
    expect(ruleTreeIssue(all(any()))).toMatchObject({ id: 'validation.priceRulesEmptyGroup', values: { at: '1' } });
    expect(ruleTreeIssue(all(range('10', '5')))).toMatchObject({ id: 'validation.priceRulesRange', values: { at: '1' } });
    expect(ruleTreeIssue(all(range(null, null)))).toMatchObject({ id: 'validation.priceRulesRange' });
    expect(ruleTreeIssue(all(range('1.234', null)))).toMatchObject({ id: 'validation.priceRulesAmount' });
    expect(ruleTreeIssue(all({ kind: 'rule', subject: 'colour', operator: 'in', values: [1] } as unknown as RuleNode))).toMatchObject({
      id: 'validation.priceRulesShape',
    });
    expect(ruleTreeIssue(all(rule('brand', [0])))).toMatchObject({ id: 'validation.priceRulesShape' });
    expect(ruleTreeIssue(rule('brand', [1]))).toMatchObject({ id: 'validation.priceRulesShape', values: { at: '–' } });
    expect(ruleTreeIssue('all')).toMatchObject({ id: 'validation.priceRulesShape' });
  });

  it('bounds depth, size and values before walking further', () => {
    let deep: RuleNode = rule('brand', [1]);
    for (let i = 0; i < RULE_LIMITS.depth + 2; i++) deep = all(deep);
    expect(ruleTreeIssue(deep)).toMatchObject({ id: 'validation.priceRulesDepth' });
    let ok: RuleNode = rule('brand', [1]);
    for (let i = 0; i < RULE_LIMITS.depth + 1; i++) ok = all(ok); // the root and five nested groups
    expect(ruleTreeIssue(ok)).toBeNull();
    expect(ruleTreeIssue(all(...Array.from({ length: RULE_LIMITS.nodes }, () => rule('brand', [1]))))).toMatchObject({
      id: 'validation.priceRulesSize',
    });
    expect(
      ruleTreeIssue(
        all(
          rule(
            'tag',
            Array.from({ length: RULE_LIMITS.values + 1 }, (_, i) => i + 1),
          ),
        ),
      ),
    ).toMatchObject({ id: 'validation.priceRulesValues' });
    // A cyclic-looking bomb: a very deep tree is refused without recursing through all of it.
    let bomb: unknown = rule('brand', [1]);
    for (let i = 0; i < 100_000; i++) bomb = { kind: 'group', match: 'all', children: [bomb] };
    expect(ruleTreeIssue(bomb)).toMatchObject({ id: 'validation.priceRulesDepth' });
  });

  it('stores bounds with two decimals and values without repeats', () => {
    expect(normalizeRuleTree(all(range('5,5', null), rule('tag', [2, 2, 3])))).toEqual(all(range('5.50', null), rule('tag', [2, 3])));
  });
});

describe('attribute values and attribute rules', () => {
  const attribute = (attributeId: number, operator: string, values: string[]) =>
    ({ kind: 'rule', subject: 'attribute', attributeId, operator, values }) as RuleNode;

  it('read numbers with a point or a comma and spaces between digit groups, three decimals at most, exactly', () => {
    expect(canonicalNumber(' 3 000,50 ')).toBe('3000.5');
    expect(canonicalNumber('007')).toBe('7');
    expect(canonicalNumber('-0.000')).toBe('0');
    expect(canonicalNumber('1.2345')).toBeNull();
    expect(canonicalNumber('1e3')).toBeNull();
    expect(canonicalNumber('1234567890')).toBeNull();
    expect(thousandths('999999999.999')).toBe(999_999_999_999);
    expect(thousandths('-2,25')).toBe(-2250);
    expect(attributeValueIssue('numeric', 'lots')?.id).toBe('validation.attributeNumber');
    expect(attributeValueIssue('text', 'lots')).toBeNull();
    expect(storedAttributeValue('text', '  Svart ')).toBe('Svart');
  });

  it('match texts exactly and numbers in range, and never a product without a value of the attribute', () => {
    expect(matches(product, attribute(5, 'in', ['Svart', 'Vit']))).toBe(true);
    expect(matches(product, attribute(5, 'in', ['svart']))).toBe(false);
    expect(matches(product, attribute(6, 'eq', ['3000.50']))).toBe(true);
    expect(matches(product, attribute(6, 'gte', ['3000.501']))).toBe(false);
    expect(matches(product, attribute(6, 'lte', ['3000.5']))).toBe(true);
    expect(matches(product, attribute(6, 'between', ['3000.5', '3000.5']))).toBe(true);
    // A text attribute's value has no number; a product without a value of the attribute has none.
    expect(matches(product, attribute(5, 'gte', ['0']))).toBe(false);
    expect(matches(product, attribute(7, 'in', ['Svart']))).toBe(false);
  });

  it('check the values an operator takes and store them normalized', () => {
    const at = (node: RuleNode) => ruleTreeIssue(all(node));
    expect(at(attribute(5, 'in', []))?.id).toBe('validation.priceRulesNoValues');
    expect(at(attribute(5, 'in', [' ']))?.id).toBe('validation.priceRulesText');
    expect(at(attribute(5, 'in', ['x'.repeat(201)]))?.id).toBe('validation.priceRulesText');
    expect(at(attribute(6, 'gte', ['1', '2']))?.id).toBe('validation.priceRulesShape');
    expect(at(attribute(6, 'between', ['1']))?.id).toBe('validation.priceRulesShape');
    expect(at(attribute(6, 'between', ['2', '1']))?.id).toBe('validation.priceRulesNumber');
    expect(at(attribute(6, 'eq', ['one']))?.id).toBe('validation.priceRulesNumber');
    expect(at(attribute(6, 'like', ['1']))?.id).toBe('validation.priceRulesShape');
    expect(at(attribute(0, 'in', ['x']))?.id).toBe('validation.priceRulesAttribute');
    expect(at(attribute(6, 'between', ['1,5', '2']))).toBeNull();
    expect(normalizeRuleTree(all(attribute(6, 'between', ['1,50', '02'])))).toEqual(all(attribute(6, 'between', ['1.5', '2'])));
    expect(normalizeRuleTree(all(attribute(5, 'in', [' Vit', 'Vit ', 'Svart'])))).toEqual(all(attribute(5, 'in', ['Vit', 'Svart'])));
  });
});

describe('price under a list', () => {
  const priced = { PurchasePrice: '80.00', ReferenceCost: '90.00' };
  it('adds an absolute mark-up in SEK', () => {
    expect(priceOf(priced, { MarkUpType: MARK_UP_TYPE.Absolute, MarkUpAbsolute: '19.90', MarkUpPercentage: null })).toEqual({
      Price: '99.90',
      Margin: '9.90',
      ReferenceCost: '90.00',
    });
  });
  it('adds a percentage of the purchase price rounded to the öre, the purchase price standing in for a missing reference cost', () => {
    expect(
      priceOf(
        { PurchasePrice: '0.33', ReferenceCost: null },
        { MarkUpType: MARK_UP_TYPE.Percentage, MarkUpAbsolute: null, MarkUpPercentage: '33.33' },
      ),
    ).toEqual({ Price: '0.44', Margin: '0.11', ReferenceCost: '0.33' });
  });
  it('has no price without a purchase price', () => {
    expect(
      priceOf({ PurchasePrice: null, ReferenceCost: '5.00' }, { MarkUpType: 1, MarkUpAbsolute: '1.00', MarkUpPercentage: null }),
    ).toEqual({ Price: null, Margin: null, ReferenceCost: '5.00' });
  });
});
