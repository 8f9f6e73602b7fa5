/**
 * A price list's rule tree (src/domain/price-lists/rules.ts), stored as JSON: `priceRules('Rules')`. Blank is the
 * empty tree (every product); anything else must be a valid tree, kept in its normalized form.
 */
import { normalizePriceRules, priceRulesRule } from '../../price-lists/rules-field';
import { make, type DomainKind } from './kind';

export const priceRules = make('priceRules');

export const priceRulesKind: DomainKind = {
  ownRequired: true,
  rules: () => [priceRulesRule],
  normalizeValue: (_field, value) => normalizePriceRules(value),
};
