/**
 * Order risk checks (src/domain/orders/risk.ts): each reason at its edges, each order filter action and match
 * field with its normalized form, and properties over generated orders.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ORDER_CHECK_DUPLICATE_WINDOW_HOURS,
  ORDER_CHECK_MAX_ITEMS,
  ORDER_CHECK_MAX_VALUE_SEK_MINOR,
  ORDER_CHECK_ORDERS_WINDOW_DAYS,
  LOCALES,
} from '../../src/domain/constants';
import {
  ORDER_RISK_REASONS,
  ORDER_RISK_REASON_LABELS,
  ORDER_RISK_REASON_OPTIONS,
  itemCount,
  orderRiskReasons,
  type CreditCheckResult,
  type PreviousOrder,
  type RiskContext,
  type RiskFilter,
  type RiskOrder,
} from '../../src/domain/orders/risk';
import { ORDER_FILTER_ACTIONS, ORDER_FILTER_FIELDS } from '../../src/domain/resources/setting/order-filters';

const PLACED = new Date('2026-11-25T12:00:00.000Z');
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const home = { address1: 'Storgatan 12', address2: null, postalCode: '123 45', city: 'Stockholm', country: 'SE' };

/** A small, clean order: nothing in it gives a reason. */
function order(overrides: Partial<RiskOrder> = {}): RiskOrder {
  return {
    id: 1000,
    storeId: 1,
    customerId: 7,
    customerName: 'Åsa Öberg',
    organisationName: null,
    email: 'asa.oberg@example.se',
    phone: '070-123 45 67',
    personalIdNumber: '19850101-1234',
    organisationNumber: null,
    ipAddress: '192.0.2.10',
    billingAddress: home,
    deliveryAddress: home,
    placedAt: PLACED,
    items: [{ sku: 'IP12-CASE', quantity: 1, dropshipping: false }],
    totalSekMinor: 29_900,
    creditCheck: 'approved',
    ...overrides,
  };
}

const none: RiskContext = { filters: [], previousOrders: [] };

function filter(overrides: Partial<RiskFilter>): RiskFilter {
  return { action: 'BLOCK', matchField: 'name', matchValue: 'Åsa Öberg', stores: [], active: true, ...overrides };
}

function previous(overrides: Partial<PreviousOrder> = {}): PreviousOrder {
  return {
    id: 900,
    customerId: 7,
    email: 'asa.oberg@example.se',
    placedAt: new Date(PLACED.getTime() - 2 * DAY),
    items: [{ sku: 'OTHER-1', quantity: 1 }],
    deliveryAddress: home,
    ...overrides,
  };
}

const reasons = (o: RiskOrder, context: Partial<RiskContext> = {}) => orderRiskReasons(o, { ...none, ...context });

