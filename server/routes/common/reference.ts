/**
 * Reference lists every screen needs to render (SPEC.md "Reference data held after login"): open to any
 * fully signed-in user, whatever the role. Small tables, answered whole as `{ data, nextCursor: null }`.
 */
import { asc } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Country, CurrencyGroup, Locale, Store, StoreGroup, Vat, VatType } from '../../../src/domain/api-types';
import { countries, currencyGroups, locales, storeGroups, stores, vat, vatTypes } from '../../db/schema';
import type { AppEnv } from '../../http/env';
import { listResponse } from '../../http/list';

export function referenceRoutes() {
  const app = new Hono<AppEnv>();

  app.get('/locales', async (c) => {
    const data: Locale[] = await c
      .get('deps')
      .db.select({ ID: locales.id, Code: locales.code, Name: locales.name, Active: locales.active })
      .from(locales)
      .orderBy(asc(locales.id));
    return listResponse(c, data, data.length);
  });

  app.get('/countries', async (c) => {
    const data: Country[] = await c
      .get('deps')
      .db.select({ ID: countries.id, Code: countries.code, Name: countries.name })
      .from(countries)
      .orderBy(asc(countries.name), asc(countries.id));
    return listResponse(c, data, data.length);
  });

  app.get('/currency-groups', async (c) => {
    const data: CurrencyGroup[] = await c
      .get('deps')
      .db.select({ ID: currencyGroups.id, Name: currencyGroups.name, Currency: currencyGroups.currency })
      .from(currencyGroups)
      .orderBy(asc(currencyGroups.name), asc(currencyGroups.id));
    return listResponse(c, data, data.length);
  });

  app.get('/store-groups', async (c) => {
    const data: StoreGroup[] = await c
      .get('deps')
      .db.select({ ID: storeGroups.id, Name: storeGroups.name, CurrencyGroupID: storeGroups.currencyGroupId })
      .from(storeGroups)
      .orderBy(asc(storeGroups.name), asc(storeGroups.id));
    return listResponse(c, data, data.length);
  });

  app.get('/stores', async (c) => {
    const data: Store[] = await c
      .get('deps')
      .db.select({
        ID: stores.id,
        Name: stores.name,
        Domain: stores.domain,
        StoreGroupID: stores.storeGroupId,
        Currency: stores.currency,
        Locale: stores.locale,
        CountryCode: stores.countryCode,
      })
      .from(stores)
      .orderBy(asc(stores.name), asc(stores.id));
    return listResponse(c, data, data.length);
  });

  app.get('/vat-types', async (c) => {
    // In the order they were defined: standard, reduced, zero.
    const data: VatType[] = await c
      .get('deps')
      .db.select({ ID: vatTypes.id, Name: vatTypes.name })
      .from(vatTypes)
      .orderBy(asc(vatTypes.id));
    return listResponse(c, data, data.length);
  });

  app.get('/vat', async (c) => {
    const rows = await c
      .get('deps')
      .db.select({ ID: vat.id, CountryCode: vat.countryCode, VatTypeID: vat.vatTypeId, Rate: vat.rate })
      .from(vat)
      .orderBy(asc(vat.countryCode), asc(vat.vatTypeId));
    // numeric(5,2) arrives as text; a rate is a percentage with at most two decimals, exact as a number.
    const data: Vat[] = rows.map((row) => ({ ...row, Rate: Number(row.Rate) }));
    return listResponse(c, data, data.length);
  });

  return app;
}
