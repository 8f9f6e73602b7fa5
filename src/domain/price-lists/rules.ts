/**
 * A price list's rules (SPEC.md "Price list"; issue 8 §4): a tree of groups and rules stored as JSON in the
 * list's `Rules` field. A group matches all or any of its children (rules or nested groups); a rule tests one
 * subject of a product. `matches` is the one pure evaluator; server/price-lists/rules-sql.ts compiles the
 * same tree to SQL, and a property test shows both select the same products (docs/decisions.md "Price lists").
 */
import { array, enums, integer, literal, nullable, object, string, validate, type Describe, type Struct } from 'superstruct';
import { ATTRIBUTE_TEXT_MAX, canonicalNumber, thousandths } from '../attribute-values';
import type { FieldIssue } from '../errors';
import { formatMinor, MINOR_MAX, parseMinor } from '../money';
import { issue } from '../validation';

type MatchMode = 'all' | 'any';

/**
 * Subjects whose values are ids or codes a product has (one or, for categories and tags, several). Each reads
 * one field of the product: a stock status rule names which of the two statuses it asks about (the one shown
 * in stock or the one shown out of stock), because every product has both and a rule on "either" matched
 * nearly every product whichever status it named (issue 19 §4; docs/decisions.md "Price lists").
 */
export const ID_SUBJECTS = [
  'category',
  'brand',
  'supplier',
  'group',
  'tag',
  'stockStatusInStock',
  'stockStatusOutOfStock',
  'type',
] as const;
export type IdSubject = (typeof ID_SUBJECTS)[number];
export const SUBJECTS = [...ID_SUBJECTS, 'purchasePrice', 'attribute'] as const;
export type RuleSubject = (typeof SUBJECTS)[number];

/** The product has (one of) these values, or has none of them (a product without a value has none). */
export interface IdRule {
  kind: 'rule';
  subject: IdSubject;
  operator: 'in' | 'notIn';
  values: number[];
}

/** The purchase price (SEK excl. VAT) lies within min and max, both included; a product without one never does. */
interface PriceRangeRule {
  kind: 'rule';
  subject: 'purchasePrice';
  operator: 'between';
  /** Decimal text in SEK ("99.50"), or null for no lower bound. */
  min: string | null;
  max: string | null;
}

/** Conditions on a text attribute's value: is one of the texts (one text is "equals"). */
export const TEXT_ATTRIBUTE_OPERATORS = ['in'] as const;
/** Conditions on a numeric attribute's value: =, ≥, ≤ one number, or between two (both included). */
export const NUMERIC_ATTRIBUTE_OPERATORS = ['eq', 'gte', 'lte', 'between'] as const;
export type AttributeOperator = (typeof TEXT_ATTRIBUTE_OPERATORS)[number] | (typeof NUMERIC_ATTRIBUTE_OPERATORS)[number];

/**
 * The product's value of an attribute meets a condition; a product without a value of it never does. `in`
 * compares the stored text exactly (any attribute); the numeric operators compare the number a numeric
 * attribute's value has (a text attribute's value has none, so they never match it).
 */
export interface AttributeRule {
  kind: 'rule';
  subject: 'attribute';
  attributeId: number;
  operator: AttributeOperator;
  /** `in`: the texts; `eq`, `gte`, `lte`: one number; `between`: the lowest and the highest (decimal text, "1.5"). */
  values: string[];
}

export type PriceRule = IdRule | PriceRangeRule | AttributeRule;

export interface RuleGroup {
  kind: 'group';
  match: MatchMode;
  children: RuleNode[];
}

export type RuleNode = PriceRule | RuleGroup;

/** A tree nobody has edited: matches every product (all of nothing). */
export function emptyRules(): RuleGroup {
  return { kind: 'group', match: 'all', children: [] };
}

/** The most nested levels of groups below the root, the most nodes in a tree and values in one rule. */
export const RULE_LIMITS = { depth: 5, nodes: 200, values: 500 } as const;

/** The product fields a rule reads, as the API answers a product. */
export interface RuleProduct {
  Categories: readonly number[];
  Tags: readonly number[];
  BrandID: number | null;
  SupplierID: number | null;
  GroupID: number | null;
  Type: number;
  StockStatusInStock: number | null;
  StockStatusOutOfStock: number | null;
  /** numeric(14,2) as text, SEK excl. VAT. */
  PurchasePrice: string | null;
  /** The product's attribute values (the child collection product-attribute-values). */
  AttributeValues: readonly RuleAttributeValue[];
}

/** One attribute value as the rules read it: its text, and its number when the attribute is numeric. */
export interface RuleAttributeValue {
  AttributeID: number;
  Value: string;
  /** numeric(14,3) as text, or null for a text attribute's value. */
  NumericValue: string | null;
}

