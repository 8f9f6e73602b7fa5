/** A store group id from /common/store-groups; `multiple` for a set: `storeGroup('StoreGroupID')`. */
import { idKind, make, type DomainKind } from './kind';

export const storeGroup = make('storeGroup');

export const storeGroupKind: DomainKind = idKind;
