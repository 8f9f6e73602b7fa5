/**
 * `GET {base}/reference-titles?field=&ids=` on every resource with reference fields, through the real API on
 * PGlite (and PostgreSQL with `npm run test:pg`): whoever may view a resource reads the titles of the records
 * its reference fields point at, and nothing else of them, even without the target's own view permission;
 * customer service reads an order's shipping and payment method by name though it may not open those
 * settings. A field that is no reference of the resource, or ids that are no ids, is a 40001 naming the
 * parameter; a role that may not view the resource is refused with 40301.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { titledReferences } from '../../src/domain/api-access';
import { ErrorCode } from '../../src/domain/errors';
import { RESOURCES, resourceByName } from '../../src/domain/resources';
import { resourceBase as apiPath } from '../../src/api/resources';
import { signedInApp, type TestApp } from './helpers';

const resourceBase = (def: Parameters<typeof apiPath>[0]) => `/api${apiPath(def)}`;

let t: TestApp;
let admin: string;
let support: string;

beforeAll(async () => {
  ({ t, admin, support } = await signedInApp(['admin', 'support']));
});

afterAll(async () => {
  await t.close();
});

const titles = (token: string, base: string, field: string, ids: string) =>
  t.call<{ data: Record<string, unknown>[] }>('GET', `${base}/reference-titles?${new URLSearchParams({ field, ids })}`, { token });

/** The reference fields the first test read titles of (the demo leaves some empty). */
const checked: string[] = [];

const referencing = RESOURCES.filter((def) => !def.singleton && titledReferences(def).length);

describe('reference titles', () => {
  it.each(referencing.map((def) => [def.name, def] as const))(
    "%s: each reference field answers its targets' ID and title only, as the target reads them",
    async (_name, def) => {
      const base = resourceBase(def);
      const page = await t.call<{ data: Record<string, unknown>[] }>('GET', `${base}?limit=200`, { token: admin });
      expect(page.status).toBe(200);
      for (const field of titledReferences(def)) {
        const target = resourceByName.get(field.resource!)!;
        const ids = [
          ...new Set(page.body.data.flatMap((r) => [r[field.key]].flat()).filter((v): v is number => typeof v === 'number')),
        ].slice(0, 50);
        if (!ids.length) continue;
        const answer = await titles(admin, base, field.key, ids.join(','));
        expect(answer.status, `${def.name}.${field.key}`).toBe(200);
        const own = await t.call<{ data: Record<string, unknown>[] }>('GET', `${resourceBase(target)}?ids=${ids.join(',')}&limit=50`, {
          token: admin,
        });
        expect(answer.body.data, `${def.name}.${field.key}`).toEqual(
          own.body.data.map((r) => ({ ID: r.ID, [target.titleField]: r[target.titleField] })).sort((a, b) => Number(a.ID) - Number(b.ID)),
        );
        checked.push(`${def.name}.${field.key}`);
      }
    },
  );

  it('were read for most reference fields of the demo (the cases above are not empty)', () => {
    expect(checked).toEqual(
      expect.arrayContaining(['orders.ShippingMethodID', 'orders.PaymentMethodID', 'orders.CustomerID', 'jobs.CreatedBy']),
    );
    expect(checked.length).toBeGreaterThan(20);
  });

  it("lets customer service read an order's shipping and payment method by name, not the settings themselves", async () => {
    const orders = resourceByName.get('orders')!;
    const page = await t.call<{ data: Record<string, unknown>[] }>('GET', `${resourceBase(orders)}?limit=1`, { token: support });
    const order = page.body.data[0];
    for (const [field, target] of [
      ['ShippingMethodID', 'shipping-methods'],
      ['PaymentMethodID', 'payment-methods'],
    ] as const) {
      const own = await t.call('GET', `${resourceBase(resourceByName.get(target)!)}/${order[field]}`, { token: support });
      expect(own.status).toBe(403);
      const answer = await titles(support, resourceBase(orders), field, String(order[field]));
      expect(answer.status).toBe(200);
      expect(answer.body.data).toHaveLength(1);
      expect(Object.keys(answer.body.data[0]).sort()).toEqual(['ID', resourceByName.get(target)!.titleField].sort());
      expect(answer.body.data[0].ID).toBe(order[field]);
    }
  });

  it('refuses a field that is no reference, ids that are no ids, and a role that may not view the resource', async () => {
    const base = resourceBase(resourceByName.get('orders')!);
    for (const [field, ids, param] of [
      ['Email', '1', 'field'],
      ['Nope', '1', 'field'],
      ['ShippingMethodID', '', 'ids'],
      ['ShippingMethodID', '0,x', 'ids'],
    ] as const) {
      const answer = await titles(support, base, field, ids);
      expect(answer.status, `${field} ${ids}`).toBe(400);
      expect((answer.body as unknown as { code: number }).code).toBe(ErrorCode.BadRequest);
      expect(Object.keys((answer.body as unknown as { fields: object }).fields)).toEqual([param]);
    }
    const tooMany = await titles(support, base, 'ShippingMethodID', Array.from({ length: 501 }, (_, i) => i + 1).join(','));
    expect(tooMany.status).toBe(400);
    const catalog = await t.signIn('catalog');
    expect((await titles(catalog, base, 'ShippingMethodID', '1')).status).toBe(403);
  });
});
