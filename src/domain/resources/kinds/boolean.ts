/** Yes or no: `boolean('Active', { default: true })`; never blank (absent reads as its default, else false). */
import { issue, type Rule } from '../../validation';
import { make, type DomainKind } from './kind';

export const boolean = make('boolean');

const booleanRule: Rule = (value) => (value == null || typeof value === 'boolean' ? null : issue('validation.type'));

export const booleanKind: DomainKind = {
  ownRequired: true,
  rules: () => [booleanRule],
  normalizeValue: (field, value) => (value == null ? (field.default ?? false) : value === true || value === 'true'),
};
