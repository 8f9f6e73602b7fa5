/** Price lists (server/price-lists): rules that select products and the prices they give. */
import { defineFeature } from '../../domain/feature';
import { priceLists } from '../../domain/resources/product/price-lists';
import { priceListPrices } from '../../domain/resources/product/price-list-prices';

export const priceListsFeature = defineFeature({
  name: 'price-lists',
  resources: [priceLists, priceListPrices],
  menu: [{ area: 'product', rank: 160, resource: 'price-lists' }],
  jobs: [{ value: 'price-list', label: 'enums.jobKind.priceList' }],
});