describe('order risk reasons', () => {
  it('gives a small order from a known customer no reasons', () => {
    expect(reasons(order())).toEqual([]);
  });

  it('counts items by quantity: 4 items wait for nothing, 5 items do, however they are split into lines', () => {
    expect(ORDER_CHECK_MAX_ITEMS).toBe(4);
    expect(reasons(order({ items: [{ sku: 'A1', quantity: 4, dropshipping: false }] }))).toEqual([]);
    expect(reasons(order({ items: [{ sku: 'A1', quantity: 5, dropshipping: false }] }))).toEqual(['itemCount']);
    const lines = (n: number) => Array.from({ length: n }, (_, i) => ({ sku: `A${i}`, quantity: 1, dropshipping: false }));
    expect(reasons(order({ items: lines(4) }))).toEqual([]);
    expect(reasons(order({ items: lines(5) }))).toEqual(['itemCount']);
    expect(
      reasons(
        order({
          items: [
            { sku: 'A1', quantity: 2, dropshipping: false },
            { sku: 'A2', quantity: 3, dropshipping: false },
          ],
        }),
      ),
    ).toEqual(['itemCount']);
    expect(itemCount([{ quantity: 3 }, { quantity: 0 }, { quantity: -2 }])).toBe(3);
  });

  it('checks a value above 5,000 SEK: 5,000.00 passes, 5,000.01 waits', () => {
    expect(ORDER_CHECK_MAX_VALUE_SEK_MINOR).toBe(500_000);
    expect(reasons(order({ totalSekMinor: 500_000 }))).toEqual([]);
    expect(reasons(order({ totalSekMinor: 500_001 }))).toEqual(['orderValue']);
  });

  describe('more than two orders within 30 days (this order counted)', () => {
    it('passes the second order and checks the third', () => {
      expect(reasons(order(), { previousOrders: [previous()] })).toEqual([]);
      expect(
        reasons(order(), { previousOrders: [previous(), previous({ id: 901, placedAt: new Date(PLACED.getTime() - 10 * DAY) })] }),
      ).toEqual(['recentOrders']);
    });

    it('counts an order placed exactly 30 days before, not one a millisecond earlier', () => {
      const window = ORDER_CHECK_ORDERS_WINDOW_DAYS * DAY;
      const at = (ms: number) => previous({ id: ms, placedAt: new Date(PLACED.getTime() - ms) });
      expect(reasons(order(), { previousOrders: [at(DAY), at(window)] })).toEqual(['recentOrders']);
      expect(reasons(order(), { previousOrders: [at(DAY), at(window + 1)] })).toEqual([]);
    });

    it('leaves out the order itself, orders placed after it and other customers’ orders', () => {
      const others = [
        previous({ id: 1000 }),
        previous({ id: 902, placedAt: new Date(PLACED.getTime() + HOUR) }),
        previous({ id: 903, customerId: 8, email: 'someone@example.se' }),
      ];
      expect(reasons(order(), { previousOrders: [previous(), ...others] })).toEqual([]);
    });

    it('knows the customer by e-mail (any case) when an order has no customer id', () => {
      const guest = previous({ customerId: null, email: ' ASA.Oberg@Example.se ' });
      expect(reasons(order(), { previousOrders: [previous(), guest] })).toEqual(['recentOrders']);
      expect(reasons(order({ customerId: null }), { previousOrders: [previous(), guest] })).toEqual(['recentOrders']);
      // two different customer ids are different customers even with one e-mail address
      expect(reasons(order(), { previousOrders: [previous(), previous({ id: 904, customerId: 9 })] })).toEqual([]);
    });
  });

  describe('duplicate: same customer, items and delivery address within 24 hours', () => {
    const same = (overrides: Partial<PreviousOrder> = {}) =>
      previous({ id: 950, placedAt: new Date(PLACED.getTime() - HOUR), items: [{ sku: 'ip12-case', quantity: 1 }], ...overrides });

    it('finds the same order placed an hour before, and at exactly 24 hours', () => {
      expect(ORDER_CHECK_DUPLICATE_WINDOW_HOURS).toBe(24);
      expect(reasons(order(), { previousOrders: [same()] })).toEqual(['duplicate']);
      expect(reasons(order(), { previousOrders: [same({ placedAt: new Date(PLACED.getTime() - 24 * HOUR) })] })).toEqual(['duplicate']);
      expect(reasons(order(), { previousOrders: [same({ placedAt: new Date(PLACED.getTime() - 24 * HOUR - 1) })] })).toEqual([]);
    });

    it('compares units per SKU whatever the lines, and the delivery address folded', () => {
      const split = order({
        items: [
          { sku: 'A1', quantity: 1, dropshipping: false },
          { sku: 'B2', quantity: 1, dropshipping: false },
          { sku: 'A1', quantity: 1, dropshipping: false },
        ],
      });
      const folded = { ...home, address1: 'STORGATAN 12', postalCode: '12345' };
      expect(
        reasons(split, {
          previousOrders: [
            same({
              items: [
                { sku: 'B2', quantity: 1 },
                { sku: 'A1', quantity: 2 },
              ],
              deliveryAddress: folded,
            }),
          ],
        }),
      ).toEqual(['duplicate']);
    });

    it('is no duplicate with another quantity, another item, another address or another customer', () => {
      expect(reasons(order(), { previousOrders: [same({ items: [{ sku: 'IP12-CASE', quantity: 2 }] })] })).toEqual([]);
      expect(
        reasons(order(), {
          previousOrders: [
            same({
              items: [
                { sku: 'IP12-CASE', quantity: 1 },
                { sku: 'X', quantity: 1 },
              ],
            }),
          ],
        }),
      ).toEqual([]);
      expect(reasons(order(), { previousOrders: [same({ deliveryAddress: { ...home, address1: 'Storgatan 14' } })] })).toEqual([]);
      expect(reasons(order(), { previousOrders: [same({ customerId: 8, email: 'other@example.se' })] })).toEqual([]);
    });
  });

  describe('address to check', () => {
    it('checks a delivery to another country than the billing address', () => {
      const oslo = { address1: 'Karl Johans gate 1', postalCode: '0154', city: 'Oslo', country: 'NO' };
      expect(reasons(order({ deliveryAddress: oslo }))).toEqual(['addressCheck']);
      expect(reasons(order({ billingAddress: oslo, deliveryAddress: { ...oslo, country: 'no' } }))).toEqual([]);
    });

    it.each([
      ['a street line without letters', { address1: '12' }],
      ['a street line of two characters', { address1: 'Ab' }],
      ['a Swedish postal code of four digits', { postalCode: '1234' }],
      ['a Swedish postal code with letters', { postalCode: 'ABC 12' }],
      ['no city', { city: ' ' }],
      ['a country that is no country code', { country: 'Sverige' }],
    ])('checks an address with %s', (_, change) => {
      const odd = { ...home, ...change };
      expect(reasons(order({ billingAddress: odd, deliveryAddress: odd }))).toEqual(['addressCheck']);
    });

    it('takes each market’s postal code shape, and any code elsewhere', () => {
      const at = (country: string, postalCode: string) => ({ ...home, country, postalCode });
      for (const [country, code] of [
        ['SE', '12345'],
        ['NO', '0154'],
        ['DK', '2100'],
        ['FI', '00100'],
        ['DE', '10115'],
        ['NL', '1012 AB'],
      ]) {
        expect(reasons(order({ billingAddress: at(country, code), deliveryAddress: at(country, code) })), `${country} ${code}`).toEqual([]);
      }
      expect(reasons(order({ billingAddress: at('NL', ''), deliveryAddress: at('NL', '') }))).toEqual(['addressCheck']);
      expect(reasons(order({ billingAddress: at('DE', '1011'), deliveryAddress: at('DE', '1011') }))).toEqual(['addressCheck']);
    });
  });

  describe('box address (delivery address only)', () => {
    it.each([
      'Box 123',
      'BOX 55',
      'c/o Box 7',
      'Box nr 12',
      'Box123',
      'Postbox 4021',
      'Postlåda 12',
      'Pl 4021',
      'PL. 33',
      'Fack 12',
      'Postfack 88',
      'Postboks 123',
      'Pb. 123',
      'Boks 55',
      'Postilokero 11',
      'Postfach 10 11 12',
      'Packstation 123',
      'Postfiliale 512',
      'PO Box 12',
      'P.O. Box 12',
      'P. O. Box 3',
      'Post Office Box 9',
    ])('%s is a box', (line) => {
      expect(reasons(order({ deliveryAddress: { ...home, address1: line } }))).toEqual(['boxAddress']);
      expect(reasons(order({ deliveryAddress: { ...home, address2: line } }))).toEqual(['boxAddress']);
    });

    it.each([
      'Boxgatan 3',
      'Boxholmsvägen 7',
      'Plogvägen 4',
      'Fackelvägen 2',
      'Xbox-gränd 1',
      'Packhusgatan 6',
      'Storgatan 12',
      'Hr Boks väg 3',
    ])('%s is no box', (line) => {
      expect(reasons(order({ deliveryAddress: { ...home, address1: line } }))).toEqual([]);
    });

    it('reads a line typed with decomposed letters (å as a + ring) the same', () => {
      expect(reasons(order({ deliveryAddress: { ...home, address1: 'Postla\u030Ada 12' } }))).toEqual(['boxAddress']);
    });

    it('lets a company be billed at its box', () => {
      expect(reasons(order({ billingAddress: { ...home, address1: 'Box 1234' } }))).toEqual([]);
    });
  });

  it('gives each credit check answer its reason, and none for approved or no check', () => {
    expect(reasons(order({ creditCheck: 'manualReview' }))).toEqual(['creditCheckManualReview']);
    expect(reasons(order({ creditCheck: 'declined' }))).toEqual(['creditCheckDeclined']);
    expect(reasons(order({ creditCheck: 'nonProfit' }))).toEqual(['creditCheckNonProfit']);
    expect(reasons(order({ creditCheck: 'approved' }))).toEqual([]);
    expect(reasons(order({ creditCheck: null }))).toEqual([]);
  });

  it('checks an order with dropshipping items', () => {
    expect(
      reasons(
        order({
          items: [
            { sku: 'A1', quantity: 1, dropshipping: false },
            { sku: 'D1', quantity: 1, dropshipping: true },
          ],
        }),
      ),
    ).toEqual(['dropshipping']);
  });

  it('lists every reason in one fixed order', () => {
    const all = order({
      items: [{ sku: 'D1', quantity: 5, dropshipping: true }],
      totalSekMinor: 900_000,
      creditCheck: 'declined',
      deliveryAddress: { address1: 'Packstation 123', postalCode: '10115', city: 'Berlin', country: 'DE' },
    });
    const context: Partial<RiskContext> = {
      filters: [filter({ action: 'BLOCK' }), filter({ action: 'CHECK', matchField: 'email', matchValue: 'asa.oberg@example.se' })],
      previousOrders: [
        previous(),
        previous({
          id: 951,
          placedAt: new Date(PLACED.getTime() - HOUR),
          items: [{ sku: 'D1', quantity: 5 }],
          deliveryAddress: all.deliveryAddress,
        }),
      ],
    };
    expect(orderRiskReasons(all, { ...none, ...context })).toEqual([
      'itemCount',
      'blockList',
      'orderFilter',
      'orderValue',
      'duplicate',
      'addressCheck',
      'creditCheckDeclined',
      'dropshipping',
      'recentOrders',
      'boxAddress',
    ]);
    expect(ORDER_RISK_REASONS.indexOf('itemCount')).toBe(0);
  });
});

