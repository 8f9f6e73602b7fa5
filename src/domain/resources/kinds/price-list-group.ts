/** A price list group id from /product/price-list-groups (groups with MergedFrom are not offered): `priceListGroup('GroupID')`. */
import { idKind, make, type DomainKind } from './kind';

export const priceListGroup = make('priceListGroup');

export const priceListGroupKind: DomainKind = idKind;
