/**
 * The rule tree's two evaluators agree: for random products and random trees (every subject, every operator,
 * nested all/any groups, empty groups, prices with öre, attribute values of text and numeric attributes with
 * conditions that fit them and some that do not), the SQL the server runs (server/price-lists/rules-sql.ts)
 * selects exactly the products the pure evaluator (src/domain/price-lists/rules.ts) selects, and prices them
 * to the same öre as priceOf. The products are inserted in a transaction that is rolled back, so each run
 * sees only its own products. Runs on PGlite and on PostgreSQL (npm run test:pg).
 */
import { and, inArray, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { priceOf, type MarkUp } from '../../src/domain/price-lists/pricing';
import { canonicalNumber } from '../../src/domain/attribute-values';
import {
  ID_SUBJECTS,
  matches,
  NUMERIC_ATTRIBUTE_OPERATORS,
  SUBJECT_FIELD,
  SUBJECTS,
  type AttributeRule,
  type IdSubject,
  type PriceRule,
  type RuleAttributeValue,
  type RuleNode,
  type RuleProduct,
} from '../../src/domain/price-lists/rules';
import { attributes, brands, productAttributeValues, productGroups, products, stockStatuses, suppliers } from '../../server/db/schema';
import { priceSql, referenceCostSql, ruleTreeSql } from '../../server/price-lists/rules-sql';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
/** A few existing ids per referenced table (foreign keys), and small made-up pools for the id arrays. */
let pools: Record<'brand' | 'supplier' | 'group' | 'stockStatus', number[]>;
const CATEGORY_POOL = [1, 2, 3, 4, 5];
const TAG_POOL = [1, 2, 3, 4];
const TYPE_POOL = [1, 2, 3, 4];
/** Two text and two numeric attributes of the demo data. */
let attributePool: { id: number; type: 'text' | 'numeric' }[];
/** Texts a text attribute's value takes, and rules ask for (one looks like a number; one has a Swedish letter). */
const TEXT_POOL = ['Svart', 'Vit', 'Blå', 'USB-C', '1.5'];

beforeAll(async () => {
  t = await createTestApp();
  const ids = async (table: typeof brands) =>
    (await t.db.select({ id: table.ID }).from(table).orderBy(table.ID).limit(3)).map((r) => Number(r.id));
  pools = {
    brand: await ids(brands),
    supplier: await ids(suppliers),
    group: await ids(productGroups),
    stockStatus: (await t.db.select({ id: stockStatuses.id }).from(stockStatuses).limit(3)).map((r) => r.id),
  };
  for (const [name, pool] of Object.entries(pools)) expect(pool.length, name).toBeGreaterThan(0);
  const ofType = async (type: 'text' | 'numeric') =>
    (
      await t.db
        .select({ id: attributes.ID })
        .from(attributes)
        .where(sql`${attributes.ValueType} = ${type}`)
        .orderBy(attributes.ID)
        .limit(2)
    ).map((r) => ({ id: Number(r.id), type }));
  attributePool = [...(await ofType('text')), ...(await ofType('numeric'))];
  expect(attributePool).toHaveLength(4);
});
afterAll(() => t.close());

const poolOf = (subject: (typeof ID_SUBJECTS)[number]) =>
  subject === 'category'
    ? CATEGORY_POOL
    : subject === 'tag'
      ? TAG_POOL
      : subject === 'type'
        ? TYPE_POOL
        : subject === 'stockStatusInStock' || subject === 'stockStatusOutOfStock'
          ? pools.stockStatus
          : pools[subject];

/** Prices around a few round amounts, so ranges often fall on a product's price exactly. */
/** Numbers with up to three decimals around a few round ones, negative too, so bounds often fall on a value. */
const attributeNumber = fc.oneof(
  fc.constantFrom('0', '1.5', '10', '3000', '-2.25'),
  fc
    .integer({ min: -200_000, max: 5_000_000 })
    .map((n) => canonicalNumber(`${n < 0 ? '-' : ''}${Math.floor(Math.abs(n) / 1000)}.${String(Math.abs(n) % 1000).padStart(3, '0')}`)!),
);

/** At most one value per attribute: a text for a text attribute, a number (its text and its number) for a numeric one. */
function attributeValuesArb(): fc.Arbitrary<RuleAttributeValue[]> {
  return fc
    .subarray(attributePool)
    .chain((chosen) =>
      fc
        .tuple(
          ...chosen.map((attribute) =>
            attribute.type === 'text'
              ? fc.constantFrom(...TEXT_POOL).map((Value) => ({ AttributeID: attribute.id, Value, NumericValue: null }))
              : attributeNumber.map((Value) => ({ AttributeID: attribute.id, Value, NumericValue: Value })),
          ),
        )
        .map((values) => [...values]),
    );
}

const money = fc.oneof(
  fc.constantFrom('0.00', '9.99', '10.00', '49.50', '100.00'),
  fc.integer({ min: 0, max: 20_000 }).map((öre) => (öre / 100).toFixed(2)),
);

function productArb(): fc.Arbitrary<RuleProduct & { ReferenceCost: string | null }> {
  const maybe = (pool: number[]) => fc.option(fc.constantFrom(...pool), { nil: null });
  return fc.record({
    Categories: fc.uniqueArray(fc.constantFrom(...CATEGORY_POOL), { maxLength: 3 }),
    Tags: fc.uniqueArray(fc.constantFrom(...TAG_POOL), { maxLength: 2 }),
    BrandID: maybe(pools.brand),
    SupplierID: maybe(pools.supplier),
    GroupID: maybe(pools.group),
    Type: fc.constantFrom(...TYPE_POOL),
    StockStatusInStock: maybe(pools.stockStatus),
    StockStatusOutOfStock: maybe(pools.stockStatus),
    PurchasePrice: fc.option(money, { nil: null, freq: 5 }),
    ReferenceCost: fc.option(money, { nil: null }),
    AttributeValues: attributeValuesArb(),
  });
}

/** Attribute rules on the pool's attributes (and an attribute no product has), mostly with a condition that fits the attribute. */
function attributeRuleArb(): fc.Arbitrary<AttributeRule> {
  const attribute = fc.oneof(
    { arbitrary: fc.constantFrom(...attributePool), weight: 5 },
    { arbitrary: fc.constant({ id: 9_999, type: 'text' as const }), weight: 1 },
  );
  const textRule = (attributeId: number) =>
    fc.record({
      kind: fc.constant('rule' as const),
      subject: fc.constant('attribute' as const),
      attributeId: fc.constant(attributeId),
      operator: fc.constant('in' as const),
      values: fc.uniqueArray(fc.oneof(fc.constantFrom(...TEXT_POOL), attributeNumber), { minLength: 1, maxLength: 3 }),
    });
  const numericRule = (attributeId: number) =>
    fc.constantFrom(...NUMERIC_ATTRIBUTE_OPERATORS).chain((operator) =>
      fc.record({
        kind: fc.constant('rule' as const),
        subject: fc.constant('attribute' as const),
        attributeId: fc.constant(attributeId),
        operator: fc.constant(operator),
        values:
          operator === 'between'
            ? fc.tuple(attributeNumber, attributeNumber).map(([a, b]) => (Number(a) <= Number(b) ? [a, b] : [b, a]))
            : attributeNumber.map((n) => [n]),
      }),
    );
  return attribute.chain(({ id, type }) =>
    fc.oneof(
      { arbitrary: type === 'text' ? textRule(id) : numericRule(id), weight: 4 },
      { arbitrary: type === 'text' ? numericRule(id) : textRule(id), weight: 1 },
    ),
  );
}

function ruleArb(): fc.Arbitrary<PriceRule> {
  const idRule = fc.constantFrom(...ID_SUBJECTS).chain((subject) =>
    fc.record({
      kind: fc.constant('rule' as const),
      subject: fc.constant(subject),
      operator: fc.constantFrom('in' as const, 'notIn' as const),
      // Values beyond the pool too: ids no product has.
      values: fc.uniqueArray(fc.oneof(fc.constantFrom(...poolOf(subject)), fc.integer({ min: 1, max: 9_999 })), {
        minLength: 1,
        maxLength: 3,
      }),
    }),
  );
  const priceRule = fc.record({
    kind: fc.constant('rule' as const),
    subject: fc.constant('purchasePrice' as const),
    operator: fc.constant('between' as const),
    min: fc.option(money, { nil: null }),
    max: fc.option(money, { nil: null }),
  });
  return fc.oneof({ arbitrary: idRule, weight: 4 }, { arbitrary: priceRule, weight: 1 }, { arbitrary: attributeRuleArb(), weight: 2 });
}

function treeArb(): fc.Arbitrary<RuleNode> {
  const { node } = fc.letrec<{ node: RuleNode; group: RuleNode }>((tie) => ({
    node: fc.oneof({ depthSize: 'small', withCrossShrink: true }, ruleArb(), tie('group')),
    group: fc.record({
      kind: fc.constant('group' as const),
      match: fc.constantFrom('all' as const, 'any' as const),
      children: fc.array(tie('node'), { maxLength: 4 }),
    }),
  }));
  return fc.record({
    kind: fc.constant('group' as const),
    match: fc.constantFrom('all' as const, 'any' as const),
    children: fc.array(node, { maxLength: 4 }),
  });
}

const markUpArb: fc.Arbitrary<MarkUp> = fc.record({
  MarkUpType: fc.constantFrom(1, 2, null),
  MarkUpAbsolute: fc.option(money, { nil: null }),
  MarkUpPercentage: fc.option(
    fc.integer({ min: 0, max: 50_000 }).map((h) => (h / 100).toFixed(2)),
    { nil: null },
  ),
});

class Rollback extends Error {}

let sequence = 0;

/** What the database selects and how it prices, for these products only (inserted, then rolled back). */
async function inDatabase(rows: (RuleProduct & { ReferenceCost: string | null })[], tree: RuleNode, markUp: MarkUp) {
  let answer: { index: number; price: string | null; reference: string | null }[] = [];
  await t.db
    .transaction(async (tx) => {
      const inserted = await tx
        .insert(products)
        .values(rows.map(({ AttributeValues: _values, ...row }) => ({ ...row, Sku: `PLR-${++sequence}`, Name: { sv: 'Regeltest' } })))
        .returning({ id: products.ID });
      const ids = inserted.map((r) => Number(r.id));
      const values = rows.flatMap((row, i) => row.AttributeValues.map((v) => ({ ...v, ProductID: ids[i] })));
      if (values.length) await tx.insert(productAttributeValues).values(values);
      const found = await tx
        .select({ id: products.ID, price: sql<string | null>`${priceSql(markUp)}`, reference: sql<string | null>`${referenceCostSql()}` })
        .from(products)
        .where(and(inArray(products.ID, ids), ruleTreeSql(tree)));
      answer = found
        .map((r) => ({ index: ids.indexOf(Number(r.id)), price: r.price, reference: r.reference }))
        .sort((a, b) => a.index - b.index);
      throw new Rollback();
    })
    .catch((error) => {
      if (!(error instanceof Rollback)) throw error;
    });
  return answer;
}

describe('price list rules in SQL and in TypeScript', () => {
  it('select the same products and price them alike', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(productArb(), { minLength: 1, maxLength: 12 }), treeArb(), markUpArb, async (rows, tree, markUp) => {
        const expected = rows
          .map((row, index) => ({ row, index }))
          .filter(({ row }) => matches(row, tree))
          .map(({ row, index }) => {
            const priced = priceOf(row, markUp);
            return { index, price: priced.Price, reference: priced.ReferenceCost };
          });
        const got = (await inDatabase(rows, tree, markUp)).map((r) => ({
          ...r,
          // numeric answers as text with its own scale ("110.0000" never, but be exact about öre).
          price: r.price == null ? null : Number(r.price).toFixed(2),
          reference: r.reference == null ? null : Number(r.reference).toFixed(2),
        }));
        expect(got).toEqual(expected);
      }),
      { numRuns: 120 },
    );
  });

  it('selected something and left something out over the runs (the generators are not degenerate)', async () => {
    const sample = fc.sample(fc.tuple(fc.array(productArb(), { minLength: 5, maxLength: 12 }), treeArb()), { numRuns: 200, seed: 7 });
    const ratios = sample.map(([rows, tree]) => rows.filter((row) => matches(row, tree)).length / rows.length);
    expect(ratios.filter((r) => r > 0 && r < 1).length).toBeGreaterThan(40);
    // Attribute rules alone, too: products with and without a value, values meeting the condition and not.
    const attributeSample = fc.sample(fc.tuple(fc.array(productArb(), { minLength: 5, maxLength: 12 }), attributeRuleArb()), {
      numRuns: 200,
      seed: 11,
    });
    const attributeRatios = attributeSample.map(([rows, rule]) => rows.filter((row) => matches(row, rule)).length / rows.length);
    expect(attributeRatios.filter((r) => r > 0 && r < 1).length).toBeGreaterThan(40);
  });
});

