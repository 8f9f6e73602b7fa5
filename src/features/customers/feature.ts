/** The shop's customers (server/customers): their records, login links and merges. */
import { defineFeature } from '../../domain/feature';
import { customers } from '../../domain/resources/shop/customers';

export const customersFeature = defineFeature({
  name: 'customers',
  resources: [customers],
  menu: [{ area: 'shop', rank: 180, resource: 'customers' }],
});
