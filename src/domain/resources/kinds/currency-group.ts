/**
 * A currency group id from /common/currency-groups (SEK Sverige, NOK Norge, EUR Eurozon): `currencyGroup('CurrencyGroupID')`.
 * A money field may take its currency from such a field (`money('Price', { group: 'CurrencyGroupID' })`).
 */
import { idKind, make, type DomainKind } from './kind';

export const currencyGroup = make('currencyGroup');

export const currencyGroupKind: DomainKind = idKind;
