/**
 * What the shop's set-up screens share (issue 20 §0: stores, store groups, currency groups, VAT, locales, stock
 * statuses, price list groups): the shapes of the ISO codes they hold. Whether a code exists in the reference
 * tables (countries, currencies, locales) the server checks (server/settings/shop-setup.ts).
 */
import { asText, isBlank, type Rule } from '../../validation';
import { invalid } from '../declare';

/** ISO 3166-1 alpha-2: two capital letters (SE). */
export const countryCodeShape: Rule = (value) =>
  isBlank(value) || /^[A-Z]{2}$/.test(asText(value))
    ? null
    : invalid('resources.shopSetup.invalid.countryCode', 'Use the two capital letters of an ISO 3166 country code, like SE');

/** ISO 4217: three capital letters (SEK). */
export const currencyCodeShape: Rule = (value) =>
  isBlank(value) || /^[A-Z]{3}$/.test(asText(value))
    ? null
    : invalid('resources.shopSetup.invalid.currencyCode', 'Use the three capital letters of an ISO 4217 currency code, like SEK');

/** A host name without scheme or path (www.example.se). */
export const domainShape: Rule = (value) =>
  isBlank(value) || /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/.test(asText(value))
    ? null
    : invalid('resources.shopSetup.invalid.domain', 'Use a host name such as www.example.se, without https:// or a path');

/** A code in the server's reference table does not exist (checked by the server on write). */
export const unknownCountry = () => invalid('resources.shopSetup.invalid.unknownCountry', 'No country has this code');
export const unknownCurrency = () => invalid('resources.shopSetup.invalid.unknownCurrency', 'No currency has this code');
export const unknownLocale = () =>
  invalid('resources.shopSetup.invalid.unknownLocale', 'No language has this code: add it under Languages first');
