/**
 * Demo price lists (src/domain/resources/product/price-lists.ts): a static campaign list with fixed prices,
 * two dynamic lists (consumer spare parts by brand and price range at a percentage mark-up, business
 * accessories of one brand at an absolute one) and a list merged from the two, the dynamic and merged ones
 * processed so their product counts show. Runs after the demo products.
 */
import { asc, eq, inArray, isNull } from 'drizzle-orm';
import { MARK_UP_TYPE, PRICE_LIST_TYPE } from '../../src/domain/price-lists/pricing';
import type { RuleNode } from '../../src/domain/price-lists/rules';
import type { ResourceRecord } from '../../src/domain/resources/types';
import { materialisePriceList } from '../price-lists/process';
import { brands, priceListGroups, priceListPrices, priceLists, products } from '../db/schema';
import type { Tx } from '../db/types';
import type { ResourceSeedContext } from './resources';

export async function seedPriceLists(tx: Tx, { now }: ResourceSeedContext): Promise<void> {
  const groups = await tx
    .select({ id: priceListGroups.id, name: priceListGroups.name })
    .from(priceListGroups)
    .where(isNull(priceListGroups.mergedFrom));
  const group = (name: string) => groups.find((g) => g.name === name)?.id ?? null;
  const brandIds = (await tx.select({ id: brands.ID }).from(brands).orderBy(asc(brands.ID)).limit(3)).map((r) => Number(r.id));
  if (brandIds.length < 3) throw new Error('The demo price lists need the catalogue seed first');

  const consumer: RuleNode = {
    kind: 'group',
    match: 'all',
    children: [
      { kind: 'rule', subject: 'brand', operator: 'in', values: brandIds.slice(0, 2) },
      {
        kind: 'group',
        match: 'any',
        children: [
          { kind: 'rule', subject: 'purchasePrice', operator: 'between', min: '100.00', max: '1500.00' },
          { kind: 'rule', subject: 'type', operator: 'in', values: [3] },
        ],
      },
    ],
  };
  const business: RuleNode = {
    kind: 'group',
    match: 'all',
    children: [{ kind: 'rule', subject: 'brand', operator: 'in', values: [brandIds[2]] }],
  };
  const base = { CreatedAt: now, UpdatedAt: now, Currencies: ['SEK'], Processed: false, MergedFrom: [] as number[] };
  const [campaign, retail, trade] = await tx
    .insert(priceLists)
    .values([
      {
        ...base,
        Name: 'Kampanjpriser vecka 48',
        Type: PRICE_LIST_TYPE.Static,
        GroupID: group('Kampanj'),
        Priority: 100,
        Rules: { kind: 'group', match: 'any', children: [] },
      },
      {
        ...base,
        Name: 'Konsument reservdelar +35 %',
        Type: PRICE_LIST_TYPE.Dynamic,
        Currencies: ['SEK', 'NOK'],
        GroupID: group('Konsument'),
        Priority: 20,
        MarkUpType: MARK_UP_TYPE.Percentage,
        MarkUpPercentage: '35.00',
        Rules: consumer,
      },
      {
        ...base,
        Name: 'Företag tillbehör +49 kr',
        Type: PRICE_LIST_TYPE.Dynamic,
        GroupID: group('Företag'),
        Priority: 10,
        MarkUpType: MARK_UP_TYPE.Absolute,
        MarkUpAbsolute: '49.00',
        Rules: business,
      },
    ])
    .returning();
  const [merged] = await tx
    .insert(priceLists)
    .values({
      ...base,
      Name: 'Konsument och företag',
      Type: PRICE_LIST_TYPE.Merged,
      Currencies: ['SEK', 'NOK'],
      GroupID: group('Konsument'),
      Priority: 20,
      MarkUpType: MARK_UP_TYPE.Percentage,
      MarkUpPercentage: '35.00',
      Rules: { kind: 'group', match: 'any', children: [consumer, business] },
      MergedFrom: [Number(retail.ID), Number(trade.ID)],
    })
    .returning();

  const firstProducts = await tx
    .select({ id: products.ID, price: products.PurchasePrice })
    .from(products)
    .orderBy(asc(products.ID))
    .limit(5);
  await tx.insert(priceListPrices).values(
    firstProducts.flatMap((p, i) => [
      {
        PriceListID: campaign.ID,
        ProductID: p.id,
        Currency: 'SEK',
        Price: (Number(p.price ?? 100) * 1.2).toFixed(2),
        CreatedAt: now,
        UpdatedAt: now,
      },
      ...(i < 2
        ? [
            {
              PriceListID: campaign.ID,
              ProductID: p.id,
              Currency: 'NOK',
              Price: (Number(p.price ?? 100) * 1.25).toFixed(2),
              CreatedAt: now,
              UpdatedAt: now,
            },
          ]
        : []),
    ]),
  );
  await tx
    .update(priceLists)
    .set({ Currencies: ['SEK', 'NOK'] })
    .where(eq(priceLists.ID, campaign.ID));

  for (const list of [retail, trade, merged]) {
    const count = await materialisePriceList(tx, list as unknown as ResourceRecord);
    await tx
      .update(priceLists)
      .set({ Processed: true, ProcessedAt: now, ProductCount: count })
      .where(inArray(priceLists.ID, [list.ID]));
  }
}