/** The scalar field each single-valued subject reads (categories and tags, sets, are handled apart). */
export const SCALAR_SUBJECT_FIELD = {
  brand: 'BrandID',
  supplier: 'SupplierID',
  group: 'GroupID',
  stockStatusInStock: 'StockStatusInStock',
  stockStatusOutOfStock: 'StockStatusOutOfStock',
  type: 'Type',
} as const satisfies Partial<Record<IdSubject, keyof RuleProduct>>;

/** The one product field each id subject reads. */
export const SUBJECT_FIELD = {
  category: 'Categories',
  tag: 'Tags',
  ...SCALAR_SUBJECT_FIELD,
} as const satisfies Record<IdSubject, keyof RuleProduct>;

/** The values a product has for a subject: its set, or its one value. */
function valuesOf(product: RuleProduct, subject: IdSubject): readonly (number | null)[] {
  switch (subject) {
    case 'category':
      return product.Categories;
    case 'tag':
      return product.Tags;
    default:
      return [product[SCALAR_SUBJECT_FIELD[subject]]];
  }
}

/** Whether a number (thousandths) meets a numeric attribute condition. */
function numberMeets(value: number, rule: AttributeRule): boolean {
  const [first, second] = rule.values.map(thousandths);
  if (first == null) return false;
  switch (rule.operator) {
    case 'eq':
      return value === first;
    case 'gte':
      return value >= first;
    case 'lte':
      return value <= first;
    case 'between':
      return second != null && value >= first && value <= second;
    default:
      return false;
  }
}

function attributeMatches(product: RuleProduct, rule: AttributeRule): boolean {
  const value = product.AttributeValues.find((v) => v.AttributeID === rule.attributeId);
  if (!value) return false;
  if (rule.operator === 'in') return rule.values.includes(value.Value);
  const number = thousandths(value.NumericValue);
  return number != null && numberMeets(number, rule);
}

function ruleMatches(product: RuleProduct, rule: PriceRule): boolean {
  if (rule.subject === 'attribute') return attributeMatches(product, rule);
  if (rule.subject === 'purchasePrice') {
    const price = parseMinor(product.PurchasePrice);
    if (price == null) return false;
    const min = parseMinor(rule.min);
    const max = parseMinor(rule.max);
    return (min == null || price >= min) && (max == null || price <= max);
  }
  const wanted = new Set(rule.values);
  const has = valuesOf(product, rule.subject).some((v) => v != null && wanted.has(v));
  return rule.operator === 'in' ? has : !has;
}

/** Whether the product is selected by the tree: all of nothing is true, any of nothing is false. */
export function matches(product: RuleProduct, node: RuleNode): boolean {
  if (node.kind === 'rule') return ruleMatches(product, node);
  return node.match === 'all' ? node.children.every((c) => matches(product, c)) : node.children.some((c) => matches(product, c));
}

/* ---- Validation ---- */

const idRuleStruct: Describe<IdRule> = object({
  kind: literal('rule'),
  subject: enums([...ID_SUBJECTS]),
  operator: enums(['in', 'notIn']),
  values: array(integer()),
});

const priceRuleStruct: Describe<PriceRangeRule> = object({
  kind: literal('rule'),
  subject: literal('purchasePrice'),
  operator: literal('between'),
  min: nullable(string()),
  max: nullable(string()),
});

const attributeRuleStruct: Describe<AttributeRule> = object({
  kind: literal('rule'),
  subject: literal('attribute'),
  attributeId: integer(),
  operator: enums([...TEXT_ATTRIBUTE_OPERATORS, ...NUMERIC_ATTRIBUTE_OPERATORS]),
  values: array(string()),
});

/** How many values each attribute operator takes. */
const OPERATOR_VALUES: Readonly<Record<AttributeOperator, [number, number]>> = {
  in: [1, RULE_LIMITS.values],
  eq: [1, 1],
  gte: [1, 1],
  lte: [1, 1],
  between: [2, 2],
};

/** Whether the operator compares numbers (a numeric attribute's) rather than texts. */
export function isNumericOperator(operator: AttributeOperator): boolean {
  return operator !== 'in';
}

/** An attribute rule's problem beyond its shape: the values its operator takes, numbers for numbers, texts not blank. */
function attributeRuleIssue(rule: AttributeRule, at: string): FieldIssue | null {
  if (rule.attributeId < 1 || rule.attributeId > 2_147_483_647) return issue('validation.priceRulesAttribute', { at });
  const [least, most] = OPERATOR_VALUES[rule.operator];
  if (rule.values.length === 0) return issue('validation.priceRulesNoValues', { at });
  if (rule.values.length > RULE_LIMITS.values) return issue('validation.priceRulesValues', { at, max: RULE_LIMITS.values });
  if (rule.values.length < least || rule.values.length > most) return issue('validation.priceRulesShape', { at });
  if (isNumericOperator(rule.operator)) {
    const numbers = rule.values.map(thousandths);
    if (numbers.some((n) => n == null)) return issue('validation.priceRulesNumber', { at });
    if (rule.operator === 'between' && numbers[0]! > numbers[1]!) return issue('validation.priceRulesNumber', { at });
    return null;
  }
  if (rule.values.some((v) => v.trim() === '' || v.length > ATTRIBUTE_TEXT_MAX)) return issue('validation.priceRulesText', { at });
  return null;
}