describe('order filters in the risk checks', () => {
  it('BLOCK gives the block-list reason, CHECK its own, SKIP_CREDIT_CHECK drops only the credit check reasons', () => {
    expect(ORDER_FILTER_ACTIONS.map((a) => a.value)).toEqual(['BLOCK', 'SKIP_CREDIT_CHECK', 'CHECK']);
    expect(reasons(order(), { filters: [filter({ action: 'BLOCK' })] })).toEqual(['blockList']);
    expect(reasons(order(), { filters: [filter({ action: 'CHECK' })] })).toEqual(['orderFilter']);
    expect(reasons(order(), { filters: [filter({ action: 'SKIP_CREDIT_CHECK' })] })).toEqual([]);
    for (const creditCheck of ['manualReview', 'declined', 'nonProfit'] as const) {
      expect(reasons(order({ creditCheck }), { filters: [filter({ action: 'SKIP_CREDIT_CHECK' })] })).toEqual([]);
    }
    const risky = order({ creditCheck: 'declined', totalSekMinor: 600_000 });
    expect(
      reasons(risky, {
        filters: [filter({ action: 'SKIP_CREDIT_CHECK' }), filter({ action: 'BLOCK', matchField: 'phone', matchValue: '+46701234567' })],
      }),
    ).toEqual(['blockList', 'orderValue']);
    // a SKIP_CREDIT_CHECK filter that does not match the order leaves the credit check reason
    expect(
      reasons(order({ creditCheck: 'declined' }), { filters: [filter({ action: 'SKIP_CREDIT_CHECK', matchValue: 'Someone Else' })] }),
    ).toEqual(['creditCheckDeclined']);
  });

  it('skips inactive filters and filters for other stores; no stores means every store', () => {
    expect(reasons(order(), { filters: [filter({ active: false })] })).toEqual([]);
    expect(reasons(order(), { filters: [filter({ stores: [2, 3] })] })).toEqual([]);
    expect(reasons(order(), { filters: [filter({ stores: [2, 1] })] })).toEqual(['blockList']);
    expect(reasons(order({ storeId: 3 }), { filters: [filter({ stores: [] })] })).toEqual(['blockList']);
  });

  /** Every match field with values that match the order (as written differently) and values that do not. */
  const cases: Record<(typeof ORDER_FILTER_FIELDS)[number], { order?: Partial<RiskOrder>; match: string[]; miss: string[] }> = {
    email: { match: ['asa.oberg@example.se', ' ASA.OBERG@EXAMPLE.SE '], miss: ['asa.oberg@example.com', 'oberg@example.se', ''] },
    emailDomain: { match: ['@example.se', 'EXAMPLE.SE', ' @Example.se'], miss: ['example.com', 'mail.example.se', '@'] },
    phone: {
      match: ['+46701234567', '0046 70 123 45 67', '070-123 45 67', '(070) 1234567', '46701234567'],
      miss: ['+46701234568', '+47701234567', '1234', ''],
    },
    personalIdNumber: {
      match: ['19850101-1234', '850101-1234', '8501011234', '198501011234'],
      miss: ['19850101-1235', '850101', 'abc'],
    },
    organisationNumber: {
      order: { organisationNumber: '556677-8899', organisationName: 'Ölands Kök AB' },
      match: ['556677-8899', '5566778899', '16556677-8899', '165566778899'],
      miss: ['556677-8898', '', 'x'],
    },
    name: {
      order: { organisationName: 'Ölands Kök AB', deliveryAddress: { ...home, name: 'Søren Ærø' } },
      match: ['Åsa Öberg', 'asa oberg', 'ÅSA  ÖBERG', 'Öberg, Åsa', 'OLANDS KOK AB', 'ölands-kök ab', 'soren aero'],
      miss: ['Åsa', 'Åsa Öberg Nilsson', 'Asa Oberg2', '  '],
    },
    address: {
      order: { deliveryAddress: { ...home, address1: 'Lillgatan 3 B' } },
      match: ['Storgatan 12', 'STORGATAN 12', 'lillgatan 3 b', 'Lillgatan 3, B'],
      miss: ['Storgatan 1', 'Storgatan', 'Lillgatan 3'],
    },
    postalCode: { match: ['123 45', '12345', '123-45'], miss: ['12346', '1234', ''] },
    ipAddress: {
      match: ['192.0.2.10', '192.0.2.0/24', '192.0.0.0/16', '0.0.0.0/0', ' 192.0.2.10/32 '],
      miss: ['192.0.2.11', '192.0.3.0/24', '192.0.2.10/33', '2001:db8::1', 'not an address'],
    },
  };

  for (const field of ORDER_FILTER_FIELDS) {
    const { order: change = {}, match, miss } = cases[field];
    it.each(match)(`${field}: "%s" matches the order`, (matchValue) => {
      expect(reasons(order(change), { filters: [filter({ matchField: field, matchValue })] })).toEqual(['blockList']);
      expect(reasons(order(change), { filters: [filter({ action: 'CHECK', matchField: field, matchValue })] })).toEqual(['orderFilter']);
    });
    it.each(miss)(`${field}: "%s" does not match the order`, (matchValue) => {
      expect(reasons(order(change), { filters: [filter({ matchField: field, matchValue })] })).toEqual([]);
    });
  }

  it('reads a national phone number of the order in its billing country’s form', () => {
    const oslo = { address1: 'Karl Johans gate 1', postalCode: '0154', city: 'Oslo', country: 'NO' };
    const norwegian = order({ phone: '912 34 567', billingAddress: oslo, deliveryAddress: oslo });
    expect(reasons(norwegian, { filters: [filter({ matchField: 'phone', matchValue: '+47 912 34 567' })] })).toEqual(['blockList']);
    const finnish = { ...home, postalCode: '00100', city: 'Helsinki', country: 'FI' };
    expect(
      reasons(order({ phone: '040 123 4567', billingAddress: finnish, deliveryAddress: finnish }), {
        filters: [filter({ matchField: 'phone', matchValue: '+358 40 123 4567' })],
      }),
    ).toEqual(['blockList']);
  });

  it('matches IPv6 addresses and ranges, and an IPv4 address written as IPv4-mapped IPv6', () => {
    const v6 = order({ ipAddress: '2001:db8:0:0:0:0:0:1' });
    expect(reasons(v6, { filters: [filter({ matchField: 'ipAddress', matchValue: '2001:db8::1' })] })).toEqual(['blockList']);
    expect(reasons(v6, { filters: [filter({ matchField: 'ipAddress', matchValue: '2001:db8::/32' })] })).toEqual(['blockList']);
    expect(reasons(v6, { filters: [filter({ matchField: 'ipAddress', matchValue: '2001:db9::/32' })] })).toEqual([]);
    expect(reasons(v6, { filters: [filter({ matchField: 'ipAddress', matchValue: '2001:db8::1::2' })] })).toEqual([]);
    expect(
      reasons(order({ ipAddress: '::ffff:192.0.2.10' }), { filters: [filter({ matchField: 'ipAddress', matchValue: '192.0.2.0/24' })] }),
    ).toEqual(['blockList']);
    expect(reasons(order({ ipAddress: null }), { filters: [filter({ matchField: 'ipAddress', matchValue: '0.0.0.0/0' })] })).toEqual([]);
  });
});

