/**
 * The shop's set-up (issue 20 §0) on its hand-written tables (server/db/schema/common.ts, product.ts): stores,
 * store groups, currency groups, VAT types and rates, languages, stock statuses with their texts, price list
 * groups. The server checks what a declaration cannot: an ISO code exists in its reference table (countries,
 * currencies from the migrations; languages from the Locales screen), and a record in use is not deleted.
 */
import { eq } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { ErrorCode, type FieldIssue } from '../../src/domain/errors';
import type { ResourceDef } from '../../src/domain/resources/types';
import { unknownCountry, unknownCurrency, unknownLocale } from '../../src/domain/resources/setting/shop-setup';
import {
  countries,
  currencies,
  currencyGroups,
  locales,
  priceListGroups,
  stockStatusContents,
  stockStatuses,
  storeGroups,
  stores,
  vat,
  vatTypes,
} from '../db/schema';
import type { Tx } from '../db/types';
import { ApiFailure, ERROR_TEXT } from '../http/errors';
import { bindResource, type TableBinding } from '../resources/binding';
import type { ResourceHooks, WriteContext } from '../resources/hooks';
import { refuseWhenInUse } from './in-use';

/** A code field checked against a reference table's code column. */
interface CodeCheck {
  key: string;
  table: PgTable;
  code: AnyPgColumn;
  unknown: () => FieldIssue;
}

const COUNTRY = (key: string): CodeCheck => ({ key, table: countries, code: countries.code, unknown: unknownCountry });
const CURRENCY = (key: string): CodeCheck => ({ key, table: currencies, code: currencies.code, unknown: unknownCurrency });
const LOCALE = (key: string): CodeCheck => ({ key, table: locales, code: locales.code, unknown: unknownLocale });

async function checkCodes(tx: Tx, values: Record<string, unknown>, checks: readonly CodeCheck[]): Promise<void> {
  const fields: Record<string, FieldIssue> = {};
  for (const check of checks) {
    const value = values[check.key];
    if (typeof value !== 'string') continue;
    const found = await tx.select({ code: check.code }).from(check.table).where(eq(check.code, value)).limit(1);
    if (!found.length) fields[check.key] = check.unknown();
  }
  if (Object.keys(fields).length) throw new ApiFailure(ErrorCode.BadRequest, ERROR_TEXT[ErrorCode.BadRequest], fields);
}

/** Checks the codes written, and refuses deleting records in use. */
function setupHooks(def: ResourceDef, checks: readonly CodeCheck[], byCode?: Parameters<typeof refuseWhenInUse>[2]): ResourceHooks {
  return {
    beforeWrite: checks.length ? ({ tx, values }: WriteContext) => checkCodes(tx, values, checks) : undefined,
    beforeDelete: (context) => refuseWhenInUse({ def }, context, byCode),
  };
}

export const bindStores = (def: ResourceDef): TableBinding =>
  bindResource(def, stores, {
    columns: {
      Name: stores.name,
      Domain: stores.domain,
      CountryCode: stores.countryCode,
      Currency: stores.currency,
      Locale: stores.locale,
      StoreGroupID: stores.storeGroupId,
      BrandName: stores.brandName,
      Logo: stores.logoFileId,
      LegalName: stores.legalName,
      OrganisationNumber: stores.organisationNumber,
      VatNumber: stores.vatNumber,
      Street: stores.street,
      PostalCode: stores.postalCode,
      City: stores.city,
      PaymentAccount: stores.paymentAccount,
      Email: stores.email,
      Phone: stores.phone,
    },
    hooks: setupHooks(def, [COUNTRY('CountryCode'), CURRENCY('Currency'), LOCALE('Locale')]),
  });

export const bindStoreGroups = (def: ResourceDef): TableBinding =>
  bindResource(def, storeGroups, {
    columns: { Name: storeGroups.name, CurrencyGroupID: storeGroups.currencyGroupId },
    hooks: setupHooks(def, []),
  });

export const bindCurrencyGroups = (def: ResourceDef): TableBinding =>
  bindResource(def, currencyGroups, {
    columns: { Name: currencyGroups.name, Currency: currencyGroups.currency, SekRate: currencyGroups.sekRate },
    hooks: setupHooks(def, [CURRENCY('Currency')]),
  });

export const bindVatTypes = (def: ResourceDef): TableBinding =>
  bindResource(def, vatTypes, { columns: { Name: vatTypes.name }, hooks: setupHooks(def, []) });

export const bindVatRates = (def: ResourceDef): TableBinding =>
  bindResource(def, vat, {
    columns: { CountryCode: vat.countryCode, VatTypeID: vat.vatTypeId, Rate: vat.rate },
    hooks: setupHooks(def, [COUNTRY('CountryCode')]),
  });

export const bindLocales = (def: ResourceDef): TableBinding =>
  bindResource(def, locales, {
    columns: { Code: locales.code, Name: locales.name, Active: locales.active },
    // A language is used through the language fields that hold its code (a store's, a stock status text's).
    hooks: setupHooks(def, [], { kind: 'locale', key: 'Code' }),
  });

export const bindStockStatuses = (def: ResourceDef): TableBinding =>
  bindResource(def, stockStatuses, {
    columns: { Code: stockStatuses.code, SortOrder: stockStatuses.sortOrder },
    hooks: setupHooks(def, []),
  });

export const bindStockStatusTexts = (def: ResourceDef): TableBinding =>
  bindResource(def, stockStatusContents, {
    columns: { StockStatusID: stockStatusContents.stockStatusId, Locale: stockStatusContents.locale, Content: stockStatusContents.content },
    hooks: { beforeWrite: ({ tx, values }) => checkCodes(tx, values, [LOCALE('Locale')]) },
  });

export const bindPriceListGroups = (def: ResourceDef): TableBinding =>
  bindResource(def, priceListGroups, {
    columns: { Name: priceListGroups.name, MergedFrom: priceListGroups.mergedFrom },
    hooks: setupHooks(def, []),
  });
