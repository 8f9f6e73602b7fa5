/**
 * A country by its ISO 3166-1 alpha-2 code from /common/countries (`SE`, `NO`): `country('DeliveryCountry')`.
 * Read by the country's name in the reader's language, chosen by name or code, kept as the code.
 */
import { asText, isBlank, issue, maxLength, type Rule } from '../../validation';
import { make, typeIs, type DomainKind } from './kind';

export const country = make('country');

const countryCode: Rule = (value) => (isBlank(value) || /^[A-Z]{2}$/.test(asText(value)) ? null : issue('validation.type'));

export const countryKind: DomainKind = {
  maxLength: 2,
  rules: (_field, _mode, max) => [typeIs('string'), maxLength(max!), countryCode],
};
