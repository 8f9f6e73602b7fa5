/** A locale code from /common/locales (`sv`, `en-GB`): `locale('Locale')`. */
import { asText, isBlank, issue, maxLength, type Rule } from '../../validation';
import { make, typeIs, type DomainKind } from './kind';

export const locale = make('locale');

const localeCode: Rule = (value) => (isBlank(value) || /^[a-z]{2}(-[A-Z]{2})?$/.test(asText(value)) ? null : issue('validation.type'));

export const localeKind: DomainKind = {
  maxLength: 16,
  rules: (_field, _mode, max) => [typeIs('string'), maxLength(max!), localeCode],
};
