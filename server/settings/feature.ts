/** The shop's set-up as the app assembles it (server/features.ts): its hand-written tables' bindings. */
import {
  bindCurrencyGroups,
  bindLocales,
  bindPriceListGroups,
  bindStockStatuses,
  bindStockStatusTexts,
  bindStoreGroups,
  bindStores,
  bindVatRates,
  bindVatTypes,
} from './shop-setup';

export const settingsFeature = {
  tables: {
    stores: bindStores,
    'store-groups': bindStoreGroups,
    'currency-groups': bindCurrencyGroups,
    'vat-types': bindVatTypes,
    'vat-rates': bindVatRates,
    locales: bindLocales,
    'stock-statuses': bindStockStatuses,
    'stock-status-texts': bindStockStatusTexts,
    'price-list-groups': bindPriceListGroups,
  },
  jobs: {},
};
