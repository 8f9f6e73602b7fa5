/**
 * The shop's set-up (server/settings): stores and their groups, currencies, languages, VAT, stock statuses,
 * shipping and payment methods, the storefront's help texts and search words, order filters and to-do queues.
 */
import { defineFeature } from '../../domain/feature';
import { todoQueues } from '../../domain/resources/setting/todo-queues';
import { shippingMethods } from '../../domain/resources/setting/shipping-methods';
import { paymentMethods } from '../../domain/resources/setting/payment-methods';
import { orderFilters } from '../../domain/resources/setting/order-filters';
import { faq } from '../../domain/resources/setting/faq';
import { contactFormTopics } from '../../domain/resources/setting/contact-form-topics';
import { searchTriggers } from '../../domain/resources/setting/search-triggers';
import { stopWords } from '../../domain/resources/setting/stop-words';
import { stores } from '../../domain/resources/setting/stores';
import { storeGroups } from '../../domain/resources/setting/store-groups';
import { currencyGroups } from '../../domain/resources/setting/currency-groups';
import { vatTypes } from '../../domain/resources/setting/vat-types';
import { vatRates } from '../../domain/resources/setting/vat-rates';
import { locales } from '../../domain/resources/setting/locales';
import { stockStatuses, stockStatusTexts } from '../../domain/resources/setting/stock-statuses';
import { priceListGroups } from '../../domain/resources/setting/price-list-groups';

export const settingsFeature = defineFeature({
  name: 'settings',
  resources: [
    todoQueues,
    shippingMethods,
    paymentMethods,
    orderFilters,
    faq,
    contactFormTopics,
    searchTriggers,
    stopWords,
    stores,
    storeGroups,
    currencyGroups,
    vatTypes,
    vatRates,
    locales,
    stockStatuses,
    stockStatusTexts,
    priceListGroups,
  ],
  menu: [
    { area: 'setting', rank: 30, resource: 'shipping-methods' },
    { area: 'setting', rank: 40, resource: 'payment-methods' },
    { area: 'setting', rank: 60, resource: 'faq' },
    { area: 'setting', rank: 70, resource: 'contact-form-topics' },
    { area: 'setting', rank: 80, resource: 'search-triggers' },
    { area: 'setting', rank: 90, resource: 'stop-words' },
    { area: 'setting', rank: 100, resource: 'order-filters' },
    { area: 'setting', rank: 120, resource: 'todo-queues' },
    // The shop's own set-up (issue 20 §0), in the order the set-up guide takes them.
    { area: 'setting', rank: 150, resource: 'currency-groups' },
    { area: 'setting', rank: 160, resource: 'store-groups' },
    { area: 'setting', rank: 170, resource: 'stores' },
    { area: 'setting', rank: 180, resource: 'locales' },
    { area: 'setting', rank: 190, resource: 'vat-types' },
    { area: 'setting', rank: 200, resource: 'vat-rates' },
    { area: 'setting', rank: 210, resource: 'stock-statuses' },
    { area: 'setting', rank: 220, resource: 'price-list-groups' },
  ],
  errors: {
    /**
     * A shop set-up record (a store, a store group, a currency group, a VAT type, a language …) still used by other
     * records is not deleted: the answer's `uses` names each resource that uses it and how many records
     * (server/settings/in-use.ts).
     */
    SettingInUse: { code: 40910, message: 'errors.settingInUse' },
  },
});
