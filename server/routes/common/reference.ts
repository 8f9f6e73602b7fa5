/**
 * Reference lists every screen needs to render (SPEC.md "Reference data held after login"): open to any
 * fully signed-in user, whatever the role. Small tables, answered whole as `{ data, nextCursor: null }`.
 */
import { asc, sql } from 'drizzle-orm';
import { HEADER_LOCALE } from '../../../src/domain/constants';
import type { Country, CurrencyGroup, Locale, Store, StoreGroup, Vat, VatType } from '../../../src/domain/api-types';
import { countries, currencyGroups, locales, storeGroups, stores, vat, vatTypes } from '../../db/schema';
import { routeList, signedIn, type RouteDef } from '../../http/api-route';
import { listResponse, wholeList } from '../../http/list';

export function referenceRoutes(): RouteDef[] {
  const routes = routeList();
  const anyone = signedIn();

  routes.get(
    '/locales',
    anyone,
    wholeList<Locale>((db) =>
      db.select({ ID: locales.id, Code: locales.code, Name: locales.name, Active: locales.active }).from(locales).orderBy(asc(locales.id)),
    ),
  );

  // Name in the X-Locale language when it asks for English, else Swedish (as always; docs/decisions.md "Billing: the shop's set-up").
  routes.get('/countries', anyone, async (c) => {
    const english = c.req.header(HEADER_LOCALE)?.trim().toLowerCase() === 'en';
    const name = english ? sql<string>`coalesce(${countries.nameEn}, ${countries.name})` : sql<string>`${countries.name}`;
    const data: Country[] = await c
      .get('deps')
      .db.select({ ID: countries.id, Code: countries.code, Name: name })
      .from(countries)
      .orderBy(asc(name), asc(countries.id));
    c.header('Vary', HEADER_LOCALE, { append: true });
    return listResponse(c, data, data.length);
  });

  routes.get(
    '/currency-groups',
    anyone,
    wholeList<CurrencyGroup>((db) =>
      db
        .select({ ID: currencyGroups.id, Name: currencyGroups.name, Currency: currencyGroups.currency })
        .from(currencyGroups)
        .orderBy(asc(currencyGroups.name), asc(currencyGroups.id)),
    ),
  );

  routes.get(
    '/store-groups',
    anyone,
    wholeList<StoreGroup>((db) =>
      db
        .select({ ID: storeGroups.id, Name: storeGroups.name, CurrencyGroupID: storeGroups.currencyGroupId })
        .from(storeGroups)
        .orderBy(asc(storeGroups.name), asc(storeGroups.id)),
    ),
  );

  routes.get(
    '/stores',
    anyone,
    wholeList<Store>((db) =>
      db
        .select({
          ID: stores.id,
          Name: stores.name,
          Domain: stores.domain,
          StoreGroupID: stores.storeGroupId,
          Currency: stores.currency,
          Locale: stores.locale,
          CountryCode: stores.countryCode,
        })
        .from(stores)
        .orderBy(asc(stores.name), asc(stores.id)),
    ),
  );

  // In the order they were defined: standard, reduced, zero.
  routes.get(
    '/vat-types',
    anyone,
    wholeList<VatType>((db) => db.select({ ID: vatTypes.id, Name: vatTypes.name }).from(vatTypes).orderBy(asc(vatTypes.id))),
  );

  routes.get(
    '/vat',
    anyone,
    wholeList<Vat>(async (db) => {
      const rows = await db
        .select({ ID: vat.id, CountryCode: vat.countryCode, VatTypeID: vat.vatTypeId, Rate: vat.rate })
        .from(vat)
        .orderBy(asc(vat.countryCode), asc(vat.vatTypeId));
      // numeric(5,2) arrives as text; a rate is a percentage with at most two decimals, exact as a number.
      return rows.map((row) => ({ ...row, Rate: Number(row.Rate) }));
    }),
  );

  return routes.list;
}