const groupShape = object({ kind: literal('group'), match: enums(['all', 'any']), children: array() });

/** Where a node sits, as people count: the root's second child's first child is "2.1". */
const where = (path: readonly number[]) => path.map((i) => i + 1).join('.');

/**
 * The first problem of a rule tree, or null. Checks the shape with superstruct node by node (so depth and
 * size are bounded before anything deep is walked), then the meaning: a nested group needs a rule, a rule
 * needs a value, a price range a bound (min not above max), ids are positive.
 */
export function ruleTreeIssue(value: unknown): FieldIssue | null {
  let nodes = 0;
  const walk = (node: unknown, path: readonly number[]): FieldIssue | null => {
    nodes += 1;
    if (nodes > RULE_LIMITS.nodes) return issue('validation.priceRulesSize', { max: RULE_LIMITS.nodes });
    if (path.length > RULE_LIMITS.depth + 1) return issue('validation.priceRulesDepth', { max: RULE_LIMITS.depth });
    const kind = typeof node === 'object' && node !== null ? (node as { kind?: unknown }).kind : undefined;
    if (kind === 'group') {
      if (validate(node, groupShape)[0]) return issue('validation.priceRulesShape', { at: where(path) || '–' });
      const { children } = node as RuleGroup;
      if (path.length > RULE_LIMITS.depth) return issue('validation.priceRulesDepth', { max: RULE_LIMITS.depth });
      if (path.length > 0 && children.length === 0) return issue('validation.priceRulesEmptyGroup', { at: where(path) });
      for (let i = 0; i < children.length; i++) {
        const found = walk(children[i], [...path, i]);
        if (found) return found;
      }
      return null;
    }
    if (path.length === 0) return issue('validation.priceRulesShape', { at: '–' });
    const subject = (node as { subject?: unknown }).subject;
    const isPrice = subject === 'purchasePrice';
    const struct: Struct<unknown> = (
      isPrice ? priceRuleStruct : subject === 'attribute' ? attributeRuleStruct : idRuleStruct
    ) as Struct<unknown>;
    if (kind !== 'rule' || validate(node, struct)[0]) return issue('validation.priceRulesShape', { at: where(path) });
    if (subject === 'attribute') return attributeRuleIssue(node as AttributeRule, where(path));
    if (isPrice) {
      const rule = node as PriceRangeRule;
      const min = rule.min == null || rule.min.trim() === '' ? null : parseMinor(rule.min);
      const max = rule.max == null || rule.max.trim() === '' ? null : parseMinor(rule.max);
      const bad = (text: string | null, parsed: number | null) =>
        text != null && text.trim() !== '' && (parsed == null || parsed < 0 || parsed > MINOR_MAX);
      if (bad(rule.min, min) || bad(rule.max, max)) return issue('validation.priceRulesAmount', { at: where(path) });
      if (min == null && max == null) return issue('validation.priceRulesRange', { at: where(path) });
      if (min != null && max != null && min > max) return issue('validation.priceRulesRange', { at: where(path) });
      return null;
    }
    const { values } = node as IdRule;
    if (values.length === 0) return issue('validation.priceRulesNoValues', { at: where(path) });
    if (values.length > RULE_LIMITS.values) return issue('validation.priceRulesValues', { at: where(path), max: RULE_LIMITS.values });
    if (values.some((v) => v < 1 || v > 2_147_483_647)) return issue('validation.priceRulesShape', { at: where(path) });
    return null;
  };
  return walk(value, []);
}

/** A valid tree in its stored form: blank bounds as null, amounts with two decimals, values without repeats. */
export function normalizeRuleTree(node: RuleNode): RuleNode {
  if (node.kind === 'group') return { kind: 'group', match: node.match, children: node.children.map(normalizeRuleTree) };
  if (node.subject === 'attribute') {
    const values = isNumericOperator(node.operator) ? node.values.map((v) => canonicalNumber(v) ?? v) : node.values.map((v) => v.trim());
    return {
      kind: 'rule',
      subject: 'attribute',
      attributeId: node.attributeId,
      operator: node.operator,
      values: node.operator === 'in' ? [...new Set(values)] : values,
    };
  }
  if (node.subject === 'purchasePrice') {
    const bound = (text: string | null) => {
      const minor = text == null ? null : parseMinor(text);
      return minor == null ? null : formatMinor(minor);
    };
    return { kind: 'rule', subject: 'purchasePrice', operator: 'between', min: bound(node.min), max: bound(node.max) };
  }
  return { kind: 'rule', subject: node.subject, operator: node.operator, values: [...new Set(node.values)] };
}

/** The number of rules in a tree (groups not counted). */
export function ruleCount(node: RuleNode): number {
  return node.kind === 'rule' ? 1 : node.children.reduce((sum, c) => sum + ruleCount(c), 0);
}