/**
 * Every kind of rule changes what is selected (issue 19 §4: a stock status rule matched 343 products whether it
 * named the status shown in stock or the one shown out of stock). On a catalogue shaped like the demo data,
 * where every product has the same values (each its own stock statuses, in and out of stock, different), a
 * rule of each subject selects every product when it names the products' value of the field it reads, and
 * none when it names another value, preferably one the products hold in another field of the same kind. In
 * SQL and in the evaluator; the subjects are the domain's list, so one added later is held to it too.
 */
describe('every rule subject tells its values apart', () => {
  /** The demo's shape: one value everywhere, the two stock statuses different. */
  function uniform(): RuleProduct & { ReferenceCost: string | null } {
    const [status, other] = [pools.stockStatus[0], pools.stockStatus[pools.stockStatus.length - 1]];
    expect(status).not.toBe(other);
    return {
      Categories: [CATEGORY_POOL[0]],
      Tags: [TAG_POOL[0]],
      BrandID: pools.brand[0],
      SupplierID: pools.supplier[0],
      GroupID: pools.group[0],
      Type: TYPE_POOL[0],
      StockStatusInStock: status,
      StockStatusOutOfStock: other,
      PurchasePrice: '100.00',
      ReferenceCost: null,
      AttributeValues: [{ AttributeID: attributePool[0].id, Value: TEXT_POOL[0], NumericValue: null }],
    };
  }

  /** The rule naming the products' own value of the subject, and one naming another value. */
  function rulesFor(subject: (typeof SUBJECTS)[number], product: RuleProduct): [PriceRule, PriceRule] {
    if (subject === 'purchasePrice') {
      const range = (min: string, max: string): PriceRule => ({ kind: 'rule', subject, operator: 'between', min, max });
      return [range('100.00', '100.00'), range('100.01', '200.00')];
    }
    if (subject === 'attribute') {
      const rule = (value: string): PriceRule => ({
        kind: 'rule',
        subject,
        attributeId: attributePool[0].id,
        operator: 'in',
        values: [value],
      });
      return [rule(TEXT_POOL[0]), rule(TEXT_POOL[1])];
    }
    const field = SUBJECT_FIELD[subject];
    const own = ([] as (number | null)[]).concat(product[field])[0]!;
    // Prefer a value the product holds in another field the same subjects read (the other stock status).
    const siblings = (ID_SUBJECTS as readonly IdSubject[])
      .filter((s) => s !== subject && poolOf(s) === poolOf(subject))
      .map((s) => ([] as (number | null)[]).concat(product[SUBJECT_FIELD[s]])[0]);
    const other = siblings.find((v): v is number => v != null && v !== own) ?? poolOf(subject).find((v) => v !== own)!;
    const rule = (value: number): PriceRule => ({ kind: 'rule', subject, operator: 'in', values: [value] });
    return [rule(own), rule(other)];
  }

  it.each([...SUBJECTS])('%s', async (subject) => {
    const rows = [uniform(), uniform(), uniform()];
    const [own, other] = rulesFor(subject, rows[0]);
    const none: MarkUp = { MarkUpType: null, MarkUpAbsolute: null, MarkUpPercentage: null };
    expect(rows.filter((row) => matches(row, own))).toHaveLength(rows.length);
    expect(rows.filter((row) => matches(row, other))).toHaveLength(0);
    expect(await inDatabase(rows, own, none)).toHaveLength(rows.length);
    expect(await inDatabase(rows, other, none)).toHaveLength(0);
  });
});
