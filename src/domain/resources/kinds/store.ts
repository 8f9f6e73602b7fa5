/** A storefront id from /common/stores; `multiple` for a set: `store('StoreID')`. */
import { idKind, make, type DomainKind } from './kind';

export const store = make('store');

export const storeKind: DomainKind = idKind;
