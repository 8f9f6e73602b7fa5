/** Price lists as the app assembles them (server/features.ts): the lists' hooks and the processing job. */
import { priceListHooks } from './hooks';
import { PRICE_LIST_JOB, priceListJob } from './job';

export const priceListsFeature = {
  hooks: { 'price-lists': priceListHooks },
  jobs: { [PRICE_LIST_JOB]: priceListJob },
};