describe('order risk properties', () => {
  const line = fc.record({
    sku: fc.stringMatching(/^[A-Z]{2}\d{1,3}$/),
    quantity: fc.integer({ min: 1, max: 3 }),
    dropshipping: fc.boolean(),
  });
  const small = fc.record({ sku: fc.stringMatching(/^[A-Z]{2}\d{1,3}$/), quantity: fc.constant(1), dropshipping: fc.constant(false) });

  it('an order without filters, history, credit answer or dropshipping, with at most 4 items and at most 5,000 SEK, has no reasons', () => {
    fc.assert(
      fc.property(
        fc.array(small, { maxLength: ORDER_CHECK_MAX_ITEMS }),
        fc.integer({ min: 0, max: ORDER_CHECK_MAX_VALUE_SEK_MINOR }),
        (items, total) => {
          expect(reasons(order({ items, totalSekMinor: total, creditCheck: null }))).toEqual([]);
        },
      ),
    );
  });

  it('adding an item never removes the item-count reason, nor any reason that does not depend on the items', () => {
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 8 }), line, fc.integer({ min: 0, max: 1_000_000 }), (items, extra, total) => {
        const before = reasons(order({ items, totalSekMinor: total }));
        const after = reasons(order({ items: [...items, extra], totalSekMinor: total }));
        for (const reason of before.filter((r) => r !== 'duplicate')) expect(after).toContain(reason);
      }),
    );
  });

  it('other customers’ orders, however many and however alike, change nothing', () => {
    const stranger = fc.record({
      id: fc.integer({ min: 1, max: 999 }),
      customerId: fc.integer({ min: 8, max: 99 }),
      email: fc.constantFrom('other@example.se', 'someone@example.com'),
      placedAt: fc.integer({ min: 0, max: 40 * DAY }).map((ms) => new Date(PLACED.getTime() - ms)),
      items: fc.array(fc.record({ sku: fc.constantFrom('IP12-CASE', 'A1'), quantity: fc.integer({ min: 1, max: 2 }) }), { maxLength: 3 }),
      deliveryAddress: fc.constant(home),
    });
    fc.assert(
      fc.property(fc.array(stranger, { maxLength: 6 }), fc.array(line, { minLength: 1, maxLength: 6 }), (others, items) => {
        expect(reasons(order({ items }), { previousOrders: others })).toEqual(reasons(order({ items })));
      }),
    );
  });

  it('answers reasons without repeats in ORDER_RISK_REASONS’ order', () => {
    fc.assert(
      fc.property(
        fc.array(line, { maxLength: 8 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.constantFrom<CreditCheckResult | null>(null, 'approved', 'manualReview', 'declined', 'nonProfit'),
        (items, total, creditCheck) => {
          const found = reasons(order({ items, totalSekMinor: total, creditCheck }));
          const positions = found.map((r) => ORDER_RISK_REASONS.indexOf(r));
          expect(positions).toEqual([...positions].sort((a, b) => a - b));
          expect(new Set(found).size).toBe(found.length);
        },
      ),
    );
  });
});

describe('order risk reason labels', () => {
  it('has a label id per reason in Swedish and English', () => {
    const dir = join(__dirname, '..', '..', 'src', 'intl', 'messages');
    for (const locale of LOCALES) {
      const messages = JSON.parse(readFileSync(join(dir, locale, 'resources-orders.json'), 'utf8')) as Record<string, string>;
      for (const reason of ORDER_RISK_REASONS) {
        expect(ORDER_RISK_REASON_LABELS[reason]).toBe(`enums.orderRiskReason.${reason}`);
        expect(messages[ORDER_RISK_REASON_LABELS[reason]], `${locale} ${reason}`).toBeTruthy();
      }
    }
    expect(ORDER_RISK_REASON_OPTIONS.map((o) => o.value)).toEqual([...ORDER_RISK_REASONS]);
    expect(ORDER_RISK_REASON_OPTIONS.find((o) => o.value === 'blockList')?.tone).toBe('error');
  });
});
